import { Input } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { useTextControlProps } from './textControlProps.ts';
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
  const { id, label, hideLabel, required, disabled } = props;
  return (
    <>
      <WidgetLabel id={id} label={label} required={required} disabled={disabled} hideLabel={hideLabel} />
      <Input
        {...useTextControlProps(props, (text) => (text === '' ? props.options.emptyValue : new Date(text).toISOString()), toLocalInput)}
        type="datetime-local"
      />
    </>
  );
}
