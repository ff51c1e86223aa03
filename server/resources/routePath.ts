/**
 * The spec's paths as Fastify routes, and which path parameter names the record: `{id}`, or the
 * path's last parameter under another name (`/sso/support/task/files/{file_id}` would be one).
 */
import type { FastifyRequest } from 'fastify';

export const toRoutePath = (path: string) => path.replace(/\{(\w+)\??\}/g, ':$1');

/** The parameter names of a spec path, in order. */
export const pathParameters = (path: string): string[] => [...path.matchAll(/\{(\w+)\??\}/g)].map((match) => match[1]);

/** The parameter that holds the record id of a record route; undefined when the path names none. */
export function recordIdParameter(path: string): string | undefined {
  const names = pathParameters(path);
  return names.includes('id') ? 'id' : names.at(-1);
}

/** The record id of get/update/delete, a custom action or a transition, as the path carried it. */
export function rawRecordId(request: FastifyRequest): string {
  const params = request.params as Record<string, string | undefined>;
  return params.id ?? Object.values(params).at(-1) ?? '';
}
