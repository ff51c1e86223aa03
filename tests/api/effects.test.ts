/**
 * Effects (server/effects/), as the database holds them after real calls: the audit row with the
 * record before and after, the ticket's audit-trail list (support_audit_trail) fed by the writes
 * of the ticket and its children, status history rows, notifications for the users a write
 * concerns, the task clock, and the start refusing a queueJob that has no job queue.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { auditTrail } from '../../server/effects/auditTrail.ts';
import { startTestServer, testBackends, testDefinitions, type TestServer } from '../support/testServer.ts';
import { storedRow } from '../support/storedRows.ts';

describe.each(testBackends())('effects (%s PostgreSQL)', (backend) => {
  let server: TestServer;
  let staff: string;
  let support: string;
  let kabid: string;
  let ticket: string;

  beforeAll(async () => {
    server = await startTestServer({ backend });
    [staff, support, kabid] = await Promise.all(['staff', 'support', 'kabid'].map((u) => server.login(u)));
    const reply = await server.call('POST', '/sso/support/ticket', { token: staff, body: { title: 'Printer rusak', description: 'Printer lantai 2 tidak menyala' } });
    expect(reply.status).toBe(201);
    ticket = reply.json.data.id;
  });
  afterAll(() => server?.stop());

  it('auditTrail: a create leaves who, the action and the record after; an update the record before and after', async () => {
    const [created] = await server.query<{ who: string; action: string; before: unknown; after: { title: string } }>(`select who, action, before, after from audit_trail where resource = 'support_ticket' and record_id = $1 order by id`, [ticket]);
    expect(created).toMatchObject({ who: 'staff', action: 'create', before: null, after: { title: 'Printer rusak' } });

    const update = await server.call('POST', `/sso/support/ticket/${ticket}`, { token: staff, body: { title: 'Printer lantai 2 rusak' } });
    expect(update.status).toBe(200);
    const rows = await server.query<{ action: string; before: { title: string }; after: { title: string } }>(`select action, before, after from audit_trail where resource = 'support_ticket' and record_id = $1 and action = 'update'`, [ticket]);
    expect(rows.map((r) => [r.before.title, r.after.title])).toEqual([['Printer rusak', 'Printer lantai 2 rusak']]);
  });

  it('notifyRecipients: a new ticket notifies the ticket handlers and the division head it waits for, never the writer', async () => {
    const rows = await server.query<{ recipient: string; action: string }>(`select recipient, action from notifications where resource = 'support_ticket' and record_id = $1 order by recipient`, [ticket]);
    expect(rows).toEqual([
      { recipient: 'admin', action: 'create' },
      { recipient: 'kabid', action: 'await_kabid' },
      { recipient: 'support', action: 'create' },
    ]);
  });

  it('startTaskClock: a task is created with its work start time; the body cannot set it', async () => {
    const before = Date.now();
    const reply = await server.call('POST', `/sso/support/task/${ticket}`, { token: support, body: { ticket_id: ticket, progress_description: 'Cek kabel', started_at: '2000-01-01T00:00:00Z' } });
    expect(reply.status).toBe(201);
    const [row] = await server.query<{ started_at: Date }>(`select started_at from support_task where id = $1`, [reply.json.data.id]);
    expect(row.started_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(reply.json.data.started_at).getTime()).toBe(row.started_at.getTime());
  });

  it('recordStatusChange and notifyRecipients: an approval records its first status and notifies the requester and the handlers', async () => {
    // Tier 1 is the requester's division head's (the ticket's first stage).
    const reply = await server.call('POST', '/sso/support/approval', { token: kabid, body: { ticket_id: ticket, type: 'ticket', tier: 1, status_code: 1 } });
    expect(reply.status).toBe(201);
    expect(reply.json.message).toBe('Permintaan telah disetujui');
    const id = String(reply.json.data.id);
    expect(await server.query(`select field, from_value, to_value, action, who from status_history where resource = 'support_approval' and record_id = $1`, [id])).toEqual([
      { field: 'status_code', from_value: null, to_value: 1, action: 'create', who: 'kabid' },
    ]);
    // The division head is no ticket handler: the handlers hear of it too, the writer never.
    expect(await server.query(`select recipient from notifications where resource = 'support_approval' and record_id = $1 order by recipient`, [id])).toEqual([
      { recipient: 'admin' },
      { recipient: 'staff' },
      { recipient: 'support' },
    ]);
  });

  it("the ticket's audit trail list answers the writes of the ticket and its children", async () => {
    const reply = await server.call('GET', `/sso/support/audit-trail?paging[]=20&paging[]=1`, { token: support });
    expect(reply.status).toBe(200);
    const mine = (reply.json.data as Array<{ ticket_id: string; model: string; action: string; created_by: string }>).filter((r) => r.ticket_id === ticket);
    expect(mine.map((r) => `${r.model} ${r.action} ${r.created_by}`).sort()).toEqual([
      'support_approval create kabid',
      'support_task create support',
      'support_ticket create staff',
      'support_ticket update staff',
    ]);
    // The requester reads the trail of their own tickets only (the row rule of the ticket).
    const own = await server.call('GET', `/sso/support/audit-trail?paging[]=50&paging[]=1`, { token: staff });
    expect(own.status).toBe(200);
    const tickets = new Set((own.json.data as Array<{ ticket_id: string }>).map((r) => r.ticket_id));
    expect(tickets.has(ticket)).toBe(true);
    for (const id of tickets) expect(JSON.parse(await storedRow(server, 'support_ticket', id)).created_by).toBe('staff');
  });

  it('auditTrail runs alone, in a transaction of its own, with any input', async () => {
    const principal = { id: 0, username: 'unit', name: 'Unit', email: null, avatar: null, bidang_id: null, office_id: null, position_id: null, must_change_password: false, token_version: 0, permissions: [], roles: [] };
    await server.db.transaction().execute((trx) =>
      auditTrail.run({ resource: 'department', recordId: 77, action: 'update', before: { name: 'A' }, after: { name: 'B' } }, { db: trx, principal, definitions: server.definitions, models: new Map() }),
    );
    expect(await server.query(`select who, before, after from audit_trail where resource = 'department' and record_id = '77'`)).toEqual([{ who: 'unit', before: { name: 'A' }, after: { name: 'B' } }]);
  });

  it('queueJob: a definition queueing a job no task runs stops the start; with the task it starts', async () => {
    const definitions = structuredClone(await testDefinitions());
    definitions.resources.support_ticket.actions.create.effects = ['queueJob'];
    await expect(buildApp({ definitions, db: server.db, config: server.config, logger: false, jobs: { run: false } })).rejects.toThrow(
      /support_ticket actions.create: effect queueJob names queueJob, but no job task support_ticket.create is registered/,
    );
    const app = await buildApp({ definitions, db: server.db, config: server.config, logger: false, jobs: { run: false, extraTasks: { 'support_ticket.create': async () => {} } } });
    await app.close();
  });
});
