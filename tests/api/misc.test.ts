/**
 * The small modules and the public pages: customer service (cs) records, workflow and report;
 * message blasts, their send (one notification per staff member reached) and statistic; the
 * guidelines (pedoman), their files and public share links; setup parameters; the admin view of
 * notifications; the template area; and the public calls (digital signature, password reset,
 * shared documents): what each answers a signed-out caller, and the sign-in's per-address limit.
 * Who may call what, and what the database holds after each write.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../support/multipart.ts';
import { startTestServer, type TestServer } from '../support/testServer.ts';

const validSignature = '7c1e5b2a-4f93-4d8e-b6a0-2e9f3c7d1a55';
const revokedSignature = '5d3b9a1f-6e28-4c7b-8f40-c2a7e9d1b086';
const openShare = '3f6c2a9e-8d41-4b7a-9e25-6a1d0c4b7e11';
const expiredShare = '0b9d4e7a-1c36-4f2e-8a57-d3e9f1a2c640';
const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

describe('small modules and public pages', () => {
  let server: TestServer;
  let admin: string;
  let kpst: string;
  let staff: string;
  let address = 0;
  // Each public call from its own address, so the per-address limit is met only where a test means it.
  const fresh = () => `10.9.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

  beforeAll(async () => {
    server = await startTestServer();
    [admin, kpst, staff] = await Promise.all(['admin', 'kpst', 'staff'].map((u) => server.login(u)));
  });
  afterAll(() => server?.stop());

  describe('customer service (cs)', () => {
    it('lists the seeded services, writes a new one with the officer office, and walks it to done', async () => {
      const list = await server.call('GET', '/sso/cs/service', { token: kpst });
      expect(list.status).toBe(200);
      expect(list.json.total).toBe(await server.count('cs_service'));
      expect(list.json.total).toBeGreaterThan(30);

      const refused = await server.call('POST', '/sso/cs/service', {
        token: kpst,
        body: { layanan: 'KLAIM', description: 'x' },
      });
      expect(refused.status).toBe(422);
      expect(refused.json.errors.nama_peserta).toEqual(['Nama peserta belum diisi']);

      const created = await server.call('POST', '/sso/cs/service', {
        token: kpst,
        body: {
          nama_peserta: 'Uji Peserta',
          layanan: 'KLAIM',
          channel: 'TELEPON',
          description: 'Tanya klaim',
          office_id: 4,
          status: 3,
        },
      });
      expect(created.status).toBe(201);
      expect(created.json.message).toBe('Data berhasil disimpan');
      const id = created.json.data.id;
      const [officer] = await server.query<{ office_id: number }>(`select office_id from users where username = 'kpst'`);
      expect(await server.query(`select nama_peserta, status, office_id, created_by from cs_service where id = $1`, [id])).toEqual([
        {
          nama_peserta: 'Uji Peserta',
          status: 1,
          office_id: officer.office_id,
          created_by: 'kpst',
        },
      ]);

      expect(
        (
          await server.call('POST', `/sso/cs/service/${id}/process`, {
            token: kpst,
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await server.call('POST', `/sso/cs/service/${id}/finish`, {
            token: kpst,
          })
        ).status,
      ).toBe(200);
      expect(await server.query(`select status from cs_service where id = $1`, [id])).toEqual([{ status: 3 }]);
      expect(
        (
          await server.call('POST', `/sso/cs/service/${id}/process`, {
            token: kpst,
          })
        ).status,
      ).toBe(409);
    });

    it('reports by status, channel, service, office and month, and refuses who lacks view_dms_kpst', async () => {
      const report = await server.call('GET', '/sso/cs/report', {
        token: kpst,
      });
      expect(report.status).toBe(200);
      const data = report.json.data;
      const total = await server.count('cs_service');
      expect(data.total).toBe(total);
      const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
      expect(sum(data.status)).toBe(total);
      expect(sum(data.channel)).toBe(total);
      expect(sum(data.layanan)).toBe(total);
      expect(data.office.reduce((a: number, o: { total: number }) => a + o.total, 0)).toBe(total);
      expect(data.rating).toBeGreaterThan(0);
      expect((await server.call('GET', '/sso/cs/report?year=abc', { token: kpst })).status).toBe(400);
      expect((await server.call('GET', '/sso/cs/report', { token: staff })).status).toBe(403);
      expect((await server.call('GET', '/sso/cs/service', { token: staff })).status).toBe(403);
      expect((await server.call('GET', '/sso/cs/report')).status).toBe(401);
    });
  });

  describe('message blast', () => {
    it('sends a blast to one department as notifications, once, and then keeps it as sent', async () => {
      const missing = await server.call('POST', '/sso/messaging/blast', {
        token: kpst,
        body: { title: 'Uji', target: 'DEPARTMENT', message: 'Halo' },
      });
      expect(missing.status).toBe(422);

      const created = await server.call('POST', '/sso/messaging/blast', {
        token: kpst,
        body: {
          title: 'Uji blast',
          target: 'DEPARTMENT',
          department_id: 3,
          message: 'Rapat pukul 10.',
        },
      });
      expect(created.status).toBe(201);
      const id = created.json.data.id;
      expect(await server.query(`select status, recipients from messaging_blast where id = $1`, [id])).toEqual([{ status: 1, recipients: null }]);

      const sent = await server.call('POST', `/sso/messaging/blast/${id}/send`, { token: kpst });
      expect(sent.status).toBe(200);
      const members = await server.query<{ username: string }>(`select username from users where bidang_id = 3 and not disabled and username <> 'kpst' order by username`);
      expect(members.length).toBeGreaterThan(0);
      const delivered = await server.query<{ recipient: string }>(`select recipient from notifications where resource = 'messaging_blast' and record_id = $1 order by recipient`, [String(id)]);
      expect(delivered.map((r) => r.recipient)).toEqual(members.map((m) => m.username));
      const [row] = await server.query<{
        status: number;
        recipients: number;
        sent_at: Date | null;
      }>(`select status, recipients, sent_at from messaging_blast where id = $1`, [id]);
      expect(row.status).toBe(2);
      expect(row.recipients).toBe(members.length);
      expect(row.sent_at).not.toBeNull();

      expect(
        (
          await server.call('POST', `/sso/messaging/blast/${id}/send`, {
            token: kpst,
          })
        ).status,
      ).toBe(409);
      const edit = await server.call('PUT', `/sso/messaging/blast/${id}`, {
        token: kpst,
        body: { title: 'Ubah', target: 'ALL', message: 'x' },
      });
      expect(edit.status).toBe(409);
      expect(edit.json.message).toBe('Pesan sudah terkirim, data tidak bisa diubah');
      const removal = await server.call('DELETE', `/sso/messaging/blast/${id}`, { token: kpst });
      expect(removal.status).toBe(409);
      expect(removal.json.message).toBe('Pesan sudah terkirim, data tidak bisa dihapus');
      expect(await server.count('notifications', `resource = 'messaging_blast' and record_id = '${Number(id)}'`)).toBe(members.length);
    });

    it('counts blasts, delivered and read messages in the statistic; only for messaging_view.blaster', async () => {
      const stats = await server.call('GET', '/sso/messaging/statistic', {
        token: kpst,
      });
      expect(stats.status).toBe(200);
      expect(stats.json.data.total).toBe(await server.count('messaging_blast'));
      expect(stats.json.data.delivered).toBe(await server.count('notifications', `resource = 'messaging_blast'`));
      expect(stats.json.data.read).toBe(await server.count('notifications', `resource = 'messaging_blast' and read_at is not null`));
      expect(stats.json.data.months.length).toBeGreaterThan(0);
      expect((await server.call('GET', '/sso/messaging/statistic', { token: staff })).status).toBe(403);
      expect(
        (
          await server.call('POST', '/sso/messaging/blast', {
            token: staff,
            body: { title: 'x', target: 'ALL', message: 'x' },
          })
        ).status,
      ).toBe(403);
    });
  });

  describe('pedoman', () => {
    it('lets every staff member read and download the guidelines, and only manage_pedoman write them', async () => {
      const list = await server.call('GET', '/sso/pedoman/document', {
        token: staff,
      });
      expect(list.status).toBe(200);
      expect(list.json.total).toBeGreaterThanOrEqual(5);
      const first = await server.call('GET', `/sso/pedoman/document/${list.json.data[0].id}`, { token: staff });
      const file = first.json.files.file[0];
      expect(file.mime_type).toBe('application/pdf');
      const download = await server.call('GET', file.url, { token: staff });
      expect(download.status).toBe(200);
      expect(download.body.startsWith('%PDF')).toBe(true);

      const { payload, headers } = multipartBody(
        [
          ['title', 'Pedoman uji'],
          ['category', 'SOP'],
        ],
        [
          {
            name: 'file',
            fileName: 'uji.pdf',
            type: 'application/pdf',
            content: pdf,
          },
        ],
      );
      expect(
        (
          await server.call('POST', '/sso/pedoman/document', {
            token: staff,
            payload,
            headers,
          })
        ).status,
      ).toBe(403);
      const created = await server.call('POST', '/sso/pedoman/document', {
        token: admin,
        payload,
        headers,
      });
      expect(created.status).toBe(201);
      expect(await server.count('files', `resource = 'pedoman_document' and record_id = '${Number(created.json.data.id)}'`)).toBe(1);
    });

    it('opens a shared guideline to anyone while the link is valid, and nothing else', async () => {
      const info = await server.call('GET', `/sso/public/sharing/${openShare}`, { remoteAddress: fresh() });
      expect(info.status).toBe(200);
      expect(Object.keys(info.json.data).sort()).toEqual(['category', 'expires_at', 'file', 'number', 'title']);
      const before = await server.query<{ downloads: number }>(`select downloads from pedoman_share where id = $1`, [openShare]);
      const download = await server.call('GET', `/sso/public/sharing/${openShare}/download`, { remoteAddress: fresh() });
      expect(download.status).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(await server.query(`select downloads from pedoman_share where id = $1`, [openShare])).toEqual([{ downloads: before[0].downloads + 1 }]);

      for (const id of [expiredShare, '00000000-0000-4000-8000-000000000000', 'not-a-code']) {
        const refused = await server.call('GET', `/sso/public/sharing/${id}`, {
          remoteAddress: fresh(),
        });
        expect(refused.status).toBe(404);
        expect(refused.json.message).toBe('Dokumen yang dibagikan tidak ditemukan atau sudah kedaluwarsa');
      }
    });

    it('makes a share link under a guideline for manage_pedoman only; an inactive guideline is not shared', async () => {
      expect(
        (
          await server.call('GET', '/sso/pedoman/document/2/share', {
            token: staff,
          })
        ).status,
      ).toBe(403);
      const created = await server.call('POST', '/sso/pedoman/document/6/share', { token: admin, body: { expires_at: '2099-12-31' } });
      expect(created.status).toBe(201);
      const code = created.json.data.id;
      expect(code).toMatch(/^[0-9a-f-]{36}$/);
      // guideline 6 is the inactive old version: its link opens nothing
      expect(
        (
          await server.call('GET', `/sso/public/sharing/${code}`, {
            remoteAddress: fresh(),
          })
        ).status,
      ).toBe(404);
      await server.query(`update pedoman_document set status = 1 where id = 6`);
      expect(
        (
          await server.call('GET', `/sso/public/sharing/${code}`, {
            remoteAddress: fresh(),
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await server.call('DELETE', `/sso/pedoman/share/${code}`, {
            token: admin,
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await server.call('GET', `/sso/public/sharing/${code}`, {
            remoteAddress: fresh(),
          })
        ).status,
      ).toBe(404);
    });
  });

  describe('setup, notifications and template (developer only)', () => {
    it('edits a parameter value, and refuses everyone without developer_view.system', async () => {
      const list = await server.call('GET', '/sso/setup/parameter', {
        token: admin,
      });
      expect(list.status).toBe(200);
      const parameter = list.json.data.find((p: { key: string }) => p.key === 'notification.timeout_ms');
      const updated = await server.call('PUT', `/sso/setup/parameter/${parameter.id}`, { token: admin, body: { value: '5000', key: 'changed' } });
      expect(updated.status).toBe(200);
      expect(await server.query(`select key, value from setup_parameter where id = $1`, [parameter.id])).toEqual([{ key: 'notification.timeout_ms', value: '5000' }]);
      expect(
        (
          await server.call('PUT', `/sso/setup/parameter/${parameter.id}`, {
            token: kpst,
            body: { value: '1' },
          })
        ).status,
      ).toBe(403);
      expect((await server.call('GET', '/sso/setup/parameter', { token: kpst })).status).toBe(403);
    });

    it('lists the notifications sent, filtered by recipient, for developer_view.system only', async () => {
      const list = await server.call('GET', '/sso/admin/system/notification?filter%5Brecipient%5D=staff', { token: admin });
      expect(list.status).toBe(200);
      expect(list.json.total).toBe(await server.count('notifications', `recipient = 'staff'`));
      expect(list.json.data.every((n: { recipient: string }) => n.recipient === 'staff')).toBe(true);
      expect(
        (
          await server.call('GET', '/sso/admin/system/notification', {
            token: kpst,
          })
        ).status,
      ).toBe(403);
      expect((await server.call('DELETE', `/sso/admin/system/notification/${list.json.data[0].id}`, { token: admin })).status).toBe(404);
    });

    it('serves the template demo data and forms to developer_view.template only', async () => {
      const v2 = await server.call('GET', '/sso/template/dashboard/v2', {
        token: admin,
      });
      expect(v2.status).toBe(200);
      expect(v2.json.data.issues.total).toBe(await server.count('template_issue'));
      const issue = await server.call('GET', '/sso/template/issue/1', {
        token: admin,
      });
      expect(issue.json.data.title).toBeTruthy();
      const element = await server.call('POST', '/sso/template/element', {
        token: admin,
        body: { full_name: 'Uji', email: 'bukan-email' },
      });
      expect(element.status).toBe(422);
      expect(element.json.errors.email).toEqual(['Email tidak valid']);
      expect(
        (
          await server.call('POST', '/sso/template/element', {
            token: admin,
            body: { full_name: 'Uji', email: 'uji@portal.example', age: 30 },
          })
        ).status,
      ).toBe(201);
      for (const path of ['/sso/template/issue', '/sso/template/message', '/sso/template/dashboard/v2']) expect((await server.call('GET', path, { token: kpst })).status).toBe(403);
    });
  });

  describe('public: digital signature', () => {
    it('tells anyone whether a signature is valid, with only what verifying needs', async () => {
      const valid = await server.call('GET', `/sso/public/digital-signature/${validSignature}`, { remoteAddress: fresh() });
      expect(valid.status).toBe(200);
      expect(valid.json.data.valid).toBe(true);
      expect(Object.keys(valid.json.data).sort()).toEqual(['document_hash', 'document_number', 'document_title', 'id', 'signed_at', 'signer_name', 'signer_position', 'status', 'valid']);
      expect(valid.headers['cache-control']).toBe('no-store');
      const revoked = await server.call('GET', `/sso/public/digital-signature/${revokedSignature}`, { remoteAddress: fresh() });
      expect(revoked.json.data.valid).toBe(false);
      for (const id of ['00000000-0000-4000-8000-000000000000', "1' or '1'='1"]) {
        const unknown = await server.call('GET', `/sso/public/digital-signature/${encodeURIComponent(id)}`, { remoteAddress: fresh() });
        expect(unknown.status).toBe(404);
        expect(unknown.json.message).toBe('Tanda tangan digital tidak ditemukan');
      }
      // the register itself is not public
      expect((await server.call('GET', '/sso/admin/digital-signature')).status).toBe(401);
      expect(
        (
          await server.call('GET', '/sso/admin/digital-signature', {
            token: kpst,
          })
        ).status,
      ).toBe(403);
    });
  });

  describe('public: password reset', () => {
    it('answers the same whether the account exists, and keeps only a hash of the link', async () => {
      const before = await server.count('password_resets');
      const known = await server.call('POST', '/sso/public/reset-password', {
        body: { username: 'staff' },
        remoteAddress: fresh(),
      });
      const unknown = await server.call('POST', '/sso/public/reset-password', {
        body: { username: 'nobody-here' },
        remoteAddress: fresh(),
      });
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(known.json).toEqual(unknown.json);
      expect(await server.count('password_resets')).toBe(before + 1);
      const [row] = await server.query<{ token_hash: string }>(`select token_hash from password_resets order by id desc limit 1`);
      expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
      const empty = await server.call('POST', '/sso/public/reset-password', {
        body: {},
        remoteAddress: fresh(),
      });
      expect(empty.status).toBe(422);
      expect(empty.json.errors.username).toEqual(['Username belum diisi']);
    });

    it('sets a new password once with a valid link, ending the account sessions', async () => {
      const token = 'A'.repeat(43);
      const hash = createHash('sha256').update(token).digest('hex');
      await server.query(`insert into password_resets (user_id, token_hash, expires_at) values ((select id from users where username = 'kaur'), $1, now() + interval '1 hour')`, [hash]);
      const oldSession = await server.login('kaur');

      const opened = await server.call('GET', `/sso/public/reset-password/${token}`, { remoteAddress: fresh() });
      expect(opened.status).toBe(200);
      expect(opened.json.data.username).toBe('kaur');

      const mismatch = await server.call('POST', `/sso/public/reset-password/${token}`, {
        body: { password: 'baru-sekali-123', password_confirmation: 'lain' },
        remoteAddress: fresh(),
      });
      expect(mismatch.status).toBe(422);
      expect(mismatch.json.errors.password_confirmation).toEqual(['The confirmation does not match the new password']);

      const done = await server.call('POST', `/sso/public/reset-password/${token}`, {
        body: {
          password: 'baru-sekali-123',
          password_confirmation: 'baru-sekali-123',
        },
        remoteAddress: fresh(),
      });
      expect(done.status).toBe(200);
      expect((await server.call('GET', '/sso/api/auth/user', { token: oldSession })).status).toBe(401);
      expect(await server.login('kaur', 'baru-sekali-123')).toBeTruthy();
      expect(await server.count('audit_trail', `action = 'reset_password' and who = 'kaur'`)).toBe(1);

      const again = await server.call('POST', `/sso/public/reset-password/${token}`, {
        body: {
          password: 'lagi-lagi-123',
          password_confirmation: 'lagi-lagi-123',
        },
        remoteAddress: fresh(),
      });
      expect(again.status).toBe(404);
      expect(again.json.message).toBe('Tautan reset kata sandi tidak valid atau sudah kedaluwarsa');
    });

    it('refuses an expired link', async () => {
      const token = 'B'.repeat(43);
      await server.query(`insert into password_resets (user_id, token_hash, expires_at) values ((select id from users where username = 'hr'), $1, now() - interval '1 minute')`, [
        createHash('sha256').update(token).digest('hex'),
      ]);
      expect(
        (
          await server.call('GET', `/sso/public/reset-password/${token}`, {
            remoteAddress: fresh(),
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await server.call('POST', `/sso/public/reset-password/${token}`, {
            body: {
              password: 'baru-sekali-123',
              password_confirmation: 'baru-sekali-123',
            },
            remoteAddress: fresh(),
          })
        ).status,
      ).toBe(404);
    });
  });

  it('limits the public calls per address like the sign-in', async () => {
    const from = '10.200.0.1';
    const max = server.config.loginLimits.perAddress;
    for (let i = 0; i < max; i++) expect((await server.call('GET', `/sso/public/digital-signature/${validSignature}`, { remoteAddress: from })).status).toBe(200);
    const limited = await server.call('GET', `/sso/public/sharing/${openShare}`, { remoteAddress: from });
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeTruthy();
    expect(
      (
        await server.call('POST', '/sso/public/reset-password', {
          body: { username: 'staff' },
          remoteAddress: from,
        })
      ).status,
    ).toBe(429);
  });
});
