/**
 * Support tickets over the real API and database: the spec-shaped list parameters (status
 * default OPEN, type, per_page, current_page, sorting_field/sorting_param), the handling stages
 * moved by the approvals of the division head (kabid), the head of section (kaur) and the person
 * in charge (pic) with the spec's messages, the notifications split by role, comments ('Sending
 * attachment', 'Empty Messages'), discussion ('Diskusi terkirim'), tasks (work start time, status
 * call), appointment, process, audit trail, print views, statistics; 403 and 404 for outsiders.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../support/multipart.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

describe('support tickets', () => {
  let server: TestServer;
  let staff: string;
  let kabid: string;
  let kaur: string;
  let support: string;
  let auditor: string;
  let ticketId: string;

  beforeAll(async () => {
    server = await startTestServer();
    [staff, kabid, kaur, support, auditor] = await Promise.all(['staff', 'kabid', 'kaur', 'support', 'auditor'].map((u) => server.login(u)));
  });
  afterAll(() => server?.stop());

  const row = async (sqlText: string, params: unknown[]) => (await server.query(sqlText, params))[0];

  it('reads the spec-shaped list parameters of the admin list', async () => {
    const open = await server.call('GET', '/sso/support/ticket/admin', { token: support });
    expect(open.status).toBe(200);
    expect(open.json.data.length).toBeGreaterThan(0);
    expect(open.json.data.every((t: { status: number }) => t.status === 2)).toBe(true);
    const humas = await server.call('GET', '/sso/support/ticket/admin?status=OPEN&type=HUMAS&per_page=100', { token: support });
    expect(humas.json.data.length).toBeGreaterThan(0);
    expect(humas.json.data.every((t: { type: string; status: number }) => t.type === 'HUMAS' && t.status === 2)).toBe(true);
    const all = await server.call('GET', '/sso/support/ticket/admin?status=&type=LEGAL&per_page=2&current_page=2&sorting_field=title&sorting_param=ASC', { token: support });
    const titles = (await server.query("select title from support_ticket where type = 'LEGAL' order by title asc", [])).map((r) => String(r.title));
    expect(all.json.data.map((t: { title: string }) => t.title)).toEqual(titles.slice(2, 4));
    expect(all.json.total).toBe(titles.length);
    const closed = await server.call('GET', '/sso/support/ticket/admin?status=CLOSED', { token: support });
    expect(closed.json.data.every((t: { status: number }) => t.status === 1)).toBe(true);
    expect((await server.call('GET', '/sso/support/ticket/admin', { token: staff })).status).toBe(403);
  });

  it('files a HUMAS ticket with an attachment, waiting for the division head', async () => {
    const body = multipartBody(
      [['title', 'Rilis berita uji'], ['description', 'Mohon dibuatkan rilis'], ['type', 'HUMAS'], ['has_attachment', 'true']],
      [{ name: 'attachments', fileName: 'brief.pdf', type: 'application/pdf', content: '%PDF-1.4 uji' }],
    );
    const reply = await server.call('POST', '/sso/support/ticket', { token: staff, payload: body.payload, headers: body.headers });
    expect(reply.status).toBe(201);
    expect(reply.json.message).toBe('Ticket has been send');
    ticketId = reply.json.data.id;
    expect(await row('select stage, status, bidang_id from support_ticket where id = $1', [ticketId])).toMatchObject({ stage: 1, status: 2 });
    const waiting = await server.call('GET', '/sso/support/message/notif', { token: kabid });
    expect(waiting.json.data.kabid.tasks.map((t: { ticket_id: string }) => t.ticket_id)).toContain(ticketId);
    expect(waiting.json.data.counter).toBeGreaterThan(0);
  });

  it('refuses an approval out of turn or by the wrong role, with the spec message, writing nothing', async () => {
    const byKaur = await server.call('POST', '/sso/support/approval', { token: kaur, body: { ticket_id: ticketId, type: 'ticket', tier: 1, status_code: 2 } });
    expect(byKaur.status).toBe(403);
    expect(byKaur.json.message).toBe('Gagal menyetujui permintaan, silahkan hubungi IT');
    const early = await server.call('POST', '/sso/support/approval', { token: kaur, body: { ticket_id: ticketId, type: 'ticket', tier: 2, status_code: 2 } });
    expect(early.status).toBe(409);
    expect(early.json.message).toBe('Gagal menyetujui permintaan, silahkan hubungi IT');
    expect(await row('select count(*)::int as n from support_approval where ticket_id = $1', [ticketId])).toEqual({ n: 0 });
    const outsider = await server.call('POST', '/sso/support/approval', { token: staff, body: { ticket_id: ticketId, type: 'ticket', tier: 1, status_code: 2 } });
    expect(outsider.status).toBe(403);
  });

  it('moves the ticket through its stages by kabid, kaur and pic approvals', async () => {
    const steps: Array<[string, number, string]> = [
      [kabid, 1, 'kaur'],
      [kaur, 2, 'pic'],
    ];
    for (const [token, tier, next] of steps) {
      const reply = await server.call('POST', '/sso/support/approval', { token, body: { ticket_id: ticketId, type: 'ticket', tier, status_code: 2 } });
      expect(reply.status).toBe(201);
      expect(reply.json.message).toBe('Permintaan telah disetujui');
      expect(await row('select stage from support_ticket where id = $1', [ticketId])).toEqual({ stage: tier + 1 });
      const waiting = await server.call('GET', '/sso/support/message/notif', { token: next === 'kaur' ? kaur : support });
      expect(waiting.json.data[next].tasks.map((t: { ticket_id: string }) => t.ticket_id)).toContain(ticketId);
    }
    const review = await server.call('POST', '/sso/support/approval', { token: support, body: { ticket_id: ticketId, type: 'ticket', tier: 3, pic: 'support', status_code: 2 } });
    expect(review.status).toBe(201);
    expect(await row('select stage from support_ticket where id = $1', [ticketId])).toEqual({ stage: 4 });
    // An approved approval cannot be deleted.
    const approval = await row('select id from support_approval where ticket_id = $1 and tier = 1', [ticketId]);
    const removal = await server.call('DELETE', `/sso/support/approval/${approval.id}`, { token: support });
    expect(removal.status).toBe(409);
    expect(await row('select count(*)::int as n from support_approval where id = $1', [approval.id])).toEqual({ n: 1 });
    const approvals = await server.call('GET', `/sso/support/approval?ticket_id=${ticketId}`, { token: staff });
    expect(approvals.json.data.map((a: { tier: number }) => a.tier).sort()).toEqual([1, 2, 3]);
  });

  it('creates tasks with their work start time and changes their status', async () => {
    const created = await server.call('POST', `/sso/support/task/${ticketId}`, { token: support, body: { progress_description: 'Menyusun draf rilis' } });
    expect(created.status).toBe(201);
    const task = await row('select id, started_at, status from support_task where ticket_id = $1', [ticketId]);
    expect(task.started_at).not.toBeNull();
    const status = await server.call('POST', `/sso/support/task/status/${task.id}`, { token: support, body: { status: 3, task_id: task.id } });
    expect(status.status).toBe(200);
    expect(await row('select status from support_task where id = $1', [task.id])).toEqual({ status: 3 });
    expect((await server.call('POST', `/sso/support/task/${ticketId}`, { token: staff, body: { progress_description: 'x' } })).status).toBe(403);
  });

  it("comments: 'Sending attachment' for a file alone, 'Empty Messages' for nothing", async () => {
    const file = multipartBody([['type', 'file'], ['model', 'ticket']], [{ name: 'attachment', fileName: 'hasil.pdf', type: 'application/pdf', content: '%PDF-1.4 hasil' }]);
    const sent = await server.call('POST', `/sso/support/comments/admin/${ticketId}`, { token: support, payload: file.payload, headers: file.headers });
    expect(sent.status, sent.body).toBe(201);
    expect(await row("select message from support_comment where model_id = $1 and type = 'file'", [ticketId])).toEqual({ message: 'Sending attachment' });
    const empty = await server.call('POST', `/sso/support/comments/user/${ticketId}`, { token: staff, body: { message: '', type: 'text', model: 'ticket' } });
    expect(empty.status).toBe(422);
    expect(JSON.stringify(empty.json)).toContain('Empty Messages');
    const list = await server.call('GET', `/sso/support/comments?model=ticket&model_id=${ticketId}`, { token: staff });
    expect(list.json.data).toHaveLength(1);
  });

  it("discussion: 'Diskusi terkirim', 'Empty Messages', handlers only", async () => {
    const sent = await server.call('POST', '/sso/support/discussion', { token: support, body: { message: 'Data lengkap', model: 'ticket', model_id: ticketId } });
    expect(sent.status).toBe(201);
    expect(sent.json.message).toBe('Diskusi terkirim');
    const empty = await server.call('POST', '/sso/support/discussion', { token: support, body: { message: '', model: 'ticket', model_id: ticketId } });
    expect(JSON.stringify(empty.json)).toContain('Empty Messages');
    expect((await server.call('GET', `/sso/support/discussion?model=ticket&model_id=${ticketId}`, { token: staff })).status).toBe(403);
    const list = await server.call('GET', `/sso/support/discussion?model=ticket&model_id=${ticketId}`, { token: support });
    expect(list.json.data.map((d: { message: string }) => d.message)).toEqual(['Data lengkap']);
  });

  it('dispositions, print views, appointment, process and the audit trail', async () => {
    const disposition = await server.call('POST', '/sso/support/disposisi', { token: support, body: { ticket_id: ticketId, recipient: 'support', notes: 'Tolong dicek' } });
    expect(disposition.status).toBe(201);
    // The ticket detail lists a ticket's dispositions by ticket_id.
    const listed = await server.call('GET', `/sso/support/disposisi?ticket_id=${ticketId}`, { token: support });
    expect(listed.json.data.map((d: { notes: string }) => d.notes)).toEqual(['Tolong dicek']);
    const print = await server.call('GET', `/sso/support/print-disposisi-all/${ticketId}`, { token: support });
    expect(print.status).toBe(200);
    expect(print.body).toContain('Tolong dicek');
    expect((await server.call('GET', `/sso/support/print-disposisi-all/${ticketId}`, { token: staff })).status).toBe(403);
    const appointment = await server.call('POST', `/sso/support/appointment/${ticketId}`, { token: support, body: { appointment_at: '2026-12-01T03:00:00Z', appointment_note: 'Rapat' } });
    expect(appointment.status).toBe(200);
    expect((await row('select appointment_note from support_ticket where id = $1', [ticketId])).appointment_note).toBe('Rapat');
    const processed = await server.call('PUT', `/sso/support/ticket/${ticketId}/process`, { token: support, body: {} });
    expect(processed.status).toBe(200);
    expect(await row('select status, stage from support_ticket where id = $1', [ticketId])).toEqual({ status: 1, stage: 5 });
    const trail = await server.call('GET', `/sso/support/audit-trail?ticket_id=${ticketId}`, { token: staff });
    const models = new Set(trail.json.data.map((r: { model: string }) => r.model));
    for (const model of ['support_ticket', 'support_approval', 'support_task', 'support_comment', 'support_discussion']) expect(models).toContain(model);
  });

  it('statistics and the notifications read', async () => {
    const stats = await server.call('GET', '/sso/support/dashboard/notif', { token: staff });
    const counted = await row("select count(*) filter (where type = 'HUMAS' and status = 1)::int as done_hm from support_ticket", []);
    expect(stats.json.data.done_hm).toBe(counted.done_hm);
    for (const key of ['pend_hm', 'prog_hm', 'done_hm', 'pend_lg', 'prog_lg', 'done_lg', 'pending', 'progress', 'done']) expect(typeof stats.json.data[key]).toBe('number');
    const panel = await server.call('GET', '/sso/support/dashboard/all', { token: staff });
    for (const key of ['approval_kabid_peminta', 'persetujuan_pengerjaan', 'review_kelengkapan_data', 'siap_dikerjakan', 'total']) expect(typeof panel.json.data.ticket[key]).toBe('number');
    const read = await server.call('PUT', '/sso/support/message/read', { token: kabid, body: {} });
    expect(read.status).toBe(200);
    expect(await row("select count(*)::int as n from notifications where recipient = 'kabid' and read_at is null and resource like 'support%'", [])).toEqual({ n: 0 });
  });

  it('lists the desks at GET /sso/support/master/type, one of them with ?type', async () => {
    const all = await server.call('GET', '/sso/support/master/type', { token: staff });
    expect(all.status).toBe(200);
    expect(all.json.data.map((o: { value: string }) => o.value)).toEqual(['HUMAS', 'LEGAL', 'UMUM', 'PMR']);
    const legal = await server.call('GET', '/sso/support/master/type?type=LEGAL', { token: staff });
    expect(legal.json.data.map((o: { value: string }) => o.value)).toEqual(['LEGAL']);
    expect((await server.call('GET', '/sso/support/master/type')).status).toBe(401);
  });

  it('answers 404 for a ticket the caller does not reach', async () => {
    expect((await server.call('GET', `/sso/support/ticket/${ticketId}`, { token: auditor })).status).toBe(404);
    expect((await server.call('PUT', '/sso/support/message/read', { token: auditor, body: { ticket_id: ticketId } })).status).toBe(404);
    expect((await server.call('POST', `/sso/support/comments/user/${ticketId}`, { token: auditor, body: { message: 'x', model: 'ticket' } })).status).toBe(404);
  });
});
