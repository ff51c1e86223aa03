/**
 * Bad input on every admin resource: each mistake gets a 4xx with its message, the table keeps
 * its rows, and the process keeps serving. Validation messages are the engine's own, so the
 * form and the API say the same thing for the same mistake.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileRecordValidator, errorsByField } from '../../engine/validation/compileValidator.ts';
import type { LoadedResource } from '../../engine/definitions/model.ts';
import { sampleRecord } from '../support/sampleRecord.ts';
import { startTestServer, testBackends, testDefinitions, type Reply, type TestServer } from '../support/testServer.ts';

const definitions = await testDefinitions();
const admin = Object.values(definitions.resources).filter((r) => r.module === 'admin');
const pathOf = (resource: LoadedResource, kind: string) => Object.values(resource.actions).find((a) => a.kind === kind)?.endpoint;

describe.each(testBackends())('bad input (%s PostgreSQL)', (backend) => {
  let server: TestServer;
  let token: string;
  let seq = 0;

  beforeAll(async () => {
    server = await startTestServer({ backend });
    token = await server.login('admin');
  });
  afterAll(() => server?.stop());

  const expectError = (reply: Reply, status: number, code: string, message?: string | RegExp) => {
    expect({ status: reply.status, code: reply.json?.code }).toEqual({ status, code });
    expect(typeof reply.json.message).toBe('string');
    if (message) expect(reply.json.message).toMatch(message);
    expect(reply.body).not.toMatch(/ at .*\.ts|select |insert |syntax error/i);
  };

  it.each(admin.map((r) => [r.id, r] as const))('%s: list queries outside the definition are refused with 400', async (_id, resource) => {
    const list = pathOf(resource, 'list')!.path;
    const cases: Array<[string, string]> = [
      ['sorter[]=nope&sorter[]=asc', 'Unknown sort field: nope'],
      ['sorter[]=id;drop table users&sorter[]=asc', 'Unknown sort field: id;drop table users'],
      ['sorter[]=id&sorter[]=sideways', 'Unknown sort direction: sideways (use asc or desc)'],
      ['filter[nope]=1', 'Unknown filter: nope'],
      ['filter[__proto__]=1', 'Forbidden query key: filter[__proto__]'],
      ['filter[constructor][prototype]=1', 'Forbidden query key: filter[constructor][prototype]'],
      ['search_field[]=password&q=a', 'Unknown search field: password'],
      ['paging[]=1000000000&paging[]=1', 'Page size must be between 1 and 500: 1000000000'],
      ['paging[]=10&paging[]=-1', 'Page must be 1 or more: -1'],
      ['paging[]=ten&paging[]=1', 'Page size must be a whole number'],
    ];
    for (const [query, detail] of cases) {
      const reply = await server.call('GET', `${list}?${query}`, { token });
      expectError(reply, 400, 'bad_query');
      expect({ query, details: reply.json.details }).toEqual({ query, details: expect.arrayContaining([expect.stringContaining(detail)]) });
    }
    // Text that means something in SQL or LIKE is only ever a value.
    for (const q of ["'; drop table users; --", '%', '_', '\\']) {
      const reply = await server.call('GET', `${list}?q=${encodeURIComponent(q)}`, { token });
      expect(reply.status).toBe(200);
    }
    expect(await server.count('users')).toBeGreaterThan(0);
  });

  it.each(admin.map((r) => [r.id, r] as const))('%s: bad bodies get their message and change nothing', async (_id, resource) => {
    const create = pathOf(resource, 'create')!;
    const update = pathOf(resource, 'update')!;
    const record = await server.query<{ id: number }>(`select id from "${resource.table}" order by id limit 1`);
    const id = record[0]?.id ?? 1;
    const before = await server.count(resource.table);
    const snapshot = JSON.stringify(await server.query(`select * from "${resource.table}" order by id`));
    const post = (options: Parameters<TestServer['call']>[2]) => server.call(create.method, create.path, { token, ...options });

    // Missing each required field: the engine's own messages, field by field.
    const validate = compileRecordValidator(resource, 'create');
    for (const field of resource.fields.required ?? []) {
      const body = sampleRecord(resource, ++seq, () => 1);
      delete body[field];
      const reply = await post({ body });
      const expected = validate(body);
      expectError(reply, 422, 'validation', expected[0].message);
      expect(reply.json.errors).toEqual(errorsByField(expected));
      expect(reply.json.details).toEqual([...new Set(expected.map((e) => e.message))]);
    }

    // Wrong types: every writable scalar field gets a value of another type.
    const wrong: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(resource.fields.properties)) {
      if (field['x-system']) continue;
      wrong[name] = field.type === 'string' ? 12345 : field.type === 'array' ? 'not-a-list' : 'not-a-number';
    }
    const typed = await post({ body: wrong });
    expectError(typed, 422, 'validation');
    expect(typed.json.errors).toEqual(errorsByField(validate(wrong)));

    const unknown = await post({ body: { ...sampleRecord(resource, ++seq, () => 1), evil: 1 } });
    expectError(unknown, 422, 'validation', 'Unknown field: evil');

    expectError(await post({ body: [1, 2, 3] }), 422, 'validation', 'The record must be an object');
    expectError(await post({ payload: '{"name": ', headers: { 'content-type': 'application/json' } }), 400, 'bad_json');
    expectError(await post({ payload: '{"__proto__": {"admin": true}, "name": "x"}', headers: { 'content-type': 'application/json' } }), 400, 'bad_json', 'The request body contains a forbidden key');
    expectError(await post({ payload: '{"constructor": {"prototype": {"admin": true}}}', headers: { 'content-type': 'application/json' } }), 400, 'bad_json');
    expectError(await post({ payload: 'name=x', headers: { 'content-type': 'text/plain' } }), 415, 'unsupported_media_type');

    const deep = `{"name": ${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    expectError(await post({ payload: deep, headers: { 'content-type': 'application/json' } }), 422, 'validation');
    const huge = JSON.stringify({ name: 'x'.repeat(10 * 1024 * 1024) });
    expectError(await post({ payload: huge, headers: { 'content-type': 'application/json' } }), 413, 'payload_too_large');

    // The same mistakes on update, and ids that are not ids.
    expectError(await server.call(update.method, update.path.replace('{id}', String(id)), { token, body: wrong }), 422, 'validation');
    expectError(await server.call(update.method, update.path.replace('{id}', String(id)), { token, body: { evil: 1 } }), 422, 'validation', 'Unknown field: evil');
    for (const bad of ['1;drop', '-1', '0', '99999999999', 'abc', '1.5']) {
      expectError(await server.call(update.method, update.path.replace('{id}', encodeURIComponent(bad)), { token, body: {} }), 400, 'bad_request', /^Invalid id/);
    }
    expectError(await server.call(update.method, update.path.replace('{id}', '2147483647'), { token, body: {} }), 404, 'not_found');

    expect(await server.count(resource.table)).toBe(before);
    expect(JSON.stringify(await server.query(`select * from "${resource.table}" order by id`))).toBe(snapshot);
    // Still serving.
    expect((await server.call('GET', pathOf(resource, 'list')!.path, { token })).status).toBe(200);
  });

  it('a unique value used twice is a 409 that names the field', async () => {
    const first = await server.call('POST', '/sso/admin/department', { token, body: { code: 'DUP', name: 'Satu' } });
    expect(first.status).toBe(201);
    const before = await server.count('department');
    const second = await server.call('POST', '/sso/admin/department', { token, body: { code: 'DUP', name: 'Dua' } });
    expectError(second, 409, 'conflict', 'Code is already used by another record');
    expect(second.json.errors).toEqual({ code: ['Code is already used by another record'] });
    expect(await server.count('department')).toBe(before);
  });

  it('system fields in a body are ignored; the server fills them', async () => {
    const reply = await server.call('POST', '/sso/admin/department', {
      token,
      body: { code: 'SYS', name: 'Sistem', id: 9999, created_by: 'mallory', created_at: '2000-01-01T00:00:00Z' },
    });
    expect(reply.status).toBe(201);
    expect(reply.json.data).toMatchObject({ code: 'SYS', created_by: 'admin' });
    expect(reply.json.data.id).not.toBe(9999);
    expect(new Date(reply.json.data.created_at).getFullYear()).toBeGreaterThan(2000);
  });

  it('an unknown API path is a JSON 404 in the spec wording', async () => {
    const reply = await server.call('GET', '/sso/no/such/thing', { token });
    expectError(reply, 404, 'not_found', 'The requested URL /sso/no/such/thing was not found on this server.');
  });
});
