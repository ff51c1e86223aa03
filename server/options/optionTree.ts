/**
 * A self-referencing master table (parent_id, code, name, level, status) as the nested options a
 * tree select reads: [{ value, label, code, level, has_children, children? }]. Only active rows;
 * three levels at most (the document's three tree fields); a row whose parent is missing or
 * inactive is left out with its subtree, so the tree never shows a branch that cannot be chosen.
 */
import { sql } from 'kysely';
import type { OptionNode } from '../../engine/wire/optionItem.ts';
import { resourceDb, type Database } from '../db/database.ts';
import type { StorageModel } from '../resources/storageModel.ts';

interface TreeRow {
  id: number;
  parent_id: number | null;
  code: string;
  name: string;
  level: number;
}

export const treeColumns = ['parent_id', 'code', 'name', 'level', 'status'] as const;
export const maxTreeDepth = 3;

export async function optionTree(db: Database, model: StorageModel): Promise<OptionNode[]> {
  const rows = (await resourceDb(db)
    .selectFrom(model.table)
    .select(['id', 'parent_id', 'code', 'name', 'level'])
    .where('status', '=', 1)
    .orderBy(sql.ref('code'))
    .execute()) as unknown as TreeRow[];
  const childrenOf = new Map<number | null, TreeRow[]>();
  for (const row of rows) {
    const siblings = childrenOf.get(row.parent_id) ?? [];
    siblings.push(row);
    childrenOf.set(row.parent_id, siblings);
  }
  const build = (parent: number | null, depth: number): OptionNode[] =>
    (childrenOf.get(parent) ?? []).map((row) => {
      const children = depth < maxTreeDepth ? build(row.id, depth + 1) : [];
      return { value: row.id, label: row.name, code: row.code, level: row.level, has_children: children.length > 0, ...(children.length && { children }) };
    });
  return build(null, 1);
}
