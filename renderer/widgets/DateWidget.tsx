import { Input } from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { useTextControlProps } from './textControlProps.ts';
import { WidgetLabel } from './WidgetLabel.tsx';

const dateText = (value: unknown) => (typeof value === 'string' ? value.slice(0, 10) : '');

/** A calendar date kept as YYYY-MM-DD (JSON Schema format "date"). */
export function DateWidget(props: WidgetProps) {
  const { id, label, hideLabel, required, disabled } = props;
  return (
    <>
      <WidgetLabel id={id} label={label} required={required} disabled={disabled} hideLabel={hideLabel} />
      <Input
        {...useTextControlProps(props, undefined, dateText)}
        type="date"
      />
    </>
  );
}
