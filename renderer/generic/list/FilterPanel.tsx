/**
 * The filters the definition declares (list.filters): a dropdown for those with options (a tree
 * field's of every node, TreeFilterField), an input for the rest. Each change goes to filter[key] of the list query and back to page 1.
 */
import { Field, Input } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { LoadedResource } from '../../../engine/definitions/model.ts';
import type { ListView } from '../../../engine/generated/definitions.ts';
import { optionKey } from '../../data/optionItems.ts';
import { useOptions } from '../../data/useOptions.ts';
import { fieldLabelKey } from '../fieldLabel.ts';
import { FilterChoice } from './FilterChoice.tsx';
import { FilterSection } from './FilterSection.tsx';
import { TreeFilterField } from './TreeFilterField.tsx';
import type { ListController } from './useListController.ts';

type ListFilter = NonNullable<ListView['filters']>[number];

function FilterField({ resource, filter, controller }: { resource: LoadedResource; filter: ListFilter; controller: ListController }) {
  const { t } = useTranslation();
  const { options, unavailable } = useOptions(filter.options);
  const label = t(fieldLabelKey(resource, filter.field ?? filter.key, filter.labelKey));
  const current = controller.query.filter[filter.key];
  const value = Array.isArray(current) ? current[0] : current;
  // A tree field (x-tree) is filtered by a node at any of its levels.
  const tree = resource.fields.properties[filter.field ?? filter.key]?.['x-tree'];
  if (tree && (filter.operator === 'eq' || filter.operator === 'in')) {
    return <TreeFilterField filterKey={filter.key} label={label} source={{ source: tree.source }} controller={controller} />;
  }
  if (filter.options) {
    const entries = options.map((option) => ({ key: optionKey(option.value), text: option.label }));
    return <FilterChoice label={label} value={value} entries={entries} unavailable={unavailable} onChange={(next) => controller.setFilter(filter.key, next)} />;
  }
  const type = filter.operator === 'year' || filter.operator === 'month' ? 'number' : 'text';
  return (
    <Field label={label}>
      <Input type={type} value={value ?? ''} onChange={(_, data) => controller.setFilter(filter.key, data.value)} />
    </Field>
  );
}

export function FilterPanel({ resource, controller, id }: { resource: LoadedResource; controller: ListController; id: string }) {
  const { t } = useTranslation();
  return (
    <FilterSection id={id} label={t('common.action.filter')} onReset={controller.resetFilters}>
      {(resource.list?.filters ?? []).map((filter) => (
        <FilterField key={filter.key} resource={resource} filter={filter} controller={controller} />
      ))}
    </FilterSection>
  );
}
