import { Input } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { useTextControlProps } from './textControlProps.ts';
import { WidgetLabel } from './WidgetLabel.tsx';

/** Turns the typed text into a number; text that is not one is kept, so validation reports it. */
function toNumber(text: string, integer: boolean): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (integer) return /^-?\d+$/.test(trimmed) ? Number.parseInt(trimmed, 10) : trimmed;
  const parsed = Number(trimmed);
  return Number.isFinite(parsed) ? parsed : trimmed;
}

export function NumberWidget(props: WidgetProps) {
  const { id, label, hideLabel, required, disabled, placeholder, schema } = props;
  const integer = schema.type === 'integer';
  return (
    <>
      <WidgetLabel id={id} label={label} required={required} disabled={disabled} hideLabel={hideLabel} />
      <Input
        {...useTextControlProps(props, (text) => toNumber(text, integer))}
        type="number"
        inputMode={integer ? 'numeric' : 'decimal'}
        step={integer ? 1 : 'any'}
        min={typeof schema.minimum === 'number' ? schema.minimum : undefined}
        max={typeof schema.maximum === 'number' ? schema.maximum : undefined}
        placeholder={placeholder}
      />
    </>
  );
}
