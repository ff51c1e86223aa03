/**
 * The tree of a list that declares one (list.tree): the rows the controller fetched (a tree list
 * asks for up to treePageSize rows at once: useListController), put in tree order with the open
 * and closed rows of this screen. While a search or a filter narrows the list, the whole list is
 * read too (same sort, no search, no filters) so that each match is shown under its ancestors,
 * and every row is open until the user closes one.
 */
import { useCallback, useMemo, useState } from 'react';
import type { LoadedResource } from '../../../engine/definitions/model.ts';
import { defaultListQueryFor } from '../../../engine/listQuery/listQuery.ts';
import { useListPage } from '../../data/useListPage.ts';
import type { ParentScope } from '../../data/parentScope.ts';
import { treePageSize } from './treePageSize.ts';
import { treeRows, type TreeRow } from './treeRows.ts';
import type { ListController } from './useListController.ts';


export interface TreeList {
  readonly rows: readonly TreeRow[];
  readonly labelField: string;
  /** the controller with the rows in tree order, for the table */
  readonly controller: ListController;
  setExpanded(id: string, open: boolean): void;
}

export function useTreeList(resource: LoadedResource, controller: ListController, scope?: ParentScope, action?: string): TreeList | undefined {
  const tree = resource.list?.tree;
  const { query } = controller;
  const defaults = useMemo(() => defaultListQueryFor(resource), [resource]);
  const narrowed = !!tree && (query.q.trim() !== '' || JSON.stringify(query.filter) !== JSON.stringify(defaults.filter));
  const whole = useListPage(narrowed ? resource : undefined, { ...query, q: '', search_field: [], filter: defaults.filter, paging: [treePageSize, 1] }, { scope, quiet: true, action });
  // What the user opened or closed on this screen; the rest follows expandedDepth (all open while narrowed).
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(new Map());
  const setExpanded = useCallback((id: string, open: boolean) => setToggled((current) => new Map(current).set(id, open)), []);

  const rows = useMemo(() => {
    if (!tree) return [];
    const isExpanded = (id: string, level: number) => toggled.get(id) ?? (narrowed || level <= tree.expandedDepth);
    if (!narrowed) return treeRows(controller.rows, tree.parentField, undefined, isExpanded);
    const matches = new Set(controller.rows.map((row) => String(row.id)));
    // Until the whole list is read, the matches alone (each where its parent is known).
    return treeRows(whole.data?.data ?? controller.rows, tree.parentField, matches, isExpanded);
  }, [tree, controller.rows, narrowed, whole.data, toggled]);

  if (!tree) return undefined;
  return { rows, labelField: tree.labelField, controller: { ...controller, rows: rows.map((r) => r.row) }, setExpanded };
}
