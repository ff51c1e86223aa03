/**
 * The risk lists' filters as the risk definition declares them (office, department, status, year,
 * month, classification, impact, probability) and a search, applied together; each a select of
 * its declared options.
 */
import { Button, Field, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import { FilterRegular, SearchRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadedResource } from '../../../engine/definitions/model.ts';
import type { OptionSource } from '../../data/dataProvider.ts';
import { useNarrowScreen } from '../../generic/list/useNarrowScreen.ts';
import { useOptions } from '../../data/useOptions.ts';

export type RiskFilterValues = Record<string, string>;

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 170px), 1fr))', alignItems: 'end' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  // A control no wider than its column: Fluent's input keeps a minimum width of its own, which
  // drew the search box under the office beside it.
  control: { minWidth: 0, width: '100%' },
});

type Filter = NonNullable<LoadedResource['list']>['filters'][number];

function FilterSelect({ filter, value, onChange }: { filter: Filter; value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const { options } = useOptions(filter.options as OptionSource | undefined);
  const styles = useStyles();
  return (
    <Field label={t(filter.labelKey ?? filter.key)} className={styles.control}>
      <Select className={styles.control} name={`filter-${filter.key}`} value={value} onChange={(_, data) => onChange(data.value)}>
        <option value="">{t('derma.stage.all')}</option>
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

interface RiskFiltersProps {
  readonly resource: LoadedResource;
  readonly applied: RiskFilterValues;
  /** what Reset goes back to: the page's own stage */
  readonly initial: RiskFilterValues;
  readonly onApply: (values: RiskFilterValues) => void;
}

export function RiskFilters({ resource, applied, initial, onApply }: RiskFiltersProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [draft, setDraft] = useState<RiskFilterValues>(applied);
  // A phone shows the search and opens the eight filters on demand.
  const narrow = useNarrowScreen();
  const [open, setOpen] = useState(false);
  const chosen = Object.entries(applied).filter(([key, value]) => key !== 'q' && value !== '').length;
  return (
    <form
      className={styles.form}
      aria-label={t('derma.stage.filters')}
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft);
      }}
    >
      <Field label={t('derma.stage.search')} className={styles.control}>
        <Input className={styles.control} name="q" type="search" contentBefore={<SearchRegular />} value={draft.q ?? ''} onChange={(_, data) => setDraft({ ...draft, q: data.value })} />
      </Field>
      {narrow && (
        <Button icon={<FilterRegular />} aria-expanded={open} onClick={() => setOpen(!open)}>
          {t('derma.stage.filters')}
          {chosen ? ` (${chosen})` : ''}
        </Button>
      )}
      {(!narrow || open) && (resource.list?.filters ?? []).map((filter) => (
        <FilterSelect key={filter.key} filter={filter} value={draft[filter.key] ?? ''} onChange={(value) => setDraft({ ...draft, [filter.key]: value })} />
      ))}
      <div className={styles.actions}>
        <Button type="submit" appearance="primary">
          {t('derma.stage.apply')}
        </Button>
        <Button
          onClick={() => {
            setDraft(initial);
            onApply(initial);
          }}
        >
          {t('derma.stage.reset')}
        </Button>
      </div>
    </form>
  );
}
