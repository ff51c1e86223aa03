/**
 * Downloads: GET /sso/<module>/files/{id} for every module with a resource that has x-file
 * fields and a get action. A file is served only to a caller who may GET its record: the record's
 * get permission, then the same record lookup as that GET (server/resources/getRecord.ts), then
 * the record must still hold the file. Any "no" is a 404, so a file's existence is not told.
 * The answer carries the uploaded name, the type decided at upload, and nosniff; with ?inline=1 a PDF
 * or an image is answered inline (for the viewer), still under `Content-Security-Policy: sandbox`.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Action } from '../../engine/generated/definitions.ts';
import type { LoadedDefinitions } from '../../engine/definitions/model.ts';
import { canAccess } from '../../engine/permissions/evaluate.ts';
import { filesBaseOf } from '../../engine/wire/storedFile.ts';
import { isPublic } from '../auth/accessGuard.ts';
import { requirePrincipal } from '../auth/authenticate.ts';
import { resourceDb, type Database } from '../db/database.ts';
import { notFound } from '../http/errors.ts';
import { getRecord } from '../resources/getRecord.ts';
import { rowFilters } from '../resources/rowFilter.ts';
import { parseRecordId } from '../resources/recordId.ts';
import type { StorageModel } from '../resources/storageModel.ts';
import type { FileStorage } from './fileStorage.ts';
import { contentDisposition } from './contentDisposition.ts';
import { fileFieldsOf, keysOf } from './recordFiles.ts';

/** Types a browser shows without running anything of the file's own (no SVG, HTML or text). */
export const inlineTypes: ReadonlySet<string> = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/**
 * A stored file named by a path's {id} and its owning record's id, or a 404: the id must be a
 * positive int4, the file one uploaded to a record of one of `resources`.
 */
export async function storedFileAndRecord(db: Database, models: ReadonlyMap<string, StorageModel>, raw: string, resources: ReadonlySet<string>) {
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) throw notFound();
  const file = await db.selectFrom('files').selectAll().where('id', '=', Number(raw)).executeTakeFirst();
  if (!file?.resource || !file.record_id || !file.field || !resources.has(file.resource)) throw notFound();
  const model = models.get(file.resource)!;
  try {
    return { file: { ...file, resource: file.resource, field: file.field }, model, recordId: parseRecordId(model, file.record_id) };
  } catch {
    throw notFound();
  }
}

/** The get action of a resource that stores files: what its downloads answer to. */
export function fileOwnerGet(model: StorageModel | undefined): Action | undefined {
  if (!model || !fileFieldsOf(model).length) return undefined;
  return Object.values(model.resource.actions).find((a) => a.kind === 'get');
}

export function installFileRoutes(app: FastifyInstance, db: Database, definitions: LoadedDefinitions, models: ReadonlyMap<string, StorageModel>, storage: FileStorage): string[] {
  const owners = new Map<string, Set<string>>();
  for (const resource of Object.values(definitions.resources)) {
    const get = fileOwnerGet(models.get(resource.id));
    if (!get) continue;
    const base = filesBaseOf(get.endpoint.path);
    owners.set(base, (owners.get(base) ?? new Set()).add(resource.id));
  }
  const rdb = resourceDb(db);
  const rows = rowFilters(models);

  for (const [base, resources] of owners) {
    app.get(`${base}/:fileId`, async (request, reply: FastifyReply) => {
      const principal = await requirePrincipal(app, db, request);
      const { file, model, recordId: id } = await storedFileAndRecord(db, models, (request.params as { fileId: string }).fileId, resources);
      const get = fileOwnerGet(model);
      const access = get?.access;
      if (access === undefined || access === null || (!isPublic(access) && !canAccess(access, principal))) throw notFound();
      // The owning record as its GET would answer it, row rule included: a file of a hidden record is a 404.
      const record = await getRecord(rdb, model, id, rows.of(model, get?.rows, principal));
      if (!record || !keysOf(record[file.field]).includes(file.storage_key)) throw notFound();
      const size = await storage.sizeOf(file.storage_key);
      if (size === undefined) throw notFound('The file is no longer stored');
      // ?inline=1 asks to view it in the page: granted only to PDF and raster images, always under the sandbox CSP.
      const inline = (request.query as { inline?: string } | undefined)?.inline === '1' && inlineTypes.has(file.mime_type ?? '');
      return reply
        .header('Content-Type', file.mime_type ?? 'application/octet-stream')
        .header('Content-Length', size)
        .header('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', file.original_name))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', 'private, no-store')
        .send(storage.open(file.storage_key));
    });
  }
  return [...owners.keys()].map((base) => `GET ${base}/{id}`);
}
