import { Input } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { WidgetLabel } from './WidgetLabel.tsx';

/** A one-line text input; an emptied input becomes undefined so `required` catches it. */
export function TextWidget(props: WidgetProps) {
  const { id, htmlName, value, label, hideLabel, required, disabled, readonly, autofocus, placeholder, onChange, onBlur, onFocus, options, rawErrors } = props;
  const type = typeof options.inputType === 'string' ? options.inputType : 'text';
  return (
    <>
      <WidgetLabel id={id} label={label} required={required} disabled={disabled} hideLabel={hideLabel} />
      <Input
        id={id}
        name={htmlName ?? id}
        type={type as 'text'}
        value={value === undefined || value === null ? '' : String(value)}
        placeholder={placeholder}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        aria-invalid={rawErrors && rawErrors.length > 0 ? true : undefined}
        onChange={(_, data) => onChange(data.value === '' ? options.emptyValue : data.value)}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
      />
    </>
  );
}
