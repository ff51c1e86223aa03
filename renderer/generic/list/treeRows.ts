/**
 * A self-referencing list (list.tree) in tree order: each row under the row its parent field
 * names, siblings in the order the server sorted them, with what a treegrid row says of itself
 * (aria-level, aria-expanded, aria-posinset, aria-setsize). A row whose parent is not among the
 * rows (outside the page, or inactive) stands as a root. With a search or filter, only the
 * matches and their ancestors are kept, so a match is always seen where it belongs. Rows whose
 * parents point at each other (bad data) are still shown: the first of the ring stands as a root.
 */
import type { RecordRow } from '../../data/dataProvider.ts';

export interface TreeRow {
  readonly row: RecordRow;
  readonly id: string;
  /** 1 for a root */
  readonly level: number;
  readonly hasChildren: boolean;
  readonly expanded: boolean;
  readonly posInSet: number;
  readonly setSize: number;
  /** shown only because a match stands below it */
  readonly context: boolean;
  readonly parentId?: string;
}

const idOf = (row: RecordRow) => String(row.id);
const parentOf = (row: RecordRow, parentField: string) => (row[parentField] === null || row[parentField] === undefined ? undefined : String(row[parentField]));

/**
 * `rows` every row in the list's order; `matches` the ids a search or filter kept (undefined:
 * all); `isExpanded` decides a row with children from its id and level.
 */
export function treeRows(rows: readonly RecordRow[], parentField: string, matches: ReadonlySet<string> | undefined, isExpanded: (id: string, level: number) => boolean): TreeRow[] {
  const byId = new Map(rows.map((row) => [idOf(row), row]));
  const kept = new Set<string>();
  for (const row of rows) {
    if (matches && !matches.has(idOf(row))) continue;
    // The match and each ancestor up to a root (a cycle stops where it closes).
    for (let at: RecordRow | undefined = row; at && !kept.has(idOf(at)); at = byId.get(parentOf(at, parentField) ?? '')) kept.add(idOf(at));
  }
  const children = new Map<string | undefined, RecordRow[]>();
  for (const row of rows) {
    if (!kept.has(idOf(row))) continue;
    const parent = parentOf(row, parentField);
    const key = parent !== undefined && kept.has(parent) && parent !== idOf(row) ? parent : undefined;
    const siblings = children.get(key) ?? [];
    siblings.push(row);
    children.set(key, siblings);
  }
  // Rows whose parents point at each other reach no root: the first of such a ring stands as one.
  const roots = [...(children.get(undefined) ?? [])];
  const reached = new Set<string>();
  const reach = (row: RecordRow) => {
    reached.add(idOf(row));
    for (const child of children.get(idOf(row)) ?? []) if (!reached.has(idOf(child))) reach(child);
  };
  roots.forEach(reach);
  for (const row of rows) {
    if (!kept.has(idOf(row)) || reached.has(idOf(row))) continue;
    const parent = children.get(parentOf(row, parentField));
    parent?.splice(parent.indexOf(row), 1);
    roots.push(row);
    reach(row);
  }
  const out: TreeRow[] = [];
  const placed = new Set<string>();
  const walk = (siblings: readonly RecordRow[], level: number, parentId: string | undefined) => {
    siblings.forEach((row, index) => {
      const id = idOf(row);
      if (placed.has(id)) return;
      placed.add(id);
      const hasChildren = (children.get(id)?.length ?? 0) > 0;
      const expanded = hasChildren && isExpanded(id, level);
      out.push({ row, id, level, hasChildren, expanded, posInSet: index + 1, setSize: siblings.length, context: !!matches && !matches.has(id), parentId });
      if (expanded) walk(children.get(id) ?? [], level + 1, id);
    });
  };
  walk(roots, 1, undefined);
  return out;
}
