/**
 * The Fastify route schema of every generic route, derived from the resolved definition through
 * its storage model: the path parameters (the record id and the parent keys, typed by their
 * column), the list and options query, and the 200/201 answer, which Fastify serializes with
 * fast-json-stringify. The OpenAPI document (server/openapi.ts) reads these same schemas.
 *
 * What is not here, on purpose (docs/decisions-routes.md):
 * - no `body`: the engine's validator (compileRecordValidator, an action's `body`) answers 422
 *   with the spec's messages field by field; a Fastify body schema would answer 400 first;
 * - no check a list query's names need (a declared sort field, filter, search field): the
 *   engine's checkListQuery names them, every problem at once; the schema types the values.
 *
 * A record lists every field a read returns, in the order readRecords.ts selects them (the
 * readable columns, then the many-to-many relations), and nothing else: a hashed write-only
 * column could not leave even if a query selected it. A value is typed only where the column
 * gives it one JSON type (or null); numbers, timestamps and JSON columns are written as
 * JSON.stringify writes them, so the bytes of an answer are those of before.
 */
import type { FastifySchema } from 'fastify';
import type { Action } from '../../engine/generated/definitions.ts';
import { kindWords } from './filterValues.ts';
import { maxPageSize } from './listRecords.ts';
import { pathParameters, recordIdParameter } from './routePath.ts';
import type { ColumnKind, ColumnModel, StorageModel } from './storageModel.ts';

type Json = Record<string, unknown>;

/** A generic action, or a workflow transition (answered like a custom action). */
export type RouteKind = Action['kind'] | 'transition';

/** Routes whose path names one record. */
const recordRoutes: ReadonlySet<RouteKind> = new Set(['get', 'update', 'delete', 'custom', 'transition']);

/** The path forms recordId.ts accepts; recordId.ts still checks the range (at most 2147483647). */
export function recordIdSchema(model: StorageModel): Json {
  return model.idKind === 'uuid'
    ? { type: 'string', pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$', description: 'the record id (a uuid)' }
    : { type: 'string', pattern: '^[1-9][0-9]{0,9}$', description: 'the record id (a whole number from 1 to 2147483647)' };
}

/** The text forms filterValues.ts turns into each column kind; it still has the last word. */
const pathValuePatterns: Partial<Record<ColumnKind, string>> = {
  integer: '^-?[0-9]{1,15}$',
  boolean: '^(true|false|1|0)$',
  date: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
  timestamp: '^[0-9]{4}-[0-9]{2}-[0-9]{2}',
  time: '^[0-9]{2}:[0-9]{2}(:[0-9]{2})?$',
  uuid: '^[0-9a-fA-F-]{36}$',
};

/** A path parameter that is a stored field scopes the call (pathValues.ts); any other is plain text. */
export function pathValueColumn(model: StorageModel, name: string): ColumnModel | undefined {
  const column = model.columnOf(name);
  return column && !column.primaryKey && !column.hashed ? column : undefined;
}

function pathValueSchema(model: StorageModel, name: string): Json {
  const column = pathValueColumn(model, name);
  if (!column) return { type: 'string' };
  const pattern = pathValuePatterns[column.kind];
  const length = column.kind === 'text' || column.kind === 'json' ? { maxLength: 500 } : {};
  return { type: 'string', ...(pattern && { pattern }), ...length, description: `${name}: ${kindWords[column.kind]}` };
}

/** The parameter holding the record id on a record route; undefined elsewhere. */
export function recordIdOf(kind: RouteKind, path: string): string | undefined {
  return recordRoutes.has(kind) ? recordIdParameter(path) : undefined;
}

function paramsSchema(model: StorageModel, kind: RouteKind, path: string): Json | undefined {
  const names = pathParameters(path);
  if (!names.length) return undefined;
  const recordId = recordIdOf(kind, path);
  // On a record route only the id is read (rawRecordId); its other parameters stay plain text.
  const properties = Object.fromEntries(names.map((name) => [name, name === recordId ? recordIdSchema(model) : recordId ? { type: 'string' } : pathValueSchema(model, name)]));
  return { type: 'object', properties, required: names };
}

const texts = { type: 'array', items: { type: 'string' } };

/**
 * The list query (engine/listQuery/listQuery.ts) as Fastify reads a query string: `paging[]`
 * and the other lists as arrays, one filter[key] per declared filter. Unknown keys stay allowed
 * (the list ignores them, and refuses an undeclared filter by name).
 */
export function listQuerySchema(model: StorageModel): Json {
  const filters: Json = {};
  for (const filter of model.resource.list?.filters ?? []) {
    filters[`filter[${filter.key}]`] = {
      type: ['string', 'array'],
      items: { type: 'string' },
      description: `${filter.operator} on ${filter.field ?? filter.key}; filter[${filter.key}][]=value for several`,
    };
  }
  return {
    type: 'object',
    properties: {
      module: { type: 'string' },
      'paging[]': { type: 'array', items: { type: 'integer', minimum: 1 }, description: `[page size (1..${maxPageSize}), page (1..)]` },
      'sorter[]': { ...texts, description: '[field, asc|desc]; default id desc' },
      'search_field[]': { ...texts, description: `fields q is searched in: ${(model.resource.list?.searchFields ?? []).join(', ') || 'none declared'}` },
      q: { type: 'string', description: 'search text, at most 200 characters' },
      ...filters,
      'relation[]': { ...texts, description: 'many-to-many fields to add to each row' },
      mutation: { type: 'string' },
    },
    additionalProperties: true,
  };
}

export const optionsQuerySchema: Json = {
  type: 'object',
  properties: {
    label: { type: 'string', description: 'the field shown as the label' },
    value: { type: 'string', description: 'a field also answered as value, when the records are referred to by it (a username)' },
    q: { type: 'string', description: 'search text in the label' },
  },
  additionalProperties: true,
};

/** A column's value as pg answers it: one JSON type or null where that is certain, anything otherwise. */
function valueSchema(column: ColumnModel): Json {
  switch (column.kind) {
    case 'integer':
      return { type: ['integer', 'null'] };
    case 'boolean':
      return { type: ['boolean', 'null'] };
    case 'text':
    case 'uuid':
    case 'date':
    case 'time':
      return { type: ['string', 'null'] };
    default:
      // double precision or numeric (text in pg), Date objects, jsonb: as JSON.stringify writes them.
      return {};
  }
}

/** Every field a read returns (readRecords.ts selectReadable), in its order; nothing more. */
export function recordSchema(model: StorageModel): Json {
  const properties: Json = {};
  for (const column of model.columns) if (!column.hashed) properties[column.field] = valueSchema(column);
  for (const relation of model.relations) properties[relation.field] = {};
  return { type: 'object', properties, additionalProperties: false };
}

/** engine/wire/storedFile.ts, in recordFiles' order. */
const storedFileSchema: Json = {
  type: 'object',
  properties: { id: { type: 'integer' }, name: { type: 'string' }, size: { type: 'number' }, mime_type: { type: 'string' }, url: { type: 'string' }, pages: { type: 'number' } },
  additionalProperties: true,
};

const whole = { type: 'integer' };

function successSchema(model: StorageModel, kind: RouteKind, hasFiles: boolean): Json | undefined {
  const record = recordSchema(model);
  const envelope = (properties: Json) => ({ type: 'object', properties, additionalProperties: true });
  switch (kind) {
    case 'list':
      return envelope({
        data: { type: 'array', items: record },
        total: whole,
        page: whole,
        perpage: whole,
        from: whole,
        to: whole,
        last_page: whole,
        ...(model.resource.list?.statistic && { statistic: { type: 'object', properties: Object.fromEntries(Object.keys(model.resource.list.statistic).map((name) => [name, whole])), additionalProperties: false } }),
      });
    case 'options':
      return envelope({ data: { type: 'array', items: { type: 'object', properties: { id: model.idKind === 'uuid' ? { type: 'string' } : whole, label: {}, value: {} }, additionalProperties: false } } });
    case 'get':
      return envelope(hasFiles ? { data: record, files: { type: 'object', additionalProperties: { type: 'array', items: storedFileSchema } } } : { data: record });
    case 'create':
    case 'update':
    case 'custom':
    case 'transition':
      return envelope({ message: { type: 'string' }, data: record });
    case 'delete':
      return envelope({ message: { type: 'string' } });
    default:
      // export answers a file
      return undefined;
  }
}

/** The route schema of one generic action or transition of a stored resource. */
export function routeSchema(model: StorageModel, kind: RouteKind, path: string, hasFiles: boolean): FastifySchema {
  const schema: FastifySchema = {};
  const params = paramsSchema(model, kind, path);
  if (params) schema.params = params;
  if (kind === 'list' || kind === 'export') schema.querystring = listQuerySchema(model);
  if (kind === 'options') schema.querystring = optionsQuerySchema;
  const success = successSchema(model, kind, hasFiles);
  if (success) schema.response = { [kind === 'create' ? 201 : 200]: success };
  return schema;
}
