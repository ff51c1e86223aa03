/**
 * The archive's hand-written calls (modules.md section 7, "Documents and archive"): the location
 * sidebar (GET /sso/archive/pov/location), the table of the chosen node with the Archive filter
 * and its Excel file (GET /sso/archive/pov/index, export=1), the classification sidebar, the
 * universe, the per-user statistic and the caller's own office (GET /sso/office-auto, what a
 * new record is filed under). The records' own calls (get, create, update, the soft
 * delete DELETE /sso/archive/documents/{id}, restore and the retention moves) are declared in
 * archive_document.json and served by the generic API.
 */
import type { FastifyInstance } from 'fastify';
import type { LoadedDefinitions } from '../../engine/definitions/model.ts';
import { accessGuard } from '../auth/accessGuard.ts';
import { requirePrincipal } from '../auth/authenticate.ts';
import { resourceDb, type Database } from '../db/database.ts';
import { listRecords } from '../resources/listRecords.ts';
import type { StorageModel } from '../resources/storageModel.ts';
import { exportArchive } from './archiveExport.ts';
import { archiveModels } from './archiveModel.ts';
import { archiveUniverse, statisticUser } from './archiveStatistics.ts';
import { povClassification } from './povClassification.ts';
import { povLocation } from './povLocation.ts';
import { povQuery } from './povQuery.ts';

/** shell.md: the archive's views are view_arsip; its report is view_admin_arsip. */
export const archiveAccess = { user: 'view_arsip', admin: 'view_admin_arsip' } as const;

type Query = Record<string, string | undefined>;

export function installArchiveRoutes(app: FastifyInstance, db: Database, definitions: LoadedDefinitions, models: ReadonlyMap<string, StorageModel>): void {
  const archive = archiveModels(models);
  if (!archive) return;
  const user = { onRequest: accessGuard(app, db, archiveAccess.user) };
  const admin = { onRequest: accessGuard(app, db, archiveAccess.admin) };

  app.get('/sso/archive/pov/location', user, async (request) => povLocation(db, archive, request.query as Query));
  app.get('/sso/archive/pov/classification', user, async (request) => povClassification(db, archive, request.query as Query));
  app.get('/sso/archive/pov/index', user, async (request, reply) => {
    const query = await povQuery(db, archive, request);
    if (query.exportFile) return exportArchive({ db, definitions, models, records: archive.records }, query.list, query.scope, reply);
    const page = await listRecords(resourceDb(db), archive.records, query.list, {}, query.scope);
    return { ...page, trash: query.trash, export_limit: archive.records.resource.list?.export?.maxRows ?? 15_000 };
  });
  app.get('/sso/archive/universe', user, async () => archiveUniverse(db, archive));
  // The office a new record is filed under by default: the caller's own (null for a user with none).
  app.get('/sso/office-auto', user, async (request) => {
    const principal = await requirePrincipal(app, db, request);
    if (principal.office_id === null) return { data: null };
    const office = await resourceDb(db).selectFrom('office').select(['id', 'name', 'code', 'is_central']).where('id', '=', principal.office_id).executeTakeFirst();
    return { data: office ? { id: office.id, label: office.name, code: office.code, is_central: office.is_central } : null };
  });
  app.get('/sso/archive/report/statistic-user', admin, async (request) => statisticUser(db, archive, (request.query as Query).tahun));
}
