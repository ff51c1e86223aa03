import type { FocusEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';

/**
 * What every typed-text widget (text, textarea, date, date-time, number) hands its Fluent
 * control: id and name, disabled when read-only, the invalid mark, and rjsf's change, blur and
 * focus calls. `toValue` turns the typed text into the record's value; by default an emptied
 * control gives `emptyValue` (undefined), so `required` catches it.
 */
export function textControlProps(props: WidgetProps, toValue?: (text: string) => unknown) {
  const { id, htmlName, disabled, readonly, autofocus, rawErrors, options, onChange, onBlur, onFocus } = props;
  const convert = toValue ?? ((text: string) => (text === '' ? options.emptyValue : text));
  return {
    id,
    name: htmlName ?? id,
    disabled: disabled || readonly,
    autoFocus: autofocus,
    'aria-invalid': rawErrors && rawErrors.length > 0 ? true : undefined,
    onChange: (_event: unknown, data: { value: string }) => onChange(convert(data.value)),
    onBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => onBlur(id, event.target.value),
    onFocus: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => onFocus(id, event.target.value),
  };
}
