/**
 * Custom actions (kind custom: process, approve, status, ...) of any resource, all served by one
 * generic handler (customActionWrite.ts): permission (403, before the body is read), row rule
 * (404), body (422), source state (409), the declared `set`, the effects; answering
 * { message: action.success, data: record }. Nothing here knows an action by name.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LoadedDefinitions } from '../../engine/definitions/model.ts';
import type { Action } from '../../engine/generated/definitions.ts';
import { createValidationAjv } from '../../engine/validation/compileValidator.ts';
import { accessGuard } from '../auth/accessGuard.ts';
import type { Principal } from '../auth/principal.ts';
import type { Database } from '../db/database.ts';
import type { EffectRegistry } from '../effects/registry.ts';
import { writeCustomAction } from './customActionWrite.ts';
import { parseRecordId } from './recordId.ts';
import type { RowFilters } from './rowFilter.ts';
import type { StorageModel } from './storageModel.ts';

export interface CustomActionMount {
  readonly db: Database;
  readonly definitions: LoadedDefinitions;
  readonly models: ReadonlyMap<string, StorageModel>;
  readonly effects: EffectRegistry;
  readonly rows: RowFilters;
}

const toRoutePath = (path: string) => path.replace(/\{(\w+)\??\}/g, ':$1');

function rawId(request: FastifyRequest): string {
  const params = request.params as Record<string, string | undefined>;
  return params.id ?? Object.values(params).at(-1) ?? '';
}

/** Why the action cannot be served as declared, or undefined. */
export function customActionProblem(model: StorageModel, action: Action): string | undefined {
  if (!/\{\w+\}/.test(action.endpoint.path)) return 'the path names no record ({id})';
  const unknown = [...Object.keys(action.from ?? {}), ...Object.keys(action.set ?? {})].filter((field) => {
    const column = model.columnOf(field);
    return !column || column.primaryKey || column.hashed || column.system;
  });
  return unknown.length ? `from/set name no writable stored field: ${unknown.join(', ')}` : undefined;
}

/** Mounts one custom action; throws what Fastify refuses (a route already taken). */
export function mountCustomAction(app: FastifyInstance, mount: CustomActionMount, model: StorageModel, name: string, action: Action): void {
  const ajv = createValidationAjv();
  const ctx = { ...mount, model, name, action, validateBody: action.body ? ajv.compile(action.body) : undefined };
  app.route({
    method: action.endpoint.method,
    url: toRoutePath(action.endpoint.path),
    onRequest: accessGuard(app, mount.db, action.access),
    handler: async (request) => {
      const principal = request.principal as Principal;
      const id = parseRecordId(model, rawId(request));
      const data = await writeCustomAction(ctx, id, request.body, principal, mount.rows.of(model, action.rows, principal));
      return { message: action.success, data };
    },
  });
}
