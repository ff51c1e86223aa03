import { Input } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { textControlProps } from './textControlProps.ts';
import { WidgetLabel } from './WidgetLabel.tsx';

/** A one-line text input; an emptied input becomes undefined so `required` catches it. */
export function TextWidget(props: WidgetProps) {
  const { id, value, label, hideLabel, required, disabled, placeholder, options } = props;
  const type = typeof options.inputType === 'string' ? options.inputType : 'text';
  return (
    <>
      <WidgetLabel id={id} label={label} required={required} disabled={disabled} hideLabel={hideLabel} />
      <Input
        {...textControlProps(props)}
        type={type as 'text'}
        value={value === undefined || value === null ? '' : String(value)}
        placeholder={placeholder}
      />
    </>
  );
}
