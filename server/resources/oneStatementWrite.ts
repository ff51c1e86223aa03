/**
 * A create or update whose only effect is its audit row is one SQL statement: the insert (or the
 * locked read of the record before and the update) `returning` the stored row, and the audit row
 * inserted from it in the same statement (a data-modifying CTE), its JSON built by the database
 * (rowJson.ts). One round trip instead of begin, write, read back, audit, read again, commit;
 * a single statement is atomic on its own, so no transaction is opened.
 *
 * A row rule (the caller's rows) is checked on the written row in the same statement; then the
 * statement runs in a transaction, rolled back (404) when the row left the caller's reach.
 * Writes with link rows, files, a guard or any other effect keep the general path (writeRecords.ts).
 */
import { sql, type RawBuilder } from 'kysely';
import type { Database, ResourceRow } from '../db/database.ts';
import { auditInsertSql } from '../effects/auditTrail.ts';
import { effectsOf } from '../effects/runEffects.ts';
import { mayFeedTimeline } from '../effects/timelineRows.ts';
import { notFound } from '../http/errors.ts';
import { readableColumns, rowJson } from './rowJson.ts';
import type { StorageModel } from './storageModel.ts';
import type { UploadsOf, WriteContext } from './writeRecords.ts';

/** Effects that add nothing to a write without files but its audit row (runEffects.ts runs both always). */
const auditOnly: ReadonlySet<string> = new Set(['auditTrail', 'storeAttachments']);

/** The effects named by the action change nothing the write returns: the row need not be read again. */
export function onlyAuditEffects(declared: readonly string[] | undefined): boolean {
  return effectsOf(declared).every((name) => auditOnly.has(name));
}

const feedsTimeline = new WeakMap<StorageModel, boolean>();

export function fitsOneStatement(ctx: WriteContext, values: Record<string, unknown>, files: UploadsOf): boolean {
  if (ctx.model.relations.length || files.uploads.length || files.appendToStored.length || !Object.keys(values).length) return false;
  if (!onlyAuditEffects(ctx.declaredEffects)) return false;
  let feeds = feedsTimeline.get(ctx.model);
  if (feeds === undefined) feedsTimeline.set(ctx.model, (feeds = mayFeedTimeline(ctx.model.resource.id, ctx)));
  return !feeds;
}

/** Name of the extra column saying whether the written row meets the caller's row rule. */
const reachable = '__reachable';

/** `, exists (...) as __reachable`: the rule's table name stands for the written row. */
function reachColumn(ctx: WriteContext): RawBuilder<unknown> {
  return ctx.rows ? sql`, exists (select 1 from written as ${sql.table(ctx.model.table)} where ${ctx.rows}) as ${sql.ref(reachable)}` : sql``;
}

async function run(ctx: WriteContext, statement: RawBuilder<ResourceRow>): Promise<ResourceRow> {
  const once = async (db: Database) => {
    const row = (await statement.execute(db)).rows[0];
    if (!row || (ctx.rows && row[reachable] !== true)) throw notFound();
    if (ctx.rows) delete row[reachable];
    return row;
  };
  // Without a rule nothing can refuse the row after it is written: the statement alone is atomic.
  return ctx.rows ? ctx.db.transaction().execute(once) : once(ctx.db);
}

export function createInOneStatement(ctx: WriteContext, values: Record<string, unknown>): Promise<ResourceRow> {
  const { model } = ctx;
  const columns = Object.keys(values);
  const audit = auditInsertSql({ who: ctx.principal.username, resource: model.resource.id, action: 'create', from: sql`written`, recordId: sql`written.id`, before: null, after: rowJson(model, 'written') });
  return run(
    ctx,
    sql<ResourceRow>`with written as (
      insert into ${sql.table(model.table)} (${sql.join(columns.map((c) => sql.ref(c)))}) values (${sql.join(columns.map((c) => values[c]))}) returning *
    ), audit as (${audit})
    select ${readableColumns(model, 'written')}${reachColumn(ctx)} from written`,
  );
}

export function updateInOneStatement(ctx: WriteContext, id: number | string, values: Record<string, unknown>): Promise<ResourceRow> {
  const { model } = ctx;
  const table = sql.table(model.table);
  const audit = auditInsertSql({ who: ctx.principal.username, resource: model.resource.id, action: 'update', from: sql`before, written`, recordId: sql`written.id`, before: rowJson(model, 'before'), after: rowJson(model, 'written') });
  const set = sql.join(Object.entries(values).map(([column, value]) => sql`${sql.ref(column)} = ${value}`));
  // The record the caller reaches is locked first; the update waits for it and writes the version it locked.
  return run(
    ctx,
    sql<ResourceRow>`with before as (
      select * from ${table} where ${sql.ref(`${model.table}.id`)} = ${id}${ctx.rows ? sql` and ${ctx.rows}` : sql``} for update
    ), written as (
      update ${table} set ${set} where ${sql.ref(`${model.table}.id`)} = (select id from before) returning *
    ), audit as (${audit})
    select ${readableColumns(model, 'written')}${reachColumn(ctx)} from written`,
  );
}
