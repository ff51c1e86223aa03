/**
 * The participant-data calls no record action covers. Before the generic API: each page that
 * lists part of a table under its own permission gets that part fixed on the server (active
 * participants, pensioners; validations of active participants, of pensioners; this reporting
 * year's documents and the earlier years' backup). After it: the validation dashboard's figures.
 */
import type { FastifyInstance } from 'fastify';
import type { LoadedDefinitions } from '../../engine/definitions/model.ts';
import { accessGuard } from '../auth/accessGuard.ts';
import type { Database } from '../db/database.ts';
import { badQuery } from '../http/errors.ts';
import { fixedFilters, installListQueryRewrite } from './listQueryRewrite.ts';
import { validasiDashboard } from './validasiDashboard.ts';

/** The reporting year documents are being collected for: the calendar year of the server's clock. */
export const currentReportingYear = (): number => new Date().getFullYear();

function listPath(definitions: LoadedDefinitions, resource: string, action: string): string | undefined {
  return definitions.resources[resource]?.actions[action]?.endpoint.path;
}

export function installKepesertaanListParts(app: FastifyInstance, definitions: LoadedDefinitions): void {
  const parts: [string, string, () => Record<string, number>][] = [
    ['peserta', 'aktifList', () => ({ jenis_peserta: 1 })],
    ['peserta', 'pensiunanList', () => ({ jenis_peserta: 2 })],
    ['validasi_peserta', 'aktifList', () => ({ jenis_validasi: 1 })],
    ['validasi_peserta', 'pensiunList', () => ({ jenis_validasi: 2 })],
    ['dokumen_peserta', 'currentList', () => ({ tahun_mulai: currentReportingYear() })],
    ['dokumen_peserta', 'bakList', () => ({ tahun_sampai: currentReportingYear() - 1 })],
  ];
  for (const [resource, action, filters] of parts) {
    const path = listPath(definitions, resource, action);
    if (path) installListQueryRewrite(app, path, (params) => fixedFilters(filters())(params));
  }
}

export function installKepesertaanRoutes(app: FastifyInstance, db: Database, definitions: LoadedDefinitions): string | undefined {
  if (!definitions.resources.peserta || !definitions.resources.validasi_peserta) return 'kepesertaan: peserta or validasi_peserta is not declared';
  const guard = { onRequest: accessGuard(app, db, 'validasi_data_dashboard') };
  app.get<{ Querystring: { tahun_pelaporan?: string } }>('/sso/kepesertaan/validasi/dashboard', guard, async (request) => {
    const raw = request.query.tahun_pelaporan;
    const year = raw === undefined || raw === '' ? undefined : Number(raw);
    if (year !== undefined && (!Number.isInteger(year) || year < 2000 || year > 2100)) throw badQuery('Invalid list query', ['tahun_pelaporan must be a year']);
    return { data: await validasiDashboard(db, year) };
  });
  return undefined;
}
