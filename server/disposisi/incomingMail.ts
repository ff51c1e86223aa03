/**
 * Incoming mail to dispose (modules.md section 7):
 * - GET /sso/disposisi/incoming-mail (q, page, perpage, sort_by, sort_type): the DMS documents
 *   that are received letters (they carry tanggal_surat_diterima), 10 a page, with how many
 *   dispositions each has. A holder of the document read permission sees every letter; anyone
 *   else the letters disposed to or by them.
 * - GET /sso/disposisi/incoming-mail-disposisi (doc_id): a letter's dispositions, oldest first:
 *   all of them for a holder of the document read permission (the disposition monitoring of
 *   the DMS), otherwise those the caller sent or received.
 */
import { sql } from 'kysely';
import { hasPermission } from '../../engine/permissions/evaluate.ts';
import type { Principal } from '../auth/principal.ts';
import type { Database } from '../db/database.ts';
import { badQuery } from '../http/errors.ts';
import { messageColumns, messageJoins } from './dispositionList.ts';

/** Who sees every letter and every disposition of it: the DMS readers (letters are DMS documents). */
export const mailMonitorPermission = 'view_dms_general';

const sortable = { id: sql`doc.id`, title: sql`doc.title`, number: sql`doc.number`, sender: sql`doc.sender`, tanggal_surat_diterima: sql`doc.tanggal_surat_diterima` };
export const incomingMailPerPage = 10;

function whole(raw: unknown, name: string, fallback: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) throw badQuery('Invalid list query', [`${name} must be a whole number from 1 to ${max}`]);
  return value;
}

export async function listIncomingMail(db: Database, principal: Principal, query: Record<string, unknown>) {
  const page = whole(query.page, 'page', 1, 1_000_000);
  const perPage = whole(query.perpage ?? query.per_page, 'perpage', incomingMailPerPage, 100);
  const sortBy = typeof query.sort_by === 'string' && query.sort_by !== '' ? query.sort_by : 'tanggal_surat_diterima';
  if (!Object.hasOwn(sortable, sortBy)) throw badQuery('Invalid list query', [`sort_by must be one of ${Object.keys(sortable).join(', ')}`]);
  const direction = String(query.sort_type ?? 'desc').toLowerCase();
  if (direction !== 'asc' && direction !== 'desc') throw badQuery('Invalid list query', ['sort_type must be asc or desc']);
  const q = typeof query.q === 'string' ? query.q.trim().slice(0, 200) : '';
  const me = principal.username;
  const everyLetter = hasPermission(mailMonitorPermission, principal);
  const where = sql`where doc.tanggal_surat_diterima is not null
    ${everyLetter ? sql`` : sql`and exists (select 1 from disposition d where d.doc_id = doc.id and (d.recipient = ${me} or d.created_by = ${me}))`}
    ${q ? sql`and (doc.title ilike ${`%${q}%`} or doc.number ilike ${`%${q}%`} or doc.sender ilike ${`%${q}%`} or doc.nomor_surat_asli ilike ${`%${q}%`})` : sql``}`;
  const order = sql`${sortable[sortBy as keyof typeof sortable]} ${sql.raw(direction)} nulls last, doc.id desc`;
  const offset = (page - 1) * perPage;
  const [rows, count] = await Promise.all([
    sql<Record<string, unknown>>`
      select doc.id, doc.title, doc.number, doc.nomor_surat_asli, doc.sender, doc.receiver, doc.tanggal_surat_diterima, doc.documents_date,
        (select count(*)::int from disposition d where d.doc_id = doc.id) as dispositions,
        (select count(*)::int from disposition d where d.doc_id = doc.id and d.recipient = ${me} and d.status = 1) as unread
      from dms_document doc ${where} order by ${order} limit ${perPage} offset ${offset}`.execute(db),
    sql<{ total: string }>`select count(*) as total from dms_document doc ${where}`.execute(db),
  ]);
  const total = Number(count.rows[0]?.total ?? 0);
  return {
    data: rows.rows,
    total,
    page,
    perpage: perPage,
    from: rows.rows.length ? offset + 1 : 0,
    to: rows.rows.length ? offset + rows.rows.length : 0,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}

export async function dispositionsOfLetter(db: Database, principal: Principal, query: Record<string, unknown>) {
  const raw = query.doc_id;
  if (typeof raw !== 'string' || !/^[1-9]\d{0,9}$/.test(raw)) throw badQuery('Invalid query', ['doc_id must be a record id']);
  const me = principal.username;
  const mine = hasPermission(mailMonitorPermission, principal) ? sql`` : sql`and (d.recipient = ${me} or d.created_by = ${me})`;
  const { rows } = await sql<Record<string, unknown>>`select ${messageColumns} from disposition d ${messageJoins} where d.doc_id = ${Number(raw)} ${mine} order by d.id`.execute(db);
  return { data: rows };
}
