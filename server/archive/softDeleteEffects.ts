/**
 * softDelete and restoreDeleted: a delete that can be taken back (the archive's 'You can revert
 * this change!'). The record stays in its table with `deleted_at` stamped, so its history and its
 * place on the shelf are kept; restoring clears the stamp. Any resource declaring the
 * `deleted_at` system field may name them.
 */
import { resourceDb } from '../db/database.ts';
import type { Effect } from '../effects/effect.ts';
import type { StorageModel } from '../resources/storageModel.ts';

interface Stamp {
  readonly table: string;
  readonly column: string;
  readonly id: string | number;
}

const deletedAtColumn = (model: StorageModel) => model.columnOf('deleted_at')?.column;

function stampOf(model: StorageModel, id: string | number): Stamp | undefined {
  const column = deletedAtColumn(model);
  return column ? { table: model.table, column, id } : undefined;
}

const check = (resource: { id: string }, models: ReadonlyMap<string, StorageModel>) => {
  const model = models.get(resource.id);
  return model && deletedAtColumn(model) ? undefined : 'needs the deleted_at system field';
};

export const softDelete: Effect<Stamp> = {
  name: 'softDelete',
  inputOf: (event) => stampOf(event.model, event.recordId),
  run: async ({ table, column, id }, ctx) => {
    await resourceDb(ctx.db).updateTable(table).set({ [column]: new Date() }).where('id', '=', id).execute();
  },
  check,
};

export const restoreDeleted: Effect<Stamp> = {
  name: 'restoreDeleted',
  inputOf: (event) => stampOf(event.model, event.recordId),
  run: async ({ table, column, id }, ctx) => {
    await resourceDb(ctx.db).updateTable(table).set({ [column]: null }).where('id', '=', id).execute();
  },
  check,
};
