/**
 * Statements prepared once per connection: PostgreSQL parses and plans them on a connection's
 * first use, and afterwards only binds and runs them. Worth it for the few fixed statements sent
 * on every request (the caller's: server/auth/principal.ts), where planning cost more than
 * running (about 140 µs of 270 µs a query, measured), and a list's page and count without search
 * or filters (server/resources/listRecords.ts). Only texts registered here are prepared:
 * a statement whose best plan depends on its values (a search pattern) must keep its custom plan,
 * and every prepared text stays in each connection's memory.
 */
import type { Compilable, Kysely } from 'kysely';
import pg from 'pg';

const names = new Map<string, string>();
// Each prepared text is kept by every connection that ran it: past this many, texts run unprepared.
const maxStatements = 400;

/** Registers a fixed statement text to be prepared on each connection; answers the text. */
export function preparedStatement(text: string): string {
  if (!names.has(text) && names.size < maxStatements) names.set(text, `portal_${names.size + 1}`);
  return text;
}

/**
 * Runs a query built by Kysely as a prepared statement: for statements whose text repeats and
 * whose plan does not hang on their values (a page of a list without search or filters, its
 * count), not for one with a search pattern.
 */
export async function executePrepared<Row>(db: Kysely<never>, query: Compilable<Row>): Promise<Row[]> {
  const compiled = query.compile();
  preparedStatement(compiled.sql);
  return (await db.executeQuery(compiled)).rows;
}

type Query = (this: pg.Client, ...args: unknown[]) => unknown;

/** pg's client, sending a registered text as a named (prepared) statement. */
export class PreparingClient extends pg.Client {}

// pg's query has many overloads; only (text, values), as Kysely's driver calls it, is rewritten.
// The base method is looked up at each call, so a wrapper put on pg.Client later still runs.
PreparingClient.prototype.query = function preparing(this: pg.Client, ...args: unknown[]) {
  const [text, values] = args;
  const name = typeof text === 'string' && args.length <= 2 ? names.get(text) : undefined;
  const query = pg.Client.prototype.query as Query;
  return name ? query.call(this, { name, text, values }) : query.apply(this, args);
} as typeof pg.Client.prototype.query;
