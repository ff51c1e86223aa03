/**
 * The DEPS lists in the spec's own words (modules.md sections 3 and 7). The employee list and
 * its export take searchTerm and the filters departments, titles, grades, states, genders,
 * offices, office details and educations (each one value, several, or a comma list); the document
 * list takes searchTerm, status, type and employee and, asked in those words (page with perPage),
 * answers current_page and per_page beside the paginator's page and perpage (asked generically it
 * answers the one paginator shape of every list). Both take page with perPage (or per_page). Each is turned into
 * the generic list query (q, filter[key][], paging[]) before the generic handler reads it, so the
 * declared filters and the row rules stay the only way into the SQL.
 */
import type { FastifyInstance, onRequestHookHandler, onSendHookHandler, preHandlerHookHandler } from 'fastify';
import type { LoadedDefinitions } from '../../engine/definitions/model.ts';

const employeeFilters: Readonly<Record<string, string>> = {
  departments: 'department_id',
  titles: 'position_id',
  grades: 'grade',
  states: 'state',
  genders: 'gender',
  offices: 'office_id',
  office_details: 'office_detail',
  officeDetails: 'office_detail',
  educations: 'education',
};
const documentFilters: Readonly<Record<string, string>> = { status: 'status', type: 'type', employee: 'employee' };

/** The spec's parameters as the generic query string; anything else is kept as it came. */
export function genericDepsQuery(search: string, filters: Readonly<Record<string, string>>): string {
  const params = new URLSearchParams(search);
  const out = new URLSearchParams();
  let page: string | undefined;
  let perPage: string | undefined;
  const hasPaging = [...params.keys()].some((key) => key.startsWith('paging'));
  for (const [rawName, value] of params) {
    const name = rawName.endsWith('[]') ? rawName.slice(0, -2) : rawName;
    const field = filters[name];
    if (name === 'searchTerm') out.append('q', value);
    else if (field) for (const one of value.split(',').map((v) => v.trim()).filter(Boolean)) out.append(`filter[${field}][]`, one);
    else if (name === 'page' || name === 'current_page') page = value;
    else if (name === 'perPage' || name === 'per_page' || name === 'perpage') perPage = value;
    else out.append(rawName, value);
  }
  if (!hasPaging && (page !== undefined || perPage !== undefined)) {
    out.append('paging[]', perPage ?? '10');
    out.append('paging[]', page ?? '1');
  }
  return out.toString();
}

/** The requests that asked in the spec's paging words, answered in them too. */
const askedInSpecWords = new WeakSet<object>();
const specPaging = /(^|&)(page|current_page|perPage|per_page)=/;

function rewriting(filters: Readonly<Record<string, string>>): preHandlerHookHandler {
  return async (request) => {
    const raw = request.raw.url ?? '';
    const at = raw.indexOf('?');
    if (at === -1) return;
    if (specPaging.test(raw.slice(at + 1))) askedInSpecWords.add(request.raw);
    request.raw.url = `${raw.slice(0, at)}?${genericDepsQuery(raw.slice(at + 1), filters)}`;
  };
}

/** The document list's answer also under the names the spec reads: current_page, per_page. */
const withSpecPaging: onSendHookHandler = async (request, reply, payload) => {
  if (!askedInSpecWords.has(request.raw) || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
  const body = JSON.parse(payload) as Record<string, unknown>;
  if (!Array.isArray(body.data)) return payload;
  return JSON.stringify({ ...body, current_page: body.page, per_page: body.perpage });
};

/** Call before the generic API is mounted: the hooks must see the lists' routes being added. */
export function installDepsListQuery(app: FastifyInstance, definitions: LoadedDefinitions): void {
  const employee = definitions.resources.hr_employee?.actions;
  const document = definitions.resources.hr_employee_document?.actions;
  const hooks = new Map<string, { filters: Readonly<Record<string, string>>; spec: boolean }>();
  for (const action of [employee?.list, employee?.export]) if (action) hooks.set(action.endpoint.path, { filters: employeeFilters, spec: false });
  if (document?.list) hooks.set(document.list.endpoint.path, { filters: documentFilters, spec: true });
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const hook = hooks.get(route.url);
    if (!hook || !methods.includes('GET')) return;
    const existing = route.preHandler;
    route.preHandler = [...(existing ? (Array.isArray(existing) ? existing : [existing]) : []), rewriting(hook.filters)] as onRequestHookHandler[] as never;
    if (hook.spec) {
      const sending = route.onSend;
      route.onSend = [...(sending ? (Array.isArray(sending) ? sending : [sending]) : []), withSpecPaging] as never;
    }
  });
}
