/**
 * The three document boxes of the DMS menu (GET /sso/dms/box/{box}), each a page of documents
 * with the caller's star on each:
 * - internal: what the caller's own division (bidang) filed, the caller's own included, apart
 *   from letters received from outside (those arrive through the incoming mail);
 * - received: the incoming letters disposed to the caller, with the latest disposition to them
 *   (who sent it, its instruction, whether it is read);
 * - starred: the documents the caller starred, the latest star first.
 * Query: q (title, subject, number, participant number, sender), page, perpage (10 by default,
 * at most 100), sort new (Terbaru, default) or old (Terlama).
 */
import { sql, type RawBuilder } from 'kysely';
import type { Principal } from '../auth/principal.ts';
import type { Database } from '../db/database.ts';
import { badQuery, notFound } from '../http/errors.ts';
import type { StarTables } from './documentStars.ts';

export const boxNames = ['internal', 'received', 'starred'] as const;
export type BoxName = (typeof boxNames)[number];
export const boxPageSize = 10;

function whole(raw: unknown, name: string, fallback: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) throw badQuery('Invalid list query', [`${name} must be a whole number from 1 to ${max}`]);
  return value;
}

export async function listBox(db: Database, tables: StarTables, principal: Principal, box: string, query: Record<string, unknown>) {
  if (!(boxNames as readonly string[]).includes(box)) throw notFound();
  const page = whole(query.page, 'page', 1, 1_000_000);
  const perPage = whole(query.perpage ?? query.per_page, 'perpage', boxPageSize, 100);
  const sort = query.sort === undefined || query.sort === '' ? 'new' : String(query.sort);
  if (sort !== 'new' && sort !== 'old') throw badQuery('Invalid list query', ['sort must be new or old']);
  const q = typeof query.q === 'string' ? query.q.trim().slice(0, 200) : '';
  const me = principal.username;
  const docs = sql.table(tables.documents);
  const stars = sql.table(tables.stars);

  let join: RawBuilder<unknown> = sql``;
  let where: RawBuilder<unknown>;
  let extra: RawBuilder<unknown> = sql``;
  let order: RawBuilder<unknown> = sql`doc.id`;
  if (box === 'internal') {
    where =
      principal.bidang_id === null
        ? sql`doc.created_by = ${me}`
        : sql`(doc.created_by = ${me} or exists (select 1 from users u where u.username = doc.created_by and u.bidang_id = ${principal.bidang_id}))`;
    where = sql`${where} and doc.tanggal_surat_diterima is null`;
  } else if (box === 'received') {
    join = sql`join lateral (select d.created_by as disposed_by, d.notes as disposition_notes, d.status as disposition_status, d.created_at as disposed_at
        from disposition d where d.doc_id = doc.id and d.recipient = ${me} order by d.created_at desc, d.id desc limit 1) last on true`;
    where = sql`true`;
    extra = sql`, last.disposed_by, (select name from users where username = last.disposed_by) as disposed_by_name, last.disposition_notes, last.disposition_status, last.disposed_at`;
    order = sql`last.disposed_at`;
  } else {
    join = sql`join ${stars} star on star.document_id = doc.id and star.created_by = ${me}`;
    where = sql`true`;
    extra = sql`, star.created_at as starred_at`;
    order = sql`star.created_at`;
  }
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where = sql`${where} and (doc.title ilike ${like} or doc.subject ilike ${like} or doc.number ilike ${like} or doc.no_peserta ilike ${like} or doc.sender ilike ${like})`;
  }
  const direction = sql.raw(sort === 'new' ? 'desc' : 'asc');
  const offset = (page - 1) * perPage;
  const [rows, count] = await Promise.all([
    sql<Record<string, unknown>>`
      select doc.id, doc.type, doc.title, doc.subject, doc.documents_date, doc.classification, doc.classification_detail, doc.classification_spesific,
        (select name from archive_classification c where c.id = coalesce(doc.classification_spesific, doc.classification_detail, doc.classification)) as classification_name,
        doc.no_peserta, doc.nama_peserta, doc.number, doc.sender, doc.receiver, doc.physical_status, doc.created_by,
        (select name from users where username = doc.created_by) as created_by_name, doc.created_at,
        coalesce(jsonb_array_length(case when jsonb_typeof(doc.attachments) = 'array' then doc.attachments end), 0) as attachment_count,
        exists (select 1 from ${stars} s where s.document_id = doc.id and s.created_by = ${me}) as starred ${extra}
      from ${docs} doc ${join} where ${where} order by ${order} ${direction} nulls last, doc.id ${direction} limit ${perPage} offset ${offset}`.execute(db),
    sql<{ total: string }>`select count(*) as total from ${docs} doc ${join} where ${where}`.execute(db),
  ]);
  const total = Number(count.rows[0]?.total ?? 0);
  return {
    data: rows.rows,
    total,
    page,
    perpage: perPage,
    from: rows.rows.length ? offset + 1 : 0,
    to: offset + rows.rows.length,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}
