/**
 * Option sources read from a resource's table: the rows of a master (employers from `client`),
 * or the distinct values a column already holds (provinces and cities of the participant data,
 * for which the spec gives no reference list).
 */
import { sql } from 'kysely';
import type { OptionNode } from '../../engine/wire/optionItem.ts';
import { resourceDb } from '../db/database.ts';
import type { OptionSource } from './optionSources.ts';

function needsColumns(resource: string, fields: readonly string[]): OptionSource['check'] {
  return ({ models }) => {
    const model = models.get(resource);
    if (!model) return `resource "${resource}" is not declared or has no table`;
    const missing = fields.filter((field) => !model.columnOf(field));
    return missing.length ? `resource "${resource}" lacks ${missing.join(', ')}` : undefined;
  };
}

/** Active rows of a master table, value and label from two of its columns, sorted by label. */
export function masterSource(resource: string, valueField: string, labelField: string): OptionSource {
  return {
    check: needsColumns(resource, [valueField, labelField, 'status']),
    answer: async ({ db, models }) => {
      const model = models.get(resource)!;
      const rows = (await resourceDb(db)
        .selectFrom(model.table)
        .select([sql.ref<string>(model.columnOf(valueField)!.column).as('value'), sql.ref<string>(model.columnOf(labelField)!.column).as('name')])
        .where(sql.ref(model.columnOf('status')!.column), '=', 1)
        .orderBy(sql.ref(model.columnOf(labelField)!.column))
        .execute()) as unknown as Array<{ value: string; name: string }>;
      return rows.map((row): OptionNode => ({ value: row.value, label: `${row.value} - ${row.name}` }));
    },
  };
}

/** The distinct non-empty values of one column, sorted. */
export function distinctValuesSource(resource: string, field: string): OptionSource {
  return {
    check: needsColumns(resource, [field]),
    answer: async ({ db, models }) => {
      const model = models.get(resource)!;
      const column = sql.ref<string>(model.columnOf(field)!.column);
      const rows = (await resourceDb(db)
        .selectFrom(model.table)
        .select(column.as('value'))
        .distinct()
        .where(column, 'is not', null)
        .where(column, '<>', '')
        .orderBy(column)
        .execute()) as unknown as Array<{ value: string }>;
      return rows.map((row): OptionNode => ({ value: row.value, label: row.value }));
    },
  };
}
