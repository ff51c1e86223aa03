/**
 * A list filter with options: a dropdown whose first entry, "—", clears the filter. The list's
 * filter panel and the archive's advanced search draw every filter with choices through it.
 */
import { Dropdown, Field, Option, makeStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { optionsPlaceholder } from '../../data/useOptions.ts';

const useStyles = makeStyles({
  // Fluent's Dropdown brings a 250px min-width; here it follows its grid cell.
  control: { minWidth: 0, width: '100%' },
});

export interface FilterChoiceEntry {
  /** the value the filter sends (optionKey of the option's value) */
  readonly key: string;
  /** what the closed dropdown shows once this entry is chosen */
  readonly text: string;
  /** what the open list shows, when it is more than the text (a tree node's indent) */
  readonly content?: ReactNode;
}

interface FilterChoiceProps {
  readonly label: string;
  /** the chosen entry's key; '' or undefined for none */
  readonly value: string | undefined;
  readonly entries: readonly FilterChoiceEntry[];
  /** the options could not be loaded: the placeholder says so */
  readonly unavailable: boolean;
  readonly onChange: (value: string | undefined) => void;
}

export function FilterChoice({ label, value, entries, unavailable, onChange }: FilterChoiceProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const selected = entries.find((entry) => entry.key === value);
  return (
    <Field label={label}>
      <Dropdown
        className={styles.control}
        value={selected?.text ?? ''}
        selectedOptions={value ? [value] : []}
        placeholder={optionsPlaceholder(t, unavailable)}
        onOptionSelect={(_, data) => onChange(data.optionValue || undefined)}
      >
        <Option value="" text="—">
          —
        </Option>
        {entries.map((entry) => (
          <Option key={entry.key} value={entry.key} text={entry.text}>
            {entry.content ?? entry.text}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
