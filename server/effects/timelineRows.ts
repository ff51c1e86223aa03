/**
 * A resource whose detail shows a `timeline` section of a child resource (support_ticket's
 * support_audit_trail) gets one timeline row per audited write of itself or of any resource
 * under it (its tasks, approvals, comments, a task's documents): the timeline list is the
 * audit trail of the record and its children, served by the generic list and its row rule.
 * Nothing here names a resource: the definitions' parents and detail sections say it all.
 */
import type { LoadedResource } from '../../engine/definitions/model.ts';
import { resourceDb } from '../db/database.ts';
import type { AuditInput } from './auditTrail.ts';
import type { EffectContext } from './effect.ts';

const stamps: ReadonlySet<string> = new Set(['id', 'created_by', 'created_at', 'updated_by', 'updated_at']);

function timelineOf(resource: LoadedResource, ctx: Pick<EffectContext, 'definitions' | 'models'>): LoadedResource | undefined {
  for (const section of resource.detail?.sections ?? []) {
    const child = section.kind === 'timeline' && section.resource ? ctx.definitions.resources[section.resource] : undefined;
    if (child?.parent?.resource === resource.id && ctx.models.has(child.id)) return child;
  }
  return undefined;
}

/** The record's ancestors, nearest first, with their ids (a parent id read from the stored child). */
async function ancestors(input: AuditInput, ctx: EffectContext): Promise<Array<{ resource: LoadedResource; id: unknown }>> {
  const found: Array<{ resource: LoadedResource; id: unknown }> = [];
  let resource: LoadedResource | undefined = ctx.definitions.resources[input.resource];
  let row = input.after ?? input.before;
  let id: unknown = input.recordId;
  for (let depth = 0; resource && depth < 8; depth++) {
    found.push({ resource, id });
    const link: LoadedResource['parent'] = resource.parent;
    if (!link || !row) break;
    id = row[link.foreignKey];
    resource = ctx.definitions.resources[link.resource];
    const model = resource && ctx.models.get(resource.id);
    if (!model || id === null || id === undefined) break;
    row = (await resourceDb(ctx.db).selectFrom(model.table).selectAll().where('id', '=', id as string).executeTakeFirst()) ?? null;
  }
  return found;
}

/** Whether an audited write of this resource is a timeline row itself (not audited into a timeline). */
function isTimeline(own: LoadedResource, definitions: EffectContext['definitions']): boolean {
  return Object.values(definitions.resources).some((r) => r.detail?.sections?.some((s) => s.kind === 'timeline' && s.resource === own.id));
}

/**
 * Whether a write of this resource may add a timeline row: it or one of its declared ancestors
 * shows a timeline. Known from the definitions alone; a write of a resource that feeds none can
 * skip the effect's reads (oneStatementWrite.ts).
 */
export function mayFeedTimeline(resourceId: string, ctx: Pick<EffectContext, 'definitions' | 'models'>): boolean {
  const own = ctx.definitions.resources[resourceId];
  if (!own || isTimeline(own, ctx.definitions)) return false;
  let resource: LoadedResource | undefined = own;
  for (let depth = 0; resource && depth < 8; depth++) {
    if (timelineOf(resource, ctx)) return true;
    resource = resource.parent ? ctx.definitions.resources[resource.parent.resource] : undefined;
  }
  return false;
}

export async function writeTimelineRow(input: AuditInput, changed: readonly string[], ctx: EffectContext): Promise<void> {
  const own = ctx.definitions.resources[input.resource];
  // A timeline row is not itself audited into a timeline.
  if (!own || isTimeline(own, ctx.definitions)) return;
  for (const { resource, id } of await ancestors(input, ctx)) {
    const timeline = timelineOf(resource, ctx);
    if (!timeline || id === null || id === undefined) continue;
    const model = ctx.models.get(timeline.id)!;
    const fields = changed.filter((name) => !stamps.has(name));
    const values: Record<string, unknown> = {
      [timeline.parent!.foreignKey]: id,
      model: input.resource,
      model_id: String(input.recordId),
      action: input.action,
      description: fields.length ? `${input.action}: ${fields.join(', ')}` : input.action,
      created_by: ctx.principal.username,
      created_at: new Date(),
    };
    const row = Object.fromEntries(Object.entries(values).flatMap(([field, value]) => {
      const column = model.columnOf(field);
      return column ? [[column.column, value]] : [];
    }));
    await resourceDb(ctx.db).insertInto(model.table).values(row).execute();
  }
}
