import { Textarea } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { WidgetLabel } from './WidgetLabel.tsx';

/** Several lines of text; ui:options.rows sets the height. */
export function TextareaWidget(props: WidgetProps) {
  const { id, htmlName, value, label, hideLabel, required, disabled, readonly, autofocus, placeholder, onChange, onBlur, onFocus, options, rawErrors } = props;
  const rows = typeof options.rows === 'number' ? options.rows : 4;
  return (
    <>
      <WidgetLabel id={id} label={label} required={required} disabled={disabled} hideLabel={hideLabel} />
      <Textarea
        id={id}
        name={htmlName ?? id}
        rows={rows}
        resize="vertical"
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
