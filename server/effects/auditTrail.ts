/**
 * auditTrail: every write leaves one audit_trail row (who, when, action, the record before and
 * after; the changed fields are their difference). It also feeds a resource's timeline
 * (timelineRows.ts), so the ticket's audit-trail list answers from the same writes.
 */
import { sql, type RawBuilder } from 'kysely';
import type { ResourceRow } from '../db/database.ts';
import type { Effect } from './effect.ts';
import { writeTimelineRow } from './timelineRows.ts';

export interface AuditInput {
  readonly resource: string;
  readonly recordId: string | number;
  readonly action: string;
  readonly before: ResourceRow | null;
  readonly after: ResourceRow | null;
}

/** The fields whose value differs between before and after (all of them on create and delete). */
export function changedFields(before: ResourceRow | null, after: ResourceRow | null): string[] {
  const names = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...names].filter((name) => JSON.stringify(before?.[name] ?? null) !== JSON.stringify(after?.[name] ?? null));
}

export const auditTrail: Effect<AuditInput> = {
  name: 'auditTrail',
  inputOf: (event) => ({ resource: event.model.resource.id, recordId: event.recordId, action: event.action, before: event.before, after: event.after }),
  run: async (input, ctx) => {
    await ctx.db
      .insertInto('audit_trail')
      .values({
        who: ctx.principal.username,
        resource: input.resource,
        record_id: String(input.recordId),
        action: input.action,
        before: input.before === null ? null : JSON.stringify(input.before),
        after: input.after === null ? null : JSON.stringify(input.after),
      })
      .execute();
    await writeTimelineRow(input, changedFields(input.before, input.after), ctx);
  },
};

/** The audit row of a write made in one statement (server/resources/oneStatementWrite.ts), as SQL in it. */
export interface AuditInStatement {
  readonly who: string;
  readonly resource: string;
  readonly action: string;
  /** the statement's rows the audit row is made from (`written`, `before, written`) */
  readonly from: RawBuilder<unknown>;
  readonly recordId: RawBuilder<unknown>;
  /** the records as JSON (server/resources/rowJson.ts), equal to what run() stores from the rows read back */
  readonly before: RawBuilder<unknown> | null;
  readonly after: RawBuilder<unknown> | null;
}

/** The same row run() writes, as an insert of the write's own statement: no read-back, no round trip of its own. */
export function auditInsertSql(row: AuditInStatement): RawBuilder<unknown> {
  return sql`insert into audit_trail (who, resource, record_id, action, before, after)
    select ${row.who}::text, ${row.resource}::text, (${row.recordId})::text, ${row.action}::text, ${row.before ?? sql`null`}, ${row.after ?? sql`null`} from ${row.from}`;
}
