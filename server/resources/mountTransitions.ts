/**
 * Workflow transitions of any resource: one route per transition at its endpoint, guarded by
 * the transition's own access (deny by default), answering { message, data: record }. Nothing
 * here knows a resource or a transition by name. The transition's effects run in its
 * transaction (server/effects/).
 */
import type { FastifyInstance } from 'fastify';
import type { LoadedDefinitions, LoadedResource } from '../../engine/definitions/model.ts';
import type { Access } from '../../engine/permissions/evaluate.ts';
import type { createValidationAjv } from '../../engine/validation/compileValidator.ts';
import type { Principal } from '../auth/principal.ts';
import type { Database } from '../db/database.ts';
import type { EffectRegistry } from '../effects/registry.ts';
import { fileFieldsOf } from '../files/recordFiles.ts';
import { mountRoute } from './mountRoute.ts';
import { parseRecordId } from './recordId.ts';
import { rawRecordId } from './routePath.ts';
import type { RowFilters } from './rowFilter.ts';
import type { StorageModel } from './storageModel.ts';
import { writeTransition } from './transitionWrite.ts';

export interface MountedTransition {
  readonly resource: string;
  readonly transition: string;
  readonly method: string;
  /** the spec's path, with {id} */
  readonly path: string;
  readonly access: Access;
}

export interface TransitionReport {
  readonly transitions: MountedTransition[];
  readonly pending: string[];
  readonly problems: string[];
}

export function mountTransitions(
  app: FastifyInstance,
  db: Database,
  definitions: LoadedDefinitions,
  resource: LoadedResource,
  model: StorageModel | undefined,
  effects: EffectRegistry,
  report: TransitionReport,
  rowFilters: RowFilters,
  models: ReadonlyMap<string, StorageModel>,
  /** compiles the transitions' bodies: the Ajv all the resource API's actions share */
  ajv: ReturnType<typeof createValidationAjv>,
): void {
  const workflow = resource.workflow;
  if (!workflow) return;
  for (const transition of workflow.transitions) {
    const where = `${resource.id}: workflow transition "${transition.id}" ${transition.endpoint.method} ${transition.endpoint.path}`;
    if (!model) {
      report.pending.push(`${where} (storage none: needs a named effect)`);
      continue;
    }
    if (!model.columnOf(workflow.statusField)) {
      report.problems.push(`${where}: status field "${workflow.statusField}" is not a stored column; not mounted`);
      continue;
    }
    if (transition.access === undefined || transition.access === null) {
      report.problems.push(`${where} has no access rule; not mounted (deny by default)`);
      continue;
    }
    if (!/\{\w+\}/.test(transition.endpoint.path)) {
      report.problems.push(`${where}: the path names no record ({id}); not mounted`);
      continue;
    }
    const ctx = { db, definitions, model, transition, effects, models, validateBody: transition.body ? ajv.compile(transition.body) : undefined };
    try {
      mountRoute(app, db, {
        kind: 'transition',
        method: transition.endpoint.method,
        path: transition.endpoint.path,
        access: transition.access as Access,
        model,
        hasFiles: fileFieldsOf(model).length > 0,
        handler: async (request) => {
          const id = parseRecordId(model, rawRecordId(request));
          const principal = request.principal as Principal;
          const data = await writeTransition(ctx, id, request.body, principal, rowFilters.of(model, transition.rows, principal));
          return { message: transition.success, data };
        },
      });
    } catch (error) {
      report.problems.push(`${where}: not mounted (${(error as Error).message})`);
      continue;
    }
    report.transitions.push({ resource: resource.id, transition: transition.id, method: transition.endpoint.method, path: transition.endpoint.path, access: transition.access as Access });
  }
}
