/**
 * THE generic resource API: for every resource of the definitions and every action of a
 * generic kind, one route at the action's method and path, guarded by the action's access, and
 * reaching only the rows of the action's row rule (rowFilter.ts; a row outside it is a 404).
 * Nothing here knows any resource by name. Workflow transitions are mounted by mountTransitions,
 * custom actions by mountCustomActions; both writers run the effects the definitions name
 * (server/effects/). What cannot be mounted is listed in the report, never silently skipped.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Action } from '../../engine/generated/definitions.ts';
import type { LoadedDefinitions } from '../../engine/definitions/model.ts';
import { compileRecordValidator, createValidationAjv } from '../../engine/validation/compileValidator.ts';
import { accessGuard } from '../auth/accessGuard.ts';
import type { Principal } from '../auth/principal.ts';
import { resourceDb, type Database, type ResourceRow } from '../db/database.ts';
import { conflict, notFound } from '../http/errors.ts';
import { exportRecords } from './exportRecords.ts';
import { checkedListQuery, listRecords } from './listRecords.ts';
import { listOptions } from './optionsRecords.ts';
import { getRecord } from './getRecord.ts';
import { fileFieldsOf, recordFiles } from '../files/recordFiles.ts';
import { pathValues } from './pathValues.ts';
import { parseRecordId } from './recordId.ts';
import type { StorageModel } from './storageModel.ts';
import { createRecord, deleteRecord, updateRecord, validationError, withDefaults, type UploadsOf, type WriteContext } from './writeRecords.ts';
import { readMultipart } from './multipartBody.ts';
import type { FileStorage } from '../files/fileStorage.ts';
import { ApiError } from '../http/errors.ts';
import { checkMultipartInput } from '../http/inputChecks.ts';
import { mountTransitions, type MountedTransition } from './mountTransitions.ts';
import { rowFilters } from './rowFilter.ts';
import { customActionProblem, mountCustomAction } from './mountCustomActions.ts';
import { checkEffects, type EffectRegistry } from '../effects/registry.ts';

export interface MountedRoute {
  readonly resource: string;
  readonly action: string;
  readonly kind: Action['kind'];
  readonly method: string;
  /** the spec's path, with {id} */
  readonly path: string;
  readonly access: Action['access'];
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

export const toRoutePath = (path: string) => path.replace(/\{(\w+)\??\}/g, ':$1');

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** The validator refuses anything that is not a plain object before the body is used as one. */
const bodyRecord = (body: unknown) => body as Record<string, unknown>;

/** The record id of get/update/delete: {id}, or the path's last parameter under another name. */
function rawId(request: FastifyRequest): string {
  const params = request.params as Record<string, string | undefined>;
  return params.id ?? Object.values(params).at(-1) ?? '';
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

export function mountResources(
  app: FastifyInstance,
  db: Database,
  definitions: LoadedDefinitions,
  models: ReadonlyMap<string, StorageModel>,
  storage: FileStorage,
  effects: EffectRegistry,
): MountReport {
  const report: MountReport = { mounted: [], transitions: [], dashboards: [], optionSources: [], pending: [], problems: [] };
  const rdb = resourceDb(db);
  const guardAjv = createValidationAjv();
  const rows = rowFilters(models);
  // A definition naming an effect its resource cannot have stops the start (effects/registry.ts).
  checkEffects(effects, definitions, models);

  for (const resource of Object.values(definitions.resources)) {
    const model = models.get(resource.id);
    mountTransitions(app, db, definitions, resource, model, effects, report, rows, models);
    if (!model) {
      for (const [name, action] of Object.entries(resource.actions)) {
        report.pending.push(`${resource.id}.${name}: ${action.endpoint.method} ${action.endpoint.path} (storage none: needs a named effect)`);
      }
      continue;
    }
    checkFilters(model, report.problems);
    const hasFiles = fileFieldsOf(model).length > 0;
    const validators = {
      create: compileRecordValidator(resource, 'create'),
      update: compileRecordValidator(resource, 'update'),
    };

    for (const [name, action] of Object.entries(resource.actions)) {
      const where = `${resource.id}.${name}: ${action.endpoint.method} ${action.endpoint.path}`;
      if (action.access === undefined || action.access === null) {
        report.problems.push(`${where} has no access rule; not mounted (deny by default)`);
        continue;
      }
      if (action.kind === 'custom') {
        const problem = customActionProblem(model, action);
        if (problem) {
          report.problems.push(`${where}: ${problem}; not mounted`);
          continue;
        }
        try {
          mountCustomAction(app, { db, definitions, models, effects, rows }, model, name, action);
        } catch (error) {
          report.problems.push(`${where}: not mounted (${(error as Error).message})`);
          continue;
        }
        report.mounted.push({ resource: resource.id, action: name, kind: action.kind, method: action.endpoint.method, path: action.endpoint.path, access: action.access });
        continue;
      }

      const principalOf = (request: FastifyRequest) => request.principal as Principal;
      /** The action's row rule for the caller, as a condition; undefined when every row is reachable. */
      const rowsOf = (request: FastifyRequest) => rows.of(model, action.rows, principalOf(request));
      const writeContext = (request: FastifyRequest): WriteContext => ({
        db,
        definitions,
        model,
        principal: principalOf(request),
        rows: action.kind === 'create' ? rows.ofNew(model, action.rows, principalOf(request)) : rowsOf(request),
        effects,
        declaredEffects: action.effects,
        models,
      });
      const compiledGuard = action.guard ? guardAjv.compile(action.guard.when) : undefined;
      const guard = compiledGuard
        ? (before: ResourceRow) => {
            if (compiledGuard(before)) throw conflict(action.guard!.message);
          }
        : undefined;
      const idOf = (request: FastifyRequest) => parseRecordId(model, rawId(request));

      /** The body as a record: JSON, or multipart where the endpoint declares it (files stored, keys in the record). */
      const readBody = async (request: FastifyRequest): Promise<{ body: Record<string, unknown> } & UploadsOf> => {
        if (!request.isMultipart()) return { body: bodyRecord(request.body), uploads: [], appendToStored: [] };
        if (action.endpoint.encoding !== 'multipart') throw new ApiError('unsupported_media_type', 'This call takes a JSON body');
        return checkMultipartInput(await readMultipart(request, model, storage), (key) => storage.remove(key));
      };
      /** Stored files of a write that did not happen are removed again. */
      const withUploads = async <T>(files: UploadsOf, write: () => Promise<T>): Promise<T> => {
        try {
          return await write();
        } catch (error) {
          await Promise.all(files.uploads.map((u) => storage.remove(u.key)));
          throw error;
        }
      };

      const handlers: Record<Exclude<Action['kind'], 'custom'>, Handler> = {
        list: async (request) => listRecords(rdb, model, checkedListQuery(model, request), pathValues(model, request), rowsOf(request)),
        export: async (request, reply) => exportRecords(rdb, definitions, model, checkedListQuery(model, request), pathValues(model, request), reply, rowsOf(request)),
        options: async (request) => {
          const query = request.query as Record<string, unknown>;
          return listOptions(rdb, model, {
            label: typeof query.label === 'string' ? query.label : undefined,
            q: typeof query.q === 'string' ? query.q : undefined,
          }, rowsOf(request));
        },
        get: async (request) => {
          const record = await getRecord(rdb, model, idOf(request), rowsOf(request));
          if (!record) throw notFound();
          // A record with file fields lists its stored files beside it (engine/wire/storedFile.ts).
          return hasFiles ? { data: record, files: await recordFiles(db, model, record, action.endpoint.path) } : { data: record };
        },
        create: async (request, reply) => {
          const scoped = pathValues(model, request);
          const read = await readBody(request);
          const sent = Object.keys(scoped).length && read.body && typeof read.body === 'object' && !Array.isArray(read.body) ? { ...read.body, ...scoped } : read.body;
          // Defaults first, as rjsf fills them: a required field with a default is not missing.
          const body = withDefaults(resource, sent);
          const data = await withUploads(read, async () => {
            const errors = validators.create(body);
            if (errors.length) throw validationError(errors);
            return createRecord(writeContext(request), body, read);
          });
          return reply.status(201).send({ message: action.success, data });
        },
        update: async (request) => {
          const id = idOf(request);
          const read = await readBody(request);
          const data = await withUploads(read, async () => {
            const errors = validators.update(read.body);
            if (errors.length) throw validationError(errors);
            return updateRecord(writeContext(request), id, read.body, guard, read);
          });
          return { message: action.success, data };
        },
        delete: async (request) => {
          await deleteRecord(writeContext(request), idOf(request), guard);
          return { message: action.success };
        },
      };

      try {
        app.route({
          method: action.endpoint.method,
          url: toRoutePath(action.endpoint.path),
          // onRequest: a caller without the permission is refused before the body is even read.
          onRequest: accessGuard(app, db, action.access),
          handler: handlers[action.kind],
        });
      } catch (error) {
        report.problems.push(`${where}: not mounted (${(error as Error).message})`);
        continue;
      }
      report.mounted.push({ resource: resource.id, action: name, kind: action.kind, method: action.endpoint.method, path: action.endpoint.path, access: action.access });
    }
  }
  return report;
}
