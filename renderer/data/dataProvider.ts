/**
 * The one data contract of the generic screens (react-admin's DataProvider, typed): every call is
 * the resource's declared action endpoint, lists use the engine's list-query codec, and every
 * failure throws a RequestFailure carrying the messages to toast and the per-field messages.
 */
import type { LoadedDefinitions, LoadedResource } from '../../engine/definitions/model.ts';
import type { Field } from '../../engine/generated/definitions.ts';
import { encodeListQuery, type ListQuery } from '../../engine/listQuery/listQuery.ts';
import type { OptionItem } from '../../engine/wire/optionItem.ts';
import { paginate, type Paginator } from '../../engine/wire/paginator.ts';
import { apiFetch, type ApiInit } from '../session/apiClient.ts';
import { endpointPath, findAction, requireAction, requireListAction, withQuery } from './endpointPath.ts';
import { requireTransition } from './transitionEndpoint.ts';
import { normaliseOptions } from './optionItems.ts';
import { requestFailure } from './requestFailure.ts';
import { multipartBody, type FilesByField } from './multipartBody.ts';
import type { ParentScope } from './parentScope.ts';
import { readBlob } from './readBlob.ts';
import { rememberStoredFiles } from './storedFiles.ts';

export type RecordRow = Readonly<Record<string, unknown>>;
export type RecordId = string | number;
export type OptionSource = NonNullable<Field['x-options']>;

/** Files chosen in a form, sent when the action's endpoint is multipart, with the upload's percent. */
export interface Upload {
  readonly files: FilesByField;
  readonly onProgress?: (percent: number) => void;
}

export interface DataProvider {
  /**
   * `scope` narrows a child resource's list to one parent record (parentScope.ts); `action` names
   * another list action than `list` (a requester's own tickets: userList).
   */
  getList(resource: LoadedResource, query: ListQuery, scope?: ParentScope, action?: string): Promise<Paginator<RecordRow>>;
  getOne(resource: LoadedResource, id: RecordId): Promise<RecordRow>;
  create(resource: LoadedResource, record: RecordRow, upload?: Upload): Promise<RecordRow>;
  update(resource: LoadedResource, id: RecordId, record: RecordRow, upload?: Upload): Promise<RecordRow>;
  remove(resource: LoadedResource, id: RecordId): Promise<void>;
  /** The Excel file of the whole filtered result; `onProgress` gets 0..100, or null while the size is unknown. */
  exportFile(resource: LoadedResource, query: ListQuery, onProgress?: (percent: number | null) => void): Promise<Blob>;
  /** Takes a workflow transition of one record at the transition's endpoint; answers the record after it. */
  transition(resource: LoadedResource, transitionId: string, id: RecordId, body?: RecordRow): Promise<RecordRow>;
  /** `values` are the current record's fields, for sources that depend on other fields. */
  options(source: OptionSource, values?: Readonly<Record<string, unknown>>): Promise<OptionItem[]>;
  /** Removes one stored file at its field's x-file.deleteEndpoint ("DELETE /sso/hr/file/{id}"); answers the server's message. */
  removeStoredFile(deleteEndpoint: string, fileId: number): Promise<string | undefined>;
}

/** Decided in docs/decisions.md: a named option source without an endpoint answers here. */
export const optionSourcePath = (source: string) => `/sso/options/${encodeURIComponent(source)}`;

async function call(path: string, init: ApiInit = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await apiFetch(path, init);
  } catch {
    throw requestFailure(0, '');
  }
  const text = await response.text();
  if (!response.ok) throw requestFailure(response.status, text);
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw requestFailure(response.status, text);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** A record may come bare or wrapped as { data: record }. */
function unwrapRecord(json: unknown): RecordRow {
  if (isObject(json) && isObject(json.data) && !('id' in json)) return json.data;
  return isObject(json) ? json : {};
}

/** Rows may come as a list, a paginator, or { data: [...] }. */
function unwrapRows(json: unknown): unknown[] {
  if (Array.isArray(json)) return json;
  if (isObject(json) && Array.isArray(json.data)) return json.data;
  return [];
}

/** The server always answers the whole paginator; a part missing is filled the way the server counts. */
function toListPage(json: unknown, query: ListQuery): Paginator<RecordRow> {
  const body = isObject(json) ? json : {};
  const data = unwrapRows(json) as RecordRow[];
  const num = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : Number(value ?? fallback) || fallback);
  const perpage = num(body.perpage, query.paging[0]);
  const counted = paginate(data, num(body.total, data.length), num(body.page, query.paging[1]), perpage);
  return {
    ...counted,
    from: typeof body.from === 'number' ? body.from : counted.from,
    to: typeof body.to === 'number' ? body.to : counted.to,
    last_page: num(body.last_page, counted.last_page),
    ...(isObject(body.statistic) && { statistic: figuresOf(body.statistic) }),
  };
}

/** The figures of a list's statistic that are numbers; anything else is left out. */
function figuresOf(statistic: Record<string, unknown>): Record<string, number> {
  return Object.fromEntries(Object.entries(statistic).filter((entry): entry is [string, number] => typeof entry[1] === 'number' && Number.isFinite(entry[1])));
}

/** JSON, or multipart through XMLHttpRequest (which reports upload progress) when the endpoint says so. */
function writeInit(method: string, encoding: string | undefined, record: RecordRow, upload: Upload | undefined): ApiInit {
  if (encoding !== 'multipart') return { method, body: JSON.stringify(record) };
  return { method, body: multipartBody(record, upload?.files ?? {}), onUploadProgress: upload?.onProgress ?? (() => undefined) };
}

export function createHttpDataProvider(definitions: LoadedDefinitions): DataProvider {
  /** The action's call; a create's path takes its parameters from the record (POST /sso/support/task/{ticket_id}). */
  const at = (resource: LoadedResource, kind: 'get' | 'create' | 'update' | 'delete', id?: RecordId, record?: RecordRow) => {
    const { endpoint } = requireAction(resource, kind);
    return { method: endpoint.method, encoding: endpoint.encoding, path: endpointPath(endpoint, { ...stringValues(record ?? {}), id }) };
  };

  return {
    async getList(resource, query, scope, action) {
      const { endpoint } = action ? requireListAction(resource, action) : requireAction(resource, 'list');
      const path = withQuery(withQuery(endpointPath(endpoint, scope?.path), scope?.query ?? ''), encodeListQuery(query));
      return toListPage(await call(path), query);
    },
    async getOne(resource, id) {
      const { method, path } = at(resource, 'get', id);
      const json = await call(path, { method });
      return rememberStoredFiles(unwrapRecord(json), isObject(json) ? json.files : undefined);
    },
    async create(resource, record, upload) {
      const { method, encoding, path } = at(resource, 'create', undefined, record);
      return unwrapRecord(await call(path, writeInit(method, encoding, record, upload)));
    },
    async update(resource, id, record, upload) {
      const { method, encoding, path } = at(resource, 'update', id);
      return unwrapRecord(await call(path, writeInit(method, encoding, record, upload)));
    },
    async remove(resource, id) {
      const { method, path } = at(resource, 'delete', id);
      await call(path, { method });
    },
    async removeStoredFile(deleteEndpoint, fileId) {
      const path = endpointPath({ method: 'DELETE', path: deleteEndpoint.slice('DELETE '.length) }, { id: fileId });
      const json = await call(path, { method: 'DELETE' });
      return isObject(json) && typeof json.message === 'string' ? json.message : undefined;
    },
    async exportFile(resource, query, onProgress) {
      const { endpoint } = requireAction(resource, 'export');
      const path = withQuery(endpointPath(endpoint), encodeListQuery(query));
      let response: Response;
      try {
        response = await apiFetch(path, { method: endpoint.method });
      } catch {
        throw requestFailure(0, '');
      }
      if (!response.ok) throw requestFailure(response.status, await response.text());
      return readBlob(response, onProgress);
    },
    async transition(resource, transitionId, id, body) {
      const { endpoint } = requireTransition(resource, transitionId);
      const init: ApiInit = body === undefined ? { method: endpoint.method } : { method: endpoint.method, body: JSON.stringify(body) };
      return unwrapRecord(await call(endpointPath(endpoint, { id }), init));
    },
    async options(source, values = {}) {
      if ('values' in source) return source.values.map((item) => ({ value: item.value, label: item.label }));
      if ('resource' in source) {
        const target = definitions.resources[source.resource];
        if (!target) throw new Error(`Unknown option resource ${source.resource}`);
        const filter = Object.fromEntries(Object.entries(source.filter ?? {}).map(([key, value]) => [key, String(value)]));
        const optionsAction = findAction(target, 'options');
        // The options action answers { id, label } rows, the label read from ?label=; without one, the list serves.
        const path = optionsAction
          ? withQuery(
              endpointPath(optionsAction.endpoint),
              [
                source.labelField ? `label=${encodeURIComponent(source.labelField)}` : '',
                source.valueField && source.valueField !== 'id' ? `value=${encodeURIComponent(source.valueField)}` : '',
                encodeFilter(filter),
              ]
                .filter(Boolean)
                .join('&'),
            )
          : withQuery(endpointPath(requireAction(target, 'list').endpoint), encodeListQuery({ paging: [500, 1], sorter: [source.labelField || 'id', 'asc'], search_field: [], q: '', filter, relation: [] }));
        return normaliseOptions(unwrapRows(await call(path)), source.valueField ?? 'id', source.labelField);
      }
      const path = source.endpoint ? endpointPath(source.endpoint, stringValues(values)) : optionSourcePath(source.source);
      const params = new URLSearchParams();
      for (const name of source.dependsOn ?? []) {
        const value = values[name];
        if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
      }
      return normaliseOptions(unwrapRows(await call(withQuery(path, params.toString()))), 'value', 'label');
    },
  };
}

function encodeFilter(filter: Record<string, string>): string {
  return Object.entries(filter)
    .map(([key, value]) => `filter[${encodeURIComponent(key)}]=${encodeURIComponent(value)}`)
    .join('&');
}

function stringValues(values: Readonly<Record<string, unknown>>): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(values)) if (value !== undefined && value !== null) out[key] = String(value);
  return out;
}
