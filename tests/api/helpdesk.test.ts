/**
 * Helpdesk: the master lists (seeded, written, in the database), tickets kept to their requester
 * while handlers see every one, the workflow (start, finish with a resolution, close, rating only
 * once closed and only by the requester) with its status history and audit rows, 403 without
 * helpdesk_dashboard.standart, and every report's figures equal to counts taken here in SQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/testServer.ts';

describe('Helpdesk', () => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const as = (user: string) => ({ token: tokens[user] });

  beforeAll(async () => {
    server = await startTestServer();
    // Two requesters: helpdesk_dashboard.standart without the handler permission.
    await server.query(`insert into roles (name, description) values ('Helpdesk requester', 'test')`);
    await server.query(`insert into role_permissions (role_id, permission_id)
      select r.id, p.id from roles r, permissions p where r.name = 'Helpdesk requester' and p.name = 'helpdesk_dashboard.standart'`);
    await server.query(`insert into user_roles (user_id, role_id)
      select u.id, r.id from users u, roles r where u.username in ('kaur', 'kabid') and r.name = 'Helpdesk requester'`);
    for (const user of ['support', 'staff', 'kaur', 'kabid']) tokens[user] = await server.login(user);
  });
  afterAll(() => server?.stop());

  it('serves the seeded master lists and writes them', async () => {
    const platforms = await server.call('GET', '/sso/helpdesk/master/platform?paging[]=50&paging[]=1', as('support'));
    expect(platforms.status).toBe(200);
    expect(platforms.json.total).toBe(await server.count('helpdesk_platform'));
    expect(platforms.json.data.map((row: { name: string }) => row.name)).toContain('Microsoft Teams');
    for (const base of ['assets', 'assets_classification', 'department_classification', 'problem_classification', 'recording_status', 'status', 'ticket_classification']) {
      const list = await server.call('GET', `/sso/helpdesk/master/${base}`, as('support'));
      expect(list.status, base).toBe(200);
      expect(list.json.total, base).toBeGreaterThan(2);
    }
    const created = await server.call('POST', '/sso/helpdesk/master/platform', { ...as('support'), body: { code: 'LNX', name: 'Linux' } });
    expect(created.status).toBe(201);
    const id = created.json.data.id;
    expect(await server.query('select code, name, status, created_by from helpdesk_platform where id = $1', [id])).toEqual([{ code: 'LNX', name: 'Linux', status: 1, created_by: 'support' }]);
    expect((await server.call('PUT', `/sso/helpdesk/master/platform/${id}`, { ...as('support'), body: { code: 'LNX', name: 'Linux desktop' } })).status).toBe(200);
    expect((await server.query('select name from helpdesk_platform where id = $1', [id]))[0]).toEqual({ name: 'Linux desktop' });
    const missing = await server.call('POST', '/sso/helpdesk/master/platform', { ...as('support'), body: { name: 'No code' } });
    expect(missing.status).toBe(422);
    expect(missing.json.errors.code).toBeDefined();
    const asset = await server.call('POST', '/sso/helpdesk/master/assets', { ...as('support'), body: { code: 'LPT-900', name: 'Spare laptop', classification_id: 1, asset_status: 1 } });
    expect(asset.status).toBe(201);
    expect((await server.call('DELETE', `/sso/helpdesk/master/platform/${id}`, as('support'))).status).toBe(200);
    expect(await server.count('helpdesk_platform', `id = ${Number(id)}`)).toBe(0);
  });

  it('refuses a user without helpdesk_dashboard.standart with 403', async () => {
    for (const path of ['/sso/helpdesk/ticket', '/sso/helpdesk/master/platform', '/sso/helpdesk/report/general_report', '/sso/helpdesk/report/general_report/export']) {
      expect((await server.call('GET', path, as('staff'))).status, path).toBe(403);
    }
    expect((await server.call('POST', '/sso/helpdesk/ticket', { ...as('staff'), body: { title: 'x', description: 'y', channel: 'support' } })).status).toBe(403);
  });

  it('keeps tickets to their requester, handlers seeing every one', async () => {
    const filed = await server.call('POST', '/sso/helpdesk/ticket', {
      ...as('kaur'),
      body: { title: 'Projector for the Monday training', description: 'Room 3, 09:00', channel: 'rental', asset_id: 5, ticket_classification_id: 4 },
    });
    expect(filed.status).toBe(201);
    const id = filed.json.data.id;
    expect((await server.query('select created_by, status, channel, handler from helpdesk_ticket where id = $1', [id]))[0]).toEqual({ created_by: 'kaur', status: 1, channel: 'rental', handler: null });

    const own = await server.call('GET', '/sso/helpdesk/ticket?paging[]=100&paging[]=1', as('kaur'));
    expect(own.json.total).toBe(await server.count('helpdesk_ticket', `created_by = 'kaur'`));
    expect(new Set(own.json.data.map((row: { created_by: string }) => row.created_by))).toEqual(new Set(['kaur']));
    const all = await server.call('GET', '/sso/helpdesk/ticket?paging[]=10&paging[]=1', as('support'));
    expect(all.json.total).toBe(await server.count('helpdesk_ticket'));
    expect(all.json.total).toBeGreaterThan(300);
    const mine = await server.call('GET', '/sso/helpdesk/ticket/mine?paging[]=100&paging[]=1', as('support'));
    expect(mine.json.total).toBe(await server.count('helpdesk_ticket', `created_by = 'support'`));
    expect((await server.call('GET', `/sso/helpdesk/ticket/${id}`, as('kabid'))).status).toBe(404);
    expect((await server.call('GET', `/sso/helpdesk/ticket/${id}`, as('support'))).status).toBe(200);
    const rental = await server.call('GET', '/sso/helpdesk/ticket?filter[channel]=rental&paging[]=10&paging[]=1', as('support'));
    expect(rental.json.total).toBe(await server.count('helpdesk_ticket', `channel = 'rental'`));
  });

  it('walks a ticket open -> in progress -> done -> closed, then takes its rating', async () => {
    const filed = await server.call('POST', '/sso/helpdesk/ticket', { ...as('kaur'), body: { title: 'Outlook keeps asking for the password', description: 'Since this morning', channel: 'support', problem_classification_id: 6 } });
    const id = filed.json.data.id;
    const row = async () => (await server.query('select status, handler, resolution, rating, closed_at is not null as closed from helpdesk_ticket where id = $1', [id]))[0];

    expect((await server.call('PUT', `/sso/helpdesk/ticket/${id}/start`, as('kaur'))).status).toBe(403);
    expect((await server.call('PUT', `/sso/helpdesk/ticket/${id}/close`, as('kaur'))).status).toBe(409);
    const started = await server.call('PUT', `/sso/helpdesk/ticket/${id}/start`, as('support'));
    expect(started.status).toBe(200);
    expect(await row()).toMatchObject({ status: 2, handler: 'support' });
    expect((await server.call('PUT', `/sso/helpdesk/ticket/${id}/start`, as('support'))).status).toBe(409);

    const noResolution = await server.call('PUT', `/sso/helpdesk/ticket/${id}/finish`, { ...as('support'), body: {} });
    expect(noResolution.status).toBe(422);
    expect((await server.call('PUT', `/sso/helpdesk/ticket/${id}/finish`, { ...as('support'), body: { resolution: 'Profile repaired' } })).status).toBe(200);
    expect(await row()).toMatchObject({ status: 3, resolution: 'Profile repaired', closed: false });

    expect((await server.call('PUT', `/sso/helpdesk/ticket/${id}/rate`, { ...as('kaur'), body: { rating: 5 } })).status).toBe(409);
    expect((await server.call('PUT', `/sso/helpdesk/ticket/${id}/close`, as('kabid'))).status).toBe(404);
    expect((await server.call('PUT', `/sso/helpdesk/ticket/${id}/close`, as('kaur'))).status).toBe(200);
    expect(await row()).toMatchObject({ status: 4, handler: 'support', closed: true });

    expect((await server.call('PUT', `/sso/helpdesk/ticket/${id}/rate`, { ...as('kaur'), body: { rating: 9 } })).status).toBe(422);
    expect((await server.call('PUT', `/sso/helpdesk/ticket/${id}/rate`, { ...as('support'), body: { rating: 1 } })).status).toBe(404);
    expect((await server.call('PUT', `/sso/helpdesk/ticket/${id}/rate`, { ...as('kaur'), body: { rating: 4 } })).status).toBe(200);
    expect((await row()).rating).toBe(4);

    const history = await server.query<{ action: string; to_value: string; who: string }>(
      `select action, to_value::text as to_value, who from status_history where resource = 'helpdesk_ticket' and record_id = $1 order by id`,
      [String(id)],
    );
    expect(history.map((h) => [h.action, h.to_value, h.who])).toEqual([
      ['start', '2', 'support'],
      ['finish', '3', 'support'],
      ['close', '4', 'kaur'],
    ]);
    const audit = await server.query<{ action: string }>(`select action from audit_trail where resource = 'helpdesk_ticket' and record_id = $1 order by id`, [String(id)]);
    expect(audit.map((a) => a.action)).toEqual(['create', 'start', 'finish', 'close', 'rate']);
    expect(await server.count('notifications', `resource = 'helpdesk_ticket' and record_id = '${Number(id)}' and recipient = 'kaur'`)).toBeGreaterThan(0);
  });

  /** report name -> the SQL of its group label and ticket count, over the same tickets */
  const expected: Record<string, string> = {
    general_report: `select channel as label, count(*)::int as total from helpdesk_ticket t where true group by 1`,
    statistic_report: `select to_char(created_at at time zone 'UTC', 'YYYY-MM') as label, count(*)::int as total from helpdesk_ticket t where true group by 1`,
    daily_ticket: `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as label, count(*)::int as total from helpdesk_ticket t where true group by 1`,
    admin_statistic: `select coalesce(u.name, t.handler) as label, count(*)::int as total from helpdesk_ticket t left join users u on u.username = t.handler where t.handler is not null group by 1`,
    admin_statistic_daily: `select to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD') || '|' || coalesce(u.name, t.handler) as label, count(*)::int as total from helpdesk_ticket t left join users u on u.username = t.handler where t.handler is not null group by 1`,
    problem_classification: `select p.name as label, count(*)::int as total from helpdesk_ticket t left join helpdesk_problem_classification p on p.id = t.problem_classification_id where true group by 1`,
    rating_report: `select rating::text as label, count(*)::int as total from helpdesk_ticket t where rating is not null group by 1`,
    sub_department: `select d.name as label, count(*)::int as total from helpdesk_ticket t left join helpdesk_department_classification d on d.id = t.department_classification_id where true group by 1`,
    support: `select c.name as label, count(*)::int as total from helpdesk_ticket t left join helpdesk_ticket_classification c on c.id = t.ticket_classification_id where channel = 'support' group by 1`,
    trend_user: `select coalesce(u.name, t.created_by) as label, count(*)::int as total from helpdesk_ticket t left join users u on u.username = t.created_by where true group by 1`,
    assets_rental: `select a.name as label, count(*)::int as total from helpdesk_ticket t left join helpdesk_asset a on a.id = t.asset_id where channel = 'rental' group by 1`,
    video_conffrence: `select p.name as label, count(*)::int as total from helpdesk_ticket t left join helpdesk_platform p on p.id = t.platform_id where channel = 'vc' group by 1`,
  };

  const figures = (rows: Array<Record<string, unknown>>, keys: string[]) =>
    Object.fromEntries(rows.map((row) => [keys.map((key) => String(row[key])).join('|'), Number(row.total)]));

  it.each(Object.keys(expected))('report %s: every figure equals the count in SQL', async (name) => {
    const report = await server.call('GET', `/sso/helpdesk/report/${name}`, as('support'));
    expect(report.status).toBe(200);
    const { columns, rows, totals } = report.json.data;
    const keys = columns.filter((c: { kind: string }) => c.kind !== 'number').map((c: { key: string }) => c.key);
    const sqlRows = await server.query<{ label: string; total: number }>(expected[name]);
    expect(figures(rows, keys)).toEqual(Object.fromEntries(sqlRows.map((row) => [String(row.label), row.total])));
    expect(totals.total).toBe(sqlRows.reduce((sum, row) => sum + row.total, 0));
    expect(rows.length).toBeGreaterThan(1);
  });

  it('filters a report by period, channel and status, and counts a requester only their own tickets', async () => {
    const filtered = await server.call('GET', '/sso/helpdesk/report/general_report?from=2026-09-01&to=2026-09-30&status=4', as('support'));
    const [{ n }] = await server.query<{ n: number }>(`select count(*)::int as n from helpdesk_ticket where created_at >= '2026-09-01' and created_at < '2026-10-01' and status = 4`);
    expect(filtered.json.data.totals.total).toBe(n);
    expect(n).toBeGreaterThan(10);
    const vc = await server.call('GET', '/sso/helpdesk/report/statistic_report?channel=vc', as('support'));
    expect(vc.json.data.totals.total).toBe(await server.count('helpdesk_ticket', `channel = 'vc'`));
    const ratings = await server.call('GET', '/sso/helpdesk/report/general_report', as('support'));
    const [{ avg }] = await server.query<{ avg: number }>(`select round(avg(rating)::numeric, 2)::float8 as avg from helpdesk_ticket`);
    expect(ratings.json.data.totals.rating_avg).toBe(avg);
    const own = await server.call('GET', '/sso/helpdesk/report/general_report', as('kaur'));
    expect(own.json.data.totals.total).toBe(await server.count('helpdesk_ticket', `created_by = 'kaur'`));
    expect((await server.call('GET', '/sso/helpdesk/report/general_report?from=yesterday', as('support'))).status).toBe(400);
    expect((await server.call('GET', '/sso/helpdesk/report/nothing', as('support'))).status).toBe(404);
  });

  it('exports a report as an Excel file of the same figures', async () => {
    const file = await server.call('GET', '/sso/helpdesk/report/problem_classification/export?channel=support', as('support'));
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const { Workbook } = (await import('exceljs')).default;
    const workbook = new Workbook();
    await workbook.xlsx.load(file.raw.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe('Problem classification');
    const last = sheet.getRow(sheet.rowCount);
    expect(last.getCell(1).value).toBe('Total');
    expect(last.getCell(2).value).toBe(await server.count('helpdesk_ticket', `channel = 'support'`));
  });
});
