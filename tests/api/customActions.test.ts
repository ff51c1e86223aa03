/**
 * Custom actions through HTTP, served by the one generic handler (handlers/customHandler.ts):
 * support_ticket.process, support_task.status and support_task.approve. An allowed caller gets
 * 200 and the database changes (the record, its status history, its notifications); a refused
 * one gets 403 (404 for a record out of reach), a record in the wrong state 409, a bad body 422
 * naming the field, and each time the record stays as it was. Also: the Kabid approves the
 * tickets it reaches, and the option sources answer the spec's values.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testBackends, type TestServer } from '../support/testServer.ts';
import { fileTicket, storedRow } from '../support/storedRows.ts';

describe.each(testBackends())('custom actions (%s PostgreSQL)', (backend) => {
  let server: TestServer;
  let staff: string;
  let support: string;
  let kabid: string;

  const rowOf = (table: string, id: string | number) => storedRow(server, table, id);

  beforeAll(async () => {
    server = await startTestServer({ backend });
    [staff, support, kabid] = await Promise.all(['staff', 'support', 'kabid'].map((u) => server.login(u)));
  });
  afterAll(() => server?.stop());

  const ticketOf = (token: string, title: string) => fileTicket(server, token, title, 'uji aksi');

  it('process: a handler closes an open ticket, with the history, the requester notified and its own notifications read', async () => {
    const ticket = await ticketOf(staff, 'Email tidak masuk');
    const untouched = await rowOf('support_ticket', ticket);

    // The requester may not process (403); a bad body is a 422 naming the field; nothing changes.
    const refused = await server.call('PUT', `/sso/support/ticket/${ticket}/process`, { token: staff, body: {} });
    expect({ status: refused.status, code: refused.json.code }).toEqual({ status: 403, code: 'forbidden' });
    const bad = await server.call('PUT', `/sso/support/ticket/${ticket}/process`, { token: support, body: { request_analysis: 5 } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.errors ?? bad.json.fields ?? {})).toContain('request_analysis');
    expect(await rowOf('support_ticket', ticket)).toBe(untouched);
    expect((await server.call('PUT', '/sso/support/ticket/00000000-0000-4000-8000-000000000000/process', { token: support, body: {} })).status).toBe(404);

    const reply = await server.call('PUT', `/sso/support/ticket/${ticket}/process`, { token: support, body: { request_analysis: 'Kuota kotak surat penuh' } });
    expect(reply.status).toBe(200);
    expect(reply.json).toMatchObject({ message: server.definitions.resources.support_ticket.actions.process.success, data: { id: ticket, status: 1, request_analysis: 'Kuota kotak surat penuh' } });
    expect(await server.query(`select field, from_value, to_value, who from status_history where resource = 'support_ticket' and record_id = $1`, [ticket])).toEqual([
      { field: 'status', from_value: 2, to_value: 1, who: 'support' },
    ]);
    expect(await server.query(`select recipient from notifications where record_id = $1 and action = 'process'`, [ticket])).toEqual([{ recipient: 'staff' }]);
    expect(await server.query(`select count(*)::int as unread from notifications where record_id = $1 and recipient = 'support' and read_at is null`, [ticket])).toEqual([{ unread: 0 }]);

    // A closed ticket cannot be processed again: 409, unchanged.
    const closed = await rowOf('support_ticket', ticket);
    const again = await server.call('PUT', `/sso/support/ticket/${ticket}/process`, { token: support, body: {} });
    expect({ status: again.status, message: again.json.message }).toEqual({ status: 409, message: 'Cannot process: status is Closed' });
    expect(await rowOf('support_ticket', ticket)).toBe(closed);
  });

  it('status and approve: a task is approved only under review; the approval is kept with the task', async () => {
    const ticket = await ticketOf(staff, 'Laptop baru');
    const created = await server.call('POST', `/sso/support/task/${ticket}`, { token: support, body: { ticket_id: ticket, progress_description: 'Siapkan laptop' } });
    expect(created.status).toBe(201);
    expect(created.json.data.status).toBe(1);
    const task = created.json.data.id as number;

    const early = await server.call('POST', `/sso/support/task/approval/${task}`, { token: support, body: { status_code: 2 } });
    expect({ status: early.status, message: early.json.message }).toEqual({ status: 409, message: 'Cannot approve: status is In progress' });

    const missing = await server.call('POST', `/sso/support/task/status/${task}`, { token: support, body: { task_id: task } });
    expect(missing.status).toBe(422);
    expect(JSON.stringify(missing.json)).toContain('status');
    const staffStatus = await server.call('POST', `/sso/support/task/status/${task}`, { token: staff, body: { status: 2, task_id: task } });
    expect(staffStatus.status).toBe(403);
    const review = await server.call('POST', `/sso/support/task/status/${task}`, { token: support, body: { status: 2, task_id: task } });
    expect(review.status).toBe(200);
    expect(review.json.data.status).toBe(2);

    const before = await rowOf('support_task', task);
    expect((await server.call('POST', `/sso/support/task/approval/${task}`, { token: support, body: { tier: 2 } })).status).toBe(422);
    expect((await server.call('POST', `/sso/support/task/approval/${task}`, { token: staff, body: { status_code: 2 } })).status).toBe(403);
    expect(await rowOf('support_task', task)).toBe(before);

    const approved = await server.call('POST', `/sso/support/task/approval/${task}`, { token: support, body: { status_code: 2, tier: 2, description: 'Siap dipakai' } });
    expect(approved.status).toBe(200);
    expect(approved.json.data).toMatchObject({ status: 2, approval_status: 2, approval_tier: 2, approval_note: 'Siap dipakai' });
    expect(await server.query(`select field, from_value, to_value, action from status_history where resource = 'support_task' and record_id = $1 order by id`, [String(task)])).toEqual([
      { field: 'status', from_value: 1, to_value: 2, action: 'status' },
      { field: 'approval_status', from_value: null, to_value: 2, action: 'approve' },
    ]);
    expect(await server.query(`select action from audit_trail where resource = 'support_task' and record_id = $1 order by id`, [String(task)])).toEqual([{ action: 'create' }, { action: 'status' }, { action: 'approve' }]);
  });

  it('Kabid lists and creates the approvals of its own and its division tickets; a ticket out of reach is a 404 and nothing is written', async () => {
    const own = await ticketOf(kabid, 'Akses VPN bidang');
    const created = await server.call('POST', '/sso/support/approval', { token: kabid, body: { ticket_id: own, type: 'ticket', tier: 1, status_code: 2 } });
    expect(created.status).toBe(201);
    expect(created.json.message).toBe('Permintaan telah disetujui');
    expect((await server.call('GET', '/sso/support/approval?paging[]=10&paging[]=1', { token: kabid })).status).toBe(200);

    // A ticket of the division (staff, bidang 3) is the division head's to approve; one of another division is not.
    const division = await ticketOf(staff, 'Tiket staf bidang');
    expect((await server.call('POST', '/sso/support/approval', { token: kabid, body: { ticket_id: division, type: 'ticket', tier: 1, status_code: 2 } })).status).toBe(201);
    const other = await ticketOf(support, 'Tiket bidang lain');
    const count = await server.count('support_approval');
    const refused = await server.call('POST', '/sso/support/approval', { token: kabid, body: { ticket_id: other, type: 'ticket', tier: 1, status_code: 2 } });
    expect(refused.status).toBe(404);
    expect(await server.count('support_approval')).toBe(count);
    // Deleting an approval stays with the handlers.
    expect((await server.call('DELETE', `/sso/support/approval/${created.json.data.id}`, { token: kabid })).status).toBe(403);
  });

  it('the start report no longer lists custom actions, effects or option sources as not served', () => {
    const report = server.app.mountReport;
    expect(report.pending.filter((line) => /custom action|effects not run|option source/.test(line))).toEqual([]);
    expect(report.problems).toEqual([]);
    // Every custom action the definitions declare is served, the three of this file among them.
    const declared = Object.values(server.definitions.resources).flatMap((resource) =>
      Object.entries(resource.actions)
        .filter(([, action]) => action.kind === 'custom')
        .map(([name]) => `${resource.id}.${name}`),
    );
    const served = report.mounted.filter((m) => m.kind === 'custom').map((m) => `${m.resource}.${m.action}`).sort();
    expect(served).toEqual(declared.sort());
    expect(served).toEqual(expect.arrayContaining(['support_task.approve', 'support_task.status', 'support_ticket.process']));
  });

  it('option sources answer the spec values', async () => {
    const values = async (path: string) => {
      const reply = await server.call('GET', path, { token: staff });
      expect(reply.status).toBe(200);
      return (reply.json.data as Array<{ value: unknown }>).map((o) => o.value);
    };
    expect(await values('/sso/options/directorDepartments?position=4')).toEqual([3, 7]);
    expect(await values('/sso/options/directorDepartments?position=5')).toEqual([1, 2, 5]);
    expect(await values('/sso/options/directorDepartments?position=6')).toEqual([4, 6, 9, 11]);
    expect(await values('/sso/options/directorDepartments?position=7')).toEqual([]);
    expect(await values('/sso/support/master/pic')).toEqual(expect.arrayContaining(['admin', 'support']));
    expect(await values('/sso/support/master/pic')).not.toContain('staff');
    expect(await values('/sso/options/supportType')).toEqual(['HUMAS', 'LEGAL', 'UMUM', 'PMR']);
    expect(await values('/sso/options/dispositionGroup')).toEqual(['direksi', 'direksi-kabid', 'kabid', 'kaur', 'staff', 'all']);
    expect(Array.isArray(await values('/sso/options/supportStatus?type=HUMAS'))).toBe(true);
  });
});
