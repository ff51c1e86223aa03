import { Input } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { textControlProps } from './textControlProps.ts';
import { WidgetLabel } from './WidgetLabel.tsx';

/** A calendar date kept as YYYY-MM-DD (JSON Schema format "date"). */
export function DateWidget(props: WidgetProps) {
  const { id, value, label, hideLabel, required, disabled } = props;
  const text = typeof value === 'string' ? value.slice(0, 10) : '';
  return (
    <>
      <WidgetLabel id={id} label={label} required={required} disabled={disabled} hideLabel={hideLabel} />
      <Input
        {...textControlProps(props)}
        type="date"
        value={text}
      />
    </>
  );
}
