/**
 * A report's year: every year app.json offers (the 'years' option source), or all of them (the
 * empty value, the report's default).
 */
import { Dropdown, Field, Option } from '@fluentui/react-components';
import { useOptions } from '../data/useOptions.ts';

const yearSource = { source: 'years' } as const;

interface YearFilterProps {
  readonly label: string;
  /** what the empty value, every year, is called */
  readonly allLabel: string;
  /** the chosen year, '' for all */
  readonly value: string;
  readonly onChange: (year: string) => void;
  readonly className?: string;
}

export function YearFilter({ label, allLabel, value, onChange, className }: YearFilterProps) {
  const years = useOptions(yearSource);
  return (
    <Field label={label} className={className}>
      <Dropdown value={value || allLabel} selectedOptions={[value]} onOptionSelect={(_, data) => onChange(data.optionValue ?? '')}>
        <Option value="">{allLabel}</Option>
        {years.options.map((option) => (
          <Option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
