/**
 * The archive's advanced search (modules.md: the Archive filter): every filter the definition
 * declares, shown when the toggle is on. The tree levels (classification, storage, rack) offer
 * their master tree's entries of that level, each named with the entry it hangs under; the years
 * offer app.json's years (2019 to 2026); option fields their options; the rest a text box.
 */
import { Field, Input, makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { LoadedResource } from '../../../engine/definitions/model.ts';
import type { ListView } from '../../../engine/generated/definitions.ts';
import type { OptionSource } from '../../data/dataProvider.ts';
import { optionKey } from '../../data/optionItems.ts';
import { useOptions } from '../../data/useOptions.ts';
import { fieldLabelKey } from '../../generic/fieldLabel.ts';
import { FilterChoice } from '../../generic/list/FilterChoice.tsx';
import { FilterSection } from '../../generic/list/FilterSection.tsx';
import { treeFields, treeLevel } from './archiveTrees.ts';
import type { ArchiveIndex } from './useArchiveIndex.ts';

type ListFilter = NonNullable<ListView['filters']>[number];

const years: OptionSource = { source: 'years' };

const useStyles = makeStyles({
  control: { minWidth: 0, width: '100%' },
});

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
    const entries = treeLevel(options, tree.level).map(({ item, parent }) => ({ key: optionKey(item.value), text: parent ? `${item.label} (${parent.label})` : item.label }));
    return <FilterChoice label={label} value={value} entries={entries} unavailable={unavailable} onChange={onChange} />;
  }
  if (optionSource) {
    const entries = options.map((option) => ({ key: optionKey(option.value), text: option.label }));
    return <FilterChoice label={label} value={value} entries={entries} unavailable={unavailable} onChange={onChange} />;
  }
  return (
    <Field label={label}>
      <Input className={styles.control} value={value} onChange={(_, data) => onChange(data.value)} />
    </Field>
  );
}

export function AdvancedSearch({ id, resource, index }: { id: string; resource: LoadedResource; index: ArchiveIndex }) {
  const { t } = useTranslation();
  return (
    <FilterSection id={id} label={t('archive.document.action.advancedSearch')} onReset={index.resetFilters}>
      {(resource.list?.filters ?? []).map((filter) => (
        <FilterControl key={filter.key} resource={resource} filter={filter} index={index} />
      ))}
    </FilterSection>
  );
}
