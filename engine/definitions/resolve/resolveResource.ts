/**
 * The one place where a definition's defaults and derivations happen: a compact resource, as an
 * analyst writes it, becomes the full resource every consumer reads (renderer, server, type
 * generation, lint, tests). Pure: the same input always gives the same output, with a record
 * of where each value came from.
 */
import type { CompactResource, ResourceDefinition } from '../model.ts';
import type { Provenance } from './provenance.ts';
import { resolveActions } from './resolveActions.ts';
import { ResolveRun, type ResolveContext, type ResolveProblem } from './resolveContext.ts';
import { resolveFields } from './resolveFields.ts';
import { resolveForm } from './resolveForm.ts';
import { resolveList } from './resolveList.ts';
import { resolveWorkflow } from './resolveWorkflow.ts';

export interface ResolvedResource {
  readonly resource: ResourceDefinition;
  readonly provenance: Provenance;
  readonly problems: readonly ResolveProblem[];
}

export function resolveResource(raw: CompactResource, context: ResolveContext): ResolvedResource {
  const run = new ResolveRun(context, raw.id);
  const fields = resolveFields(run, raw);
  const resource: ResourceDefinition = {
    id: raw.id,
    labelKey: run.pick('/labelKey', raw.labelKey, '/labelKey', () => `${context.module}.${run.shortId}.title`, 'convention', '/id')!,
    table: run.pick('/table', raw.table, '/table', () => raw.id, 'convention', '/id')!,
    storage: run.pick('/storage', raw.storage, '/storage', () => 'table' as const, 'default')!,
    primaryKey: run.pick('/primaryKey', raw.primaryKey, '/primaryKey', () => 'serial' as const, 'default')!,
    fields,
    actions: resolveActions(run, raw),
  };
  if (raw.parent) resource.parent = { ...raw.parent };
  if (raw.rows) {
    resource.rows = raw.rows;
    run.provenance.record('/rows', 'written', '/rows');
  }
  const list = resolveList(run, raw, fields);
  if (list) resource.list = list;
  const writes = Object.values(resource.actions).some((action) => action.kind === 'create' || action.kind === 'update');
  const form = resolveForm(run, raw, fields, writes);
  if (form) resource.form = form;
  if (raw.detail) resource.detail = raw.detail;
  const workflow = resolveWorkflow(run, raw, fields);
  if (workflow) resource.workflow = workflow;
  if (raw.seed) resource.seed = raw.seed;
  return { resource, provenance: run.provenance, problems: run.problems };
}
