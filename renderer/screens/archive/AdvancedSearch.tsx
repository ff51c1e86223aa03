/**
 * The archive's advanced search (modules.md: the Archive filter): every filter the definition
 * declares, shown when the toggle is on. The tree levels (classification, storage, rack) offer
 * their master tree's entries of that level, each named with the entry it hangs under; the years
 * offer app.json's years (2019 to 2026); option fields their options; the rest a text box.
 */
import { Button, Dropdown, Field, Input, Option, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { LoadedResource } from '../../../engine/definitions/model.ts';
import type { ListView } from '../../../engine/generated/definitions.ts';
import type { OptionItem } from '../../../engine/wire/optionItem.ts';
import type { OptionSource } from '../../data/dataProvider.ts';
import { optionKey } from '../../data/optionItems.ts';
import { optionsPlaceholder, useOptions } from '../../data/useOptions.ts';
import { fieldLabelKey } from '../../generic/fieldLabel.ts';
import { treeFields, treeLevel } from './archiveTrees.ts';
import type { ArchiveIndex } from './useArchiveIndex.ts';

type ListFilter = NonNullable<ListView['filters']>[number];

const years: OptionSource = { source: 'years' };

const useStyles = makeStyles({
  panel: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
    padding: tokens.spacingVerticalM,
    backgroundColor: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusMedium,
  },
  control: { minWidth: 0, width: '100%' },
  reset: { justifySelf: 'start' },
});

function Choice({ label, value, options, unavailable, onChange }: { label: string; value: string; options: readonly OptionItem[]; unavailable: boolean; onChange: (value: string | undefined) => void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const selected = options.find((option) => optionKey(option.value) === value);
  return (
    <Field label={label}>
      <Dropdown
        className={styles.control}
        value={selected?.label ?? ''}
        selectedOptions={value ? [value] : []}
        placeholder={optionsPlaceholder(t, unavailable)}
        onOptionSelect={(_, data) => onChange(data.optionValue || undefined)}
      >
        <Option value="" text="—">
          —
        </Option>
        {options.map((option) => (
          <Option key={optionKey(option.value)} value={optionKey(option.value)} text={option.label}>
            {option.label}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}

/** The field a filter reads decides its control: rak reads storage_spesific, a tree level. */
function FilterControl({ resource, filter, index }: { resource: LoadedResource; filter: ListFilter; index: ArchiveIndex }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const field = filter.field ?? filter.key;
  const tree = treeFields[field];
  const optionSource = tree ? tree.source : filter.operator === 'year' ? years : filter.options;
  const { options, unavailable } = useOptions(optionSource);
  const label = t(fieldLabelKey(resource, field, filter.labelKey));
  const current = index.query.list.filter[filter.key];
  const value = (Array.isArray(current) ? current[0] : current) ?? '';
  const onChange = (next: string | undefined) => index.setFilter(filter.key, next);
  if (tree) {
    const entries = treeLevel(options, tree.level).map(({ item, parent }) => ({ value: item.value, label: parent ? `${item.label} (${parent.label})` : item.label }));
    return <Choice label={label} value={value} options={entries} unavailable={unavailable} onChange={onChange} />;
  }
  if (optionSource) return <Choice label={label} value={value} options={options} unavailable={unavailable} onChange={onChange} />;
  return (
    <Field label={label}>
      <Input className={styles.control} value={value} onChange={(_, data) => onChange(data.value)} />
    </Field>
  );
}

export function AdvancedSearch({ id, resource, index }: { id: string; resource: LoadedResource; index: ArchiveIndex }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <section id={id} className={styles.panel} aria-label={t('archive.document.action.advancedSearch')}>
      {(resource.list?.filters ?? []).map((filter) => (
        <FilterControl key={filter.key} resource={resource} filter={filter} index={index} />
      ))}
      <Button className={styles.reset} appearance="secondary" onClick={index.resetFilters}>
        {t('common.action.resetFilters')}
      </Button>
    </section>
  );
}
