import { Input } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { WidgetLabel } from './WidgetLabel.tsx';

/** A calendar date kept as YYYY-MM-DD (JSON Schema format "date"). */
export function DateWidget(props: WidgetProps) {
  const { id, htmlName, value, label, hideLabel, required, disabled, readonly, autofocus, onChange, onBlur, onFocus, options, rawErrors } = props;
  const text = typeof value === 'string' ? value.slice(0, 10) : '';
  return (
    <>
      <WidgetLabel id={id} label={label} required={required} disabled={disabled} hideLabel={hideLabel} />
      <Input
        id={id}
        name={htmlName ?? id}
        type="date"
        value={text}
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
