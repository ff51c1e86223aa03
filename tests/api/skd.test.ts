/**
 * Satisfaction survey (SKD): surveys (management), SKD users, the answers (results with filters
 * and export), the approval queue (pending answers, approve and reject) and the statistic; all
 * under view_skd_online_backend. Writes are checked in the database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/testServer.ts';

describe('satisfaction survey (SKD)', () => {
  let server: TestServer;
  let kpst: string;
  let staff: string;

  beforeAll(async () => {
    server = await startTestServer();
    [kpst, staff] = await Promise.all(['kpst', 'staff'].map((u) => server.login(u)));
  });
  afterAll(() => server?.stop());

  it('lets only view_skd_online_backend in', async () => {
    for (const path of ['/sso/skd/approval', '/sso/skd/management', '/sso/skd/result', '/sso/skd/statistic', '/sso/skd/users']) {
      expect((await server.call('GET', path, { token: staff })).status, path).toBe(403);
      expect((await server.call('GET', path, { token: kpst })).status, path).toBe(200);
    }
  });

  it('the approval list holds the pending answers unless another status is asked for', async () => {
    const queue = await server.call('GET', '/sso/skd/approval?paging[]=100&paging[]=1', { token: kpst });
    expect(queue.json.total).toBe(await server.count('skd_response', 'status = 1'));
    expect(queue.json.total).toBeGreaterThan(0);
    expect(queue.json.data.every((row: { status: number }) => row.status === 1)).toBe(true);
    const approved = await server.call('GET', '/sso/skd/approval?filter[status]=2', { token: kpst });
    expect(approved.json.total).toBe(await server.count('skd_response', 'status = 2'));
    const results = await server.call('GET', '/sso/skd/result', { token: kpst });
    expect(results.json.total).toBe(await server.count('skd_response'));
  });

  it('approves and rejects a pending answer, once', async () => {
    const [first, second] = await server.query<{ id: number }>('select id from skd_response where status = 1 order by id limit 2');
    expect((await server.call('PUT', `/sso/skd/approval/${first.id}/approve`, { token: staff })).status).toBe(403);
    expect((await server.call('PUT', `/sso/skd/approval/${first.id}/approve`, { token: kpst })).status).toBe(200);
    expect((await server.call('PUT', `/sso/skd/approval/${second.id}/reject`, { token: kpst })).status).toBe(200);
    expect(await server.query('select id, status from skd_response where id = any($1) order by id', [[first.id, second.id]])).toEqual([
      { id: first.id, status: 2 },
      { id: second.id, status: 3 },
    ]);
    expect((await server.call('PUT', `/sso/skd/approval/${first.id}/reject`, { token: kpst })).status).toBe(409);
  });

  it('filters and exports the results', async () => {
    const low = await server.call('GET', '/sso/skd/result?filter[score]=1&filter[office_id]=4', { token: kpst });
    expect(low.json.total).toBe(await server.count('skd_response', 'score = 1 and office_id = 4'));
    const exported = await server.call('GET', '/sso/skd/result/export?filter[score]=5', { token: kpst });
    expect(exported.status).toBe(200);
    expect(exported.headers['content-disposition']).toContain('hasil-skd.xlsx');
  });

  it('counts the statistic without the rejected answers', async () => {
    const reply = await server.call('GET', '/sso/skd/statistic', { token: kpst });
    expect(reply.status).toBe(200);
    const stats = reply.json.data;
    expect(stats.total).toBe(await server.count('skd_response', 'status <> 3'));
    expect(Object.values(stats.score as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(stats.total);
    const [{ avg }] = await server.query<{ avg: string }>('select round(avg(score), 2) as avg from skd_response where status <> 3');
    expect(stats.average).toBe(Number(avg));
    expect(stats.office.map((row: { label: string }) => row.label)).toContain('Kantor Pusat');
    const one = await server.call('GET', '/sso/skd/statistic?survey_id=2', { token: kpst });
    expect(one.json.data.total).toBe(await server.count('skd_response', 'status <> 3 and survey_id = 2'));
    expect((await server.call('GET', '/sso/skd/statistic?survey_id=abc', { token: kpst })).status).toBe(400);
  });

  it('keeps surveys and SKD users (create, update, delete), with the messages', async () => {
    const created = await server.call('POST', '/sso/skd/management', { token: kpst, body: { title: 'Survei Uji', question: 'Puas?', start_date: '2026-12-01' } });
    expect(created.status).toBe(201);
    const id = created.json.data.id;
    expect(await server.query('select title, status from skd_survey where id = $1', [id])).toEqual([{ title: 'Survei Uji', status: 1 }]);
    expect((await server.call('PUT', `/sso/skd/management/${id}`, { token: kpst, body: { status: 2 } })).status).toBe(200);
    expect(await server.query('select status from skd_survey where id = $1', [id])).toEqual([{ status: 2 }]);
    const refused = await server.call('POST', '/sso/skd/management', { token: kpst, body: { title: '' } });
    expect(refused.status).toBe(422);
    expect(refused.json.errors.title).toEqual(['Judul belum diisi']);
    expect((await server.call('DELETE', `/sso/skd/management/${id}`, { token: kpst })).status).toBe(200);
    expect(await server.count('skd_survey', `id = ${Number(id)}`)).toBe(0);

    const user = await server.call('POST', '/sso/skd/users', { token: kpst, body: { username: 'loket.uji', name: 'Petugas Uji', office_id: 2, counter: 'Loket 3' } });
    expect(user.status).toBe(201);
    expect(await server.query(`select name, office_id, status from skd_user where username = 'loket.uji'`)).toEqual([{ name: 'Petugas Uji', office_id: 2, status: 1 }]);
    const badUser = await server.call('POST', '/sso/skd/users', { token: kpst, body: { username: 'X', name: 'x' } });
    expect(badUser.status).toBe(422);
    expect(badUser.json.errors.office_id).toEqual(['Kantor belum dipilih']);
  });
});
