import { Checkbox } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';

/** A yes/no field; the checkbox carries its own label. */
export function CheckboxWidget(props: WidgetProps) {
  const { id, htmlName, value, label, disabled, readonly, autofocus, onChange, onBlur, onFocus } = props;
  return (
    <Checkbox
      id={id}
      name={htmlName ?? id}
      label={label}
      checked={value === true}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      onChange={(_, data) => onChange(data.checked === true)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
