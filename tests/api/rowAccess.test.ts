/**
 * Row-level access (the definitions' `rows`): two users of the same role, A and B. B may call the
 * same actions as A but reaches none of A's rows: every list leaves them out, every read, write,
 * export and child write answers 404 (as for a row that does not exist) and the database keeps
 * the rows as they were. A ticket handler, a document manager, a permit's division head and the
 * HR officer reach them.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testBackends, type TestServer } from '../support/testServer.ts';
import { fileTicket, storedRow } from '../support/storedRows.ts';

describe.each(testBackends())('row-level access (%s PostgreSQL)', (backend) => {
  let server: TestServer;
  let staffA: string;
  let staffB: string;
  let support: string;
  let archivist: string;
  let admin: string;

  /** A second user with exactly the role of `of` (same division too), made in the database as an admin would. */
  async function twinOf(of: string, username: string): Promise<void> {
    await server.query(
      `insert into users (username, password_hash, name, email, bidang_id, office_id, position_id, must_change_password, created_by)
       select $1, password_hash, $1, $1 || '@portal.example', bidang_id, office_id, position_id, false, 'test' from users where username = $2`,
      [username, of],
    );
    await server.query(
      `insert into user_roles (user_id, role_id) select (select id from users where username = $1), role_id from user_roles where user_id = (select id from users where username = $2)`,
      [username, of],
    );
  }

  const rowOf = (table: string, id: string | number) => storedRow(server, table, id);

  beforeAll(async () => {
    server = await startTestServer({ backend });
    await twinOf('staff', 'staff_b');
    await twinOf('kaur', 'kaur_b');
    [staffA, staffB, support, archivist, admin] = await Promise.all(['staff', 'staff_b', 'support', 'arsip', 'admin'].map((u) => server.login(u)));
  });
  afterAll(() => server?.stop());

  const ticketOf = (token: string, title: string) => fileTicket(server, token, title, 'uji akses baris');

  it("keeps a user's ticket from another user of the same role: list, get, update, delete, comment", async () => {
    const mine = await ticketOf(staffA, 'Tiket milik A');
    const theirs = await ticketOf(staffB, 'Tiket milik B');
    const comment = await server.call('POST', `/sso/support/comments/user/${mine}`, { token: staffA, body: { message: 'Komentar A', model: 'ticket', model_id: mine } });
    expect(comment.status).toBe(201);

    // B's own list: B's ticket, not A's.
    const listB = await server.call('GET', '/sso/support/ticket/user?paging[]=100&paging[]=1&filter[status]=2', { token: staffB });
    expect(listB.status).toBe(200);
    const idsB = listB.json.data.map((t: { id: string }) => t.id);
    expect(idsB).toContain(theirs);
    expect(idsB).not.toContain(mine);
    expect(listB.json.total).toBe(idsB.length);

    const before = await rowOf('support_ticket', mine);
    const commentsBefore = await server.count('support_comment');
    expect((await server.call('GET', `/sso/support/ticket/${mine}`, { token: staffB })).status).toBe(404);
    expect((await server.call('POST', `/sso/support/ticket/${mine}`, { token: staffB, body: { title: 'Diubah B' } })).status).toBe(404);
    const refusedComment = await server.call('POST', `/sso/support/comments/user/${mine}`, { token: staffB, body: { message: 'Komentar B', model: 'ticket', model_id: mine } });
    expect(refusedComment.status).toBe(404);
    // The same 404 as for a ticket that does not exist: nothing says A's ticket is there.
    const missing = await server.call('GET', '/sso/support/ticket/00000000-0000-4000-8000-000000000000', { token: staffB });
    expect({ status: missing.status, body: missing.json }).toEqual({ status: 404, body: (await server.call('GET', `/sso/support/ticket/${mine}`, { token: staffB })).json });
    expect(await rowOf('support_ticket', mine)).toBe(before);
    expect(await server.count('support_comment')).toBe(commentsBefore);

    // Comments of A's ticket: A sees them, B does not.
    const commentsA = await server.call('GET', '/sso/support/comments?paging[]=100&paging[]=1', { token: staffA });
    const commentsOfB = await server.call('GET', '/sso/support/comments?paging[]=100&paging[]=1', { token: staffB });
    expect(commentsA.json.data.map((c: { id: number }) => c.id)).toContain(comment.json.data.id);
    expect(commentsA.status).toBe(200);
    expect(commentsOfB.status).toBe(200);
    expect(commentsOfB.json.data.map((c: { id: number }) => c.id)).not.toContain(comment.json.data.id);
    expect(commentsOfB.json.data.every((c: { model_id: string }) => c.model_id !== mine)).toBe(true);

    // A reaches their own ticket.
    expect((await server.call('GET', `/sso/support/ticket/${mine}`, { token: staffA })).status).toBe(200);
    const updated = await server.call('POST', `/sso/support/ticket/${mine}`, { token: staffA, body: { title: 'Diubah A' } });
    expect(updated.status).toBe(200);
    expect(updated.json.data.title).toBe('Diubah A');
  });

  it('lets a ticket handler reach every ticket and its children, and only the handler delete', async () => {
    const mine = await ticketOf(staffA, 'Tiket untuk petugas');
    const handlerList = await server.call('GET', '/sso/support/ticket/admin?paging[]=100&paging[]=1&filter[status]=2', { token: support });
    expect(handlerList.status).toBe(200);
    expect(handlerList.json.data.map((t: { id: string }) => t.id)).toContain(mine);
    expect((await server.call('GET', `/sso/support/ticket/${mine}`, { token: support })).status).toBe(200);
    expect((await server.call('GET', `/sso/support/ticket/${mine}`, { token: admin })).status).toBe(200);
    const task = await server.call('POST', `/sso/support/task/${mine}`, { token: support, body: { progress_description: 'Dicek' } });
    expect(task.status).toBe(201);
    const comment = await server.call('POST', `/sso/support/comments/admin/${mine}`, { token: support, body: { message: 'Ditangani', model: 'ticket', model_id: mine } });
    expect(comment.status).toBe(201);
    // The handler's own "my tickets" list stays their own.
    const handlerOwn = await server.call('GET', '/sso/support/ticket/user?paging[]=100&paging[]=1', { token: support });
    expect(handlerOwn.json.data.map((t: { id: string }) => t.id)).not.toContain(mine);

    // B (no delete permission: 403 before any row is looked at), then the handler.
    expect((await server.call('DELETE', `/sso/support/ticket/${mine}`, { token: staffB })).status).toBe(403);
    expect((await server.call('DELETE', `/sso/support/ticket/${mine}`, { token: support })).status).toBe(200);
    expect(await server.count('support_ticket', `id = '${mine}'`)).toBe(0);
  });

  it("keeps a user's document from deletion and update by another holder of view_dms_general; a manager may", async () => {
    const body = (title: string) => ({ title, description: 'Dokumen uji', documents_date: '2024-05-01' });
    const created = await server.call('POST', '/sso/dms/documents', { token: staffA, body: body('Dokumen A') });
    expect(created.status).toBe(201);
    const id = created.json.data.id;
    const before = await rowOf('dms_document', id);

    // Reading stays open to every holder of view_dms_general.
    expect((await server.call('GET', `/sso/dms/documents/${id}`, { token: staffB })).status).toBe(200);
    const listB = await server.call('GET', '/sso/dms/documents?paging[]=100&paging[]=1', { token: staffB });
    expect(listB.json.data.map((d: { id: number }) => d.id)).toContain(id);

    expect((await server.call('DELETE', `/sso/dms/documents/${id}`, { token: staffB })).status).toBe(404);
    expect((await server.call('POST', `/sso/dms/documents/${id}`, { token: staffB, body: { title: 'Diubah B' } })).status).toBe(404);
    expect(await rowOf('dms_document', id)).toBe(before);

    // The creator edits; the manager (manage_dms_documents) deletes.
    expect((await server.call('POST', `/sso/dms/documents/${id}`, { token: staffA, body: { title: 'Diubah A' } })).status).toBe(200);
    expect((await server.call('DELETE', `/sso/dms/documents/${id}`, { token: archivist })).status).toBe(200);
    expect(await server.count('dms_document', `id = ${Number(id)}`)).toBe(0);

    const own = await server.call('POST', '/sso/dms/documents', { token: staffB, body: body('Dokumen B') });
    expect((await server.call('DELETE', `/sso/dms/documents/${own.json.data.id}`, { token: staffB })).status).toBe(200);
  });

  it("keeps a user's permit from another user of the same role; the division head and the HR officer reach it", async () => {
    const [kaurA, kaurB, kabid, hr] = await Promise.all(['kaur', 'kaur_b', 'kabid', 'hr'].map((u) => server.login(u)));
    const created = await server.call('POST', '/sso/hr/perizinan', { token: kaurA, body: { permit_date: '2026-11-20', arrival_time: '08:45', description: 'Hujan deras' } });
    expect(created.status).toBe(201);
    const id = created.json.data.id;
    // The server took the division from the requester, whatever the body said.
    expect(created.json.data.bidang_id).toBe(3);
    const before = await rowOf('hr_permit', id);

    const listB = await server.call('GET', '/sso/hr/perizinan?paging[]=100&paging[]=1', { token: kaurB });
    expect(listB.status).toBe(200);
    expect(listB.json.data.map((p: { id: number }) => p.id)).not.toContain(id);
    expect((await server.call('GET', `/sso/hr/perizinan/${id}`, { token: kaurB })).status).toBe(404);
    expect((await server.call('POST', `/sso/hr/perizinan/${id}`, { token: kaurB, body: { description: 'Diubah B' } })).status).toBe(404);
    expect((await server.call('DELETE', `/sso/hr/perizinan/${id}`, { token: kaurB })).status).toBe(404);
    expect((await server.call('POST', `/sso/hr/perizinan/${id}/approve`, { token: kaurB })).status).toBe(403);
    expect(await rowOf('hr_permit', id)).toBe(before);

    // The division head (deps_process_approval, same bidang) and the HR officer (manage_hr_permits) reach it.
    expect((await server.call('GET', '/sso/hr/perizinan?paging[]=100&paging[]=1', { token: kabid })).json.data.map((p: { id: number }) => p.id)).toContain(id);
    expect((await server.call('GET', `/sso/hr/perizinan/${id}`, { token: hr })).status).toBe(200);
    const approved = await server.call('POST', `/sso/hr/perizinan/${id}/approve`, { token: kabid });
    expect(approved.status).toBe(200);
    expect(JSON.parse(await rowOf('hr_permit', id)).status).toBe(2);
  });

  it('exports only the rows of the rule', async () => {
    const extra = {
      'modules/support/resources/support_note.json': {
        $schema: '../../../schema/resource.schema.json',
        id: 'support_note',
        labelKey: 'support.comment.title',
        parent: { resource: 'support_ticket', foreignKey: 'ticket_id' },
        api: { base: '/sso/support/note', actions: ['list', 'create', 'export'] },
        access: { read: '', write: '' },
        rows: { anyOf: [{ field: 'created_by', is: 'username' }, { parent: true }] },
        fields: { ticket_id: { 'x-label': 'support.field.ticket' }, note: { minLength: 1, 'x-label': 'support.field.message' } },
        required: ['ticket_id', 'note'],
      },
    };
    const other = await startTestServer({ backend, extraDefinitions: extra });
    try {
      await other.query(
        `insert into users (username, password_hash, name, must_change_password, created_by) select 'staff_b', password_hash, 'Staff B', false, 'test' from users where username = 'staff'`,
      );
      await other.query(`insert into user_roles (user_id, role_id) select (select id from users where username = 'staff_b'), role_id from user_roles where user_id = (select id from users where username = 'staff')`);
      const [a, b, handler] = await Promise.all(['staff', 'staff_b', 'support'].map((u) => other.login(u)));
      const ticket = await other.call('POST', '/sso/support/ticket', { token: a, body: { title: 'Catatan', description: 'uji' } });
      const note = await other.call('POST', '/sso/support/note', { token: a, body: { ticket_id: ticket.json.data.id, note: 'catatan A' } });
      expect(note.status).toBe(201);
      // B may not attach a note to A's ticket, although B would be the note's creator: the parent is hidden.
      const notesBefore = await other.count('support_note');
      expect((await other.call('POST', '/sso/support/note', { token: b, body: { ticket_id: ticket.json.data.id, note: 'catatan B' } })).status).toBe(404);
      expect(await other.count('support_note')).toBe(notesBefore);

      const exported = async (token: string) => {
        const reply = await other.call('GET', '/sso/support/note/export', { token });
        expect(reply.status).toBe(200);
        return Number(reply.headers['x-total-count']);
      };
      expect(await exported(a)).toBe(1);
      expect(await exported(b)).toBe(0);
      expect(await exported(handler)).toBe(1);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await other.call('GET', '/sso/support/note/export', { token: b })).raw.rawPayload as never);
      expect(workbook.worksheets[0].rowCount).toBe(1);
    } finally {
      await other.stop();
    }
  });
});
