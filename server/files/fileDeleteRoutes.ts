/**
 * Removing one stored file of a record: the DELETE path a file field declares in its
 * x-file.deleteEndpoint (DELETE /sso/hr/file/{id}, the file's id). Removing a file changes its
 * record, so the caller needs what an update of that record needs: the update action's permission
 * (403 without it, as every generic write), its row rule (a record out of reach is a 404, as is
 * a file of another resource or field, or one the record no longer holds) and its guard (a record
 * the update refuses, a decided permit, keeps its files: 409 with the guard's message).
 * In one transaction the record's field drops the file's key (and, with a pagesField, the page
 * count at the same place), its stamps move, the `files` row goes and, where the update leaves an
 * audit trail, the change is written there; the stored bytes are removed once that committed.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Action } from '../../engine/generated/definitions.ts';
import { createValidationAjv } from '../../engine/validation/compileValidator.ts';
import type { LoadedDefinitions } from '../../engine/definitions/model.ts';
import { accessGuard } from '../auth/accessGuard.ts';
import { requirePrincipal } from '../auth/authenticate.ts';
import { resourceDb, type Database, type ResourceRow } from '../db/database.ts';
import { auditTrail } from '../effects/auditTrail.ts';
import { conflict, notFound } from '../http/errors.ts';
import { findRecord } from '../resources/readRecords.ts';
import { rowFilters } from '../resources/rowFilter.ts';
import type { StorageModel } from '../resources/storageModel.ts';
import { storedValue, writePlanOf } from '../resources/writePlan.ts';
import { storedFileAndRecord } from './fileRoutes.ts';
import type { FileStorage } from './fileStorage.ts';
import { keysOf } from './recordFiles.ts';

/** The message of a removal, as the spec words it (modules.md section 8, app.json notifications). */
const fileDeletedMessage = (definitions: LoadedDefinitions) => definitions.app.notifications.fileDeleted ?? 'Sucessfully delete file';

interface DeletableField {
  readonly model: StorageModel;
  readonly field: string;
  readonly update: Action;
}

/** Every file field that declares a delete path, by that path. */
function deletableFields(definitions: LoadedDefinitions, models: ReadonlyMap<string, StorageModel>): Map<string, DeletableField> {
  const found = new Map<string, DeletableField>();
  for (const resource of Object.values(definitions.resources)) {
    const model = models.get(resource.id);
    const update = Object.values(resource.actions).find((action) => action.kind === 'update');
    if (!model || !update) continue;
    for (const [field, property] of Object.entries(resource.fields.properties)) {
      const declared = property['x-file']?.deleteEndpoint;
      if (declared) found.set(declared.slice('DELETE '.length), { model, field, update });
    }
  }
  return found;
}

/** The record's value with one file's key left out (and its page count, at the same place). */
function withoutKey(record: ResourceRow, model: StorageModel, field: string, key: string): Record<string, unknown> {
  const keys = keysOf(record[field]);
  const at = keys.indexOf(key);
  const multiple = Array.isArray(record[field]);
  const left = keys.filter((_, index) => index !== at);
  const changes: Record<string, unknown> = { [field]: multiple ? (left.length ? left : null) : null };
  const pagesField = model.resource.fields.properties[field]['x-file']?.pagesField;
  if (pagesField && Array.isArray(record[pagesField])) {
    const pages = (record[pagesField] as unknown[]).filter((_, index) => index !== at);
    changes[pagesField] = pages.length ? pages : null;
  }
  return changes;
}

export function installFileDeleteRoutes(app: FastifyInstance, db: Database, definitions: LoadedDefinitions, models: ReadonlyMap<string, StorageModel>, storage: FileStorage): string[] {
  const rows = rowFilters(models);
  // Compiling a guard needs an Ajv (its draft-07 meta-schema compiled once): made only when one is declared.
  let ajv: ReturnType<typeof createValidationAjv> | undefined;
  const mounted: string[] = [];
  for (const [path, { model, field, update }] of deletableFields(definitions, models)) {
    const route = path.replace('{id}', ':fileId');
    const refused = update.guard ? (ajv ??= createValidationAjv()).compile(update.guard.when) : undefined;
    const owner = new Set([model.resource.id]);
    app.delete(route, { onRequest: accessGuard(app, db, update.access) }, async (request) => {
      const principal = await requirePrincipal(app, db, request);
      const { file, recordId } = await storedFileAndRecord(db, models, (request.params as { fileId: string }).fileId, owner);
      if (file.field !== field) throw notFound();
      await db.transaction().execute(async (trx) => {
        const rdb = resourceDb(trx);
        // The row is locked first, so two removals of its files cannot each write a list missing only their own.
        await sql`select 1 from ${sql.table(model.table)} where id = ${recordId} for update`.execute(trx);
        const before = await findRecord(rdb, model, recordId, rows.of(model, update.rows, principal));
        if (!before || !keysOf(before[field]).includes(file.storage_key)) throw notFound();
        if (refused?.(before)) throw conflict(update.guard!.message);
        const changes = withoutKey(before, model, field, file.storage_key);
        const set: Record<string, unknown> = {};
        for (const [name, value] of Object.entries(changes)) {
          const column = model.columnOf(name)!;
          set[column.column] = storedValue(column.kind, value);
        }
        const now = new Date();
        for (const [column, stamp] of writePlanOf(model).stamps.update) set[column] = stamp === 'now' ? now : principal.username;
        await rdb.updateTable(model.table).set(set).where('id', '=', recordId).execute();
        await trx.deleteFrom('files').where('id', '=', file.id).execute();
        if (update.effects?.includes('auditTrail')) {
          const after = await findRecord(rdb, model, recordId);
          await auditTrail.run({ resource: model.resource.id, recordId, action: 'deleteFile', before, after: after ?? null }, { db: trx, principal, definitions, models });
        }
      });
      // After the commit: a failed removal leaves unreferenced bytes, never a record pointing at nothing.
      await storage.remove(file.storage_key).catch((error: unknown) => request.log.warn({ error, key: file.storage_key }, 'a removed file stays on disk'));
      return { message: fileDeletedMessage(definitions) };
    });
    mounted.push(`DELETE ${path}`);
  }
  return mounted;
}
