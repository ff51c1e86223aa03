/**
 * Workflow transitions served from the definitions: participant registrations (info_peserta)
 * approved and rejected by a user holding validasi_data_info_peserta; a second approval, a
 * rejection without its reason and a user without the permission change nothing; every
 * transition leaves an audit row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testBackends, type TestServer } from '../support/testServer.ts';

describe.each(testBackends())('workflow transitions (%s PostgreSQL)', (backend) => {
  let server: TestServer;
  let validator: string;
  let staff: string;

  beforeAll(async () => {
    server = await startTestServer({ backend });
    validator = await server.login('kpst');
    staff = await server.login('staff');
  });
  afterAll(() => server?.stop());

  let seq = 0;
  async function registration(): Promise<number> {
    seq += 1;
    const rows = await server.query<{ id: number }>(
      "insert into info_peserta (kd_pk, tahun_pelaporan, no_peserta, nama_penerima, status) values ('PK001', 2025, $1, 'Peserta Uji', 1) returning id",
      [`T${backend}${seq}`],
    );
    return rows[0].id;
  }
  const rowOf = async (id: number) => (await server.query<Record<string, unknown>>('select * from info_peserta where id = $1', [id]))[0];
  const auditOf = (id: number) =>
    server.query<{ who: string; action: string; before: { status: number }; after: { status: number; reason: string | null } }>(
      "select who, action, before, after from audit_trail where resource = 'info_peserta' and record_id = $1 order by id",
      [String(id)],
    );

  it('seeds registrations waiting for validation', async () => {
    expect(await server.count('info_peserta', 'status = 1')).toBeGreaterThanOrEqual(3);
  });

  it('approves 1 -> 2; approving again is a 409 and changes nothing', async () => {
    const id = await registration();
    const approved = await server.call('POST', `/sso/kepesertaan/info-peserta/approve/${id}`, { token: validator });
    expect(approved.status).toBe(200);
    expect(approved.json).toMatchObject({ message: 'Success', data: { id, status: 2, updated_by: 'kpst' } });
    expect((await rowOf(id)).status).toBe(2);

    const before = await rowOf(id);
    const again = await server.call('POST', `/sso/kepesertaan/info-peserta/approve/${id}`, { token: validator });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ code: 'invalid_state', message: 'Cannot approve: status is Approved' });
    expect(await rowOf(id)).toEqual(before);
    const rejectApproved = await server.call('POST', `/sso/kepesertaan/info-peserta/reject/${id}`, { token: validator, body: { reason: 'late' } });
    expect(rejectApproved.status).toBe(409);
    expect(await rowOf(id)).toEqual(before);

    const audit = await auditOf(id);
    expect(audit.map((a) => [a.who, a.action, a.before.status, a.after.status])).toEqual([['kpst', 'approve', 1, 2]]);
  });

  it('rejects 1 -> 3 with a reason, kept with the record; without the reason it is a 422 and changes nothing', async () => {
    const id = await registration();
    const before = await rowOf(id);
    const missing = await server.call('POST', `/sso/kepesertaan/info-peserta/reject/${id}`, { token: validator, body: {} });
    expect(missing.status).toBe(422);
    expect(missing.json).toMatchObject({ code: 'validation', message: 'Alasan penolakan belum diisi', errors: { reason: ['Alasan penolakan belum diisi'] } });
    const empty = await server.call('POST', `/sso/kepesertaan/info-peserta/reject/${id}`, { token: validator, body: { reason: '' } });
    expect(empty.status).toBe(422);
    expect(empty.json.errors.reason).toEqual(['Alasan penolakan belum diisi']);
    const noBody = await server.call('POST', `/sso/kepesertaan/info-peserta/reject/${id}`, { token: validator });
    expect(noBody.status).toBe(422);
    expect(await rowOf(id)).toEqual(before);

    const rejected = await server.call('POST', `/sso/kepesertaan/info-peserta/reject/${id}`, { token: validator, body: { reason: 'NIK tidak sesuai' } });
    expect(rejected.status).toBe(200);
    expect(rejected.json.data).toMatchObject({ id, status: 3, reason: 'NIK tidak sesuai' });
    const audit = await auditOf(id);
    expect(audit.map((a) => [a.action, a.before.status, a.after.status, a.after.reason])).toEqual([['reject', 1, 3, 'NIK tidak sesuai']]);
  });

  it('refuses a user without the permission (403) and a signed-out caller (401); the row stays', async () => {
    const id = await registration();
    const before = await rowOf(id);
    for (const path of [`approve/${id}`, `reject/${id}`]) {
      const refused = await server.call('POST', `/sso/kepesertaan/info-peserta/${path}`, { token: staff, body: { reason: 'x' } });
      expect(refused.status).toBe(403);
      expect(refused.json.code).toBe('forbidden');
      expect((await server.call('POST', `/sso/kepesertaan/info-peserta/${path}`, { body: { reason: 'x' } })).status).toBe(401);
    }
    expect(await rowOf(id)).toEqual(before);
    expect(await auditOf(id)).toEqual([]);
  });

  it('answers 404 for a missing record and 400 for a malformed id', async () => {
    expect((await server.call('POST', '/sso/kepesertaan/info-peserta/approve/987654', { token: validator })).status).toBe(404);
    expect((await server.call('POST', '/sso/kepesertaan/info-peserta/approve/abc', { token: validator })).status).toBe(400);
  });

  it('reports the transitions served, every effect run; an approval left its status history', async () => {
    const report = server.app.mountReport;
    // Every transition the definitions declare is served, the four of this file among them.
    const declared = Object.values(server.definitions.resources).flatMap((resource) => (resource.workflow?.transitions ?? []).map((t) => `${resource.id}.${t.id}`));
    const served = report.transitions.map((t) => `${t.resource}.${t.transition}`).sort();
    expect(served).toEqual(declared.sort());
    expect(served).toEqual(expect.arrayContaining(['hr_permit.approve', 'hr_permit.reject', 'info_peserta.approve', 'info_peserta.reject']));
    expect(report.pending.filter((line) => line.includes('effects not run'))).toEqual([]);
    const history = await server.query<{ action: string; from_value: unknown; to_value: unknown }>(`select action, from_value, to_value from status_history where resource = 'info_peserta' and action = 'approve' order by id limit 1`);
    expect(history).toEqual([{ action: 'approve', from_value: 1, to_value: 2 }]);
  });
});
