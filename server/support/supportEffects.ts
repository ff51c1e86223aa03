/**
 * The support module's effects, named by its definitions:
 * - supportTicketStage (ticket create): tells the requester's division head the ticket waits for them;
 * - supportApprovalStage (approval create): the approval must be of the tier the ticket stands at
 *   and given by that tier's role (409 / 403 with the spec's failure otherwise, rolling the write
 *   back); approved, it moves the ticket to the next stage and tells who it waits for next;
 * - supportCommentText: a file comment sent without text gets the text 'Sending attachment'.
 */
import { hasPermission } from '../../engine/permissions/evaluate.ts';
import { approvalTiers, stageAfterApproval } from '../../engine/support/ticketStages.ts';
import { resourceDb } from '../db/database.ts';
import type { Effect } from '../effects/effect.ts';
import { ApiError, conflict } from '../http/errors.ts';
import { notifyAwaited, type WaitingTicket } from './ticketWaiting.ts';

export const approvalFailure = 'Gagal menyetujui permintaan, silahkan hubungi IT';
export const sendingAttachment = 'Sending attachment';

const ticketOf = async (db: Parameters<typeof resourceDb>[0], id: unknown): Promise<WaitingTicket | undefined> => {
  const row = await resourceDb(db).selectFrom('support_ticket').select(['id', 'stage', 'bidang_id']).where('id', '=', String(id)).forUpdate().executeTakeFirst();
  return row ? { id: String(row.id), stage: Number(row.stage ?? 1), bidang_id: row.bidang_id === null ? null : Number(row.bidang_id) } : undefined;
};

export const supportTicketStage: Effect<{ ticketId: string }> = {
  name: 'supportTicketStage',
  inputOf: (event) => (event.before === null && event.after ? { ticketId: String(event.recordId) } : undefined),
  run: async (input, ctx) => {
    const ticket = await ticketOf(ctx.db, input.ticketId);
    if (ticket) await notifyAwaited(ctx.db, ticket, ctx.principal.username);
  },
  check: (resource, models) => (models.get(resource.id)?.columnOf('stage') ? undefined : 'has no stored "stage" field'),
};

interface ApprovalInput {
  readonly ticketId: unknown;
  readonly tier: number;
  readonly statusCode: number;
}

export const supportApprovalStage: Effect<ApprovalInput> = {
  name: 'supportApprovalStage',
  inputOf: (event) =>
    event.before === null && event.after && event.after.type === 'ticket'
      ? { ticketId: event.after.ticket_id, tier: Number(event.after.tier), statusCode: Number(event.after.status_code) }
      : undefined,
  run: async (input, ctx) => {
    const tier = approvalTiers[input.tier];
    if (!tier || !hasPermission(tier.access, ctx.principal)) throw new ApiError('forbidden', approvalFailure);
    const ticket = await ticketOf(ctx.db, input.ticketId);
    if (!ticket || ticket.stage !== input.tier) throw conflict(approvalFailure);
    const next = stageAfterApproval(ticket.stage, input.tier, input.statusCode);
    if (next === undefined) return;
    await resourceDb(ctx.db).updateTable('support_ticket').set({ stage: next, updated_at: new Date() }).where('id', '=', ticket.id).execute();
    await notifyAwaited(ctx.db, { ...ticket, stage: next }, ctx.principal.username);
  },
  check: (resource) => (resource.parent?.resource === 'support_ticket' ? undefined : 'is not a child of support_ticket'),
};

export const supportCommentText: Effect<{ table: string; recordId: string | number }> = {
  name: 'supportCommentText',
  inputOf: (event) => {
    const after = event.after;
    const empty = after && (after.message === null || after.message === undefined || String(after.message).trim() === '');
    return event.before === null && empty && (after.type === 'file' || event.uploads.length > 0) ? { table: event.model.table, recordId: event.recordId } : undefined;
  },
  run: async (input, ctx) => {
    await resourceDb(ctx.db).updateTable(input.table).set({ message: sendingAttachment, type: 'file' }).where('id', '=', input.recordId).execute();
  },
};
