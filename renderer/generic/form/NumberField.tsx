/**
 * rjsf's NumberField (@rjsf/core 6.11, fields/NumberField.tsx) with its one costly line changed:
 * rjsf asks Intl for the decimal separator on every render of every number field (a new
 * Intl.NumberFormat each time: about a millisecond, thirty times over on a form with thirty
 * numbers); here the answer is kept per list of browser languages. Everything else is rjsf's
 * own: typed text with trailing zeros or a trailing point is shown as typed, the value is the
 * number, and the built-in text widget shows the locale's separator.
 */
import type { ErrorSchema, FieldPathList, FieldProps } from '@rjsf/utils';
import { asNumber, getDecimalSeparator, getUiOptions, resolveDefaultWidget } from '@rjsf/utils';
import { useCallback, useState } from 'react';

const trailingCharMatcherWithPrefix = /\.([0-9]*0)*$/;
const trailingCharMatcher = /[0.]0*$/;

const separators = new Map<string, string>();

/** The decimal separator of the browser's languages, asked of Intl once per list of languages. */
export function decimalSeparator(): string {
  const key = typeof navigator === 'undefined' ? '' : navigator.languages.join(',');
  let separator = separators.get(key);
  if (separator === undefined) {
    separator = getDecimalSeparator();
    separators.set(key, separator);
  }
  return separator;
}

export function NumberField(props: FieldProps) {
  const { registry, onChange, formData, value: initialValue } = props;
  const [lastValue, setLastValue] = useState<unknown>(initialValue);
  const { StringField } = registry.fields;
  const separator = decimalSeparator();

  const handleChange = useCallback(
    (newValue: unknown, path: FieldPathList, errorSchema?: ErrorSchema, id?: string) => {
      // The text as typed is kept, so "1." or "1.50" stays on screen while the value is 1 or 1.5.
      setLastValue(newValue);
      const standardValue = typeof newValue === 'string' ? newValue.replace(separator, '.') : newValue;
      const normalizedValue = `${String(standardValue)}`.startsWith('.') ? `0${String(standardValue)}` : standardValue;
      const processed =
        typeof normalizedValue === 'string' && trailingCharMatcherWithPrefix.exec(normalizedValue)
          ? asNumber(normalizedValue.replace(trailingCharMatcher, ''))
          : typeof normalizedValue === 'string'
            ? asNumber(normalizedValue)
            : normalizedValue;
      onChange(processed, path, errorSchema, id);
    },
    [onChange, separator],
  );

  let value: unknown = formData;
  if (typeof lastValue === 'string' && typeof value === 'number') {
    const canonicalLastValue = lastValue.replace(separator, '.');
    const escapedValue = String(value).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (new RegExp(`^(${escapedValue})?\\.?0*$`).test(canonicalLastValue)) value = lastValue;
  }

  let displayValue = value;
  if (typeof value === 'number' && separator !== '.') {
    const { schema, uiSchema } = props;
    const { defaultWidget } = resolveDefaultWidget(schema, uiSchema, registry.schemaUtils, registry.widgets);
    const { widget = defaultWidget, inputType } = getUiOptions(uiSchema);
    // Only rjsf's text widget draws a plain text input whose text follows the locale.
    if (widget === 'text' && inputType !== 'number') displayValue = String(value).replace('.', separator);
  }

  return <StringField {...props} formData={displayValue} onChange={handleChange} />;
}
