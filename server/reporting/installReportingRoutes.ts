/**
 * The reporting pages' calls: GET /sso/reporting/{general|kpst|spi}?tahun=YYYY (the report) and
 * GET /sso/reporting/{name}/export?tahun=YYYY (the same as Excel), each guarded by the access of
 * its page. The year defaults to the current one and is one of the years the portal offers
 * (2019 to 2026 in the spec, up to the current year).
 */
import type { FastifyInstance } from 'fastify';
import type { LoadedDefinitions } from '../../engine/definitions/model.ts';
import { accessGuard } from '../auth/accessGuard.ts';
import type { Database } from '../db/database.ts';
import { badQuery } from '../http/errors.ts';
import { reportNames, type ReportName } from '../../engine/wire/report.ts';
import { buildReport, reportAccess } from './reportCatalogue.ts';
import { exportReport } from './reportExport.ts';

export const firstReportYear = 2019;

function yearOf(raw: string | undefined): number {
  const now = new Date().getFullYear();
  if (raw === undefined || raw === '') return now;
  const year = Number(raw);
  if (!Number.isInteger(year) || year < firstReportYear || year > Math.max(now, 2026)) throw badQuery('Invalid report query', [`tahun must be a year from ${firstReportYear} to ${Math.max(now, 2026)}`]);
  return year;
}

export function installReportingRoutes(app: FastifyInstance, db: Database, definitions: LoadedDefinitions): string | undefined {
  const missing = reportNames.filter((name) => reportAccess(definitions, name) === undefined);
  if (missing.length) return `reporting: no page for ${missing.join(', ')}`;
  for (const name of reportNames) {
    const guard = { onRequest: accessGuard(app, db, reportAccess(definitions, name as ReportName)) };
    app.get<{ Querystring: { tahun?: string } }>(`/sso/reporting/${name}`, guard, async (request) => ({ data: await buildReport(db, definitions, name, yearOf(request.query.tahun)) }));
    app.get<{ Querystring: { tahun?: string } }>(`/sso/reporting/${name}/export`, guard, async (request, reply) => exportReport(definitions, await buildReport(db, definitions, name, yearOf(request.query.tahun)), reply));
  }
  return undefined;
}
