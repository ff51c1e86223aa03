import { Input } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { WidgetLabel } from './WidgetLabel.tsx';

const pad = (n: number) => String(n).padStart(2, '0');

/** The browser's datetime-local input speaks local time without a zone; the record keeps ISO 8601. */
function toLocalInput(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function DateTimeWidget(props: WidgetProps) {
  const { id, htmlName, value, label, hideLabel, required, disabled, readonly, autofocus, onChange, onBlur, onFocus, options, rawErrors } = props;
  return (
    <>
      <WidgetLabel id={id} label={label} required={required} disabled={disabled} hideLabel={hideLabel} />
      <Input
        id={id}
        name={htmlName ?? id}
        type="datetime-local"
        value={toLocalInput(value)}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        aria-invalid={rawErrors && rawErrors.length > 0 ? true : undefined}
        onChange={(_, data) => onChange(data.value === '' ? options.emptyValue : new Date(data.value).toISOString())}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
      />
    </>
  );
}
