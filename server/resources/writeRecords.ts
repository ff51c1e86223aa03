/**
 * create, update and delete of any resource. Only declared, writable fields are written;
 * x-system fields are filled here; x-writeOnly fields are hashed (writeOnlyFields.ts); x-relation
 * fields go to their link table. The record, its links and the action's effects (the audit row,
 * the uploaded files' rows, ...: server/effects/) are written in one transaction; a create or
 * update whose only effect is the audit row is one statement instead (oneStatementWrite.ts).
 */
import type { Expression, SqlBool } from 'kysely';
import type { LoadedDefinitions } from '../../engine/definitions/model.ts';
import { errorsByField, messagesFor, type FieldError } from '../../engine/validation/compileValidator.ts';
import { localizedMessage } from '../../engine/validation/localizedMessage.ts';
import type { Principal } from '../auth/principal.ts';
import { principalValues } from '../auth/principalValues.ts';
import { resourceDb, type Database, type ResourceRow } from '../db/database.ts';
import { fileFieldsOf, keysOf } from '../files/recordFiles.ts';
import { ApiError, conflict, notFound } from '../http/errors.ts';
import type { EffectRegistry } from '../effects/registry.ts';
import { runEffects } from '../effects/runEffects.ts';
import { labelOf } from './labels.ts';
import type { Upload } from './multipartBody.ts';
import { createInOneStatement, fitsOneStatement, onlyAuditEffects, updateInOneStatement } from './oneStatementWrite.ts';
import { findRecord } from './readRecords.ts';
import type { StorageModel } from './storageModel.ts';
import { storedValue, writePlanOf } from './writePlan.ts';
import { writeOnlyValue } from './writeOnlyFields.ts';

export interface WriteContext {
  readonly db: Database;
  readonly definitions: LoadedDefinitions;
  readonly model: StorageModel;
  readonly principal: Principal;
  /** the action's row rule for this principal (rowFilter.ts); undefined when every row is reachable */
  readonly rows?: Expression<SqlBool>;
  readonly effects: EffectRegistry;
  /** the action's declared effects (auditTrail and storeAttachments run in any case) */
  readonly declaredEffects?: readonly string[];
  readonly models: ReadonlyMap<string, StorageModel>;
}

/** Files that came with the body (multipart): recorded in `files` within the write's transaction. */
export interface UploadsOf {
  readonly uploads: readonly Upload[];
  /** file fields whose new keys are added to the stored ones (update) */
  readonly appendToStored: readonly string[];
}

const noUploads: UploadsOf = { uploads: [], appendToStored: [] };

/** The record is locked when the caller may reach it; otherwise 404, as if it did not exist. */
async function lockReachable(ctx: WriteContext, db: Database, id: number | string): Promise<void> {
  let select = resourceDb(db).selectFrom(ctx.model.table).select('id').where('id', '=', id);
  if (ctx.rows) select = select.where(ctx.rows);
  if (!(await select.forUpdate().executeTakeFirst())) throw notFound();
}

/** A write may not leave a row outside the caller's rule (a comment on a ticket they cannot see): 404, rolled back. */
async function staysReachable(ctx: WriteContext, db: Database, id: number | string): Promise<void> {
  if (!ctx.rows) return;
  const row = await resourceDb(db).selectFrom(ctx.model.table).select('id').where('id', '=', id).where(ctx.rows).executeTakeFirst();
  if (!row) throw notFound();
}

/** A default as a body would carry it: objects and lists copied, so no write shares the definition's own. */
const defaultValue = (value: unknown) => (value !== null && typeof value === 'object' ? structuredClone(value) : value);

/**
 * A create body with `over` (the path's parent keys) written over it and each absent writable
 * field's default filled in (what rjsf's form would send). Copied only when something is added.
 */
export function withDefaults<Body>(model: StorageModel, body: Body, over?: Readonly<Record<string, unknown>>): Body {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const given = body as Record<string, unknown>;
  let filled: Record<string, unknown> | undefined;
  if (over) for (const name of Object.keys(over)) (filled ??= { ...given })[name] = over[name];
  for (const { name, definition } of writePlanOf(model).withDefault) {
    if (!Object.hasOwn(filled ?? given, name)) (filled ??= { ...given })[name] = defaultValue(definition.default);
  }
  return (filled ?? given) as Body;
}

export function validationError(errors: readonly FieldError[]): ApiError {
  const messages = messagesFor(errors);
  const error = new ApiError('validation', messages[0] ?? 'The data is not valid', messages, errorsByField(errors));
  // In another language each sentence is said again from its key (the x-messages stay as declared).
  error.localize = (translate) => {
    const said = errors.map((e) => ({ ...e, message: localizedMessage(e, translate) }));
    const sentences = messagesFor(said);
    return { message: sentences[0] ?? translate('common.serverError.notValid') ?? error.message, details: sentences, errors: errorsByField(said) };
  };
  return error;
}

interface Changes {
  readonly values: Record<string, unknown>;
  readonly relations: Map<string, Array<number | string>>;
  /** the x-writeOnly fields given a new value (their hash changed) */
  readonly writeOnlyChanged: string[];
}

async function changesOf(model: StorageModel, body: Record<string, unknown>, mode: 'create' | 'update'): Promise<Changes> {
  const values: Record<string, unknown> = {};
  const relations: Changes['relations'] = new Map();
  const writeOnlyChanged: string[] = [];
  for (const step of writePlanOf(model).steps[mode]) {
    if (step.kind === 'default') {
      values[step.column] = step.stored;
      continue;
    }
    const { name, definition, column, relation } = step.field;
    const present = Object.hasOwn(body, name);
    if (!present && (mode === 'update' || definition.default === undefined)) continue;
    const value = present ? body[name] : definition.default;
    if (relation) {
      relations.set(name, [...new Set(Array.isArray(value) ? (value as Array<number | string>) : [])]);
      continue;
    }
    if (!column) continue;
    if (column.hashed) {
      const hash = await writeOnlyValue(value);
      if (hash !== undefined) {
        values[column.column] = hash;
        writeOnlyChanged.push(name);
      }
      continue;
    }
    values[column.column] = storedValue(column.kind, value);
  }
  return { values, relations, writeOnlyChanged };
}

function stamp(ctx: WriteContext, values: Record<string, unknown>, mode: 'create' | 'update'): void {
  const plan = writePlanOf(ctx.model);
  // x-fromUser: the requester's bidang (say) is the signed-in user's, whatever the body said.
  if (mode === 'create') for (const [column, from] of plan.fromUser) values[column] = principalValues[from](ctx.principal);
  let now: Date | undefined;
  for (const [column, stamp] of plan.stamps[mode]) values[column] = stamp === 'now' ? (now ??= new Date()) : ctx.principal.username;
}

async function checkRelationTargets(ctx: WriteContext, db: Database, relations: Changes['relations']): Promise<void> {
  const errors: FieldError[] = [];
  for (const [field, ids] of relations) {
    if (!ids.length) continue;
    const relation = ctx.model.relationOf(field)!;
    const found = await resourceDb(db).selectFrom(relation.targetTable).select('id').where('id', 'in', ids).execute();
    const known = new Set(found.map((row) => String(row.id)));
    const missing = ids.filter((id) => !known.has(String(id)));
    if (missing.length) errors.push({ field, keyword: 'relation', message: `${labelOf(ctx.definitions, ctx.model.resource.fields.properties[field]['x-label'])}: unknown ${relation.target} ${missing.join(', ')}` });
  }
  if (errors.length) throw validationError(errors);
}

async function writeRelations(ctx: WriteContext, db: Database, id: number | string, relations: Changes['relations']): Promise<void> {
  const rdb = resourceDb(db);
  for (const [field, ids] of relations) {
    const relation = ctx.model.relationOf(field)!;
    await rdb.deleteFrom(relation.through).where(relation.ownColumn, '=', id).execute();
    if (ids.length) await rdb.insertInto(relation.through).values(ids.map((target) => ({ [relation.ownColumn]: id, [relation.targetColumn]: target }))).execute();
  }
}

/** A unique violation names the field and its label, so the form can show it by the field. */
function uniqueConflict(ctx: WriteContext, error: unknown): ApiError | undefined {
  const pgError = error as { code?: string; constraint?: string };
  if (pgError?.code !== '23505') return undefined;
  const column = ctx.model.columns.find((c) => pgError.constraint === `${ctx.model.table}_${c.column}_key`);
  if (!column) return conflict('This record conflicts with an existing one').withKey('common.serverError.conflict');
  const labelKey = ctx.model.resource.fields.properties[column.field]?.['x-label'] ?? column.field;
  const message = `${labelOf(ctx.definitions, labelKey)} is already used by another record`;
  const failure = new ApiError('conflict', message, [message], { [column.field]: [message] });
  failure.localize = (translate) => {
    const said = translate('common.serverError.alreadyUsed', { field: translate(labelKey) ?? labelKey }) ?? message;
    return { message: said, details: [said], errors: { [column.field]: [said] } };
  };
  return failure;
}

/** The write's effects, in its transaction, then the record as they left it. */
async function withEffects(ctx: WriteContext, trx: Database, action: string, id: number | string, before: ResourceRow | null, after: ResourceRow | null, files: UploadsOf, writeOnlyChanged: readonly string[] = []): Promise<ResourceRow | null> {
  await runEffects(ctx.effects, ctx.declaredEffects, { model: ctx.model, action, recordId: id, before, after, uploads: files.uploads, writeOnlyChanged }, { db: trx, principal: ctx.principal, definitions: ctx.definitions, models: ctx.models });
  // The audit row and file rows leave the record as it was: read it again only after other effects.
  if (!after || onlyAuditEffects(ctx.declaredEffects)) return after;
  return (await findRecord(resourceDb(trx), ctx.model, id)) ?? null;
}

export async function createRecord(ctx: WriteContext, body: Record<string, unknown>, files: UploadsOf = noUploads): Promise<ResourceRow> {
  const changes = await changesOf(ctx.model, body, 'create');
  if (Object.keys(changes.values).length === 0 && changes.relations.size === 0 && files.uploads.length === 0) {
    // Nothing to store: an insert with no columns; refused as bad input, not a server failure.
    throw validationError([{ field: '', keyword: 'minProperties', message: 'The record has no values' }]).withKey('common.serverError.noValues');
  }
  stamp(ctx, changes.values, 'create');
  try {
    if (fitsOneStatement(ctx, changes.values, files)) return await createInOneStatement(ctx, changes.values);
    return await ctx.db.transaction().execute(async (trx) => {
      await checkRelationTargets(ctx, trx, changes.relations);
      const inserted = await resourceDb(trx).insertInto(ctx.model.table).values(changes.values).returning('id').executeTakeFirstOrThrow();
      const id = inserted.id as number | string;
      await staysReachable(ctx, trx, id);
      await writeRelations(ctx, trx, id, changes.relations);
      const after = (await findRecord(resourceDb(trx), ctx.model, id))!;
      return (await withEffects(ctx, trx, 'create', id, null, after, files, changes.writeOnlyChanged))!;
    });
  } catch (error) {
    throw uniqueConflict(ctx, error) ?? error;
  }
}

/**
 * The file keys an update keeps are those the record held before it, or uploaded with it: a form
 * opened before one of its files was removed (DELETE at x-file.deleteEndpoint) sends the removed
 * key back, and no body may put another record's file into this one.
 */
function keepOnlyOwnFiles(model: StorageModel, fields: readonly string[], body: Record<string, unknown>, before: ResourceRow, uploads: readonly Upload[], values: Record<string, unknown>): void {
  for (const field of fields) {
    const column = model.columnOf(field);
    if (!column || !Object.hasOwn(values, column.column)) continue;
    const own = new Set([...keysOf(before[field]), ...uploads.filter((upload) => upload.field === field).map((upload) => upload.key)]);
    const kept = keysOf(body[field]).filter((key) => own.has(key));
    values[column.column] = Array.isArray(body[field]) ? storedValue(column.kind, kept.length ? kept : null) : (kept[0] ?? null);
  }
}

export async function updateRecord(
  ctx: WriteContext,
  id: number | string,
  body: Record<string, unknown>,
  guard?: (before: ResourceRow) => void,
  files: UploadsOf = noUploads,
): Promise<ResourceRow> {
  const changes = await changesOf(ctx.model, body, 'update');
  stamp(ctx, changes.values, 'update');
  const keptFileFields = fileFieldsOf(ctx.model).filter((field) => Object.hasOwn(body, field) && !files.appendToStored.includes(field));
  try {
    // Kept file keys are checked against the record as it stands, which one statement cannot read.
    if (!guard && !keptFileFields.length && fitsOneStatement(ctx, changes.values, files)) return await updateInOneStatement(ctx, id, changes.values);
    return await ctx.db.transaction().execute(async (trx) => {
      const rdb = resourceDb(trx);
      await lockReachable(ctx, trx, id);
      const before = (await findRecord(rdb, ctx.model, id))!;
      guard?.(before);
      await checkRelationTargets(ctx, trx, changes.relations);
      keepOnlyOwnFiles(ctx.model, keptFileFields, body, before, files.uploads, changes.values);
      for (const field of files.appendToStored) {
        const stored = Array.isArray(before[field]) ? (before[field] as unknown[]) : [];
        const column = ctx.model.columnOf(field);
        if (column) changes.values[column.column] = JSON.stringify([...stored, ...((body[field] as unknown[]) ?? [])]);
      }
      if (Object.keys(changes.values).length) await rdb.updateTable(ctx.model.table).set(changes.values).where('id', '=', id).execute();
      await staysReachable(ctx, trx, id);
      await writeRelations(ctx, trx, id, changes.relations);
      const after = (await findRecord(rdb, ctx.model, id))!;
      return (await withEffects(ctx, trx, 'update', id, before, after, files, changes.writeOnlyChanged))!;
    });
  } catch (error) {
    throw uniqueConflict(ctx, error) ?? error;
  }
}

export async function deleteRecord(ctx: WriteContext, id: number | string, guard?: (before: ResourceRow) => void): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const rdb = resourceDb(trx);
    await lockReachable(ctx, trx, id);
    const before = (await findRecord(rdb, ctx.model, id))!;
    guard?.(before);
    await rdb.deleteFrom(ctx.model.table).where('id', '=', id).execute();
    await withEffects(ctx, trx, 'delete', id, before, null, noUploads);
  });
}
