/**
 * The URLs a smoke test of every rendered page visits: each page with a view, its optional
 * parameters dropped, its one required parameter filled with the id of a real record (read
 * through the API, or created there when the list is empty). A page whose record cannot be had
 * is skipped with the reason, so the report says what was not visited.
 */
import { defaultListQueryFor, encodeListQuery } from '../../../engine/listQuery/listQuery.ts';
import type { LoadedDefinitions, LoadedPage } from '../../../engine/definitions/model.ts';
import { parsePattern } from '../../../engine/routes/path.ts';
import { readDefinitionFiles } from '../../../server/definitions/definitionFiles.ts';
import { loadDefinitions } from '../../../engine/definitions/load.ts';
import { demoPassword } from './browser.ts';

export interface PageTarget {
  readonly page: LoadedPage;
  readonly url: string;
}

export interface PageTargets {
  readonly visit: PageTarget[];
  readonly skipped: Array<{ path: string; reason: string }>;
}

export async function loadedDefinitions(): Promise<LoadedDefinitions> {
  return loadDefinitions(await readDefinitionFiles());
}

async function signInToken(baseUrl: string, username: string): Promise<string> {
  const reply = await fetch(`${baseUrl}/sso/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: demoPassword }),
  });
  if (!reply.ok) throw new Error(`login ${username}: ${reply.status} ${await reply.text()}`);
  return ((await reply.json()) as { data: { access_token: string } }).data.access_token;
}

type Json = Record<string, unknown>;

/** Records the test needs and the seed does not hold, for the pages that show one record. */
const fixtures: Record<string, Json> = {
  support_ticket: { title: 'Smoke test ticket', description: 'Opened by the rendered-pages smoke test', type: 'PMR' },
  support_category: { type: 'UMUM', name: 'Smoke category' },
  support_status: { type: 'UMUM', name: 'Smoke status' },
  support_third_party: { type: 'UMUM', name: 'Smoke third party' },
  group_user: { name: 'Smoke group' },
  document: { title: 'Smoke document', description: 'Filed by the smoke test', documents_date: '2024-01-31', type: 'GENERAL' },
};

function requestBody(record: Json, encoding: string | undefined): { body: string | FormData; headers: Record<string, string> } {
  if (encoding !== 'multipart') return { body: JSON.stringify(record), headers: { 'content-type': 'application/json' } };
  const form = new FormData();
  for (const [name, value] of Object.entries(record)) form.set(name, String(value));
  return { body: form, headers: {} };
}

type RecordIdOrReason = { id: string } | { reason: string };

/** The id of some record of `resourceId`, creating the fixture when the list is empty. */
async function someRecordId(definitions: LoadedDefinitions, baseUrl: string, token: string, resourceId: string): Promise<RecordIdOrReason> {
  const resource = definitions.resources[resourceId];
  const list = resource && Object.values(resource.actions).find((action) => action.kind === 'list');
  if (!list || list.endpoint.path.includes('{')) return { reason: 'its resource has no plain list to take an id from' };
  const headers = { authorization: `Bearer ${token}` };
  const reply = await fetch(`${baseUrl}${list.endpoint.path}?${encodeListQuery(defaultListQueryFor(resource))}`, { headers });
  const body = (reply.ok ? await reply.json() : {}) as Json;
  const rows = (Array.isArray(body) ? body : Array.isArray(body.data) ? body.data : []) as Json[];
  if (rows[0]?.id !== undefined) return { id: String(rows[0].id) };
  const create = Object.values(resource.actions).find((action) => action.kind === 'create');
  const fixture = fixtures[resourceId];
  if (!create || !fixture) return { reason: 'no record, and no fixture to create one' };
  const { body: payload, headers: typed } = requestBody(fixture, create.endpoint.encoding);
  const created = await fetch(`${baseUrl}${create.endpoint.path}`, { method: create.endpoint.method, headers: { ...headers, ...typed }, body: payload });
  if (!created.ok) return { reason: `creating its record answered ${created.status}: ${(await created.text()).slice(0, 200)}` };
  const json = (await created.json()) as Json;
  const record = (json.data ?? json) as Json;
  return record.id === undefined ? { reason: 'the created record has no id' } : { id: String(record.id) };
}

export async function pageTargets(definitions: LoadedDefinitions, baseUrl: string): Promise<PageTargets> {
  const token = await signInToken(baseUrl, 'admin');
  const ids = new Map<string, Promise<RecordIdOrReason>>();
  const idOf = (resourceId: string) => {
    if (!ids.has(resourceId)) ids.set(resourceId, someRecordId(definitions, baseUrl, token, resourceId));
    return ids.get(resourceId) as Promise<RecordIdOrReason>;
  };
  const targets: PageTargets = { visit: [], skipped: [] };
  for (const page of definitions.pages) {
    const view = page.view;
    if (!view) continue;
    // Signed in, the login screens send the user on to the landing page: nothing of theirs to see.
    if (view.kind === 'screen' && view.screen === 'login') {
      targets.skipped.push({ path: page.path, reason: 'the login screen, visited signed in, redirects' });
      continue;
    }
    const segments = parsePattern(page.path);
    const required = segments.filter((segment) => segment.kind === 'param' && !segment.optional);
    let id: string | undefined;
    if (required.length > 0) {
      const found: RecordIdOrReason = 'resource' in view && required.length === 1 ? await idOf(view.resource) : { reason: 'not one record parameter' };
      if ('reason' in found) {
        targets.skipped.push({ path: page.path, reason: found.reason });
        continue;
      }
      id = found.id;
    }
    const path = segments
      .filter((segment) => segment.kind === 'static' || !segment.optional)
      .map((segment) => (segment.kind === 'static' ? segment.value : encodeURIComponent(id as string)))
      .join('/');
    targets.visit.push({ page, url: `/${path}` });
  }
  return targets;
}
