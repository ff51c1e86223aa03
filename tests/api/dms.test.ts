/**
 * The DMS documents against a real server and database: the save rules of modules.md section 5
 * with their exact messages (nothing stored when refused), the participant-number check and the
 * participant name the database keeps from the registry, the mailing number proposal and check,
 * the classification and storage tree filters at any level, the export's columns with names for
 * the tree levels, the star, the three boxes, the archive submission steps, the reports' figures
 * against the rows they count, an attachment served inline only for a viewable type, and 401,
 * 403 and 404 where the permission or the row rule says no.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, type FilePart } from '../support/multipart.ts';
import { startTestServer, testBackends, type TestServer } from '../support/testServer.ts';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

describe.each(testBackends())('DMS documents (%s PostgreSQL)', (backend) => {
  let server: TestServer;
  let admin: string;
  let staff: string;
  let kaur: string;
  let arsip: string;
  let bank: string;

  const create = (token: string, fields: Array<[string, string]>, files: FilePart[] = []) => server.call('POST', '/sso/dms/documents', { token, ...multipartBody(fields, files) });
  const base: Array<[string, string]> = [
    ['title', 'Berkas uji'],
    ['description', 'Dokumen untuk pengujian'],
    ['documents_date', '2026-11-20'],
  ];
  const without = (name: string) => base.filter(([field]) => field !== name);
  const documents = () => server.count('dms_document');
  const sheetOf = async (url: string, token = admin) => {
    const reply = await server.call('GET', url, { token });
    expect(reply.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(reply.raw.rawPayload as unknown as ArrayBuffer);
    return workbook.worksheets[0];
  };

  beforeAll(async () => {
    server = await startTestServer({ backend });
    [admin, staff, kaur, arsip, bank] = await Promise.all(['admin', 'staff', 'kaur', 'arsip', 'bank'].map((user) => server.login(user)));
  });
  afterAll(() => server?.stop());

  describe('save rules (modules.md section 5)', () => {
    it.each([
      ['title', 'Judul belum diisi'],
      ['description', 'Deskripsi belum diisi'],
      ['documents_date', 'Tanggal Dokumen belum diisi'],
    ])('refuses a document without %s with "%s" and stores nothing', async (field, message) => {
      const before = await documents();
      const reply = await create(staff, without(field));
      expect(reply.status).toBe(422);
      expect(reply.json.errors[field]).toContain(message);
      expect(await documents()).toBe(before);
    });

    it('refuses a blank title as missing', async () => {
      const before = await documents();
      const reply = await create(staff, [['title', '   '], ...without('title')]);
      expect(reply.status).toBe(422);
      expect(reply.json.errors.title).toContain('Judul belum diisi');
      expect(await documents()).toBe(before);
    });

    it('requires the participant number of a KEPESERTAAN document only: "Nomor peserta wajib diisi"', async () => {
      const before = await documents();
      const refused = await create(staff, [...base, ['type', 'KEPESERTAAN']]);
      expect(refused.status).toBe(422);
      expect(refused.json.errors.no_peserta).toContain('Nomor peserta wajib diisi');
      expect(await documents()).toBe(before);

      const general = await create(staff, [...base, ['type', 'GENERAL']]);
      expect(general.status).toBe(201);
      expect(await documents()).toBe(before + 1);
    });

    it('keeps the participant name and employer code of the registry, whatever the body says', async () => {
      const reply = await create(staff, [...base, ['type', 'KEPESERTAAN'], ['no_peserta', 'P00001002'], ['nama_peserta', 'Nama palsu'], ['periode', '202611']]);
      expect(reply.status).toBe(201);
      const [row] = await server.query('select type, no_peserta, nama_peserta, kode_pemberi_kerja, periode, created_by from dms_document where id = $1', [reply.json.data.id]);
      expect(row).toEqual({ type: 'KEPESERTAAN', no_peserta: 'P00001002', nama_peserta: 'Budi Santoso', kode_pemberi_kerja: 'PK001', periode: '202611', created_by: 'staff' });
    });

    it('saves several attachments with their page counts (multipart attachment[i], attachment_pages[i])', async () => {
      const reply = await create(
        staff,
        [...base, ['attachment_pages[0]', '4'], ['attachment_pages[1]', '1']],
        [
          { name: 'attachments[0]', fileName: 'surat.pdf', type: 'application/pdf', content: pdf },
          { name: 'attachments[1]', fileName: 'foto.png', type: 'image/png', content: png },
        ],
      );
      expect(reply.status).toBe(201);
      const read = await server.call('GET', `/sso/dms/documents/${reply.json.data.id}`, { token: staff });
      expect(read.json.files.attachments.map((f: { name: string; pages: number }) => [f.name, f.pages])).toEqual([
        ['surat.pdf', 4],
        ['foto.png', 1],
      ]);
      expect(await server.count('files', `resource = 'document' and record_id = '${reply.json.data.id}'`)).toBe(2);
    });
  });

  describe('attachments in the viewer', () => {
    it('answers a PDF or an image inline only when asked, always under the sandbox CSP; other types stay attachments', async () => {
      const reply = await create(
        staff,
        base,
        [
          { name: 'attachments[0]', fileName: 'lihat.pdf', type: 'application/pdf', content: pdf },
          { name: 'attachments[1]', fileName: 'catatan.txt', type: 'text/plain', content: 'catatan rapat' },
        ],
      );
      const [shown, text] = (await server.call('GET', `/sso/dms/documents/${reply.json.data.id}`, { token: staff })).json.files.attachments;
      const inline = await server.call('GET', `${shown.url}?inline=1`, { token: staff });
      expect(inline.status).toBe(200);
      expect(inline.headers['content-disposition']).toMatch(/^inline; filename="lihat\.pdf"/);
      expect(inline.headers['content-security-policy']).toMatch(/sandbox/);
      expect(inline.headers['x-content-type-options']).toBe('nosniff');
      expect(inline.raw.rawPayload.equals(pdf)).toBe(true);
      const download = await server.call('GET', shown.url, { token: staff });
      expect(download.headers['content-disposition']).toMatch(/^attachment; filename="lihat\.pdf"/);
      const notShown = await server.call('GET', `${text.url}?inline=1`, { token: staff });
      expect(notShown.headers['content-disposition']).toMatch(/^attachment; filename="catatan\.txt"/);
      expect(notShown.headers['content-security-policy']).toMatch(/sandbox/);
    });
  });

  describe('participant number check (GET /sso/dms/peserta/{number})', () => {
    it('answers "Nomor peserta valid" with the participant for a registered number', async () => {
      const reply = await server.call('GET', '/sso/dms/peserta/P00001001', { token: staff });
      expect(reply.status).toBe(200);
      expect(reply.json).toEqual({ valid: true, message: 'Nomor peserta valid', data: { no_peserta: 'P00001001', nama_peserta: 'Siti Rahmawati', kode_pemberi_kerja: 'PK001' } });
    });

    it('answers "Nomor peserta invalid" for an unknown or malformed number', async () => {
      for (const number of ['P99999999', 'bukan%20nomor']) {
        const reply = await server.call('GET', `/sso/dms/peserta/${number}`, { token: staff });
        expect(reply.json).toEqual({ valid: false, message: 'Nomor peserta invalid', data: null });
      }
    });

    it('is refused without a session (401) and without the DMS permission (403)', async () => {
      expect((await server.call('GET', '/sso/dms/peserta/P00001001')).status).toBe(401);
      expect((await server.call('GET', '/sso/dms/peserta/P00001001', { token: bank })).status).toBe(403);
    });
  });

  describe('mailing number', () => {
    it('proposes the next free number from jenis, jenis_spesifik, originator and documents_date', async () => {
      const url = '/sso/dms/mailing/number?jenis=1&jenis_spesifik=3&originator=Sekretariat%20Direksi&documents_date=2026-11-20';
      const first = await server.call('GET', url, { token: staff });
      expect(first.status).toBe(200);
      expect(first.json.data.number).toBe('001/KEP.01.01/SEKRETARIAT-DIREKSI/XI/2026');
      const saved = await create(staff, [...base, ['type', 'MAILING'], ['classification', '1'], ['classification_spesific', '3'], ['number', first.json.data.number]]);
      expect(saved.status).toBe(201);
      expect((await server.call('GET', url, { token: staff })).json.data.number).toBe('002/KEP.01.01/SEKRETARIAT-DIREKSI/XI/2026');
      // Without jenis spesifik the code is the jenis'.
      expect((await server.call('GET', '/sso/dms/mailing/number?jenis=7&originator=Keuangan&documents_date=2025-02-03', { token: staff })).json.data.number).toBe('001/KEU/KEUANGAN/II/2025');
    });

    it('refuses a proposal without its parts, with what is missing', async () => {
      const reply = await server.call('GET', '/sso/dms/mailing/number?jenis=1', { token: staff });
      expect(reply.status).toBe(422);
      expect(reply.json.details).toEqual(['originator belum diisi', 'Tanggal Dokumen belum diisi']);
    });

    it('checks a number: "Number valid" when free or the same document\'s, "Number invalid" when taken or malformed', async () => {
      const [seeded] = await server.query<{ id: number; number: string }>("select id, number from dms_document where number is not null order by id limit 1");
      const check = async (query: string) => (await server.call('GET', `/sso/dms/mailing/validate-number?${query}`, { token: staff })).json;
      expect(await check(`number=${encodeURIComponent('777/KEU/KEUANGAN/II/2025')}&classification=7`)).toEqual({ valid: true, message: 'Number valid' });
      expect(await check(`number=${encodeURIComponent(seeded.number)}&classification=1`)).toEqual({ valid: false, message: 'Number invalid' });
      expect(await check(`number=${encodeURIComponent(seeded.number)}&classification=1&id=${seeded.id}`)).toEqual({ valid: true, message: 'Number valid' });
      expect(await check('number=nomor%20asal')).toEqual({ valid: false, message: 'Number invalid' });
    });
  });

  describe('tree filters and export', () => {
    const listed = async (filter: string) => (await server.call('GET', `/sso/dms/documents?paging[]=500&paging[]=1&${filter}`, { token: staff })).json;

    it('filters by a classification node at any level', async () => {
      for (const [node, column] of [
        [1, 'classification'],
        [2, 'classification_detail'],
        [4, 'classification_spesific'],
      ] as const) {
        const page = await listed(`filter[classification]=${node}`);
        expect(page.total).toBe(await server.count('dms_document', `${column} = ${node}`));
        expect(page.total).toBeGreaterThan(0);
        expect(page.data.every((d: Record<string, number>) => d[column] === node)).toBe(true);
      }
    });

    it('filters by a storage node at any level, together with the other filters', async () => {
      const page = await listed('filter[storage]=5&filter[type]=KEPESERTAAN');
      expect(page.total).toBe(await server.count('dms_document', `storage_detail = 5 and type = 'KEPESERTAAN'`));
      expect(page.total).toBeGreaterThan(0);
      expect((await listed('filter[storage]=9')).total).toBe(await server.count('dms_document', 'storage_spesific = 9'));
    });

    it('sorts Terbaru and Terlama by id', async () => {
      const newest = await listed('sorter[]=id&sorter[]=desc');
      const oldest = await listed('sorter[]=id&sorter[]=asc');
      expect(newest.data[0].id).toBeGreaterThan(oldest.data[0].id);
      expect(oldest.data[0].id).toBe(1);
    });

    it('exports the spec columns, the tree levels by name, filtered by the tree', async () => {
      const sheet = await sheetOf('/sso/dms/documents/export?filter[classification]=2&sorter[]=id&sorter[]=asc');
      expect(sheet.getRow(1).values).toEqual([
        undefined,
        'Document date',
        'Title',
        'Classification (type)',
        'Classification detail',
        'Specific classification',
        'Participant number',
        'Period',
        'Participant name',
        'Employer code',
        'Created by',
        'Created at',
      ]);
      expect(sheet.rowCount - 1).toBe(await server.count('dms_document', 'classification_detail = 2'));
      const [first] = await server.query<{ title: string }>('select title from dms_document where classification_detail = 2 order by id limit 1');
      const row = sheet.getRow(2).values as unknown[];
      expect(row.slice(2, 6)).toEqual([first.title, 'Kepesertaan', 'Pendaftaran Peserta', expect.stringMatching(/^(Formulir Pendaftaran|Perubahan Data Peserta)$/)]);
      const participant = (sheet.getColumn(8).values as unknown[]).find((value) => typeof value === 'string' && value !== 'Participant name');
      expect(['Siti Rahmawati', 'Budi Santoso', 'Andi Wijaya', 'Ratna Sari', 'Yusuf Hidayat']).toContain(participant);
    });
  });

  describe('star', () => {
    it('sets one star per user and document, lists it, clears it, each change audited', async () => {
      const stars = (who: string) => server.count('dms_document_star', `document_id = 200 and created_by = '${who}'`);
      const audits = () => server.count('audit_trail', "resource = 'document_star'");
      const audited = await audits();
      expect((await server.call('PUT', '/sso/dms/documents/200/star', { token: staff })).json.data).toEqual({ document_id: 200, starred: true });
      expect((await server.call('PUT', '/sso/dms/documents/200/star', { token: staff })).status).toBe(200);
      expect(await stars('staff')).toBe(1);
      expect(await stars('kaur')).toBe(0);
      expect(await audits()).toBe(audited + 1);
      expect((await server.call('GET', '/sso/dms/star/ids', { token: staff })).json.data[0]).toBe(200);
      const box = await server.call('GET', '/sso/dms/box/starred', { token: staff });
      expect(box.json.data[0]).toMatchObject({ id: 200, starred: true });
      expect(box.json.total).toBe(await server.count('dms_document_star', "created_by = 'staff'"));

      expect((await server.call('DELETE', '/sso/dms/documents/200/star', { token: staff })).json.data.starred).toBe(false);
      expect(await stars('staff')).toBe(0);
      expect(await audits()).toBe(audited + 2);
    });

    it('is 404 for a document that does not exist, 403 without the permission, 401 without a session', async () => {
      const before = await server.count('dms_document_star');
      expect((await server.call('PUT', '/sso/dms/documents/999999/star', { token: staff })).status).toBe(404);
      expect((await server.call('PUT', '/sso/dms/documents/1/star', { token: bank })).status).toBe(403);
      expect((await server.call('PUT', '/sso/dms/documents/1/star')).status).toBe(401);
      expect(await server.count('dms_document_star')).toBe(before);
    });
  });

  describe('boxes', () => {
    it('received: the letters disposed to the caller, with the latest disposition', async () => {
      const box = await server.call('GET', '/sso/dms/box/received?perpage=100', { token: staff });
      expect(box.status).toBe(200);
      const [{ n }] = await server.query<{ n: number }>("select count(distinct doc_id)::int as n from disposition where recipient = 'staff'");
      expect(box.json.total).toBe(n);
      expect(n).toBeGreaterThan(0);
      expect(box.json.data[0]).toMatchObject({ disposed_by: expect.any(String), disposition_status: expect.any(Number) });
    });

    it("internal: what the caller's division filed, not letters received from outside", async () => {
      const box = await server.call('GET', '/sso/dms/box/internal?perpage=5', { token: staff });
      const [{ n }] = await server.query<{ n: number }>(
        "select count(*)::int as n from dms_document d join users u on u.username = d.created_by where u.bidang_id = (select bidang_id from users where username = 'staff') and d.tanggal_surat_diterima is null",
      );
      expect(box.json.total).toBe(n);
      expect(box.json.data).toHaveLength(5);
    });

    it('an unknown box is 404, a bad page 400', async () => {
      expect((await server.call('GET', '/sso/dms/box/semua', { token: staff })).status).toBe(404);
      expect((await server.call('GET', '/sso/dms/box/internal?page=0', { token: staff })).status).toBe(400);
    });
  });

  describe('access', () => {
    it('refuses the documents to a user without view_dms_general (403) and changes nothing', async () => {
      const before = await documents();
      expect((await server.call('GET', '/sso/dms/documents', { token: bank })).status).toBe(403);
      expect((await create(bank, base)).status).toBe(403);
      expect((await server.call('GET', '/sso/dms/box/internal', { token: bank })).status).toBe(403);
      expect(await documents()).toBe(before);
    });

    it("answers 404 to an edit or delete of another user's document and leaves it as it was", async () => {
      const [theirs] = await server.query<{ id: number; title: string }>("select id, title from dms_document where created_by = 'kaur' order by id limit 1");
      const update = await server.call('POST', `/sso/dms/documents/${theirs.id}`, { token: staff, ...multipartBody([...base, ['title', 'Diubah orang lain']]) });
      expect(update.status).toBe(404);
      expect((await server.call('DELETE', `/sso/dms/documents/${theirs.id}`, { token: staff })).status).toBe(404);
      expect(await server.query('select title from dms_document where id = $1', [theirs.id])).toEqual([{ title: theirs.title }]);
      // The worksheet lists the caller's own documents only.
      const worksheet = await server.call('GET', '/sso/dms/documents/worksheet?paging[]=500&paging[]=1', { token: staff });
      expect(worksheet.json.total).toBe(await server.count('dms_document', "created_by = 'staff'"));
      expect(worksheet.json.data.every((d: { created_by: string }) => d.created_by === 'staff')).toBe(true);
    });

    it('reports follow shell.md: dms_standart_report and dms_admin_report', async () => {
      expect((await server.call('GET', '/sso/dms/report/mail-in', { token: staff })).status).toBe(403);
      expect((await server.call('GET', '/sso/dms/report/mail-in', { token: kaur })).status).toBe(200);
      expect((await server.call('GET', '/sso/dms/report/storage', { token: kaur })).status).toBe(403);
      expect((await server.call('GET', '/sso/dms/report/storage', { token: arsip })).status).toBe(200);
    });
  });

  describe('archive submission (pengajuan arsip)', () => {
    it('takes a paper original from submitted to accepted, or back with a reason, each step audited', async () => {
      const [doc] = await server.query<{ id: number }>('select id from dms_document where physical_status and archive_status = 0 order by id limit 1');
      const status = async () => (await server.query<{ archive_status: number; archive_note: string | null }>('select archive_status, archive_note from dms_document where id = $1', [doc.id]))[0];
      expect((await server.call('PUT', `/sso/dms/documents/${doc.id}/archive-submit`, { token: staff, body: {} })).status).toBe(403);
      expect(await status()).toEqual({ archive_status: 0, archive_note: null });

      const submitted = await server.call('PUT', `/sso/dms/documents/${doc.id}/archive-submit`, { token: kaur, body: { archive_note: 'Mohon diarsipkan' } });
      expect(submitted.status).toBe(200);
      expect(await status()).toEqual({ archive_status: 1, archive_note: 'Mohon diarsipkan' });
      // Submitted once; a second submit is refused by state.
      expect((await server.call('PUT', `/sso/dms/documents/${doc.id}/archive-submit`, { token: kaur, body: {} })).status).toBe(409);
      // The reporter cannot accept; the archivist can, and must give a reason to send back.
      expect((await server.call('PUT', `/sso/dms/documents/${doc.id}/archive-accept`, { token: kaur, body: {} })).status).toBe(403);
      expect((await server.call('PUT', `/sso/dms/documents/${doc.id}/archive-reject`, { token: arsip, body: {} })).status).toBe(422);
      const rejected = await server.call('PUT', `/sso/dms/documents/${doc.id}/archive-reject`, { token: arsip, body: { archive_note: 'Lampiran fisik kurang' } });
      expect(rejected.status).toBe(200);
      expect(await status()).toEqual({ archive_status: 3, archive_note: 'Lampiran fisik kurang' });
      expect((await server.call('PUT', `/sso/dms/documents/${doc.id}/archive-submit`, { token: kaur, body: {} })).status).toBe(200);
      expect((await server.call('PUT', `/sso/dms/documents/${doc.id}/archive-accept`, { token: arsip, body: {} })).status).toBe(200);
      expect((await status()).archive_status).toBe(2);
      expect(await server.count('audit_trail', `resource = 'document' and record_id = '${doc.id}'`)).toBe(4);
    });

    it('refuses to submit a document without a paper original', async () => {
      const [doc] = await server.query<{ id: number }>('select id from dms_document where not physical_status order by id limit 1');
      const reply = await server.call('PUT', `/sso/dms/documents/${doc.id}/archive-submit`, { token: kaur, body: {} });
      expect(reply.status).toBe(409);
      expect(reply.json.message).toBe('Cannot archive submit: physical copy available is false');
      expect(await server.query('select archive_status from dms_document where id = $1', [doc.id])).toEqual([{ archive_status: 0 }]);
    });
  });

  describe('reports', () => {
    it('statistic_user counts each filer\'s documents by type, as the table holds them', async () => {
      const report = (await server.call('GET', '/sso/dms/report/statistic_user?tahun=2025', { token: kaur })).json;
      const rows = await server.query<{ name: string; total: number; kepesertaan: number }>(
        "select u.name, count(*)::int as total, count(*) filter (where d.type = 'KEPESERTAAN')::int as kepesertaan from dms_document d join users u on u.username = d.created_by where extract(year from d.documents_date) = 2025 group by u.name",
      );
      expect(report.figures).toEqual(['total', 'general', 'kepesertaan', 'mailing']);
      for (const row of rows) expect(report.data.find((r: { label: string }) => r.label === row.name)).toMatchObject({ total: row.total, kepesertaan: row.kepesertaan });
      expect(report.totals.total).toBe(await server.count('dms_document', 'extract(year from documents_date) = 2025'));
    });

    it('mail-in counts the received letters per month, disposed or not', async () => {
      const report = (await server.call('GET', '/sso/dms/report/mail-in', { token: kaur })).json;
      expect(report.totals.total).toBe(await server.count('dms_document', 'tanggal_surat_diterima is not null'));
      expect(report.totals.disposed + report.totals.not_disposed).toBe(report.totals.total);
      const [{ n }] = await server.query<{ n: number }>('select count(distinct doc_id)::int as n from disposition');
      expect(report.totals.disposed).toBe(n);
    });

    it('filters by type, refuses a bad filter, and exports the same rows with their headers', async () => {
      const office = (await server.call('GET', '/sso/dms/report/statistic_office?type=MAILING', { token: arsip })).json;
      expect(office.totals.total).toBe(await server.count('dms_document', "type = 'MAILING'"));
      expect((await server.call('GET', '/sso/dms/report/statistic_office?tahun=20x5', { token: arsip })).status).toBe(400);
      expect((await server.call('GET', '/sso/dms/report/mail-out?type=MAILING', { token: arsip })).status).toBe(400);
      const sheet = await sheetOf('/sso/dms/report/storage?export=1', arsip);
      const storage = (await server.call('GET', '/sso/dms/report/storage', { token: arsip })).json;
      expect(sheet.getRow(1).values).toEqual([undefined, 'Storage place', 'Total', 'Paper original', 'Digital only']);
      expect(sheet.rowCount).toBe(storage.data.length + 2);
      expect(sheet.getRow(sheet.rowCount).values).toEqual([undefined, 'Total of all', storage.totals.total, storage.totals.physical, storage.totals.digital]);
    });
  });
});
