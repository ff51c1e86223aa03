import { Textarea } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { useTextControlProps } from './textControlProps.ts';
import { WidgetLabel } from './WidgetLabel.tsx';

/** Several lines of text; ui:options.rows sets the height. */
export function TextareaWidget(props: WidgetProps) {
  const { id, label, hideLabel, required, disabled, placeholder, options } = props;
  const rows = typeof options.rows === 'number' ? options.rows : 4;
  return (
    <>
      <WidgetLabel id={id} label={label} required={required} disabled={disabled} hideLabel={hideLabel} />
      <Textarea
        {...useTextControlProps(props)}
        rows={rows}
        resize="vertical"
        placeholder={placeholder}
      />
    </>
  );
}
