/**
 * Named option sources at GET /sso/options/{source}: the archive classification and location
 * trees built from their master tables (seeded three-level trees, maintained through
 * /sso/archive/classification and /sso/archive/location), the years of app.json, and every other declared source
 * (the support and organisation ones: tests/api/customActions.test.ts checks their values).
 */
import { optionSourceNames } from '../../engine/registryKeys.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testBackends, type TestServer } from '../support/testServer.ts';

interface Node {
  value: number;
  label: string;
  code: string;
  level: number;
  has_children: boolean;
  children?: Node[];
}

const codes = (nodes: Node[] = []): unknown[] => nodes.map((n) => (n.children ? [n.code, codes(n.children)] : n.code));

describe.each(testBackends())('option sources (%s PostgreSQL)', (backend) => {
  let server: TestServer;
  let archivist: string;
  let staff: string;

  beforeAll(async () => {
    server = await startTestServer({ backend });
    archivist = await server.login('arsip');
    staff = await server.login('staff');
  });
  afterAll(() => server?.stop());

  const tree = async (source: string, token = staff) => {
    const reply = await server.call('GET', `/sso/options/${source}`, { token });
    expect(reply.status).toBe(200);
    return reply.json.data as Node[];
  };

  it('answers the seeded classification tree to any signed-in user, three levels deep', async () => {
    const nodes = await tree('archiveClassification');
    expect(codes(nodes)).toEqual([
      ['KEP', [['KEP.01', ['KEP.01.01', 'KEP.01.02']], ['KEP.02', ['KEP.02.01']]]],
      ['KEU', [['KEU.01', ['KEU.01.01']]]],
      'UMM',
    ]);
    expect(nodes[0]).toMatchObject({ label: 'Kepesertaan', level: 1, has_children: true });
    expect(nodes[0].children![0].children![0]).toEqual({ value: expect.any(Number), label: 'Formulir Pendaftaran', code: 'KEP.01.01', level: 3, has_children: false });
    expect(nodes[2]).toMatchObject({ code: 'UMM', has_children: false });
    expect(nodes[2]).not.toHaveProperty('children');
    expect((await server.call('GET', '/sso/options/archiveClassification')).status).toBe(401);
  });

  it('answers the location tree; a new entry appears, an inactive one leaves with its subtree', async () => {
    const before = await tree('archiveLocation');
    // Siblings come in code order: BDG-GDG before KP-GDA.
    expect(codes(before)).toEqual([
      ['BDG-GDG', [['BDG-GDG-R01', ['BDG-GDG-R01-RAK01']]]],
      ['KP-GDA', [['KP-GDA-R01', ['KP-GDA-R01-RAK01', 'KP-GDA-R01-RAK02']], ['KP-GDA-R02', ['KP-GDA-R02-RAK01']]]],
    ]);
    const room = before[0].children![0];
    const created = await server.call('POST', '/sso/archive/location', { token: archivist, body: { level: 3, parent_id: room.value, code: 'BDG-GDG-R01-RAK02', name: 'Rak 02' } });
    expect(created.status).toBe(201);
    expect(codes((await tree('archiveLocation'))[0].children)).toEqual([['BDG-GDG-R01', ['BDG-GDG-R01-RAK01', 'BDG-GDG-R01-RAK02']]]);

    expect((await server.call('PUT', `/sso/archive/location/${room.value}`, { token: archivist, body: { status: 2 } })).status).toBe(200);
    expect((await tree('archiveLocation'))[0]).toMatchObject({ code: 'BDG-GDG', has_children: false });
  });

  it('maintains the masters with view_admin_arsip only; parent rules and unique codes hold', async () => {
    const listed = await server.call('GET', '/sso/archive/classification?q=KEP.01&sorter[]=code&sorter[]=asc', { token: staff });
    expect(listed.status).toBe(200);
    expect(listed.json.data.map((r: { code: string }) => r.code)).toEqual(['KEP.01', 'KEP.01.01', 'KEP.01.02']);

    const rows = await server.count('archive_classification');
    expect((await server.call('POST', '/sso/archive/classification', { token: staff, body: { level: 1, code: 'X', name: 'X' } })).status).toBe(403);
    const orphan = await server.call('POST', '/sso/archive/classification', { token: archivist, body: { level: 2, code: 'HKM.01', name: 'Perjanjian' } });
    expect(orphan.status).toBe(422);
    expect(orphan.json.errors.parent_id).toEqual(['Level 2 and 3 entries need a parent']);
    const rootWithParent = await server.call('POST', '/sso/archive/classification', { token: archivist, body: { level: 1, parent_id: 1, code: 'HKM', name: 'Hukum' } });
    expect(rootWithParent.status).toBe(422);
    expect(rootWithParent.json.errors.parent_id).toEqual(['A level 1 entry has no parent']);
    const duplicate = await server.call('POST', '/sso/archive/classification', { token: archivist, body: { level: 1, code: 'KEU', name: 'Keuangan lagi' } });
    expect(duplicate.status).toBe(409);
    expect(await server.count('archive_classification')).toBe(rows);

    const root = await server.call('POST', '/sso/archive/classification', { token: archivist, body: { level: 1, code: 'HKM', name: 'Hukum' } });
    expect(root.status).toBe(201);
    expect(codes(await tree('archiveClassification'))).toContain('HKM');
  });

  it('names every account by its username, for who wrote a record', async () => {
    expect(await tree('accountNames')).toContainEqual({ value: 'staff', label: 'Dewi Staf' });
  });

  it('offers the years of app.json; every declared source is served; an unknown one is a 404', async () => {
    expect(await tree('years')).toEqual([2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026].map((y) => ({ value: y, label: String(y) })));
    expect((await server.call('GET', '/sso/options/nothing', { token: staff })).status).toBe(404);

    const report = server.app.mountReport;
    // Every name of the registry keys is served (none declared but missing).
    expect([...report.optionSources].sort()).toEqual([...optionSourceNames].sort());
    expect(report.pending.filter((line) => line.startsWith('option source'))).toEqual([]);
  });

  it('offers employers from the client master and the provinces and cities the participant data holds, at their declared endpoints too', async () => {
    const employers = await server.call('GET', '/sso/kepesertaan/pk-option', { token: staff });
    expect(employers.status).toBe(200);
    const clients = await server.call('GET', '/sso/admin/client?paging[]=100&paging[]=1', { token: await server.login('admin') });
    const activeCodes = (clients.json.data as Array<{ code: string; status: number }>).filter((c) => c.status === 1).map((c) => c.code).sort();
    expect((employers.json.data as Array<{ value: string }>).map((e) => e.value).sort()).toEqual(activeCodes);
    expect(employers.json).toEqual((await server.call('GET', '/sso/options/kepesertaanPk', { token: staff })).json);

    await server.db.insertInto('info_peserta' as never).values({ kd_pk: 'X1', no_peserta: 'P-OPT-1', nama_penerima: 'Opsi', provinsi: 'Zamrud', kota: 'Kota Zamrud', status: 1 } as never).execute();
    const provinces = (await server.call('GET', '/sso/kepesertaan/province-option', { token: staff })).json.data as Array<{ value: string }>;
    expect(provinces.map((p) => p.value)).toContain('Zamrud');
    expect(new Set(provinces.map((p) => p.value)).size).toBe(provinces.length);
    const cities = (await server.call('GET', '/sso/kepesertaan/city-option', { token: staff })).json.data as Array<{ value: string }>;
    expect(cities.map((c) => c.value)).toContain('Kota Zamrud');
    expect((await server.call('GET', '/sso/kepesertaan/city-option')).status).toBe(401);
  });
});
