/**
 * startTaskClock: a new task's work start time (`started_at`) is the moment it is created
 * (modules.md section 4), set by the server, never by the body (the field is readOnly).
 */
import { resourceDb } from '../db/database.ts';
import type { Effect } from './effect.ts';

export const clockField = 'started_at';

export interface TaskClockInput {
  readonly table: string;
  readonly column: string;
  readonly recordId: string | number;
  readonly at: Date;
}

export const startTaskClock: Effect<TaskClockInput> = {
  name: 'startTaskClock',
  inputOf: (event) => {
    const column = event.model.columnOf(clockField);
    if (!column || event.before !== null || event.after === null || event.after[clockField]) return undefined;
    return { table: event.model.table, column: column.column, recordId: event.recordId, at: new Date() };
  },
  run: async (input, ctx) => {
    await resourceDb(ctx.db).updateTable(input.table).set({ [input.column]: input.at }).where('id', '=', input.recordId).execute();
  },
  check: (resource, models) => (models.get(resource.id)?.columnOf(clockField) ? undefined : `has no stored "${clockField}" field`),
};
