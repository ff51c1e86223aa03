/**
 * What a create or update needs to know of a resource's fields, worked out once per resource (at
 * its first write) rather than on every request: which fields a body may write and where each is
 * stored, the defaults a create fills, the fields taken from the signed-in user (x-fromUser) and
 * the server's stamps. writeRecords.ts walks these lists per request instead of the definition.
 */
import type { Field } from '../../engine/generated/definitions.ts';
import type { UserValue } from '../auth/principalValues.ts';
import { isWritable, type ColumnModel, type RelationModel, type StorageModel } from './storageModel.ts';

export interface PlannedField {
  readonly name: string;
  readonly definition: Field;
  /** its column, unless it is stored in a link table or not at all */
  readonly column?: ColumnModel;
  readonly relation?: RelationModel;
}

/** One value of a write, in declared order: a field the body may give, or a server-owned field's default (create). */
export type WriteStep = { readonly kind: 'body'; readonly field: PlannedField } | { readonly kind: 'default'; readonly column: string; readonly stored: unknown };

export interface WritePlan {
  /** the fields a body may write, in declared order */
  readonly writable: readonly PlannedField[];
  /** what a write takes, by mode: the writable fields, and on create the server-owned fields' defaults */
  readonly steps: { readonly [mode in 'create' | 'update']: readonly WriteStep[] };
  /** writable fields with a default, which a create fills when the body leaves them out */
  readonly withDefault: readonly PlannedField[];
  /** x-fromUser: the column and what of the signed-in user goes into it (a create only) */
  readonly fromUser: ReadonlyArray<readonly [column: string, from: UserValue]>;
  /** x-system stamps by mode, in column order: the column and whether it takes the time or the user name */
  readonly stamps: { readonly [mode in 'create' | 'update']: ReadonlyArray<readonly [column: string, stamp: 'now' | 'who']> };
}

function isBlank(value: unknown): boolean {
  return value === null || (typeof value === 'string' && value.trim() === '');
}

/** A value as its column stores it: blank as null, JSON columns as their text. */
export function storedValue(kind: ColumnModel['kind'], value: unknown): unknown {
  if (isBlank(value)) return null;
  return kind === 'json' ? JSON.stringify(value) : value;
}

function planOf(model: StorageModel): WritePlan {
  const writable: PlannedField[] = [];
  const createSteps: WriteStep[] = [];
  const fromUser: Array<readonly [string, UserValue]> = [];
  for (const [name, definition] of Object.entries(model.resource.fields.properties)) {
    const column = model.columnOf(name);
    if (isWritable(model.resource, name)) {
      const field: PlannedField = { name, definition, column, relation: model.relationOf(name) };
      writable.push(field);
      createSteps.push({ kind: 'body', field });
    } else if (definition.default !== undefined && column && !column.system && !column.primaryKey) {
      // A server-owned field starts at its declared default (a task's status is "on progress").
      createSteps.push({ kind: 'default', column: column.column, stored: storedValue(column.kind, definition.default) });
    }
    const from = definition['x-fromUser'];
    if (from && column) fromUser.push([column.column, from]);
  }
  const stampsOf = (mode: 'create' | 'update') =>
    model.columns.flatMap((c): Array<readonly [string, 'now' | 'who']> => {
      if (c.system === 'updated_at' || (mode === 'create' && c.system === 'created_at')) return [[c.column, 'now']];
      if (c.system === 'updated_by' || (mode === 'create' && c.system === 'created_by')) return [[c.column, 'who']];
      return [];
    });
  return {
    writable,
    steps: { create: createSteps, update: createSteps.filter((step) => step.kind === 'body') },
    withDefault: writable.filter((field) => field.definition.default !== undefined),
    fromUser,
    stamps: { create: stampsOf('create'), update: stampsOf('update') },
  };
}

const plans = new WeakMap<StorageModel, WritePlan>();

export function writePlanOf(model: StorageModel): WritePlan {
  let plan = plans.get(model);
  if (!plan) plans.set(model, (plan = planOf(model)));
  return plan;
}
