import { Input } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { FieldCheck } from './FieldCheck.tsx';
import { useTextControlProps } from './textControlProps.ts';
import { WidgetLabel } from './WidgetLabel.tsx';

/** A one-line text input; an emptied input becomes undefined so `required` catches it. A field with x-check shows its check under it. */
export function TextWidget(props: WidgetProps) {
  const { id, label, hideLabel, required, disabled, placeholder, options } = props;
  const type = typeof options.inputType === 'string' ? options.inputType : 'text';
  return (
    <>
      <WidgetLabel id={id} label={label} required={required} disabled={disabled} hideLabel={hideLabel} />
      <Input
        {...useTextControlProps(props)}
        type={type as 'text'}
        placeholder={placeholder}
      />
      {'x-check' in props.schema && <FieldCheck {...props} />}
    </>
  );
}
