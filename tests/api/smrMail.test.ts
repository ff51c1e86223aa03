/**
 * SMR mail (doc_smr, served whole from its definition): a colleague writes, the recipient's SMR
 * badge counts it, only the recipient marks it read (the badge falls), and nobody else reaches it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../support/multipart.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

describe('SMR mail', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const smrCount = async (user: string) => (await server.call('GET', '/sso/notifications/badges', { token: tokens[user] })).json.data.smrNotifications as number;

  beforeAll(async () => {
    server = await startTestServer();
    for (const user of ['kaur', 'staff', 'hr']) tokens[user] = await server.login(user);
  });
  afterAll(() => server?.stop());

  it('reaches its recipient, who alone reads it; the SMR badge rises and falls', async () => {
    const before = await smrCount('staff');
    const { payload, headers } = multipartBody([
      ['recipient', 'staff'],
      ['subject', 'Rapat pagi'],
      ['message', 'Rapat dimulai pukul 08.30.'],
    ]);
    const sent = await server.call('POST', '/sso/doc_smr/data', { token: tokens.kaur, payload, headers });
    expect(sent.status).toBe(201);
    expect(sent.json.message).toBe('Pesan terkirim');
    const id = sent.json.data.id;
    expect(await smrCount('staff')).toBe(before + 1);

    const inbox = await server.call('GET', '/sso/doc_smr/inbox?paging[]=50&paging[]=1', { token: tokens.staff });
    expect(inbox.json.data.map((m: { id: number }) => m.id)).toContain(id);
    const kaurInbox = await server.call('GET', '/sso/doc_smr/inbox?paging[]=50&paging[]=1', { token: tokens.kaur });
    expect(kaurInbox.json.data.map((m: { id: number }) => m.id)).not.toContain(id);

    expect((await server.call('GET', `/sso/doc_smr/data/${id}`, { token: tokens.hr })).status).toBe(404);
    expect((await server.call('PUT', `/sso/doc_smr/read/${id}`, { token: tokens.kaur })).status).toBe(404);
    expect((await server.query('select status from doc_smr where id = $1', [id]))[0]).toEqual({ status: 1 });

    const read = await server.call('PUT', `/sso/doc_smr/read/${id}`, { token: tokens.staff });
    expect(read.status).toBe(200);
    expect((await server.query('select status from doc_smr where id = $1', [id]))[0]).toEqual({ status: 2 });
    expect(await smrCount('staff')).toBe(before);
    expect((await server.call('PUT', `/sso/doc_smr/read/${id}`, { token: tokens.staff })).status).toBe(409);
  });

  it('refuses a mail without its subject, with the field named', async () => {
    const { payload, headers } = multipartBody([
      ['recipient', 'staff'],
      ['message', 'Tanpa judul'],
    ]);
    const refused = await server.call('POST', '/sso/doc_smr/data', { token: tokens.kaur, payload, headers });
    expect(refused.status).toBe(422);
    expect(refused.json.errors.subject).toBeDefined();
  });
});
