/**
 * One workflow transition of one record, in one transaction: lock the row, let the engine's
 * applyTransition decide (the same function the renderer's buttons come from), check the body,
 * write the new status and the body's stored fields, and run the transition's effects (the
 * audit row always).
 * The row lock makes two concurrent approvals of one record take turns: the second sees the
 * first one's status and gets the 409.
 */
import type { ValidateFunction } from 'ajv';
import type { Expression, SqlBool } from 'kysely';
import type { LoadedDefinitions } from '../../engine/definitions/model.ts';
import { toFieldErrors } from '../../engine/validation/fieldErrors.ts';
import { applyTransition, currentStatus, statusLabel, type WorkflowTransition } from '../../engine/workflow/transitions.ts';
import type { Principal } from '../auth/principal.ts';
import { resourceDb, type Database, type ResourceRow } from '../db/database.ts';
import { ApiError, forbidden, notFound } from '../http/errors.ts';
import type { EffectRegistry } from '../effects/registry.ts';
import { runEffects } from '../effects/runEffects.ts';
import { labelOf } from './labels.ts';
import { findRecord } from './readRecords.ts';
import type { StorageModel } from './storageModel.ts';
import { validationError } from './writeRecords.ts';

export interface TransitionContext {
  readonly db: Database;
  readonly definitions: LoadedDefinitions;
  readonly model: StorageModel;
  readonly transition: WorkflowTransition;
  /** transition.body compiled once at mount; undefined when the transition takes no body */
  readonly validateBody?: ValidateFunction;
  readonly effects: EffectRegistry;
  readonly models: ReadonlyMap<string, StorageModel>;
}

/** "Cannot approve: status is Approved": the status in words, so the user knows why. */
function invalidStateMessage(ctx: TransitionContext, record: ResourceRow): string {
  const workflow = ctx.model.resource.workflow!;
  const status = currentStatus(workflow, record);
  const key = statusLabel(workflow, status);
  return `Cannot ${ctx.transition.id.replace(/_/g, ' ')}: status is ${key ? labelOf(ctx.definitions, key) : String(status)}`;
}

function checkedBody(ctx: TransitionContext, body: unknown): Record<string, unknown> {
  const record = body === undefined || body === null ? {} : body;
  if (!ctx.validateBody) return {};
  if (typeof record !== 'object' || Array.isArray(record)) throw new ApiError('validation', 'The body must be an object');
  if (!ctx.validateBody(record)) throw validationError(toFieldErrors(ctx.model.resource, ctx.validateBody.errors ?? []));
  return record as Record<string, unknown>;
}

/**
 * Body fields that name a stored, non-system field of the resource are kept with the record
 * (a rejection's reason); the status field only ever comes from the transition's `to`.
 */
function storedBodyValues(model: StorageModel, body: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const statusField = model.resource.workflow!.statusField;
  for (const [field, value] of Object.entries(body)) {
    const column = model.columnOf(field);
    if (!column || column.primaryKey || column.hashed || column.system || field === statusField) continue;
    values[column.column] = column.kind === 'json' ? JSON.stringify(value) : value;
  }
  return values;
}

function stamped(model: StorageModel, values: Record<string, unknown>, who: string): Record<string, unknown> {
  for (const column of model.columns) {
    if (column.system === 'updated_at') values[column.column] = new Date();
    if (column.system === 'updated_by') values[column.column] = who;
  }
  return values;
}

/** rows: the transition's row rule for this principal (rowFilter.ts); a record outside it is 404 and unchanged. */
export async function writeTransition(ctx: TransitionContext, id: number | string, body: unknown, principal: Principal, rows?: Expression<SqlBool>): Promise<ResourceRow> {
  const { model, transition } = ctx;
  const workflow = model.resource.workflow!;
  const statusColumn = model.columnOf(workflow.statusField)!;
  return ctx.db.transaction().execute(async (trx) => {
    const rdb = resourceDb(trx);
    const reachable = rdb.selectFrom(model.table).select('id').where('id', '=', id);
    const locked = await (rows ? reachable.where(rows) : reachable).forUpdate().executeTakeFirst();
    if (!locked) throw notFound();
    const before = (await findRecord(rdb, model, id))!;
    const decision = applyTransition(workflow, before, transition.id, principal);
    if (!decision.ok) {
      if (decision.code === 'forbidden') throw forbidden(decision.message);
      if (decision.code === 'invalid_state') throw new ApiError('invalid_state', invalidStateMessage(ctx, before));
      throw new Error(decision.message);
    }
    const values = stamped(model, { ...storedBodyValues(model, checkedBody(ctx, body)), [statusColumn.column]: decision.status }, principal.username);
    await rdb.updateTable(model.table).set(values).where('id', '=', id).execute();
    const after = (await findRecord(rdb, model, id))!;
    await runEffects(ctx.effects, transition.effects, { model, action: transition.id, recordId: id, before, after, uploads: [], writeOnlyChanged: [] }, { db: trx, principal, definitions: ctx.definitions, models: ctx.models });
    return after;
  });
}
