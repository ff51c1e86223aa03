/**
 * The complaint-ticket list in the spec's own words (modules.md section 7):
 * GET /sso/pp/ticket?q&perpage&approved&done&pending&progress. The generic list reads the generic
 * query only (paging[], filter[key]); this turns the spec's parameters into it before the generic
 * handler runs: `perpage` (with `page`) is the paging, and each status flag that is true
 * (1, true, yes, on) keeps the tickets of that status: several flags are several statuses
 * (filter[status][] of the declared `status` filter, operator `in`), none keeps every status.
 * The flag names are the status options' own names (pp.ticket.status.<name>), read from the
 * definition, so a renamed or added status needs no code here.
 */
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import type { LoadedDefinitions } from '../../engine/definitions/model.ts';
import { badQuery } from '../http/errors.ts';

const truthy = new Set(['1', 'true', 'yes', 'on']);
const falsy = new Set(['0', 'false', 'no', 'off', '']);

/** status name (pending) -> stored value (1), from the status field's options. */
export function statusFlags(definitions: LoadedDefinitions, resourceId: string): Map<string, string> {
  const options = definitions.resources[resourceId]?.fields.properties.status?.['x-options'];
  const values = options && 'values' in options ? (options.values ?? []) : [];
  return new Map(values.map((option) => [String(option.label).split('.').pop()!, String(option.value)]));
}

/** The request's query string in the generic shape; the spec's parameters translated, the rest kept. */
export function genericTicketQuery(search: string, flags: ReadonlyMap<string, string>): string {
  const params = new URLSearchParams(search);
  const out = new URLSearchParams();
  const statuses: string[] = [];
  let perpage: string | undefined;
  let page: string | undefined;
  const hasPaging = [...params.keys()].some((key) => key.startsWith('paging'));
  for (const [name, value] of params) {
    const flag = flags.get(name);
    if (flag !== undefined) {
      const word = value.trim().toLowerCase();
      if (truthy.has(word)) statuses.push(flag);
      else if (!falsy.has(word)) throw badQuery('Invalid list query', [`${name} must be true or false`]);
    } else if (name === 'perpage' || name === 'per_page') perpage = value;
    else if (name === 'page') page = value;
    else out.append(name, value);
  }
  if (!hasPaging && (perpage !== undefined || page !== undefined)) {
    out.append('paging[]', perpage ?? '10');
    out.append('paging[]', page ?? '1');
  }
  for (const status of statuses) out.append('filter[status][]', status);
  return out.toString();
}

/**
 * Registers, before the generic API mounts, a hook on the one route GET <listPath> that rewrites
 * its query; call it before mountResources.
 */
export function installTicketListQuery(app: FastifyInstance, definitions: LoadedDefinitions, resourceId = 'pp_ticket'): void {
  const list = Object.values(definitions.resources[resourceId]?.actions ?? {}).find((action) => action.kind === 'list');
  if (!list) return;
  const flags = statusFlags(definitions, resourceId);
  const url = list.endpoint.path;
  const rewrite: preHandlerHookHandler = async (request: FastifyRequest) => {
    const raw = request.raw.url ?? '';
    const at = raw.indexOf('?');
    if (at === -1) return;
    request.raw.url = `${raw.slice(0, at)}?${genericTicketQuery(raw.slice(at + 1), flags)}`;
  };
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.url !== url || !methods.includes('GET')) return;
    const existing = route.preHandler;
    route.preHandler = [...(existing ? (Array.isArray(existing) ? existing : [existing]) : []), rewrite] as onRequestHookHandler[] as never;
  });
}
