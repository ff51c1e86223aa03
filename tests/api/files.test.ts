/**
 * Uploads and downloads (docs/decisions-files.md): the type decided from the bytes against the
 * field's accept list, the per-file and per-request limits, nothing stored when refused, the
 * record's GET listing its files, and a download only for a caller who may read the record.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, type FilePart } from '../support/multipart.ts';
import { startTestServer, testBackends, type TestServer } from '../support/testServer.ts';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510)]);
const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>';
const documentFields: Array<[string, string]> = [
  ['title', 'Surat keputusan'],
  ['description', 'Lampiran surat'],
  ['documents_date', '2024-05-02'],
];

describe.each(testBackends())('files (%s PostgreSQL)', (backend) => {
  let server: TestServer;
  let admin: string;

  const onDisk = () =>
    existsSync(join(server.dataDir, 'files')) ? readdirSync(join(server.dataDir, 'files'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length : 0;
  const upload = (files: FilePart[], fields = documentFields) => server.call('POST', '/sso/dms/documents', { token: admin, ...multipartBody(fields, files) });
  /** The call is refused and leaves no row and no file behind. */
  const refusedWithNothingStored = async (files: FilePart[]) => {
    const before = { rows: await server.count('files'), disk: onDisk(), documents: await server.count('dms_document') };
    const reply = await upload(files);
    expect({ rows: await server.count('files'), disk: onDisk(), documents: await server.count('dms_document') }).toEqual(before);
    return reply;
  };

  beforeAll(async () => {
    server = await startTestServer({ backend });
    admin = await server.login('admin');
  });
  afterAll(() => server?.stop());

  it('stores a PDF, lists it on the document with its pages and downloads it with its name and headers', async () => {
    const name = 'Surat keputusan é; 2024 (final).pdf';
    const created = await upload(
      [
        { name: 'attachments[0]', fileName: name, type: 'application/octet-stream', content: pdf },
        { name: 'attachments[1]', fileName: 'foto.png', type: 'image/png', content: png },
      ],
      [...documentFields, ['attachment_pages[0]', '3'], ['attachment_pages[1]', '1']],
    );
    expect(created.status).toBe(201);
    const id = created.json.data.id;

    const read = await server.call('GET', `/sso/dms/documents/${id}`, { token: admin });
    expect(read.status).toBe(200);
    const files = read.json.files.attachments;
    expect(files).toEqual([
      { id: expect.any(Number), name, size: pdf.length, mime_type: 'application/pdf', pages: 3, url: expect.stringMatching(/^\/sso\/dms\/files\/\d+$/) },
      { id: expect.any(Number), name: 'foto.png', size: png.length, mime_type: 'image/png', pages: 1, url: expect.stringMatching(/^\/sso\/dms\/files\/\d+$/) },
    ]);
    const stored = await server.query('select resource, record_id, field, mime_type, created_by from files where id = $1', [files[0].id]);
    expect(stored).toEqual([{ resource: 'document', record_id: String(id), field: 'attachments', mime_type: 'application/pdf', created_by: 'admin' }]);

    const download = await server.call('GET', files[0].url, { token: admin });
    expect(download.status).toBe(200);
    expect(download.raw.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="Surat keputusan __ 2024 (final).pdf"; filename*=UTF-8''Surat%20keputusan%20%C3%A9%3B%202024%20%28final%29.pdf`);
    expect(Number(download.headers['content-length'])).toBe(pdf.length);
  });

  it('refuses an .exe renamed .pdf, whatever the client says its type is, and stores nothing', async () => {
    const reply = await refusedWithNothingStored([{ name: 'attachments[0]', fileName: 'invoice.pdf', type: 'application/pdf', content: exe }]);
    expect(reply.status).toBe(422);
    expect(reply.json).toMatchObject({ code: 'validation', errors: { attachments: [expect.stringContaining('invoice.pdf')] } });
    expect(reply.json.message).toMatch(/invoice\.pdf.*application\/x-msdownload.*attachments/);
  });

  it('refuses an SVG with script, under its own name or as a .png, and stores nothing', async () => {
    for (const [fileName, type] of [['logo.svg', 'image/svg+xml'], ['logo.png', 'image/png']]) {
      const reply = await refusedWithNothingStored([{ name: 'attachments[0]', fileName, type, content: svg }]);
      expect({ status: reply.status, code: reply.json.code }).toEqual({ status: 422, code: 'validation' });
      expect(reply.json.errors.attachments[0]).toContain(fileName);
    }
    const html = await refusedWithNothingStored([{ name: 'attachments[0]', fileName: 'notes.txt', type: 'text/plain', content: '<!doctype html><script>alert(1)</script>' }]);
    expect(html.json.message).toContain('text/html');
  });

  it("refuses a file over the field's limit while it streams, and a request over the total, storing nothing", async () => {
    const big = Buffer.alloc(20 * 1024 * 1024 + 1, 0x20);
    big.write('%PDF-1.4\n');
    const tooLarge = await refusedWithNothingStored([
      { name: 'attachments[0]', fileName: 'ok.pdf', type: 'application/pdf', content: pdf },
      { name: 'attachments[1]', fileName: 'besar.pdf', type: 'application/pdf', content: big },
    ]);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json).toMatchObject({ code: 'payload_too_large', errors: { attachments: [expect.stringContaining('besar.pdf')] } });
    expect(tooLarge.json.message).toContain('20 MB');

    const part = Buffer.alloc(19 * 1024 * 1024, 0x20);
    part.write('%PDF-1.4\n');
    const total = await refusedWithNothingStored([0, 1, 2].map((i) => ({ name: `attachments[${i}]`, fileName: `bagian${i}.pdf`, type: 'application/pdf', content: part })));
    expect(total.status).toBe(413);
    expect(total.json).toMatchObject({ code: 'payload_too_large', message: 'The upload is larger than 50 MB in total' });
  });

  it("removes a deleted document's files, rows and bytes, once the delete has committed", async () => {
    const created = await upload([
      { name: 'attachments[0]', fileName: 'hapus-1.pdf', type: 'application/pdf', content: pdf },
      { name: 'attachments[1]', fileName: 'hapus-2.pdf', type: 'application/pdf', content: pdf },
    ]);
    expect(created.status).toBe(201);
    const id = String(created.json.data.id);
    const owned = async () => Number((await server.query(`select count(*)::int as n from files where resource = 'document' and record_id = $1`, [id]))[0].n);
    expect(await owned()).toBe(2);
    const disk = onDisk();

    expect((await server.call('DELETE', `/sso/dms/documents/${id}`, { token: admin })).status).toBe(200);
    await expect.poll(owned, { timeout: 15_000, interval: 100 }).toBe(0);
    expect(onDisk()).toBe(disk - 2);
  });

  it('answers 404 for the file of a record the caller may not read, and for an unknown file', async () => {
    const created = await upload([{ name: 'attachments[0]', fileName: 'rahasia.pdf', type: 'application/pdf', content: pdf }]);
    const url = (await server.call('GET', `/sso/dms/documents/${created.json.data.id}`, { token: admin })).json.files.attachments[0].url;
    const bank = await server.login('bank');
    const refused = await server.call('GET', url, { token: bank });
    expect({ status: refused.status, code: refused.json.code }).toEqual({ status: 404, code: 'not_found' });
    expect(refused.body).not.toContain('PDF');
    expect((await server.call('GET', url)).status).toBe(401);
    expect((await server.call('GET', '/sso/dms/files/999999', { token: admin })).status).toBe(404);
    // The same file under another module's files path is not found either.
    expect((await server.call('GET', url.replace('/sso/dms/', '/sso/support/'), { token: admin })).status).toBe(404);
  });
});
