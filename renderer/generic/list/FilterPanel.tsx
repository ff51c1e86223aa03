/**
 * The filters the definition declares (list.filters): a dropdown for those with options (a tree
 * field's of every node, TreeFilterField), an input for the rest. Each change goes to filter[key] of the list query and back to page 1.
 */
import { Button, Dropdown, Field, Input, Option, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { LoadedResource } from '../../../engine/definitions/model.ts';
import type { ListView } from '../../../engine/generated/definitions.ts';
import { optionKey } from '../../data/optionItems.ts';
import { optionsPlaceholder, useOptions } from '../../data/useOptions.ts';
import { fieldLabelKey } from '../fieldLabel.ts';
import { TreeFilterField } from './TreeFilterField.tsx';
import type { ListController } from './useListController.ts';

type ListFilter = NonNullable<ListView['filters']>[number];

const useStyles = makeStyles({
  panel: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
    padding: tokens.spacingVerticalM,
    backgroundColor: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusMedium,
  },
  reset: { justifySelf: 'start' },
  // Fluent's Dropdown brings a 250px min-width; here it follows its grid cell.
  control: { minWidth: 0, width: '100%' },
});

function FilterField({ resource, filter, controller }: { resource: LoadedResource; filter: ListFilter; controller: ListController }) {
  const { t } = useTranslation();
  const styles = useStyles();
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
    const selected = options.find((option) => optionKey(option.value) === value);
    return (
      <Field label={label}>
        <Dropdown
          className={styles.control}
          value={selected?.label ?? ''}
          selectedOptions={value ? [value] : []}
          placeholder={optionsPlaceholder(t, unavailable)}
          onOptionSelect={(_, data) => controller.setFilter(filter.key, data.optionValue || undefined)}
        >
          <Option value="" text="—">—</Option>
          {options.map((option) => (
            <Option key={optionKey(option.value)} value={optionKey(option.value)}>
              {option.label}
            </Option>
          ))}
        </Dropdown>
      </Field>
    );
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
  const styles = useStyles();
  const filters = resource.list?.filters ?? [];
  return (
    <section id={id} className={styles.panel} aria-label={t('common.action.filter')}>
      {filters.map((filter) => (
        <FilterField key={filter.key} resource={resource} filter={filter} controller={controller} />
      ))}
      <Button className={styles.reset} appearance="secondary" onClick={controller.resetFilters}>
        {t('common.action.resetFilters')}
      </Button>
    </section>
  );
}
