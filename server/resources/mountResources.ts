/**
 * THE generic resource API: for every resource of the definitions and every action, one route
 * at the action's method and path, guarded by the action's access, and reaching only the rows
 * of the action's row rule (rowFilter.ts; a row outside it is a 404). This file only loops: the
 * handler of each action kind is in handlers/ (handlerFor.ts picks it), the route schema comes
 * from routeSchemas.ts (mountRoute.ts). Workflow transitions are mounted by mountTransitions.
 * Nothing here knows any resource by name. What cannot be mounted is listed in the report,
 * never silently skipped.
 */
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { Action } from '../../engine/generated/definitions.ts';
import type { LoadedDefinitions } from '../../engine/definitions/model.ts';
import { compileRecordValidator, createValidationAjv } from '../../engine/validation/compileValidator.ts';
import { resourceDb, type Database } from '../db/database.ts';
import { checkEffects, type EffectRegistry } from '../effects/registry.ts';
import { fileFieldsOf } from '../files/recordFiles.ts';
import type { FileStorage } from '../files/fileStorage.ts';
import { actionContext, type MountShared, type ResourceShared } from './handlers/actionContext.ts';
import { customActionProblem } from './handlers/customHandler.ts';
import { handlerFactories } from './handlers/handlerFor.ts';
import { mountRoute } from './mountRoute.ts';
import { mountTransitions, type MountedTransition } from './mountTransitions.ts';
import { rowFilters } from './rowFilter.ts';
import type { StorageModel } from './storageModel.ts';

export interface MountedRoute {
  readonly resource: string;
  readonly action: string;
  readonly kind: Action['kind'];
  readonly method: string;
  /** the spec's path, with {id} */
  readonly path: string;
  readonly access: Action['access'];
  /** the route schema it was mounted with (routeSchemas.ts), which the API docs read */
  readonly schema: FastifySchema;
}

export interface MountReport {
  readonly mounted: MountedRoute[];
  /** workflow transitions served (kept apart: they are not generic actions) */
  readonly transitions: MountedTransition[];
  /** dashboard endpoints served (server/dashboard/dashboardRoutes.ts) */
  readonly dashboards: string[];
  /** named option sources answered at /sso/options/{source} (server/options/) */
  readonly optionSources: string[];
  /** declared but not served yet (custom actions, workflow transitions, effects, storage none) */
  readonly pending: string[];
  /** definitions the generic API cannot serve as written */
  readonly problems: string[];
}

function checkFilters(model: StorageModel, problems: string[]): void {
  for (const filter of model.resource.list?.filters ?? []) {
    const field = filter.field ?? filter.key;
    if (!model.columnOf(field) && !model.relationOf(field)) problems.push(`${model.resource.id}: list filter "${filter.key}" names no stored field "${field}"; using it answers 400`);
  }
  for (const field of model.resource.list?.searchFields ?? []) {
    if (!model.columnOf(field)) problems.push(`${model.resource.id}: search field "${field}" is not a stored column; searching it answers 400`);
  }
}

/** A record validator compiled at its first write, not at start (all of them took a fifth of a second of each start). */
function compiledOnFirstUse(compile: () => ReturnType<typeof compileRecordValidator>): ReturnType<typeof compileRecordValidator> {
  let validate: ReturnType<typeof compileRecordValidator> | undefined;
  return (record) => (validate ??= compile())(record);
}

export function mountResources(
  app: FastifyInstance,
  db: Database,
  definitions: LoadedDefinitions,
  models: ReadonlyMap<string, StorageModel>,
  storage: FileStorage,
  effects: EffectRegistry,
): MountReport {
  const report: MountReport = { mounted: [], transitions: [], dashboards: [], optionSources: [], pending: [], problems: [] };
  const rows = rowFilters(models);
  // One Ajv for every action's guard and body and every transition's body: each new one compiles the draft-07 meta-schema again.
  const shared: MountShared = { db, rdb: resourceDb(db), definitions, models, storage, effects, rows, ajv: createValidationAjv() };
  // A definition naming an effect its resource cannot have stops the start (effects/registry.ts).
  checkEffects(effects, definitions, models);

  for (const resource of Object.values(definitions.resources)) {
    const model = models.get(resource.id);
    mountTransitions(app, db, definitions, resource, model, effects, report, rows, models, shared.ajv);
    if (!model) {
      for (const [name, action] of Object.entries(resource.actions)) {
        report.pending.push(`${resource.id}.${name}: ${action.endpoint.method} ${action.endpoint.path} (storage none: needs a named effect)`);
      }
      continue;
    }
    checkFilters(model, report.problems);
    const resourceShared: ResourceShared = {
      ...shared,
      model,
      hasFiles: fileFieldsOf(model).length > 0,
      validators: { create: compiledOnFirstUse(() => compileRecordValidator(resource, 'create')), update: compiledOnFirstUse(() => compileRecordValidator(resource, 'update')) },
    };

    for (const [name, action] of Object.entries(resource.actions)) {
      const where = `${resource.id}.${name}: ${action.endpoint.method} ${action.endpoint.path}`;
      if (action.access === undefined || action.access === null) {
        report.problems.push(`${where} has no access rule; not mounted (deny by default)`);
        continue;
      }
      const problem = action.kind === 'custom' ? customActionProblem(model, action) : undefined;
      if (problem) {
        report.problems.push(`${where}: ${problem}; not mounted`);
        continue;
      }
      let schema: FastifySchema;
      try {
        const handler = handlerFactories[action.kind](actionContext(resourceShared, name, action));
        schema = mountRoute(app, db, { kind: action.kind, method: action.endpoint.method, path: action.endpoint.path, access: action.access, model, hasFiles: resourceShared.hasFiles, handler });
      } catch (error) {
        report.problems.push(`${where}: not mounted (${(error as Error).message})`);
        continue;
      }
      report.mounted.push({ resource: resource.id, action: name, kind: action.kind, method: action.endpoint.method, path: action.endpoint.path, access: action.access, schema });
    }
  }
  return report;
}
