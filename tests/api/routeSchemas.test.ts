/**
 * The route schemas derived from the definitions (server/resources/routeSchemas.ts): a path id
 * or page of the wrong form is a 400 that says what is wrong, before anything is read or
 * written; the answers Fastify now serializes with fast-json-stringify are, byte for byte, what
 * JSON.stringify made of the same records before; and a write-only password never leaves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoadedResource } from '../../engine/definitions/model.ts';
import { checkListQuery } from '../../engine/listQuery/checkListQuery.ts';
import { decodeListQueryDetailed } from '../../engine/listQuery/listQuery.ts';
import { resourceDb } from '../../server/db/database.ts';
import { recordFiles } from '../../server/files/recordFiles.ts';
import { listRecords, maxPageSize } from '../../server/resources/listRecords.ts';
import { listOptions } from '../../server/resources/optionsRecords.ts';
import { findRecord } from '../../server/resources/readRecords.ts';
import { storageModels } from '../../server/resources/storageModels.ts';
import { multipartBody } from '../support/multipart.ts';
import { storedRow } from '../support/storedRows.ts';
import { sampleRecord } from '../support/sampleRecord.ts';
import { startTestServer, testBackends, type Reply, type TestServer } from '../support/testServer.ts';

const endpointOf = (resource: LoadedResource, kind: string) => Object.values(resource.actions).find((a) => a.kind === kind)!;

describe.each(testBackends())('route schemas (%s PostgreSQL)', (backend) => {
  let server: TestServer;
  let admin: string;
  let models: ReturnType<typeof storageModels>;
  const rdb = () => resourceDb(server.db);
  const resource = (id: string) => server.definitions.resources[id];

  beforeAll(async () => {
    server = await startTestServer({ backend });
    admin = await server.login('admin');
    models = storageModels(server.definitions);
  });
  afterAll(() => server?.stop());

  const expectRefused = (reply: Reply, code: string, message: string, details?: string[]) => {
    expect({ status: reply.status, code: reply.json?.code, message: reply.json?.message }).toEqual({ status: 400, code, message });
    if (details) expect(reply.json.details).toEqual(details);
  };

  /** A list answer as the handler built it before the route schemas: the paginator through JSON.stringify. */
  const listedBefore = async (id: string, query: string) => {
    const model = models.get(id)!;
    const checked = checkListQuery(model.resource, decodeListQueryDetailed(query).query, { maxPageSize });
    if (!checked.ok) throw new Error(checked.error.details.join('; '));
    return JSON.stringify(await listRecords(rdb(), model, checked.query));
  };

  /** A get answer as before: the record, and its stored files when it has file fields. */
  const readBefore = async (id: string, recordId: number | string) => {
    const model = models.get(id)!;
    const record = (await findRecord(rdb(), model, recordId))!;
    const files = Object.values(model.resource.fields.properties).some((field) => field['x-file']);
    return JSON.stringify(files ? { data: record, files: await recordFiles(server.db, model, record, endpointOf(model.resource, 'get').endpoint.path) } : { data: record });
  };

  it.each(['department', 'user', 'role', 'group_user', 'support_ticket', 'document', 'support_category'])(
    '%s: a list and a get answer the same bytes as JSON.stringify of the same records',
    async (id) => {
      const list = endpointOf(resource(id), 'list').endpoint.path;
      if ((await server.count(resource(id).table)) === 0) {
        const create = endpointOf(resource(id), 'create').endpoint;
        const made = await server.call(create.method, create.path, { token: admin, body: sampleRecord(resource(id), 7000, () => 1) });
        expect(made.status, `${id}: ${made.body}`).toBe(201);
      }
      const relations = models.get(id)!.relations.map((r) => `&relation[]=${r.field}`).join('');
      for (const query of ['paging[]=5&paging[]=1', `paging[]=50&paging[]=1&sorter[]=id&sorter[]=asc${relations}`, 'paging[]=5&paging[]=999']) {
        const reply = await server.call('GET', `${list}?${query}`, { token: admin });
        expect(reply.status).toBe(200);
        expect({ query, body: reply.body }).toEqual({ query, body: await listedBefore(id, query) });
      }
      const first = (await server.call('GET', `${list}?paging[]=1&paging[]=1`, { token: admin })).json.data[0];
      expect(first, `${id} has seeded rows`).toBeDefined();
      const get = endpointOf(resource(id), 'get').endpoint.path.replace('{id}', String(first.id));
      const read = await server.call('GET', get, { token: admin });
      expect(read.status).toBe(200);
      expect(read.body).toBe(await readBefore(id, first.id));
    },
  );

  it('a ticket with an uploaded file answers its record and file list byte for byte', async () => {
    const form = multipartBody([['title', 'Printer'], ['description', 'Kertas macet']], [{ name: 'attachments[]', fileName: 'note.txt', type: 'text/plain', content: 'paper jam' }]);
    const created = await server.call('POST', '/sso/support/ticket', { token: admin, ...form });
    expect(created.status).toBe(201);
    const read = await server.call('GET', `/sso/support/ticket/${created.json.data.id}`, { token: admin });
    expect(read.json.files.attachments).toHaveLength(1);
    expect(read.body).toBe(await readBefore('support_ticket', created.json.data.id));
  });

  it.each(['department', 'position', 'role', 'user'])('%s: a create answers 201 with the same bytes as JSON.stringify of the stored record', async (id) => {
    const create = endpointOf(resource(id), 'create');
    const body = sampleRecord(resource(id), 9000 + Object.keys(server.definitions.resources).indexOf(id), () => 1);
    const reply = await server.call(create.endpoint.method, create.endpoint.path, { token: admin, body });
    expect(reply.status).toBe(201);
    const stored = await findRecord(rdb(), models.get(id)!, reply.json.data.id);
    expect(reply.body).toBe(JSON.stringify({ message: create.success, data: stored }));
  });

  it('users: the password is written, hashed, and in no answer', async () => {
    const created = await server.call('POST', '/sso/admin/users', {
      token: admin,
      body: { ...sampleRecord(resource('user'), 9100, () => 1), username: 'schema.check', password: 'Rahasia-123' },
    });
    expect(created.status).toBe(201);
    const id = created.json.data.id;
    const [row] = await server.query<{ password_hash: string }>('select password_hash from users where id = $1', [id]);
    expect(row.password_hash).toMatch(/^\$argon2/);
    const updated = await server.call('PUT', `/sso/admin/users/${id}`, { token: admin, body: { password: 'Rahasia-456' } });
    expect(updated.status).toBe(200);
    const answers = [
      created,
      updated,
      await server.call('GET', `/sso/admin/users/${id}`, { token: admin }),
      await server.call('GET', '/sso/admin/users?paging[]=500&paging[]=1&relation[]=roles', { token: admin }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200 + (answer === created ? 1 : 0));
      expect(answer.body).not.toMatch(/"password"|password_hash|argon2|Rahasia/);
    }
    // The serializer lists the readable fields only: even a row carrying the hash would not pass it on.
    const mounted = server.app.mountReport.mounted.find((route) => route.resource === 'user' && route.kind === 'get')!;
    const record = (mounted.schema.response as Record<number, { properties: { data: { properties: object; additionalProperties: boolean } } }>)[200].properties.data;
    expect(Object.keys(record.properties)).toEqual([...models.get('user')!.readable, 'roles']);
    expect(record.additionalProperties).toBe(false);
  });

  it('a path id of the wrong form is a 400 naming it, before anything is read or written', async () => {
    const before = await storedRow(server, 'department', 1);
    const count = await server.count('department');
    for (const bad of ['abc', '1e0', '01', '0', '-1', '1.5', ' 1', '99999999999']) {
      expectRefused(await server.call('PUT', `/sso/admin/department/${encodeURIComponent(bad)}`, { token: admin, body: { name: 'Diubah' } }), 'bad_request', `Invalid id: ${bad}`);
      expectRefused(await server.call('DELETE', `/sso/admin/department/${encodeURIComponent(bad)}`, { token: admin }), 'bad_request', `Invalid id: ${bad}`);
    }
    // Past the largest integer id, still the same words (recordId.ts checks the range).
    expectRefused(await server.call('GET', '/sso/admin/department/2147483648', { token: admin }), 'bad_request', 'Invalid id: 2147483648');
    expectRefused(await server.call('GET', '/sso/support/ticket/not-a-uuid', { token: admin }), 'bad_request', 'Invalid id: not-a-uuid');
    expect(await storedRow(server, 'department', 1)).toBe(before);
    expect(await server.count('department')).toBe(count);
    // The permission is checked first: a caller without it learns nothing about the id's form.
    expect((await server.call('DELETE', '/sso/admin/department/abc', { token: await server.login('staff') })).status).toBe(403);
  });

  it('a parent key of the wrong form in the path is a 400 naming the key, and nothing is stored', async () => {
    const documents = await server.count('support_task_document');
    const files = await server.count('files');
    expectRefused(await server.call('POST', '/sso/support/document/store/abc', { token: admin, body: {} }), 'bad_request', 'task_id must be a whole number');
    expect(await server.count('support_task_document')).toBe(documents);
    expect(await server.count('files')).toBe(files);
  });

  it('a page of the wrong form is a 400 in the list query words, every problem named', async () => {
    const list = '/sso/admin/department';
    expectRefused(await server.call('GET', `${list}?paging[]=abc&paging[]=1`, { token: admin }), 'bad_query', 'Invalid list query', ['Page size must be a whole number: abc']);
    expectRefused(await server.call('GET', `${list}?paging[]=10&paging[]=0`, { token: admin }), 'bad_query', 'Invalid list query', ['Page must be 1 or more: 0']);
    expectRefused(await server.call('GET', `${list}?paging[]=0&paging[]=x`, { token: admin }), 'bad_query', 'Invalid list query', ['Page size must be between 1 and 500: 0', 'Page must be a whole number: x']);
    expectRefused(await server.call('GET', `${list}/export?paging[]=1.5`, { token: admin }), 'bad_query', 'Invalid list query', ['Page size must be a whole number: 1.5']);
    // What the engine checks by name is still the engine's answer.
    expectRefused(await server.call('GET', `${list}?sorter[]=nope`, { token: admin }), 'bad_query', 'Invalid list query', ['Unknown sort field: nope']);
    // Keys the list does not know stay allowed, as before.
    expect((await server.call('GET', `${list}?paging[]=10&paging[]=1&utm_source=mail`, { token: admin })).status).toBe(200);
  });

  it('options answer the same bytes as before', async () => {
    const options = endpointOf(resource('department'), 'options').endpoint.path;
    const reply = await server.call('GET', `${options}?label=name&q=a`, { token: admin });
    expect(reply.status).toBe(200);
    expect(reply.body).toBe(JSON.stringify(await listOptions(rdb(), models.get('department')!, { label: 'name', q: 'a' })));
  });

  it('options answer another field as value when asked (who wrote a record, by name), never a hashed one', async () => {
    const staff = await server.login('staff');
    const reply = await server.call('GET', '/sso/users-data?label=name&value=username', { token: staff });
    expect(reply.status).toBe(200);
    expect(reply.json.data).toContainEqual(expect.objectContaining({ label: 'Dewi Staf', value: 'staff' }));
    expect(reply.body).not.toMatch(/argon2|password/);
    const hashed = await server.call('GET', '/sso/users-data?value=password', { token: staff });
    expect({ status: hashed.status, details: hashed.json.details }).toEqual({ status: 400, details: ['Unknown value field: password'] });
  });

  it('the API docs show the route schemas: typed path ids, the list query and the answers', async () => {
    const doc = (await server.call('GET', '/api/docs/json')).json;
    const get = doc.paths['/sso/admin/users/{id}'].get;
    expect(get.parameters).toEqual([{ name: 'id', in: 'path', required: true, schema: expect.objectContaining({ type: 'string', pattern: '^[1-9][0-9]{0,9}$' }) }]);
    const answered = get.responses['200'].content['application/json'].schema.properties.data.properties;
    expect(answered).toHaveProperty('username');
    expect(answered).not.toHaveProperty('password');
    const list = doc.paths['/sso/admin/department'].get;
    expect(list.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'paging[]', in: 'query', schema: expect.objectContaining({ items: { type: 'integer', minimum: 1 } }) })]));
    expect(Object.keys(list.responses['200'].content['application/json'].schema.properties)).toEqual(['data', 'total', 'page', 'perpage', 'from', 'to', 'last_page']);
    expect(doc.paths['/sso/admin/department'].post.responses['201'].content['application/json'].schema.properties).toHaveProperty('message');
  });
});
