import { Label } from '@fluentui/react-components';

interface WidgetLabelProps {
  readonly id: string;
  readonly label: string;
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly hideLabel?: boolean;
}

/** The label above a control. Widgets draw their own label, as the Fluent rjsf theme does. */
export function WidgetLabel({ id, label, required, disabled, hideLabel }: WidgetLabelProps) {
  if (hideLabel || !label) return null;
  return (
    <Label htmlFor={id} required={required} disabled={disabled} style={{ paddingBlock: 2 }}>
      {label}
    </Label>
  );
}
