/**
 * One custom action on one record, in one transaction: lock the row the caller reaches (404
 * otherwise), check the body against the action's `body` schema (422 with field errors), check
 * the record is in one of the action's `from` states (409), write the action's `set` fields, then
 * run its effects. The row lock makes two concurrent calls take turns: the second sees the
 * first one's state.
 */
import type { ValidateFunction } from 'ajv';
import type { Expression, SqlBool } from 'kysely';
import type { LoadedDefinitions } from '../../engine/definitions/model.ts';
import type { Action } from '../../engine/generated/definitions.ts';
import { toFieldErrors } from '../../engine/validation/fieldErrors.ts';
import type { Principal } from '../auth/principal.ts';
import { resourceDb, type Database, type ResourceRow } from '../db/database.ts';
import type { EffectRegistry } from '../effects/registry.ts';
import { runEffects } from '../effects/runEffects.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { labelOf } from './labels.ts';
import { findRecord } from './readRecords.ts';
import type { StorageModel } from './storageModel.ts';
import { validationError } from './writeRecords.ts';

export interface CustomActionContext {
  readonly db: Database;
  readonly definitions: LoadedDefinitions;
  readonly models: ReadonlyMap<string, StorageModel>;
  readonly model: StorageModel;
  readonly name: string;
  readonly action: Action;
  readonly effects: EffectRegistry;
  /** action.body compiled once at mount */
  readonly validateBody?: ValidateFunction;
}

const bodyPrefix = '$body.';

/** `set` with "$body.<name>" read from the body; a body field that was not sent is not written. */
export function setValues(set: Record<string, unknown> | undefined, body: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(set ?? {})) {
    if (typeof value === 'string' && value.startsWith(bodyPrefix)) {
      const name = value.slice(bodyPrefix.length);
      if (Object.hasOwn(body, name)) values[field] = body[name];
    } else values[field] = value;
  }
  return values;
}

function checkedBody(ctx: CustomActionContext, body: unknown): Record<string, unknown> {
  const record = body === undefined || body === null ? {} : body;
  if (typeof record !== 'object' || Array.isArray(record)) throw new ApiError('validation', 'The body must be an object');
  if (ctx.validateBody && !ctx.validateBody(record)) throw validationError(toFieldErrors(ctx.model.resource, ctx.validateBody.errors ?? []));
  return record as Record<string, unknown>;
}

/** "Cannot process: status is Closed": the state in words, so the user knows why. */
function checkFrom(ctx: CustomActionContext, record: ResourceRow): void {
  for (const [field, allowed] of Object.entries(ctx.action.from ?? {})) {
    const value = record[field];
    if (allowed.some((v) => v === value)) continue;
    const definition = ctx.model.resource.fields.properties[field];
    const options = definition?.['x-options'];
    const option = options && 'values' in options ? options.values.find((o) => o.value === value) : undefined;
    const shown = option ? labelOf(ctx.definitions, option.label) : String(value);
    const label = labelOf(ctx.definitions, definition?.['x-label'] ?? field);
    throw new ApiError('invalid_state', `Cannot ${ctx.name.replace(/_/g, ' ')}: ${label.toLowerCase()} is ${shown}`);
  }
}

function storedValues(model: StorageModel, values: Record<string, unknown>, who: string): Record<string, unknown> {
  const stored: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    const column = model.columnOf(field)!;
    stored[column.column] = column.kind === 'json' && value !== null ? JSON.stringify(value) : value;
  }
  for (const column of model.columns) {
    if (column.system === 'updated_at') stored[column.column] = new Date();
    if (column.system === 'updated_by') stored[column.column] = who;
  }
  return stored;
}

export async function writeCustomAction(ctx: CustomActionContext, id: number | string, body: unknown, principal: Principal, rows?: Expression<SqlBool>): Promise<ResourceRow> {
  const { model } = ctx;
  return ctx.db.transaction().execute(async (trx) => {
    const rdb = resourceDb(trx);
    const reachable = rdb.selectFrom(model.table).select('id').where('id', '=', id);
    if (!(await (rows ? reachable.where(rows) : reachable).forUpdate().executeTakeFirst())) throw notFound();
    const before = (await findRecord(rdb, model, id))!;
    const sent = checkedBody(ctx, body);
    checkFrom(ctx, before);
    const values = storedValues(model, setValues(ctx.action.set, sent), principal.username);
    if (Object.keys(values).length) await rdb.updateTable(model.table).set(values).where('id', '=', id).execute();
    const after = (await findRecord(rdb, model, id))!;
    await runEffects(ctx.effects, ctx.action.effects, { model, action: ctx.name, recordId: id, before, after, uploads: [], writeOnlyChanged: [] }, { db: trx, principal, definitions: ctx.definitions, models: ctx.models });
    return (await findRecord(rdb, model, id))!;
  });
}
