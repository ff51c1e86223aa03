/**
 * The two master trees the archive records point into: which tree each level field reads, and
 * every entry of a tree by id, so a room, rack or classification level shows its name.
 */
import type { OptionItem } from '../../../engine/wire/optionItem.ts';
import type { OptionSource } from '../../data/dataProvider.ts';

export const classificationTree: OptionSource = { source: 'archiveClassification' };
export const locationTree: OptionSource = { source: 'archiveLocation' };

export const treeFields: Readonly<Record<string, { source: OptionSource; level: number }>> = {
  classification: { source: classificationTree, level: 1 },
  classification_detail: { source: classificationTree, level: 2 },
  classification_spesific: { source: classificationTree, level: 3 },
  storage: { source: locationTree, level: 1 },
  storage_detail: { source: locationTree, level: 2 },
  storage_spesific: { source: locationTree, level: 3 },
};

/** The entries of one level, each with the entry it hangs under. */
export function treeLevel(nodes: readonly OptionItem[], level: number, parent?: OptionItem, depth = 1): { item: OptionItem; parent?: OptionItem }[] {
  if (depth === level) return nodes.map((item) => ({ item, parent }));
  return nodes.flatMap((node) => treeLevel(node.children ?? [], level, node, depth + 1));
}

export function findInTree(nodes: readonly OptionItem[], value: unknown): OptionItem | undefined {
  for (const node of nodes) {
    if (String(node.value) === String(value)) return node;
    const found = findInTree(node.children ?? [], value);
    if (found) return found;
  }
  return undefined;
}
