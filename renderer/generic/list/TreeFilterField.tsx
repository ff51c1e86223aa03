/**
 * A list filter on a tree field (x-tree: classification, storage): one dropdown of every node of
 * the tree, each indented under its parent, so a user can narrow to a whole branch (jenis) or to
 * a leaf (jenis spesifik) with the same control. The server matches the chosen node at any level
 * of the tree (server/resources/listConditions.ts).
 */
import { tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import type { OptionItem } from '../../../engine/wire/optionItem.ts';
import { optionKey } from '../../data/optionItems.ts';
import { useOptions } from '../../data/useOptions.ts';
import type { OptionSource } from '../../data/dataProvider.ts';
import { FilterChoice } from './FilterChoice.tsx';
import type { ListController } from './useListController.ts';

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
  const { options, unavailable } = useOptions(source);
  // The open list shows each node indented under its parent; the closed one, its whole path.
  const entries = useMemo(
    () =>
      flatten(options).map((node) => ({
        key: node.key,
        text: node.path,
        content: <span style={{ paddingInlineStart: `calc(${node.depth} * ${tokens.spacingHorizontalL})` }}>{node.label}</span>,
      })),
    [options],
  );
  const current = controller.query.filter[filterKey];
  const value = Array.isArray(current) ? current[0] : current;
  return <FilterChoice label={label} value={value} entries={entries} unavailable={unavailable} onChange={(next) => controller.setFilter(filterKey, next)} />;
}
