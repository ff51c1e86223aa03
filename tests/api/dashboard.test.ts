/**
 * Dashboard pages served from their declared counters: GET /sso/support/dashboard/all (the
 * /apps/support/panel page) counts the rows it names (the tickets by their handling stage), and a
 * caller the page's access refuses changes nothing and learns nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoadedDefinitions } from '../../engine/definitions/model.ts';
import { buildApp } from '../../server/app.ts';
import { startTestServer, testBackends, type TestServer } from '../support/testServer.ts';

describe.each(testBackends())('dashboard counters (%s PostgreSQL)', (backend) => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer({ backend });
    admin = await server.login('admin');
  });
  afterAll(() => server?.stop());

  async function ticket(title: string, stage: number, status = 2): Promise<string> {
    const rows = await server.query<{ id: string }>("insert into support_ticket (title, description, status, stage) values ($1, 'uji', $2, $3) returning id", [title, status, stage]);
    return rows[0].id;
  }
  async function tasks(ticketId: string, statuses: number[]): Promise<void> {
    for (const status of statuses) await server.query("insert into support_task (ticket_id, progress_description, status) values ($1, 'uji', $2)", [ticketId, status]);
  }

  it('counts the rows each counter names: tasks by status, open tickets by handling stage', async () => {
    const empty = await server.call('GET', '/sso/support/dashboard/all', { token: admin });
    expect(empty.status).toBe(200);
    const base = empty.json.data;

    const a = await ticket('Printer lantai 3', 1); // waiting for the requester's kabid
    const b = await ticket('Akses VPN', 2); // waiting for the approval of the work
    await ticket('Data peserta ganda', 3); // data completeness review
    await ticket('Laporan bulanan', 4); // ready to be worked
    await ticket('Sudah selesai', 5, 1); // closed: in the total only
    await tasks(a, [1, 1, 2]);
    await tasks(b, [3, 1]);

    const reply = await server.call('GET', '/sso/support/dashboard/all', { token: admin });
    expect(reply.status).toBe(200);
    expect(reply.json.data).toEqual({
      task: {
        dokumen_on_progress: base.task.dokumen_on_progress + 3,
        dokumen_on_review: base.task.dokumen_on_review + 1,
        dokumen_ready_to_publish: base.task.dokumen_ready_to_publish + 1,
        total: base.task.total + 5,
      },
      ticket: {
        approval_kabid_peminta: base.ticket.approval_kabid_peminta + 1,
        persetujuan_pengerjaan: base.ticket.persetujuan_pengerjaan + 1,
        review_kelengkapan_data: base.ticket.review_kelengkapan_data + 1,
        siap_dikerjakan: base.ticket.siap_dikerjakan + 1,
        total: base.ticket.total + 5,
      },
    });
    // The numbers are the database's own counts.
    expect(reply.json.data.task.total).toBe(await server.count('support_task'));
    expect(reply.json.data.task.dokumen_on_progress).toBe(await server.count('support_task', 'status = 1'));
    expect(reply.json.data.ticket.total).toBe(await server.count('support_ticket'));
  });

  it("guards the endpoint with the page's access: 401 signed out, 403 without the permission", async () => {
    expect((await server.call('GET', '/sso/support/dashboard/all')).status).toBe(401);
    const staff = await server.login('staff');
    // The support panel is open to every signed-in user (access ''), so the refusal is shown on
    // a copy of the definitions whose panel asks for the support officer's permission.
    expect((await server.call('GET', '/sso/support/dashboard/all', { token: staff })).status).toBe(200);
    const definitions = structuredClone(server.definitions) as unknown as { pages: Array<{ path: string; access: unknown }> };
    definitions.pages.find((p) => p.path === '/apps/support/panel')!.access = 'supporting_view.ticket_handler';
    const gated = await buildApp({ definitions: definitions as unknown as LoadedDefinitions, db: server.db, config: server.config, logger: false });
    try {
      const call = (token: string) => gated.inject({ method: 'GET', url: '/sso/support/dashboard/all', headers: { authorization: `Bearer ${token}` } });
      const refused = await call(staff);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ code: 'forbidden', message: 'You do not have permission to do this' });
      const allowed = await call(await server.login('support'));
      expect(allowed.statusCode).toBe(200);
      expect(Object.keys(allowed.json().data)).toEqual(['task', 'ticket']);
    } finally {
      await gated.close();
    }
  });

  it('reports the dashboards served, and no counter without a count', () => {
    const report = server.app.mountReport;
    expect(report.dashboards).toContain('GET /sso/support/dashboard/all (/apps/support/panel)');
    expect(report.pending.filter((p) => p.includes('declares no count'))).toEqual([]);
    expect(report.problems.filter((p) => p.includes('counter'))).toEqual([]);
  });
});
