/**
 * The public-relations (pp) calls no record action covers: the two complaint reports. The
 * tickets, their attachments, the six masters and the process call are declared in
 * definitions/modules/pp/ and served by the generic API; the spec's ticket list parameters are
 * read by ticketListQuery.ts, a refused attachment delete answers its declared failure
 * (failureMessages.ts). Guarded like the report pages: pp_admin.ticket.
 */
import type { FastifyInstance } from 'fastify';
import type { LoadedDefinitions } from '../../engine/definitions/model.ts';
import { accessGuard } from '../auth/accessGuard.ts';
import type { Database } from '../db/database.ts';
import { installFailureMessages } from './failureMessages.ts';
import { installTicketListQuery } from './ticketListQuery.ts';
import { ticketStatistic, ticketStatisticOffice } from './ticketStatistics.ts';

export const ppReportAccess = 'pp_admin.ticket';

/** Call before the generic API is mounted (the list hook must see its route being added). */
export function installPpRoutes(app: FastifyInstance, db: Database, definitions: LoadedDefinitions): string[] {
  if (!definitions.resources.pp_ticket) return [];
  installTicketListQuery(app, definitions);
  installFailureMessages(app, definitions);
  const guard = { onRequest: accessGuard(app, db, ppReportAccess) };
  app.get('/sso/pp/statistic', guard, async () => ({ data: await ticketStatistic(db) }));
  app.get('/sso/pp/statistic-office', guard, async () => ({ data: await ticketStatisticOffice(db) }));
  return ['GET /sso/pp/statistic', 'GET /sso/pp/statistic-office'];
}
