/**
 * The DMS calls that are not one document's CRUD (definitions/modules/dms/resources/document.json
 * declares those, the worksheet list and the archive submission steps): the participant-number
 * check, the mailing number proposal and check, the star of a document, the three document boxes
 * and the seven reports. Each is guarded like a declared action: 401 without a session, 403
 * without the permission, 404 for a document the caller cannot reach.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LoadedDefinitions } from '../../engine/definitions/model.ts';
import { accessGuard } from '../auth/accessGuard.ts';
import type { Database } from '../db/database.ts';
import { notFound } from '../http/errors.ts';
import type { StorageModel } from '../resources/storageModel.ts';
import { listBox } from './documentBoxes.ts';
import { documentExists, setStar, starredIds, type StarTables } from './documentStars.ts';
import { isReportName, reportAccess, runReport } from './dmsReports.ts';
import { proposeMailingNumber, validateMailingNumber } from './mailingNumber.ts';
import { checkParticipant } from './participantCheck.ts';
import { prepareDmsStorage } from './prepareDmsStorage.ts';
import { sendReportSheet } from './reportExport.ts';

export interface DmsContext {
  readonly db: Database;
  readonly definitions: LoadedDefinitions;
  readonly models: ReadonlyMap<string, StorageModel>;
}

/** The documents' own permission (document.json access.read). */
const documentAccess = 'view_dms_general';

const queryOf = (request: FastifyRequest) => (request.query ?? {}) as Record<string, unknown>;

function documentId(request: FastifyRequest): number {
  const raw = (request.params as { id: string }).id;
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) throw notFound();
  return Number(raw);
}

/** Mounts the calls; says why it cannot when the definitions lack the document or star resource. */
export async function installDmsRoutes(app: FastifyInstance, { db, definitions, models }: DmsContext): Promise<string | undefined> {
  const documents = models.get('document');
  const stars = models.get('document_star');
  if (!documents || !stars) return 'resources "document" and "document_star" are not declared: the DMS calls are not mounted';
  const tables: StarTables = { documents: documents.table, stars: stars.table };
  await prepareDmsStorage(db, tables);
  const guarded = (access: string) => ({ onRequest: accessGuard(app, db, access) });
  const me = (request: FastifyRequest) => request.principal!;

  app.get('/sso/dms/peserta/:number', guarded(documentAccess), async (request) => checkParticipant(db, (request.params as { number: string }).number));
  app.get('/sso/dms/mailing/number', guarded(documentAccess), async (request) => ({ data: await proposeMailingNumber(db, tables.documents, queryOf(request)) }));
  app.get('/sso/dms/mailing/validate-number', guarded(documentAccess), async (request) => validateMailingNumber(db, tables.documents, queryOf(request)));

  const star = (starred: boolean) => async (request: FastifyRequest) => {
    const id = documentId(request);
    if (!(await documentExists(db, tables, id))) throw notFound();
    const result = await setStar(db, tables, me(request).username, id, starred);
    return { message: 'Success', data: { document_id: id, starred: result.starred } };
  };
  app.put('/sso/dms/documents/:id/star', guarded(documentAccess), star(true));
  app.delete('/sso/dms/documents/:id/star', guarded(documentAccess), star(false));
  app.get('/sso/dms/star/ids', guarded(documentAccess), async (request) => ({ data: await starredIds(db, tables, me(request).username) }));

  app.get('/sso/dms/box/:box', guarded(documentAccess), async (request) => listBox(db, tables, me(request), (request.params as { box: string }).box, queryOf(request)));

  for (const [name, access] of Object.entries(reportAccess)) {
    app.get(`/sso/dms/report/${name}`, guarded(access), async (request, reply) => {
      if (!isReportName(name)) throw notFound();
      const report = await runReport(db, name, queryOf(request));
      const wantsSheet = ['1', 'true'].includes(String(queryOf(request).export ?? ''));
      return wantsSheet ? sendReportSheet(definitions, report, reply) : report;
    });
  }
  return undefined;
}
