/**
 * auditTrail: every write leaves one audit_trail row (who, when, action, the record before and
 * after; the changed fields are their difference). It also feeds a resource's timeline
 * (timelineRows.ts), so the ticket's audit-trail list answers from the same writes.
 */
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
