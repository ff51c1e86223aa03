/**
 * HR (modules.md sections 3, 7, 8, 9): the employee directory DEPS (list with the spec's filters,
 * page size 10, export DEPS-export.xlsx, one profile with its Personal and Working sections, the
 * master options, the picture, the position, education and age reports whose items carry no id),
 * the employee documents (upload, list, approve), meal allowance, own attendance, attendance
 * performance and acting-officer assignments (PTH), and who may call what. Writes are checked
 * in the database.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../support/multipart.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

describe('HR', () => {
  let server: TestServer;
  let hr: string;
  let staff: string;
  let kaur: string;
  let bank: string;

  beforeAll(async () => {
    server = await startTestServer();
    [hr, staff, kaur, bank] = await Promise.all(['hr', 'staff', 'kaur', 'bank'].map((u) => server.login(u)));
  });
  afterAll(() => server?.stop());

  describe('employee directory (DEPS)', () => {
    it('lists 60 employees ten at a time, searched and filtered by the spec filters', async () => {
      const page = await server.call('GET', '/sso/hr/deps/profile', { token: hr });
      expect(page.status).toBe(200);
      expect(page.json.total).toBe(60);
      expect(page.json.data).toHaveLength(10);
      expect(page.json.perpage).toBe(10);

      const found = await server.call('GET', `/sso/hr/deps/profile?q=${encodeURIComponent('Lestari SDM')}`, { token: hr });
      expect(found.json.data.map((r: { username: string }) => r.username)).toEqual(['hr']);

      const [{ n }] = await server.query<{ n: string }>(`select count(*) as n from hr_employee where department_id = 3 and gender = 'P'`);
      const filtered = await server.call('GET', '/sso/hr/deps/profile?filter[department_id]=3&filter[gender]=P&paging[]=100&paging[]=1', { token: hr });
      expect(filtered.json.total).toBe(Number(n));
      expect(filtered.json.data.every((r: { department_id: number; gender: string }) => r.department_id === 3 && r.gender === 'P')).toBe(true);

      for (const filter of ['position_id=1', 'grade=G1', 'state=TETAP', 'office_id=1', 'office_detail=LOKET', 'education=S2']) {
        const reply = await server.call('GET', `/sso/hr/deps/profile?filter[${filter.replace('=', ']=')}`, { token: hr });
        expect(reply.status, filter).toBe(200);
        expect(reply.json.total, filter).toBeGreaterThan(0);
      }
    });

    it("reads the spec's parameters: searchTerm, departments, titles, grades, states, genders, offices, office details, educations, page and perPage", async () => {
      const [{ n }] = await server.query<{ n: string }>(`select count(*) as n from hr_employee where department_id in (3, 5) and gender = 'P'`);
      const reply = await server.call('GET', '/sso/hr/deps/profile?departments[]=3&departments[]=5&genders=P&perPage=50&page=1', { token: hr });
      expect(reply.status).toBe(200);
      expect(reply.json.total).toBe(Number(n));
      expect(reply.json.perpage).toBe(50);
      const comma = await server.call('GET', '/sso/hr/deps/profile?departments=3,5&genders[]=P', { token: hr });
      expect(comma.json.total).toBe(Number(n));
      const found = await server.call('GET', `/sso/hr/deps/profile?searchTerm=${encodeURIComponent('Agus Kepala')}`, { token: hr });
      expect(found.json.data.map((r: { username: string }) => r.username)).toEqual(['kaur']);
      for (const [name, value, column] of [['titles', '2', 'position_id = 2'], ['grades', 'G4', "grade = 'G4'"], ['states', 'TETAP', "state = 'TETAP'"], ['offices', '1', 'office_id = 1'], ['office_details', 'LOKET', "office_detail = 'LOKET'"], ['educations', 'S1', "education = 'S1'"]]) {
        const filtered = await server.call('GET', `/sso/hr/deps/profile?${name}=${value}`, { token: hr });
        expect(filtered.json.total, name).toBe(await server.count('hr_employee', column));
      }
      const exported = await server.call('GET', '/sso/hr/deps/profile/export?departments=5', { token: hr });
      expect(exported.status).toBe(200);
    });

    it('exports the directory as DEPS-export.xlsx', async () => {
      const reply = await server.call('GET', '/sso/hr/deps/profile/export?filter[department_id]=5', { token: hr });
      expect(reply.status).toBe(200);
      expect(reply.headers['content-disposition']).toContain('DEPS-export.xlsx');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(reply.raw.rawPayload as unknown as ArrayBuffer);
      const [{ n }] = await server.query<{ n: string }>('select count(*) as n from hr_employee where department_id = 5');
      expect(workbook.worksheets[0].rowCount - 1).toBe(Number(n));
    });

    it('opens one profile with its Personal and Working sections', async () => {
      const [{ id }] = await server.query<{ id: number }>(`select id from hr_employee where username = 'kaur'`);
      const profile = await server.call('GET', `/sso/hr/deps/profile/${id}`, { token: hr });
      expect(profile.status).toBe(200);
      expect(profile.json.data).toMatchObject({ name: 'Agus Kepala Urusan', department_id: 3, position_id: 2 });
      for (const section of ['family', 'work-experience', 'education', 'license', 'disciplinary', 'training', 'assessment', 'misc-benefit']) {
        const reply = await server.call('GET', `/sso/hr/deps/profile/${id}/${section}`, { token: hr });
        expect(reply.status, section).toBe(200);
        expect(reply.json.data.every((row: { employee_id: number }) => row.employee_id === id), section).toBe(true);
      }
      const education = await server.call('GET', `/sso/hr/deps/profile/${id}/education`, { token: hr });
      expect(education.json.total).toBeGreaterThan(0);
    });

    it('gives an employee their own profile only, and the directory to deps_view_table', async () => {
      expect((await server.call('GET', '/sso/hr/deps/profile', { token: staff })).status).toBe(403);
      expect((await server.call('GET', '/sso/hr/deps/profile/export', { token: staff })).status).toBe(403);
      const own = await server.call('GET', '/sso/hr/deps/my-profile', { token: staff });
      expect(own.status).toBe(200);
      expect(own.json.data.username).toBe('staff');
      expect((await server.call('GET', `/sso/hr/deps/profile/${own.json.data.id}`, { token: staff })).status).toBe(200);
      expect((await server.call('GET', `/sso/hr/deps/profile/${own.json.data.id}/family`, { token: staff })).status).toBe(200);
      const [{ id: other }] = await server.query<{ id: number }>(`select id from hr_employee where username = 'kaur'`);
      expect((await server.call('GET', `/sso/hr/deps/profile/${other}`, { token: staff })).status).toBe(404);
      // A colleague's sections list nothing (the parent's row rule filters them).
      expect((await server.call('GET', `/sso/hr/deps/profile/${other}/family`, { token: staff })).json.total).toBe(0);
      // The bank's account is no employee.
      expect((await server.call('GET', '/sso/hr/deps/my-profile', { token: bank })).status).toBe(404);
      expect((await server.call('GET', '/sso/hr/deps/my-profile')).status).toBe(401);
    });

    it('answers the master options of the filters and of the document list', async () => {
      const master = await server.call('GET', '/sso/hr/deps/master-options', { token: hr });
      expect(master.status).toBe(200);
      expect(Object.keys(master.json.data).sort()).toEqual(['departments', 'educations', 'genders', 'grades', 'office_details', 'offices', 'states', 'titles']);
      expect(master.json.data.departments).toContainEqual({ value: 5, label: 'SDM dan Umum' });
      expect(master.json.data.genders.map((o: { value: string }) => o.value)).toEqual(['L', 'P']);
      expect((await server.call('GET', '/sso/hr/deps/master-options', { token: staff })).status).toBe(403);

      const documents = await server.call('GET', '/sso/hr/deps/master/options', { token: hr });
      expect(documents.status).toBe(200);
      expect(documents.json.data.status.map((o: { value: number }) => o.value)).toEqual([1, 2]);
      expect(documents.json.data.type.map((o: { value: string }) => o.value)).toContain('KTP');
      expect(documents.json.data.employee).toContainEqual({ value: 'staff', label: 'Dewi Staf' });
      expect((await server.call('GET', '/sso/hr/deps/master/options', { token: staff })).status).toBe(403);
    });

    it('serves an employee picture by its file name, and nothing else', async () => {
      const [{ picture }] = await server.query<{ picture: string }>(`select picture from hr_employee where username = 'hr'`);
      const reply = await server.call('GET', `/sso/hr/deps/picture/${picture}`, { token: staff });
      expect(reply.status).toBe(200);
      expect(reply.headers['content-type']).toContain('image/svg+xml');
      expect(reply.body).toContain('>LS<');
      expect((await server.call('GET', '/sso/hr/deps/picture/nobody.svg', { token: staff })).status).toBe(404);
      expect((await server.call('GET', '/sso/hr/deps/picture/..%2F..%2Fetc%2Fpasswd', { token: staff })).status).toBe(404);
    });

    it('reports by position, education and age: label and total, no internal id', async () => {
      const [{ n }] = await server.query<{ n: string }>('select count(*) as n from hr_employee');
      for (const name of ['position', 'education', 'age']) {
        const reply = await server.call('GET', `/sso/hr/deps/report/${name}`, { token: hr });
        expect(reply.status, name).toBe(200);
        expect(reply.json.data.reduce((sum: number, item: { total: number }) => sum + item.total, 0), name).toBe(Number(n));
        for (const item of reply.json.data) expect(Object.keys(item).sort()).toEqual(['label', 'total']);
      }
      const position = await server.call('GET', '/sso/hr/deps/report/position?department_id=3', { token: hr });
      const [{ staf }] = await server.query<{ staf: string }>('select count(*) as staf from hr_employee where department_id = 3 and position_id = 1');
      expect(position.json.data).toContainEqual({ label: 'Staf', total: Number(staf) });
      expect((await server.call('GET', '/sso/hr/deps/report/salary', { token: hr })).status).toBe(404);
      expect((await server.call('GET', '/sso/hr/deps/report/age?department_id=x', { token: hr })).status).toBe(400);
      expect((await server.call('GET', '/sso/hr/deps/report/age', { token: staff })).status).toBe(403);
    });
  });

  describe('employee documents', () => {
    it('an employee uploads a document, HR approves it (PUT /sso/hr/deps/document/approve/{id})', async () => {
      const { payload, headers } = multipartBody([['type', 'KTP'], ['description', 'KTP baru']], [{ name: 'file', fileName: 'ktp.pdf', type: 'application/pdf', content: '%PDF-1.4\n%demo\n' }]);
      const uploaded = await server.call('POST', '/sso/hr/deps/document/upload', { token: staff, payload, headers });
      expect(uploaded.status).toBe(201);
      expect(uploaded.json.message).toBe('Data berhasil disimpan');
      const id = uploaded.json.data.id;
      expect(await server.query('select type, description, status, created_by from hr_employee_document where id = $1', [id])).toEqual([{ type: 'KTP', description: 'KTP baru', status: 1, created_by: 'staff' }]);
      expect(await server.count('files', `resource = 'hr_employee_document' and record_id = '${Number(id)}'`)).toBe(1);

      // The employee sees their own documents, not a colleague's.
      const mine = await server.call('GET', '/sso/hr/deps/document', { token: staff });
      expect(mine.json.data.every((row: { created_by: string }) => row.created_by === 'staff')).toBe(true);
      const [{ id: kaurs }] = await server.query<{ id: number }>(`select id from hr_employee_document where created_by = 'kaur' limit 1`);
      expect((await server.call('GET', `/sso/hr/deps/document/${kaurs}`, { token: staff })).status).toBe(404);

      expect((await server.call('PUT', `/sso/hr/deps/document/approve/${id}`, { token: staff })).status).toBe(403);
      expect(await server.query('select status from hr_employee_document where id = $1', [id])).toEqual([{ status: 1 }]);

      const queue = await server.call('GET', '/sso/hr/deps/document?filter[status]=1&q=KTP%20baru', { token: hr });
      expect(queue.json.data.map((row: { id: number }) => row.id)).toContain(id);
      const approved = await server.call('PUT', `/sso/hr/deps/document/approve/${id}`, { token: hr });
      expect(approved.status).toBe(200);
      expect(await server.query('select status from hr_employee_document where id = $1', [id])).toEqual([{ status: 2 }]);
      expect((await server.call('PUT', `/sso/hr/deps/document/approve/${id}`, { token: hr })).status).toBe(409);
    });

    it('reads the document list with searchTerm, status, type and employee, answering current_page and per_page', async () => {
      const reply = await server.call('GET', '/sso/hr/deps/document?status=1&employee=kaur&page=1&perPage=5', { token: hr });
      expect(reply.status).toBe(200);
      expect(reply.json).toMatchObject({ current_page: 1, per_page: 5, total: await server.count('hr_employee_document', "status = 1 and created_by = 'kaur'") });
      expect(reply.json.data.every((row: { created_by: string; status: number }) => row.created_by === 'kaur' && row.status === 1)).toBe(true);
      const generic = await server.call('GET', '/sso/hr/deps/document?filter[status]=1', { token: hr });
      expect(Object.keys(generic.json).sort()).toEqual(['data', 'from', 'last_page', 'page', 'perpage', 'to', 'total']);
      const typed = await server.call('GET', '/sso/hr/deps/document?type=KK&searchTerm=keluarga', { token: hr });
      expect(typed.json.data.map((row: { type: string }) => row.type)).toEqual(['KK']);
    });

    it('the seeded documents come with their files', async () => {
      const [{ n }] = await server.query<{ n: string }>(`select count(*) as n from hr_employee_document d join files f on f.resource = 'hr_employee_document' and f.record_id = d.id::text and f.field = 'file'`);
      expect(Number(n)).toBe(await server.count('hr_employee_document'));
      const [{ id }] = await server.query<{ id: number }>(`select id from hr_employee_document where created_by = 'kaur' limit 1`);
      const reply = await server.call('GET', `/sso/hr/deps/document/${id}`, { token: hr });
      expect(reply.json.files.file[0].name).toMatch(/\.pdf$/);
    });

    it('refuses an upload without its type, description or file, with the messages', async () => {
      const { payload, headers } = multipartBody([['description', '']]);
      const refused = await server.call('POST', '/sso/hr/deps/document/upload', { token: staff, payload, headers });
      expect(refused.status).toBe(422);
      expect(refused.json.errors.type).toEqual(['Jenis dokumen belum dipilih']);
      expect(refused.json.errors.file).toEqual(['File kosong']);
    });
  });

  describe('attendance, meal allowance, performance', () => {
    it('meal allowance: view_meal only, filtered by year and month', async () => {
      const reply = await server.call('GET', '/sso/hr/allowance?filter[year]=2026&filter[month]=11&paging[]=100&paging[]=1', { token: hr });
      expect(reply.status).toBe(200);
      expect(reply.json.total).toBe(60);
      const row = reply.json.data[0];
      expect(row.total).toBe(row.present_days * row.daily_rate - row.deduction);
      expect((await server.call('GET', '/sso/hr/allowance', { token: staff })).status).toBe(403);
      expect((await server.call('GET', '/sso/hr/allowance/export', { token: hr })).status).toBe(200);
    });

    it('my attendance: each user reads their own days only', async () => {
      const mine = await server.call('GET', '/sso/hr/myattendance?paging[]=100&paging[]=1', { token: staff });
      expect(mine.status).toBe(200);
      expect(mine.json.total).toBe(await server.count('hr_attendance', `username = 'staff'`));
      expect(mine.json.data.every((row: { username: string }) => row.username === 'staff')).toBe(true);
      const [{ id }] = await server.query<{ id: number }>(`select id from hr_attendance where username = 'kaur' limit 1`);
      expect((await server.call('GET', `/sso/hr/myattendance/${id}`, { token: staff })).status).toBe(404);
      expect((await server.call('GET', '/sso/hr/myattendance', { token: bank })).status).toBe(403);
    });

    it('performance: HR sees every division, a kaur their own division, staff nothing', async () => {
      const all = await server.call('GET', '/sso/hr/performance', { token: hr });
      expect(all.json.total).toBe(180);
      const section = await server.call('GET', '/sso/hr/performance?paging[]=100&paging[]=1', { token: kaur });
      expect(section.json.total).toBe(await server.count('hr_performance', 'department_id = 3'));
      expect(section.json.data.every((row: { department_id: number }) => row.department_id === 3)).toBe(true);
      const summary = await server.call('GET', '/sso/hr/performance/summary', { token: kaur });
      expect(summary.json.data.map((row: { label: string }) => row.label)).toEqual(['Kepesertaan']);
      expect((await server.call('GET', '/sso/hr/performance', { token: staff })).status).toBe(403);
    });
  });

  describe('acting-officer assignments (PTH)', () => {
    it('creates one with the spec confirmation path, lists it to its creator and officer, finishes it', async () => {
      const [{ id: officer }] = await server.query<{ id: number }>(`select id from users where username = 'staff'`);
      const body = { sk_number: 'ST-PTH/TEST/1', officer_id: officer, position_id: 2, department_id: 3, start_date: '2026-12-07', end_date: '2026-12-11', reason: 'Kaur cuti' };
      const created = await server.call('POST', '/sso/hr/pth', { token: kaur, body });
      expect(created.status).toBe(201);
      const id = created.json.data.id;
      expect(await server.query('select sk_number, officer_id, status, created_by from hr_pth where id = $1', [id])).toEqual([{ sk_number: 'ST-PTH/TEST/1', officer_id: officer, status: 1, created_by: 'kaur' }]);

      const officerList = await server.call('GET', '/sso/hr/pth?paging[]=100&paging[]=1', { token: staff });
      expect(officerList.json.data.map((row: { id: number }) => row.id)).toContain(id);
      const supportList = await server.call('GET', '/sso/hr/pth?paging[]=100&paging[]=1', { token: await server.login('support') });
      expect(supportList.json.data.map((row: { id: number }) => row.id)).not.toContain(id);
      expect((await server.call('GET', '/sso/hr/pth', { token: hr })).json.total).toBe(await server.count('hr_pth'));

      const finished = await server.call('PUT', `/sso/hr/pth/${id}/finish`, { token: kaur });
      expect(finished.status).toBe(200);
      expect(await server.query('select status from hr_pth where id = $1', [id])).toEqual([{ status: 2 }]);
      // The officer may not delete an assignment they did not write.
      expect((await server.call('DELETE', `/sso/hr/pth/${id}`, { token: staff })).status).toBe(404);
      expect((await server.call('DELETE', `/sso/hr/pth/${id}`, { token: kaur })).status).toBe(200);
      expect(await server.count('hr_pth', `id = ${Number(id)}`)).toBe(0);
    });

    it('refuses an assignment without its fields, with the messages', async () => {
      const refused = await server.call('POST', '/sso/hr/pth', { token: kaur, body: { sk_number: '' } });
      expect(refused.status).toBe(422);
      expect(refused.json.errors.sk_number).toEqual(['Nomor surat tugas belum diisi']);
      expect(refused.json.errors.officer_id).toEqual(['Pejabat PTH belum dipilih']);
      expect((await server.call('GET', '/sso/hr/pth', { token: bank })).status).toBe(403);
    });
  });

  describe('permits: the form options and removing an attachment', () => {
    it('lists permits with their statistic open, close, temuan over the rows the caller reaches, whatever the search', async () => {
      const [all] = await server.query<{ open: number; close: number; temuan: number }>(
        'select count(*) filter (where status = 1)::int as open, count(*) filter (where status in (2, 3))::int as close, count(*)::int as temuan from hr_permit',
      );
      const everyone = await server.call('GET', '/sso/hr/perizinan?module=izin&paging[]=10&paging[]=1&sorter[]=id&sorter[]=desc&search_field[]=description&q=zzz-none', { token: hr });
      expect(everyone.status).toBe(200);
      expect(everyone.json.total).toBe(0);
      expect(everyone.json.statistic).toEqual(all);
      expect(all.temuan).toBeGreaterThan(0);

      // A kaur reaches their own permits (and no division head's reach): the figures are theirs.
      const [own] = await server.query<{ temuan: number }>("select count(*)::int as temuan from hr_permit where created_by = 'kaur'");
      const mine = await server.call('GET', '/sso/hr/perizinan', { token: kaur });
      expect(mine.json.statistic.temuan).toBe(own.temuan);
      expect(mine.json.total).toBe(own.temuan);
    });

    it('answers GET /sso/hr/options with the requester and the input methods', async () => {
      const reply = await server.call('GET', '/sso/hr/options', { token: kaur });
      expect(reply.status).toBe(200);
      const [me] = await server.query<{ name: string; bidang: string; office: string }>(
        `select u.name, d.name as bidang, o.name as office from users u left join department d on d.id = u.bidang_id left join office o on o.id = u.office_id where u.username = 'kaur'`,
      );
      expect(reply.json.data.userinfo).toMatchObject({ username: 'kaur', name: me.name, bidang: me.bidang, office: me.office });
      expect(reply.json.data.input_methode.map((o: { value: string }) => o.value)).toEqual(['FINGERPRINT', 'MANUAL', 'APLIKASI']);
      expect((await server.call('GET', '/sso/hr/options', { token: bank })).status).toBe(403);
    });

    it('removes one stored file of a permit (DELETE /sso/hr/file/{id}) for the permit\'s writer only, keeping the other', async () => {
      const { payload, headers } = multipartBody(
        [['permit_date', '2026-11-26'], ['description', 'Ban bocor']],
        [
          { name: 'attachments', fileName: 'surat.pdf', type: 'application/pdf', content: '%PDF-1.4\n%surat\n' },
          { name: 'attachments', fileName: 'foto.pdf', type: 'application/pdf', content: '%PDF-1.4\n%foto\n' },
        ],
      );
      const created = await server.call('POST', '/sso/hr/perizinan', { token: kaur, payload, headers });
      expect(created.status).toBe(201);
      const id = created.json.data.id;
      const stored = (await server.call('GET', `/sso/hr/perizinan/${id}`, { token: kaur })).json.files.attachments as Array<{ id: number; name: string; url: string }>;
      expect(stored.map((f) => f.name)).toEqual(['surat.pdf', 'foto.pdf']);
      const [surat, foto] = stored;

      // No permission: 403; another user's permit (the update's row rule): 404, and nothing changes.
      expect((await server.call('DELETE', `/sso/hr/file/${surat.id}`, { token: bank })).status).toBe(403);
      expect((await server.call('DELETE', `/sso/hr/file/${surat.id}`, { token: await server.login('kabid') })).status).toBe(404);
      expect(await server.count('files', `resource = 'hr_permit' and record_id = '${Number(id)}'`)).toBe(2);

      const removed = await server.call('DELETE', `/sso/hr/file/${surat.id}`, { token: kaur });
      expect(removed.status).toBe(200);
      expect(removed.json.message).toBe('Sucessfully delete file');
      const [row] = await server.query<{ attachments: string[] }>('select attachments from hr_permit where id = $1', [id]);
      expect(row.attachments).toHaveLength(1);
      expect(await server.query('select original_name from files where resource = $1 and record_id = $2', ['hr_permit', String(id)])).toEqual([{ original_name: 'foto.pdf' }]);
      expect(await server.count('audit_trail', `resource = 'hr_permit' and record_id = '${Number(id)}' and action = 'deleteFile'`)).toBe(1);
      expect((await server.call('GET', surat.url, { token: kaur })).status).toBe(404);
      expect((await server.call('GET', foto.url, { token: kaur })).status).toBe(200);
      expect((await server.call('GET', `/sso/hr/perizinan/${id}`, { token: kaur })).json.files.attachments.map((f: { name: string }) => f.name)).toEqual(['foto.pdf']);

      // A form opened before the removal sends the removed key back on save (and a body may name
      // another record's key): the update keeps only the keys the permit still holds.
      const [before] = await server.query<{ attachments: string[] }>('select attachments from hr_permit where id = $1', [id]);
      const [foreign] = await server.query<{ storage_key: string }>(`select storage_key from files where resource <> 'hr_permit' limit 1`);
      const kept = [...before.attachments, 'removed-key-of-the-form', ...(foreign ? [foreign.storage_key] : [])];
      const resaved = multipartBody([['description', 'Ban bocor di tol'], ...kept.map((key, i): [string, string] => [`attachments[${i}]`, key])]);
      expect((await server.call('POST', `/sso/hr/perizinan/${id}`, { token: kaur, payload: resaved.payload, headers: resaved.headers })).status).toBe(200);
      expect(await server.query('select description, attachments from hr_permit where id = $1', [id])).toEqual([{ description: 'Ban bocor di tol', attachments: before.attachments }]);

      // Gone is gone; a file of another resource is not reached through this path.
      expect((await server.call('DELETE', `/sso/hr/file/${surat.id}`, { token: kaur })).status).toBe(404);
      const [other] = await server.query<{ id: number }>(`select id from files where resource <> 'hr_permit' limit 1`);
      if (other) expect((await server.call('DELETE', `/sso/hr/file/${other.id}`, { token: await server.login('admin') })).status).toBe(404);
      expect((await server.call('DELETE', '/sso/hr/file/abc', { token: kaur })).status).toBe(404);

      // Once the division head has decided it, the permit keeps its file and its text.
      expect((await server.call('POST', `/sso/hr/perizinan/${id}/approve`, { token: await server.login('kabid') })).status).toBe(200);
      const locked = await server.call('DELETE', `/sso/hr/file/${foto.id}`, { token: kaur });
      expect(locked.status).toBe(409);
      expect(locked.json.message).toBe('Izin sudah diputuskan, data tidak bisa diubah');
      const edited = await server.call('POST', `/sso/hr/perizinan/${id}`, { token: kaur, body: { description: 'Diubah setelah disetujui' } });
      expect(edited.status).toBe(409);
      expect((await server.call('DELETE', `/sso/hr/perizinan/${id}`, { token: kaur })).json.message).toBe('Izin sudah diputuskan, data tidak bisa dihapus');
      expect(await server.query('select description from hr_permit where id = $1', [id])).toEqual([{ description: 'Ban bocor di tol' }]);
      expect(await server.count('files', `resource = 'hr_permit' and record_id = '${Number(id)}'`)).toBe(1);
    });
  });
});
