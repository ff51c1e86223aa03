/**
 * A list filter on a tree field (x-tree: classification, storage): one dropdown of every node of
 * the tree, each indented under its parent, so a user can narrow to a whole branch (jenis) or to
 * a leaf (jenis spesifik) with the same control. The server matches the chosen node at any level
 * of the tree (server/resources/listConditions.ts).
 */
import { Dropdown, Field, Option, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OptionItem } from '../../../engine/wire/optionItem.ts';
import { optionKey } from '../../data/optionItems.ts';
import { optionsPlaceholder, useOptions } from '../../data/useOptions.ts';
import type { OptionSource } from '../../data/dataProvider.ts';
import type { ListController } from './useListController.ts';

const useStyles = makeStyles({
  control: { minWidth: 0, width: '100%' },
});

interface FlatNode {
  readonly key: string;
  readonly label: string;
  readonly depth: number;
  /** the labels from the root down to this node, for the chosen value's text */
  readonly path: string;
}

function flatten(nodes: readonly OptionItem[], depth = 0, above = ''): FlatNode[] {
  return nodes.flatMap((node) => {
    const path = above ? `${above} › ${node.label}` : node.label;
    return [{ key: optionKey(node.value), label: node.label, depth, path }, ...flatten(node.children ?? [], depth + 1, path)];
  });
}

interface TreeFilterFieldProps {
  readonly filterKey: string;
  readonly label: string;
  readonly source: OptionSource | undefined;
  readonly controller: ListController;
}

export function TreeFilterField({ filterKey, label, source, controller }: TreeFilterFieldProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { options, unavailable } = useOptions(source);
  const nodes = useMemo(() => flatten(options), [options]);
  const current = controller.query.filter[filterKey];
  const value = Array.isArray(current) ? current[0] : current;
  const selected = nodes.find((node) => node.key === value);
  return (
    <Field label={label}>
      <Dropdown
        className={styles.control}
        value={selected?.path ?? ''}
        selectedOptions={value ? [value] : []}
        placeholder={optionsPlaceholder(t, unavailable)}
        onOptionSelect={(_, data) => controller.setFilter(filterKey, data.optionValue || undefined)}
      >
        <Option value="" text="—">—</Option>
        {nodes.map((node) => (
          <Option key={node.key} value={node.key} text={node.path}>
            <span style={{ paddingInlineStart: `calc(${node.depth} * ${tokens.spacingHorizontalL})` }}>{node.label}</span>
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}
