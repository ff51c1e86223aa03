/**
 * The authorization matrix, generated from the definitions: every mounted endpoint x every
 * seeded role (and no one signed in). The expectation comes from the definitions alone
 * (permissions.json role sets and each action's access, through the engine's canAccess); the
 * server must agree. An allowed call succeeds; a forbidden one gets 403 (401 when signed out)
 * and the table keeps its row count and the target row its content. An allowed caller may still be
 * outside the action's row rule (`rows`: the fixtures are the Admin's): then the answer is the 404
 * of a missing row and, again, nothing changes. The Admin, who holds every permission and so every
 * rule's `unless`, always reaches the row. Custom actions (process, approve, status) are called on a
 * record of their own per allowed caller, put in the action's first `from` state, with a body
 * made from the action's `body` schema: 200 and the record written, or the 404 of the row rule.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Action } from '../../engine/generated/definitions.ts';
import type { LoadedResource } from '../../engine/definitions/model.ts';
import { canAccess, type UserAccess } from '../../engine/permissions/evaluate.ts';
import { sampleRecord } from '../support/sampleRecord.ts';
import { startTestServer, testBackends, testDefinitions, type Reply, type TestServer } from '../support/testServer.ts';
import { storedRow } from '../support/storedRows.ts';

const definitions = await testDefinitions();
const catalogue = definitions.permissions.permissions.map((p) => p.name);
const roles = definitions.permissions.roles.map((role) => ({
  name: role.name,
  username: role.username,
  access: { permissions: role.permissions === '*' ? catalogue : role.permissions, roles: [role.name] } satisfies UserAccess,
}));

interface Endpoint {
  readonly resource: LoadedResource;
  readonly name: string;
  readonly action: Action;
}

const everyPermission = definitions.permissions.roles.find((role) => role.permissions === '*')!.name;
const endpoints: Endpoint[] = Object.values(definitions.resources)
  .filter((resource) => resource.storage !== 'none')
  .flatMap((resource) => Object.entries(resource.actions).map(([name, action]) => ({ resource, name, action })));

/** Text in a string property's format, else plain text. */
const formatted: Record<string, string> = { 'date-time': '2024-01-15T10:00:00Z', date: '2024-01-15', time: '10:00:00' };

/** A body a custom action accepts: each required property of its schema, the first enum value, else its minimum or 1, else text in its format. */
function customBody(action: Action): Record<string, unknown> {
  const schema = (action.body ?? {}) as { properties?: Record<string, { type?: string; format?: string; enum?: unknown[]; minimum?: number }>; required?: string[] };
  const body: Record<string, unknown> = {};
  for (const name of schema.required ?? []) {
    const property = schema.properties?.[name] ?? {};
    body[name] = property.enum?.[0] ?? (property.type === 'integer' || property.type === 'number' ? (property.minimum ?? 1) : (formatted[property.format ?? ''] ?? 'matrix'));
  }
  return body;
}

/**
 * Actions whose allowed callers a business rule may still refuse after the access check, with the
 * spec's message and nothing written: an approval is given only by the role whose turn the ticket's
 * stage is (engine/support/ticketStages.ts), so the matrix's approval of tier 1 is the division
 * head's alone.
 */
const refusedByRule: Readonly<Record<string, { readonly statuses: readonly number[]; readonly message: string }>> = {
  'support_approval.create': { statuses: [403, 409], message: 'Gagal menyetujui permintaan, silahkan hubungi IT' },
};

describe.each(testBackends())('authorization matrix (%s PostgreSQL)', (backend) => {
  let server: TestServer;
  const tokens = new Map<string, string>();
  const fixtures = new Map<string, number>();
  let seq = 0;

  beforeAll(async () => {
    server = await startTestServer({ backend });
    for (const role of roles) tokens.set(role.name, await server.login(role.username));
  });
  afterAll(() => server?.stop());

  const tokenOfAnyone = (access: Action['access']) => roles.find((role) => canAccess(access, role.access)) ?? roles[0];

  /** A new record of the resource, made through its own create endpoint (or SQL when it has none). */
  async function newRecord(resource: LoadedResource): Promise<number> {
    const create = Object.values(resource.actions).find((a) => a.kind === 'create');
    if (!create) {
      const rows = await server.query<{ id: number }>(`insert into "${resource.table}" default values returning id`);
      return rows[0].id;
    }
    const body = sampleRecord(resource, ++seq, reference);
    const reply = await server.call(create.endpoint.method, await urlOf(resource, create), { token: tokens.get(tokenOfAnyone(create.access).name), body });
    if (reply.status !== 201) throw new Error(`fixture ${resource.id}: ${reply.status} ${reply.body} for ${JSON.stringify(body)}`);
    return reply.json.data.id;
  }

  function reference(resourceId: string): number | undefined {
    return fixtures.get(resourceId);
  }

  async function fixture(resourceId: string): Promise<number> {
    if (!fixtures.has(resourceId)) {
      const resource = definitions.resources[resourceId];
      if (resource.parent) await fixture(resource.parent.resource);
      for (const field of Object.values(resource.fields.properties)) {
        const options = field['x-options'];
        if (options && 'resource' in options && options.resource !== resourceId && !fixtures.has(options.resource)) await fixture(options.resource);
      }
      fixtures.set(resourceId, await newRecord(resource));
    }
    return fixtures.get(resourceId)!;
  }

  async function urlOf(resource: LoadedResource, action: Action, id?: number): Promise<string> {
    let url = action.endpoint.path;
    for (const [placeholder, name] of action.endpoint.path.matchAll(/\{(\w+)\??\}/g)) {
      let value: number;
      if (name === 'id') value = id ?? (await fixture(resource.id));
      else if (resource.parent?.foreignKey === name) value = await fixture(resource.parent.resource);
      else value = 1;
      url = url.replace(placeholder, String(value));
    }
    return url;
  }

  const rowOf = (table: string, id: string | number) => storedRow(server, table, id);

  function expectSuccess(kind: Action['kind'], reply: Reply, who: string): void {
    const expected = kind === 'create' ? 201 : 200;
    expect({ who, status: reply.status, body: reply.status === expected ? '' : reply.body }).toEqual({ who, status: expected, body: '' });
    // A list may carry the spec's statistic beside its paginator (audits, HR permits: open, close, temuan).
    if (kind === 'list') expect(Object.keys(reply.json).filter((key) => key !== 'statistic').sort()).toEqual(['data', 'from', 'last_page', 'page', 'perpage', 'to', 'total']);
    if (kind === 'list' && 'statistic' in reply.json) expect(typeof reply.json.statistic).toBe('object');
    if (kind === 'options') expect(Array.isArray(reply.json.data)).toBe(true);
    if (kind === 'export') expect(reply.headers['content-type']).toMatch(/spreadsheetml/);
  }

  it('mounts exactly the actions the definitions declare, custom ones included', () => {
    const mounted = server.app.mountReport.mounted.map((m) => `${m.resource}.${m.action}`).sort();
    expect(mounted).toEqual(endpoints.map((e) => `${e.resource.id}.${e.name}`).sort());
    expect(server.app.mountReport.problems).toEqual([]);
  });

  it.each(endpoints.map((e) => [`${e.resource.id}.${e.name} ${e.action.endpoint.method} ${e.action.endpoint.path}`, e] as const))('%s', async (_label, { resource, name, action }) => {
    const custom = action.kind === 'custom';
    const writes = action.kind === 'create' || action.kind === 'update' || action.kind === 'delete' || custom;
    const callers = [
      ...roles.map((role) => ({ who: role.name, token: tokens.get(role.name), allowed: canAccess(action.access, role.access) })),
      { who: 'signed out', token: undefined, allowed: canAccess(action.access, null) },
    ];
    const bodyFor = () => (action.kind === 'create' ? sampleRecord(resource, ++seq, reference) : action.kind === 'update' ? {} : custom ? customBody(action) : undefined);
    /** A record of its own for each allowed caller of a delete or a custom action, in the action's first source state. */
    const ownRecord = async (): Promise<number | undefined> => {
      if (action.kind !== 'delete' && !custom) return undefined;
      const id = await newRecord(resource);
      for (const [field, values] of Object.entries(action.from ?? {})) await server.query(`update "${resource.table}" set "${field}" = $1 where id = $2`, [values[0], id]);
      return id;
    };

    // A child's fixtures and bodies point at a parent that exists.
    if (resource.parent) await fixture(resource.parent.resource);
    // Everyone refused first, against one target record: nothing may change, row count or row.
    const target = action.kind === 'update' || action.kind === 'delete' || custom ? await fixture(resource.id) : undefined;
    const url = await urlOf(resource, action, target);
    const rowsBefore = writes ? await server.count(resource.table) : 0;
    const rowBefore = target ? await rowOf(resource.table, target) : '';
    for (const caller of callers.filter((c) => !c.allowed)) {
      const reply = await server.call(action.endpoint.method, url, { token: caller.token, body: bodyFor() });
      const status = caller.token ? 403 : 401;
      expect({ who: caller.who, status: reply.status, code: reply.json?.code }).toEqual({ who: caller.who, status, code: caller.token ? 'forbidden' : 'unauthenticated' });
    }
    if (writes) expect(await server.count(resource.table)).toBe(rowsBefore);
    if (target) expect(await rowOf(resource.table, target)).toBe(rowBefore);

    // Everyone allowed succeeds; a delete or a custom action needs a record of its own for each of them.
    for (const caller of callers.filter((c) => c.allowed)) {
      const id = await ownRecord();
      const rows = writes ? await server.count(resource.table) : 0;
      const row = id ?? target ? await rowOf(resource.table, (id ?? target)!) : '';
      const reply = await server.call(action.endpoint.method, id ? await urlOf(resource, action, id) : url, { token: caller.token, body: bodyFor() });
      if (reply.status === 404 && action.rows && caller.who !== everyPermission) {
        expect({ who: caller.who, code: reply.json?.code }).toEqual({ who: caller.who, code: 'not_found' });
        if (writes) expect(await server.count(resource.table)).toBe(rows);
        if (id ?? target) expect(await rowOf(resource.table, (id ?? target)!)).toBe(row);
        continue;
      }
      const rule = refusedByRule[`${resource.id}.${name}`];
      if (rule && rule.statuses.includes(reply.status)) {
        expect({ who: caller.who, message: reply.json?.message }).toEqual({ who: caller.who, message: rule.message });
        if (writes) expect(await server.count(resource.table)).toBe(rows);
        continue;
      }
      expectSuccess(action.kind, reply, caller.who);
      if (custom && Object.keys(action.set ?? {}).length) expect(await rowOf(resource.table, id!)).not.toBe(row);
    }
  });
});
