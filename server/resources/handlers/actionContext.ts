/**
 * What every handler of one action shares: the resource's storage, the action, and the few
 * steps several kinds take alike (the caller, the caller's rows, the record id, the body with
 * its uploads). Built once per action at mount; each handler factory (handlerFor.ts) reads it.
 */
import type { FastifyRequest } from 'fastify';
import type { LoadedDefinitions } from '../../../engine/definitions/model.ts';
import type { Action } from '../../../engine/generated/definitions.ts';
import type { compileRecordValidator, createValidationAjv } from '../../../engine/validation/compileValidator.ts';
import type { Principal } from '../../auth/principal.ts';
import type { Database, ResourceDb, ResourceRow } from '../../db/database.ts';
import type { EffectRegistry } from '../../effects/registry.ts';
import type { FileStorage } from '../../files/fileStorage.ts';
import { ApiError, conflict } from '../../http/errors.ts';
import { checkMultipartInput } from '../../http/inputChecks.ts';
import { readMultipart } from '../multipartBody.ts';
import { parseRecordId } from '../recordId.ts';
import { rawRecordId } from '../routePath.ts';
import type { RowFilters } from '../rowFilter.ts';
import type { StorageModel } from '../storageModel.ts';
import type { UploadsOf, WriteContext } from '../writeRecords.ts';

type RecordValidator = ReturnType<typeof compileRecordValidator>;

/** What the whole resource API shares, whatever the resource. */
export interface MountShared {
  readonly db: Database;
  readonly rdb: ResourceDb;
  readonly definitions: LoadedDefinitions;
  readonly models: ReadonlyMap<string, StorageModel>;
  readonly storage: FileStorage;
  readonly effects: EffectRegistry;
  readonly rows: RowFilters;
  /** compiles an action's guard.when and body */
  readonly ajv: ReturnType<typeof createValidationAjv>;
}

/** What the actions of one resource share. */
export interface ResourceShared extends MountShared {
  readonly model: StorageModel;
  readonly hasFiles: boolean;
  /** compiled once per resource, used by its create and update */
  readonly validators: { readonly create: RecordValidator; readonly update: RecordValidator };
}

export interface ActionContext extends ResourceShared {
  readonly name: string;
  readonly action: Action;
  readonly principalOf: (request: FastifyRequest) => Principal;
  /** The action's row rule for the caller, as a condition; undefined when every row is reachable. */
  readonly rowsOf: (request: FastifyRequest) => ReturnType<RowFilters['of']>;
  readonly writeContext: (request: FastifyRequest) => WriteContext;
  /** The action's guard: refuses (409, its message) a record the guard's `when` matches. */
  readonly guard?: (before: ResourceRow) => void;
  readonly idOf: (request: FastifyRequest) => number | string;
  /** The body as a record: JSON, or multipart where the endpoint declares it (files stored, keys in the record). */
  readonly readBody: (request: FastifyRequest) => Promise<{ body: Record<string, unknown> } & UploadsOf>;
  /** Runs a write; the stored files of a write that did not happen are removed again. */
  readonly withUploads: <T>(files: UploadsOf, write: () => Promise<T>) => Promise<T>;
}

/** The validator refuses anything that is not a plain object before the body is used as one. */
const bodyRecord = (body: unknown) => body as Record<string, unknown>;

export function actionContext(shared: ResourceShared, name: string, action: Action): ActionContext {
  const { model, rows, storage } = shared;
  const principalOf = (request: FastifyRequest) => request.principal as Principal;
  const rowsOf = (request: FastifyRequest) => rows.of(model, action.rows, principalOf(request));
  const compiledGuard = action.guard ? shared.ajv.compile(action.guard.when) : undefined;
  return {
    ...shared,
    name,
    action,
    principalOf,
    rowsOf,
    writeContext: (request) => ({
      db: shared.db,
      definitions: shared.definitions,
      model,
      principal: principalOf(request),
      rows: action.kind === 'create' ? rows.ofNew(model, action.rows, principalOf(request)) : rowsOf(request),
      effects: shared.effects,
      declaredEffects: action.effects,
      models: shared.models,
    }),
    guard: compiledGuard
      ? (before) => {
          if (compiledGuard(before)) throw conflict(action.guard!.message);
        }
      : undefined,
    idOf: (request) => parseRecordId(model, rawRecordId(request)),
    readBody: async (request) => {
      if (!request.isMultipart()) return { body: bodyRecord(request.body), uploads: [], appendToStored: [] };
      if (action.endpoint.encoding !== 'multipart') throw new ApiError('unsupported_media_type', 'This call takes a JSON body');
      return checkMultipartInput(await readMultipart(request, model, storage), (key) => storage.remove(key));
    },
    withUploads: async (files, write) => {
      try {
        return await write();
      } catch (error) {
        await Promise.all(files.uploads.map((u) => storage.remove(u.key)));
        throw error;
      }
    },
  };
}
