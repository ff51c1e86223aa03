/**
 * The reconciliation calls no record action covers. Before the generic API: the active-
 * participant statistic (GET /sso/rekonsiliasi/statistic/aktif-compare) accepts the spec's own
 * spelling of its list query, upper-case column names (sorter BATCH_PENARIKAN DESC, search fields
 * NAMA_PERUSAHAAN, PERIODE, BATCH_PENARIKAN), read as the resource's fields. After it: the holding
 * search (GET /sso/rekonsiliasi/search/{term}) and the statistic page's summary. The company
 * list and company, the preparations and their migration are declared resources; the migration
 * job is server/rekonsiliasi/migratePreparation.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { LoadedDefinitions } from '../../engine/definitions/model.ts';
import { accessGuard } from '../auth/accessGuard.ts';
import type { Database } from '../db/database.ts';
import { badRequest } from '../http/errors.ts';
import { installListQueryRewrite } from '../kepesertaan/listQueryRewrite.ts';
import { holdingSearch } from './holdingSearch.ts';
import { statisticSummary } from './statisticSummary.ts';

export const rekonsiliasiAccess = 'view_dms_kpst';
export const searchTooShort = 'Kata kunci minimal 3 karakter';

/** sorter[] and search_field[] values in upper case become the field they name. */
function lowerColumnNames(fields: ReadonlySet<string>) {
  return (params: URLSearchParams) => {
    const out = new URLSearchParams();
    for (const [name, value] of params) {
      const lower = value.toLowerCase();
      const names = name === 'sorter[]' || name === 'search_field[]' || name === 'sorter' || name === 'search_field';
      out.append(name, names && fields.has(lower) ? lower : name.startsWith('sorter') && (lower === 'asc' || lower === 'desc') ? lower : value);
    }
    return out;
  };
}

export function installRekonsiliasiListQuery(app: FastifyInstance, definitions: LoadedDefinitions): void {
  const statistic = definitions.resources.rekonsiliasi_statistik;
  const path = statistic?.actions.list?.endpoint.path;
  if (!statistic || !path) return;
  installListQueryRewrite(app, path, lowerColumnNames(new Set(Object.keys(statistic.fields.properties))));
}

export function installRekonsiliasiRoutes(app: FastifyInstance, db: Database, definitions: LoadedDefinitions): string | undefined {
  if (!definitions.resources.rekonsiliasi_statistik || !definitions.resources.rekonsiliasi_sap) return 'rekonsiliasi: its resources are not declared';
  const guard = { onRequest: accessGuard(app, db, rekonsiliasiAccess) };
  app.get<{ Params: { term: string } }>('/sso/rekonsiliasi/search/:term', guard, async (request) => {
    const term = request.params.term.trim();
    if (term.length < 3) throw badRequest(searchTooShort);
    if (term.length > 100) throw badRequest('Kata kunci maksimal 100 karakter');
    return { data: await holdingSearch(db, term) };
  });
  app.get('/sso/rekonsiliasi/statistic/summary', guard, async () => ({ data: await statisticSummary(db) }));
  return undefined;
}
