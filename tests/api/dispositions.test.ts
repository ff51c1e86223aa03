/**
 * Dispositions (modules.md sections 3 to 8) over real HTTP and a real PostgreSQL: sending to a
 * person and to a rank group, the director lookup, reading by clearing one notification or all,
 * the counter (dispositions plus tasks), priority and close, and the rule that a read
 * disposition cannot be deleted; each checked in what the caller sees and what the database holds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/testServer.ts';

describe('dispositions', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const as = (user: string) => tokens[user];
  const count = async (user: string) => (await server.call('GET', '/sso/disposisi/notif', { token: as(user) })).json as number;
  const unreadNotifications = (user: string) => server.count('notifications', `recipient = '${user}' and resource = 'disposition' and read_at is null`);

  beforeAll(async () => {
    server = await startTestServer();
    for (const user of ['direksi', 'kabid', 'kaur', 'staff', 'admin', 'spi', 'arsip', 'bank']) tokens[user] = await server.login(user);
  });
  afterAll(() => server?.stop());

  it('answers the counter as a number: the unread dispositions plus the unread task notifications', async () => {
    const dispositions = await unreadNotifications('staff');
    expect(dispositions).toBeGreaterThan(0);
    await server.query(`insert into notifications (recipient, resource, record_id, action, who) values ('staff', 'support_task', '1', 'create', 'kabid')`);
    const reply = await server.call('GET', '/sso/disposisi/notif', { token: as('staff') });
    expect(reply.status).toBe(200);
    expect(reply.json).toBe(dispositions + 1);
    expect((await server.call('GET', '/sso/disposisi/notif')).status).toBe(401);
  });

  it('sends to one person: the recipient is notified, the message lists 15 a page with names', async () => {
    const before = await count('kaur');
    const sent = await server.call('POST', '/sso/disposisi/user/data', { token: as('kabid'), body: { recipient: 'kaur', doc_id: 3, notes: 'Mohon segera dijawab', priority: 3, hashtags: ['#segera'] } });
    expect(sent.status).toBe(201);
    expect(sent.json.message).toBe('Pesan terkirim');
    const [row] = await server.query<{ status: number; created_by: string }>('select status, created_by from disposition where id = $1', [sent.json.data.id]);
    expect(row).toEqual({ status: 1, created_by: 'kabid' });
    expect(await count('kaur')).toBe(before + 1);

    const inbox = await server.call('GET', '/sso/disposisi/data?show_state=unread&page=1', { token: as('kaur') });
    expect(inbox.status).toBe(200);
    expect(inbox.json.per_page).toBe(15);
    expect(inbox.json.data.length).toBeLessThanOrEqual(15);
    const message = inbox.json.data.find((m: { id: number }) => m.id === sent.json.data.id);
    expect(message).toMatchObject({ sender_name: 'Sari Kepala Bidang', recipient: 'kaur', doc_id: 3, priority: 3, status: 1 });
    expect(message.doc_title).toEqual(expect.any(String));
    expect(inbox.json).toMatchObject({ page: 1, from: 1 });

    const bad = await server.call('POST', '/sso/disposisi/user/data', { token: as('kabid'), body: { recipient: 'kaur' } });
    expect(bad.status).toBe(422);
    expect(bad.json.errors.notes).toBeDefined();
    expect((await server.call('GET', '/sso/disposisi/data?show_state=nope', { token: as('kaur') })).status).toBe(400);
  });

  it("keeps a disposition from everyone but its sender and recipient (404)", async () => {
    const sent = await server.call('POST', '/sso/disposisi/user/data', { token: as('kabid'), body: { recipient: 'kaur', notes: 'Rahasia' } });
    const id = sent.json.data.id;
    expect((await server.call('GET', `/sso/disposisi/data/${id}`, { token: as('kaur') })).status).toBe(200);
    expect((await server.call('GET', `/sso/disposisi/data/${id}`, { token: as('kabid') })).status).toBe(200);
    expect((await server.call('GET', `/sso/disposisi/data/${id}`, { token: as('staff') })).status).toBe(404);
    expect((await server.call('PUT', `/sso/disposisi/priority/${id}`, { token: as('staff'), body: { priority: 1 } })).status).toBe(404);
    expect((await server.call('PUT', `/sso/disposisi/status/${id}`, { token: as('staff'), body: {} })).status).toBe(404);
    const listed = await server.call('GET', '/sso/disposisi/data?show_state=all&per_page=100', { token: as('staff') });
    expect(listed.json.data.map((m: { id: number }) => m.id)).not.toContain(id);
    expect((await server.query('select priority, status from disposition where id = $1', [id]))[0]).toEqual({ priority: 1, status: 1 });
  });

  it('sends to a rank group: one row per member, never the sender, limited to a director’s departments', async () => {
    const members = await server.call('GET', '/sso/disposisi/group/kabid', { token: as('direksi') });
    expect(members.status).toBe(200);
    expect(members.json.data.map((m: { username: string }) => m.username).sort()).toEqual(['admin', 'kabid', 'spi']);
    expect((await server.call('GET', '/sso/disposisi/group/nobody', { token: as('direksi') })).status).toBe(404);

    // Position 4 oversees departments 3 and 7: of the division heads only kabid (Kepesertaan).
    const sent = await server.call('POST', '/sso/disposisi/data', { token: as('direksi'), body: { recipient_group: 'direksi-kabid', director_position: 4, doc_id: 5, notes: 'Rapat koordinasi', priority: 2 } });
    expect(sent.status).toBe(200);
    expect(sent.json.data.recipients).toEqual(['kabid']);
    const all = await server.call('POST', '/sso/disposisi/data', { token: as('kabid'), body: { recipient_group: 'kaur', notes: 'Untuk diketahui' } });
    expect(all.json.data.recipients).toEqual(['kaur']);
    const rows = await server.query<{ recipient: string; recipient_group: string }>('select recipient, recipient_group from disposition where batch = $1', [sent.json.data.batch]);
    expect(rows).toEqual([{ recipient: 'kabid', recipient_group: 'direksi-kabid' }]);
    expect(await server.count('audit_trail', `resource = 'disposition' and action = 'create' and who = 'direksi'`)).toBeGreaterThan(0);

    const refused = await server.call('POST', '/sso/disposisi/data', { token: as('kabid'), body: { recipient_group: 'board', notes: '' } });
    expect(refused.status).toBe(422);
    expect(refused.json.errors.recipient_group).toBeDefined();
  });

  it('offers the group below the sender, positions 4 and 5 without one’s own, and the departments under each director', async () => {
    expect((await server.call('GET', '/sso/disposisi/group-auto', { token: as('direksi') })).json.data.group).toBe('kabid');
    expect((await server.call('GET', '/sso/disposisi/group-auto', { token: as('kabid') })).json.data.group).toBe('kaur');
    const positions = (user: string) => server.call('GET', '/sso/disposisi/master/jabatan', { token: as(user) }).then((r) => r.json.data.map((o: { value: number }) => o.value));
    expect(await positions('direksi')).toEqual([5]);
    expect(await positions('staff')).toEqual([4, 5]);
    const departments = async (position: number) =>
      (await server.call('GET', `/sso/disposisi/master/department?position=${position}`, { token: as('staff') })).json.data.map((o: { value: number }) => o.value);
    expect(await departments(4)).toEqual([3, 7]);
    expect(await departments(5)).toEqual([1, 2, 5]);
    expect(await departments(6)).toEqual([4, 6, 9, 11]);
    expect(await departments(1)).toEqual([]);
    const subs = await server.call('GET', '/sso/disposisi/master/sub-department/3', { token: as('staff') });
    expect(subs.json.data.map((o: { label: string }) => o.label).sort()).toEqual(['Data Peserta', 'Manfaat Pensiun']);
    expect((await server.call('GET', '/sso/disposisi/priority', { token: as('staff') })).json.data.map((o: { value: number }) => o.value)).toEqual([1, 2, 3]);
    expect((await server.call('GET', '/sso/disposisi/hashtag', { token: as('staff') })).json.data.length).toBeGreaterThan(0);
  });

  it('reads one disposition by clearing its notification; a read one cannot be deleted', async () => {
    const sent = await server.call('POST', '/sso/disposisi/user/data', { token: as('kaur'), body: { recipient: 'staff', notes: 'Cek berkas' } });
    const id = sent.json.data.id;
    const before = await count('staff');
    const cleared = await server.call('GET', `/sso/disposisi/clear-notif?disposisi_id=${id}`, { token: as('staff') });
    expect(cleared.status).toBe(200);
    expect(cleared.json.data).toEqual({ cleared: 1, count: before - 1 });
    const [row] = await server.query<{ status: number; read_at: Date | null }>('select status, read_at from disposition where id = $1', [id]);
    expect(row.status).toBe(2);
    expect(row.read_at).not.toBeNull();
    expect(await server.count('audit_trail', `resource = 'disposition' and record_id = '${id}' and action = 'read'`)).toBe(1);

    const refused = await server.call('DELETE', `/sso/disposisi/data/${id}`, { token: as('kaur') });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe('Disposisi sudah dibaca, data tidak bisa dihapus');
    expect(await server.count('disposition', `id = ${id}`)).toBe(1);

    // Only the sender deletes, and only while unread.
    const unread = await server.call('POST', '/sso/disposisi/user/data', { token: as('kaur'), body: { recipient: 'staff', notes: 'Salah kirim' } });
    expect((await server.call('DELETE', `/sso/disposisi/data/${unread.json.data.id}`, { token: as('staff') })).status).toBe(404);
    expect((await server.call('DELETE', `/sso/disposisi/data/${unread.json.data.id}`, { token: as('kaur') })).status).toBe(200);
    expect(await server.count('disposition', `id = ${unread.json.data.id}`)).toBe(0);
    expect((await server.call('GET', '/sso/disposisi/clear-notif', { token: as('staff') })).status).toBe(400);
  });

  it('changes priority, closes through the status call, and clears all notifications to zero', async () => {
    const sent = await server.call('POST', '/sso/disposisi/user/data', { token: as('kabid'), body: { recipient: 'arsip', notes: 'Arsipkan surat ini', doc_id: 7 } });
    const id = sent.json.data.id;
    const priority = await server.call('PUT', `/sso/disposisi/priority/${id}`, { token: as('arsip'), body: { priority: 3 } });
    expect(priority.status).toBe(200);
    expect((await server.call('PUT', `/sso/disposisi/priority/${id}`, { token: as('arsip'), body: { priority: 9 } })).status).toBe(422);
    const closed = await server.call('PUT', `/sso/disposisi/status/${id}`, { token: as('arsip'), body: {} });
    expect(closed.status).toBe(200);
    expect((await server.query('select priority, status from disposition where id = $1', [id]))[0]).toEqual({ priority: 3, status: 3 });
    expect((await server.call('PUT', `/sso/disposisi/status/${id}`, { token: as('arsip'), body: {} })).status).toBe(409);

    await server.call('POST', '/sso/disposisi/user/data', { token: as('kabid'), body: { recipient: 'arsip', notes: 'Satu lagi' } });
    await server.query(`insert into notifications (recipient, resource, record_id, action, who) values ('arsip', 'support_task', '2', 'create', 'kabid')`);
    expect(await count('arsip')).toBeGreaterThan(1);
    const all = await server.call('GET', '/sso/disposisi/clear-notif-all', { token: as('arsip') });
    expect(all.status).toBe(200);
    expect(all.json.data.count).toBe(0);
    expect(await count('arsip')).toBe(0);
    expect(await server.count('disposition', `recipient = 'arsip' and status = 1`)).toBe(0);
  });

  it('lists the incoming mail with its dispositions: every letter for the DMS reader, only their own for others', async () => {
    const mail = await server.call('GET', '/sso/disposisi/incoming-mail?page=1&perpage=10&sort_by=tanggal_surat_diterima&sort_type=desc', { token: as('staff') });
    expect(mail.status).toBe(200);
    expect(mail.json.data.length).toBeGreaterThan(0);
    expect(mail.json.data.every((letter: { tanggal_surat_diterima: string | null }) => letter.tanggal_surat_diterima !== null)).toBe(true);
    const letter = mail.json.data.find((l: { dispositions: number }) => l.dispositions > 0);
    const ofLetter = await server.call('GET', `/sso/disposisi/incoming-mail-disposisi?doc_id=${letter.id}`, { token: as('staff') });
    expect(ofLetter.status).toBe(200);
    expect(ofLetter.json.data.length).toBeGreaterThan(0);
    // The bank user holds no DMS permission and disposed nothing: no letters, no dispositions.
    const outsider = await server.call('GET', '/sso/disposisi/incoming-mail', { token: as('bank') });
    expect(outsider.json.total).toBe(0);
    expect((await server.call('GET', `/sso/disposisi/incoming-mail-disposisi?doc_id=${letter.id}`, { token: as('bank') })).json.data).toEqual([]);
    expect((await server.call('GET', '/sso/disposisi/incoming-mail?sort_by=password', { token: as('staff') })).status).toBe(400);
  });

  it("lets the mail desk monitor everyone's dispositions, and nobody else", async () => {
    const monitor = await server.call('GET', '/sso/disposisi/data?show_state=monitor&per_page=100', { token: as('arsip') });
    expect(monitor.status).toBe(200);
    const people = new Set(monitor.json.data.flatMap((m: { created_by: string; recipient: string }) => [m.created_by, m.recipient]));
    expect(people.has('direksi') && people.has('staff')).toBe(true);
    const [{ total }] = await server.query<{ total: string }>('select count(*) as total from disposition');
    expect(monitor.json.total).toBe(Number(total));
    expect((await server.call('GET', '/sso/disposisi/data?show_state=monitor', { token: as('staff') })).status).toBe(403);

    const others = await server.query<{ id: number; status: number }>(`select id, status from disposition where recipient = 'kaur' and created_by = 'kabid' and status = 1 limit 1`);
    const seen = await server.call('GET', `/sso/disposisi/data/${others[0].id}`, { token: as('arsip') });
    expect(seen.status).toBe(200);
    // Looking is not reading: only the recipient reads a disposition.
    expect((await server.query('select status from disposition where id = $1', [others[0].id]))[0]).toEqual({ status: 1 });
  });
});
