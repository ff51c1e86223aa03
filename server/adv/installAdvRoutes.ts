/**
 * The authentication calls no resource action covers (modules.md section 7): the statistic of
 * one period, GET /sso/adv/statistic/autentikasi/{x} with x `peserta` (per employer, the export
 * columns; participant services, view_dms_kpst) or `bank` (bank authentications by status and
 * bank; view_{product}_online_backend), or a period's id (the per-employer statistic of that
 * period), the per-employer one also as Excel (.../{x}/export);
 * and GET /sso/adv/statistic/transaksi-mp, benefit payments per month (participant services or a
 * bank user). The period is `periode_id`, else the open one.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Access } from '../../engine/permissions/evaluate.ts';
import { accessGuard } from '../auth/accessGuard.ts';
import type { Database } from '../db/database.ts';
import { notFound } from '../http/errors.ts';
import type { StorageModel } from '../resources/storageModel.ts';
import { exportAuthenticationStatistic } from './advStatisticExport.ts';
import { authenticationStatistic, bankStatistic, periodOf, transactionStatistic } from './advStatistics.ts';

const statisticAccess: Readonly<Record<string, Access>> = { peserta: 'view_dms_kpst', bank: 'view_skd_online_backend' };
const transactionAccess: Access = { anyOf: ['view_dms_kpst', 'users_isbankuser'] };

const kindOf = (request: FastifyRequest) => {
  const x = (request.params as { x: string }).x;
  return /^\d+$/.test(x) ? 'peserta' : x;
};
/** {x} as a period id, else the periode_id query. */
const periodAsked = (request: FastifyRequest) => {
  const x = (request.params as { x?: string }).x ?? '';
  return /^\d+$/.test(x) ? x : (request.query as { periode_id?: unknown }).periode_id;
};

export function installAdvRoutes(app: FastifyInstance, db: Database, models: ReadonlyMap<string, StorageModel>): string | undefined {
  for (const table of ['adv_peserta', 'adv_otentikasi', 'bank_otentikasi', 'bank_transaksi']) {
    if (!models.get(table)) return `adv statistics: resource ${table} is not declared`;
  }
  // The permission depends on {x}: checked per kind, an unknown kind is a 404 after sign-in.
  const guards = Object.fromEntries(Object.entries(statisticAccess).map(([kind, access]) => [kind, accessGuard(app, db, access)]));
  const signedIn = accessGuard(app, db, '');
  const guardKind = async (request: FastifyRequest) => {
    const guard = guards[kindOf(request)];
    if (!guard) {
      await signedIn(request);
      throw notFound('Statistik tidak ditemukan');
    }
    await guard(request);
  };
  app.get('/sso/adv/statistic/autentikasi/:x', { onRequest: guardKind }, async (request) => {
    const period = await periodOf(db, periodAsked(request));
    return { data: kindOf(request) === 'bank' ? await bankStatistic(db, period) : await authenticationStatistic(db, period) };
  });
  const exportGuard = accessGuard(app, db, statisticAccess.peserta);
  const guardExport = async (request: FastifyRequest) => {
    await exportGuard(request);
    if (kindOf(request) !== 'peserta') throw notFound('Statistik tidak ditemukan');
  };
  app.get('/sso/adv/statistic/autentikasi/:x/export', { onRequest: guardExport }, async (request, reply) =>
    exportAuthenticationStatistic(await authenticationStatistic(db, await periodOf(db, periodAsked(request))), reply),
  );
  app.get('/sso/adv/statistic/transaksi-mp', { onRequest: accessGuard(app, db, transactionAccess) }, async () => ({ data: await transactionStatistic(db) }));
  return undefined;
}
