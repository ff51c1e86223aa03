/**
 * Rewriting the query of one generic list route before its handler reads it, installed before
 * the generic API mounts its routes. Used where a page lists part of a table under its own
 * permission (active participants, pensioners, this year's documents): the part is fixed on the
 * server, whatever the query says, so a caller holding only that page's permission never reaches
 * the rest; and where the spec names list parameters in its own spelling (the reconciliation
 * statistic's upper-case column names).
 */
import type { FastifyInstance, onRequestHookHandler, preHandlerHookHandler } from 'fastify';

export type QueryRewrite = (params: URLSearchParams) => URLSearchParams;

export function installListQueryRewrite(app: FastifyInstance, path: string, rewrite: QueryRewrite): void {
  const handler: preHandlerHookHandler = async (request) => {
    const raw = request.raw.url ?? '';
    const at = raw.indexOf('?');
    const params = new URLSearchParams(at === -1 ? '' : raw.slice(at + 1));
    const query = rewrite(params).toString();
    request.raw.url = `${at === -1 ? raw : raw.slice(0, at)}${query ? `?${query}` : ''}`;
  };
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.url !== path || !methods.includes('GET')) return;
    const existing = route.preHandler;
    route.preHandler = [...(existing ? (Array.isArray(existing) ? existing : [existing]) : []), handler] as onRequestHookHandler[] as never;
  });
}

/** The query with these filter[key] values, replacing any the caller sent for the same keys. */
export function fixedFilters(filters: Readonly<Record<string, string | number>>): QueryRewrite {
  return (params) => {
    const out = new URLSearchParams();
    const keys = Object.keys(filters);
    for (const [name, value] of params) {
      if (keys.some((key) => name === `filter[${key}]` || name === `filter[${key}][]`)) continue;
      out.append(name, value);
    }
    for (const [key, value] of Object.entries(filters)) out.append(`filter[${key}]`, String(value));
    return out;
  };
}
