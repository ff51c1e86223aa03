/**
 * GET /sso/disposisi/data (q, page, per_page, show_state): the caller's disposition messages,
 * 15 a page (modules.md: "Message list: data, total, page, per_page (default 15), from, to"),
 * newest first, with the names a message shows (sender, recipient, the letter's title).
 * show_state picks the box (docs/decisions.md, "Dispositions"): inbox (received, the default),
 * unread, read, closed, sent, all: only the caller's own messages, received or sent. The box
 * `monitor` lists everyone's, for the holders of the disposition monitoring permission (the DMS
 * pages others/monitoring_diposisi), and refuses anyone else (403).
 */
import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../db/database.ts';
import { hasPermission } from '../../engine/permissions/evaluate.ts';
import type { Principal } from '../auth/principal.ts';
import { badQuery, forbidden } from '../http/errors.ts';

export const showStates = ['inbox', 'unread', 'read', 'closed', 'sent', 'all', 'monitor'] as const;

/** Who follows every disposition of the organisation (shell.md: distribusi_surat_masuk, monitoring_diposisi). */
export const monitorPermission = 'dms_distribusi_surat_masuk';
export type ShowState = (typeof showStates)[number];

export const defaultPerPage = 15;
const maxPerPage = 100;

export interface DispositionListQuery {
  readonly q: string;
  readonly page: number;
  readonly perPage: number;
  readonly showState: ShowState;
}

function whole(raw: unknown, name: string, fallback: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) throw badQuery('Invalid list query', [`${name} must be a whole number from 1 to ${max}`]);
  return value;
}

export function dispositionListQuery(query: Record<string, unknown>): DispositionListQuery {
  const state = query.show_state ?? 'inbox';
  if (typeof state !== 'string' || !(showStates as readonly string[]).includes(state)) throw badQuery('Invalid list query', [`show_state must be one of ${showStates.join(', ')}`]);
  const q = typeof query.q === 'string' ? query.q.trim().slice(0, 200) : '';
  return { q, page: whole(query.page, 'page', 1, 1_000_000), perPage: whole(query.per_page ?? query.perpage, 'per_page', defaultPerPage, maxPerPage), showState: state as ShowState };
}

function boxOf(state: ShowState, me: string): RawBuilder<unknown> {
  switch (state) {
    case 'inbox':
      return sql`d.recipient = ${me}`;
    case 'unread':
      return sql`d.recipient = ${me} and d.status = 1`;
    case 'read':
      return sql`d.recipient = ${me} and d.status = 2`;
    case 'closed':
      return sql`(d.recipient = ${me} or d.created_by = ${me}) and d.status = 3`;
    case 'sent':
      return sql`d.created_by = ${me}`;
    case 'all':
      return sql`(d.recipient = ${me} or d.created_by = ${me})`;
    case 'monitor':
      return sql`true`;
  }
}

/** The columns of one message as every disposition call answers it. */
export const messageColumns = sql`
  d.id, d.doc_id, doc.title as doc_title, doc.number as doc_number, d.task_id, d.notes, d.priority, d.hashtags, d.status,
  d.recipient, coalesce(nullif(r.name, ''), d.recipient) as recipient_name, d.recipient_group,
  d.director_position, d.department_id, d.sub_department_id,
  d.created_by, coalesce(nullif(s.name, ''), d.created_by) as sender_name, d.created_at, d.read_at, d.batch`;

export const messageJoins = sql`
  left join dms_document doc on doc.id = d.doc_id
  left join users r on r.username = d.recipient
  left join users s on s.username = d.created_by`;

export async function listDispositions(db: Database, principal: Principal, query: DispositionListQuery) {
  const me = principal.username;
  if (query.showState === 'monitor' && !hasPermission(monitorPermission, principal)) throw forbidden();
  const search = query.q ? sql`and (d.notes ilike ${`%${query.q}%`} or doc.title ilike ${`%${query.q}%`} or d.hashtags::text ilike ${`%${query.q}%`})` : sql``;
  const where = sql`where ${boxOf(query.showState, me)} ${search}`;
  const offset = (query.page - 1) * query.perPage;
  const [page, count] = await Promise.all([
    sql<Record<string, unknown>>`select ${messageColumns} from disposition d ${messageJoins} ${where} order by d.created_at desc, d.id desc limit ${query.perPage} offset ${offset}`.execute(db),
    sql<{ total: string }>`select count(*) as total from disposition d left join dms_document doc on doc.id = d.doc_id ${where}`.execute(db),
  ]);
  const total = Number(count.rows[0]?.total ?? 0);
  const from = page.rows.length ? offset + 1 : 0;
  return {
    data: page.rows,
    total,
    page: query.page,
    per_page: query.perPage,
    from,
    to: page.rows.length ? offset + page.rows.length : 0,
    last_page: Math.max(1, Math.ceil(total / query.perPage)),
  };
}

/** One message, when the caller sent or received it or monitors them all; undefined otherwise (the caller gets a 404). */
export async function findDisposition(db: Database, principal: Principal, id: number): Promise<Record<string, unknown> | undefined> {
  const me = principal.username;
  const reach = hasPermission(monitorPermission, principal) ? sql`` : sql`and (d.recipient = ${me} or d.created_by = ${me})`;
  const { rows } = await sql<Record<string, unknown>>`select ${messageColumns} from disposition d ${messageJoins} where d.id = ${id} ${reach}`.execute(db);
  return rows[0];
}
