/**
 * How the generic routes check their path and query against routeSchemas.ts, and what a caller
 * is told when they do not match: the words the handlers used before the schemas existed
 * ("Invalid id: abc", "ticket_id must be a whole number", "Page must be 1 or more: -1"), in the
 * error contract (server/http/errors.ts), so moving a check into the schema changes no answer.
 *
 * The route's own Ajv (not Fastify's): every problem of a query at once (allErrors), and the
 * value that failed beside each (verbose), for the message.
 */
import Ajv, { type ErrorObject } from 'ajv';
import type { FastifySchemaCompiler, RouteOptions } from 'fastify';
import type { FastifyValidationResult } from 'fastify/types/schema.js';
import { ApiError, badQuery, badRequest } from '../http/errors.ts';
import { kindWords } from './filterValues.ts';
import { maxPageSize } from './listRecords.ts';
import { pathValueColumn } from './routeSchemas.ts';
import type { StorageModel } from './storageModel.ts';

// coerceTypes 'array', as Fastify's own: a query value is text, `paging[]=10` one item.
const ajv = new Ajv({ coerceTypes: 'array', allErrors: true, verbose: true, strict: false });
const compiled = new WeakMap<object, ReturnType<typeof ajv.compile>>();

/** One compiled validator per schema object: the list query of a resource serves list and export. */
function compiledFor(schema: object): ReturnType<typeof ajv.compile> {
  let validate = compiled.get(schema);
  if (!validate) compiled.set(schema, (validate = ajv.compile(schema)));
  return validate;
}

/**
 * Each route's check is compiled at its first request, not at start: the schemas of some 150
 * routes took about a second of every start. They are made by routeSchemas.ts from definitions
 * the lint has passed, so none fails to compile later than it would have at start.
 */
export const routeValidatorCompiler: FastifySchemaCompiler<object> = ({ schema }) => {
  const check: FastifyValidationResult = (data: unknown) => {
    const validate = compiledFor(schema);
    const valid = validate(data) as boolean;
    // Fastify reads the errors off the function it was given.
    check.errors = validate.errors as FastifyValidationResult['errors'];
    return valid;
  };
  return check;
};

const shown = (value: unknown) => String(typeof value === 'string' ? value : JSON.stringify(value)).slice(0, 40);

/** '/paging[]/1' -> ['paging[]', '1'] (JSON pointer, unescaped). */
const pointer = (path: string) => path.split('/').slice(1).map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));

/** The list query's page words, as engine/listQuery/checkListQuery.ts says them. */
function pagingMessage(error: ErrorObject, index: string | undefined): string {
  const what = index === '0' ? 'Page size' : 'Page';
  if (error.keyword === 'minimum') return index === '0' ? `Page size must be between 1 and ${maxPageSize}: ${shown(error.data)}` : `Page must be 1 or more: ${shown(error.data)}`;
  return `${what} must be a whole number: ${shown(error.data)}`;
}

function queryDetail(error: ErrorObject): string {
  const [key, index] = pointer(error.instancePath);
  if (key === 'paging[]') return pagingMessage(error, index);
  if (key === undefined) return `The query ${error.message ?? 'is not valid'}`;
  return error.keyword === 'type' && !index ? `${key} must be given once, as text` : `${key} ${error.message ?? 'is not valid'}`;
}

type SchemaErrorFormatter = NonNullable<RouteOptions['schemaErrorFormatter']>;

export interface RouteErrorWords {
  readonly model: StorageModel;
  /** the parameter holding the record id, on a record route */
  readonly recordId?: string;
  /** 'Invalid list query' or 'Invalid options query' */
  readonly queryMessage: string;
}

function paramsError(words: RouteErrorWords, errors: readonly ErrorObject[]): ApiError {
  const [name] = pointer(errors[0].instancePath);
  if (name !== undefined && name === words.recordId) return badRequest(`Invalid id: ${shown(errors[0].data)}`);
  const column = name === undefined ? undefined : pathValueColumn(words.model, name);
  return badRequest(column ? `${name} must be ${kindWords[column.kind]}` : 'The request path is not valid');
}

/** Fastify's schemaErrorFormatter for one route: the error it answers is the one the handler threw before. */
export function routeErrorFormatter(words: RouteErrorWords): SchemaErrorFormatter {
  return (errors, dataVar) => {
    const list = errors as unknown as ErrorObject[];
    if (dataVar === 'params') return paramsError(words, list);
    if (dataVar === 'querystring') return badQuery(words.queryMessage, [...new Set(list.map(queryDetail))]);
    return badRequest('The request is not valid', list.map((error) => `${error.instancePath} ${error.message ?? ''}`.trim()));
  };
}
