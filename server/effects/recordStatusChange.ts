/**
 * recordStatusChange: one status_history row per status field the write changed (a new record's
 * first status counts as a change from nothing). The status fields of a resource are its
 * workflow's statusField, else its enumerated fields named `status`, `status_code` or `*_status`.
 */
import type { LoadedResource } from '../../engine/definitions/model.ts';
import type { Effect } from './effect.ts';

export interface StatusChange {
  readonly field: string;
  readonly from: unknown;
  readonly to: unknown;
}

export interface StatusChangeInput {
  readonly resource: string;
  readonly recordId: string | number;
  readonly action: string;
  readonly changes: readonly StatusChange[];
}

export function statusFieldsOf(resource: LoadedResource): string[] {
  if (resource.workflow) return [resource.workflow.statusField];
  return Object.entries(resource.fields.properties)
    .filter(([name, field]) => (name === 'status' || name === 'status_code' || name.endsWith('_status')) && (field.enum !== undefined || field['x-options'] !== undefined))
    .map(([name]) => name);
}

export const recordStatusChange: Effect<StatusChangeInput> = {
  name: 'recordStatusChange',
  inputOf: (event) => {
    const changes = statusFieldsOf(event.model.resource)
      .map((field) => ({ field, from: event.before?.[field] ?? null, to: event.after?.[field] ?? null }))
      .filter((change) => event.after !== null && JSON.stringify(change.from) !== JSON.stringify(change.to));
    return changes.length ? { resource: event.model.resource.id, recordId: event.recordId, action: event.action, changes } : undefined;
  },
  run: async (input, ctx) => {
    await ctx.db
      .insertInto('status_history')
      .values(input.changes.map((change) => ({
        resource: input.resource,
        record_id: String(input.recordId),
        field: change.field,
        from_value: JSON.stringify(change.from),
        to_value: JSON.stringify(change.to),
        action: input.action,
        who: ctx.principal.username,
      })))
      .execute();
  },
  check: (resource) => (statusFieldsOf(resource).length ? undefined : 'has no status field (workflow statusField, or an enumerated status, status_code or *_status field)'),
};
