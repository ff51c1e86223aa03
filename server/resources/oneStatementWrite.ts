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
import { CompiledQuery, sql, type QueryResult, type RawBuilder } from 'kysely';
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

/** Answers per declared list (an action's own, from the definitions): asked on every write. */
const auditOnlyLists = new WeakMap<readonly string[], boolean>();

/** The effects named by the action change nothing the write returns: the row need not be read again. */
export function onlyAuditEffects(declared: readonly string[] | undefined): boolean {
  if (!declared) return true;
  let only = auditOnlyLists.get(declared);
  if (only === undefined) auditOnlyLists.set(declared, (only = effectsOf(declared).every((name) => auditOnly.has(name))));
  return only;
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

type Execute = (db: Database) => Promise<QueryResult<ResourceRow>>;

async function run(ctx: WriteContext, execute: Execute): Promise<ResourceRow> {
  const once = async (db: Database) => {
    const row = (await execute(db)).rows[0];
    if (!row || (ctx.rows && row[reachable] !== true)) throw notFound();
    if (ctx.rows) delete row[reachable];
    return row;
  };
  // Without a rule nothing can refuse the row after it is written: the statement alone is atomic.
  return ctx.rows ? ctx.db.transaction().execute(once) : once(ctx.db);
}

/**
 * The SQL of a resource's statements depends only on the resource and the columns written, not
 * on the request: without a row rule (which depends on the caller) each shape is compiled once,
 * with placeholders where the request's values go, and a request only binds its values. The
 * record's JSON and columns (many nodes each) are compiled once per resource in any case.
 */
class Slot {
  constructor(readonly at: number) {}
}

interface Template {
  readonly sql: string;
  /** the statement's parameters: a Slot where a request's input goes, else a constant */
  readonly parameters: readonly unknown[];
}

interface Compiled {
  /** the row's JSON and columns as SQL text (no parameters), per alias */
  readonly json: { readonly written: RawBuilder<unknown>; readonly before: RawBuilder<unknown> };
  readonly readable: RawBuilder<unknown>;
  readonly templates: Map<string, Template>;
}

/** Shapes kept per resource: the columns a create writes vary with the fields sent, but only so much. */
const maxTemplates = 64;
const compiledOf = new WeakMap<StorageModel, Compiled>();

/** A fragment without values as the SQL text it compiles to, so that it is not rebuilt or walked again. */
function asText(db: Database, fragment: RawBuilder<unknown>): RawBuilder<unknown> {
  const compiled = fragment.compile(db);
  if (compiled.parameters.length) throw new Error('oneStatementWrite: a fixed fragment has parameters');
  return sql.raw(compiled.sql);
}

function compiledFor(ctx: WriteContext): Compiled {
  let compiled = compiledOf.get(ctx.model);
  if (!compiled) {
    const { db, model } = ctx;
    compiled = {
      json: { written: asText(db, rowJson(model, 'written')), before: asText(db, rowJson(model, 'before')) },
      readable: asText(db, readableColumns(model, 'written')),
      templates: new Map(),
    };
    compiledOf.set(model, compiled);
  }
  return compiled;
}

/** The statement of one shape with its inputs bound; `build` makes it from the inputs (Slots when compiled once). */
function executeShape(ctx: WriteContext, key: string, inputs: readonly unknown[], build: (input: (at: number) => unknown) => RawBuilder<ResourceRow>): Execute {
  // A row rule is the caller's: that statement is built for the request.
  if (ctx.rows) return (db) => build((at) => inputs[at]).execute(db);
  const { templates } = compiledFor(ctx);
  let template = templates.get(key);
  if (!template) {
    const { sql: text, parameters } = build((at) => new Slot(at)).compile(ctx.db);
    template = { sql: text, parameters };
    if (templates.size < maxTemplates) templates.set(key, template);
  }
  const bound = CompiledQuery.raw(template.sql, template.parameters.map((p) => (p instanceof Slot ? inputs[p.at] : p)));
  return (db) => db.executeQuery(bound as CompiledQuery<ResourceRow>);
}

export function createInOneStatement(ctx: WriteContext, values: Record<string, unknown>): Promise<ResourceRow> {
  const { model } = ctx;
  const columns = Object.keys(values);
  const { json, readable } = compiledFor(ctx);
  const inputs = [ctx.principal.username, ...columns.map((c) => values[c])];
  const build = (input: (at: number) => unknown) => {
    const audit = auditInsertSql({ who: input(0) as string, resource: model.resource.id, action: 'create', from: sql`written`, recordId: sql`written.id`, before: null, after: json.written });
    return sql<ResourceRow>`with written as (
      insert into ${sql.table(model.table)} (${sql.join(columns.map((c) => sql.ref(c)))}) values (${sql.join(columns.map((_, at) => input(at + 1)))}) returning *
    ), audit as (${audit})
    select ${readable}${reachColumn(ctx)} from written`;
  };
  return run(ctx, executeShape(ctx, `create ${columns.join(',')}`, inputs, build));
}

export function updateInOneStatement(ctx: WriteContext, id: number | string, values: Record<string, unknown>): Promise<ResourceRow> {
  const { model } = ctx;
  const table = sql.table(model.table);
  const columns = Object.keys(values);
  const { json, readable } = compiledFor(ctx);
  const inputs = [ctx.principal.username, id, ...columns.map((c) => values[c])];
  const build = (input: (at: number) => unknown) => {
    const audit = auditInsertSql({ who: input(0) as string, resource: model.resource.id, action: 'update', from: sql`before, written`, recordId: sql`written.id`, before: json.before, after: json.written });
    const set = sql.join(columns.map((column, at) => sql`${sql.ref(column)} = ${input(at + 2)}`));
    // The record the caller reaches is locked first; the update waits for it and writes the version it locked.
    return sql<ResourceRow>`with before as (
      select * from ${table} where ${sql.ref(`${model.table}.id`)} = ${input(1)}${ctx.rows ? sql` and ${ctx.rows}` : sql``} for update
    ), written as (
      update ${table} set ${set} where ${sql.ref(`${model.table}.id`)} = (select id from before) returning *
    ), audit as (${audit})
    select ${readable}${reachColumn(ctx)} from written`;
  };
  return run(ctx, executeShape(ctx, `update ${columns.join(',')}`, inputs, build));
}
