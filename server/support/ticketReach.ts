/**
 * Whether the caller reaches a ticket, by the ticket's own row rule (rowFilter.ts): the support
 * calls written by hand answer 404 for a ticket the caller could not GET, as the generic API does.
 */
import type { Principal } from '../auth/principal.ts';
import { resourceDb, type Database, type ResourceRow } from '../db/database.ts';
import type { RowFilters } from '../resources/rowFilter.ts';
import type { StorageModel } from '../resources/storageModel.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function reachableTicket(db: Database, rows: RowFilters, ticket: StorageModel, id: unknown, principal: Principal): Promise<ResourceRow | undefined> {
  if (typeof id !== 'string' || !uuidPattern.test(id)) return undefined;
  let select = resourceDb(db).selectFrom(ticket.table).selectAll().where('id', '=', id);
  const rule = rows.of(ticket, ticket.resource.rows, principal);
  if (rule) select = select.where(rule);
  return select.executeTakeFirst();
}
