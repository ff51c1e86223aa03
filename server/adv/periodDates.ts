/**
 * An authentication period ends on or after its start: a create or update whose end date (sent,
 * or stored when only the start changes) comes before its start date is refused with a 422 under
 * tanggal_selesai, nothing written. JSON Schema cannot compare two fields, so this check stands
 * beside the declared ones, on the period's own create and update routes (added as they mount).
 */
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';

export const periodDatesMessage = 'Tanggal selesai tidak boleh sebelum tanggal mulai';
const base = '/sso/adv/config/periode-otentikasi';
const date = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

async function datesOf(db: Database, request: FastifyRequest): Promise<{ start?: string; end?: string }> {
  const body = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>;
  const sent = { start: date(body.tanggal_mulai), end: date(body.tanggal_selesai) };
  const id = Number((request.params as { id?: string }).id);
  if (request.method !== 'PUT' || !Number.isInteger(id) || (sent.start && sent.end) || (!sent.start && !sent.end)) return sent;
  const { rows } = await sql<{ start: string; end: string }>`
    select to_char(tanggal_mulai, 'YYYY-MM-DD') as start, to_char(tanggal_selesai, 'YYYY-MM-DD') as end
    from adv_periode_otentikasi where id = ${id}`.execute(db);
  return { start: sent.start ?? rows[0]?.start, end: sent.end ?? rows[0]?.end };
}

/** Call before the generic API mounts its routes. */
export function installPeriodDatesCheck(app: FastifyInstance, db: Database): void {
  const check: preHandlerHookHandler = async (request) => {
    const { start, end } = await datesOf(db, request);
    if (start && end && end < start) throw new ApiError('validation', periodDatesMessage, [periodDatesMessage], { tanggal_selesai: [periodDatesMessage] });
  };
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const ours = (methods.includes('POST') && route.url === base) || (methods.includes('PUT') && route.url === `${base}/:id`);
    if (!ours) return;
    const existing = route.preHandler;
    route.preHandler = [...(existing ? (Array.isArray(existing) ? existing : [existing]) : []), check] as never;
  });
}
