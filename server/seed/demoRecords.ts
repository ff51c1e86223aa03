/**
 * Demo records of business resources whose definitions carry no `seed` (their rows are data,
 * not reference lists), so a fresh start has something to work on: participant registrations
 * waiting for validation, for the approve and reject transitions; late permissions of the
 * Kepesertaan division (kaur's, for its head to decide) and of HR; a few support tickets of the
 * Kepesertaan division (staff's and kaur's, open and closed) and of HR, so the landing page and
 * the ticket lists have work on them. Keyed by resource id.
 */
import { demoDispositions, demoDocuments, demoSmrMail, demoStars } from './demoMail.ts';
import { archiveDemoRecords } from './archiveRecords.ts';
import { auditDemoRecords } from '../audit/auditDemoRecords.ts';
import { doraDemoRecords } from '../dora/doraDemoRecords.ts';
import { dermaDemoFollowUps, dermaDemoRisks } from '../derma/dermaDemoRisks.ts';
import { helpdeskDemoTickets } from '../helpdesk/helpdeskDemoTickets.ts';
import type { SeedRow } from './organisation.ts';
import { supportApprovals, supportAuditTrail, supportComments, supportDiscussions, supportTasks, supportTickets } from './supportRecords.ts';
import { ppDemoTickets } from '../pp/ppDemoTickets.ts';
import { miscDemoRecords } from './miscDemoRecords.ts';
import { advDemoRecords } from '../adv/advDemoRecords.ts';
import { hrDemoRecords } from '../hr/hrDemoRecords.ts';
import { skdDemoRecords } from '../skd/skdDemoRecords.ts';
import { kepesertaanDemoRecords, registrationsThisYear } from './kepesertaanRecords.ts';

const registration = (no: number, name: string, kd_pk: string, extra: SeedRow = {}): SeedRow => ({
  kd_pk,
  tahun_pelaporan: 2025,
  no_peserta: `P${String(no).padStart(8, '0')}`,
  no_pensiun: `MP${String(no).padStart(6, '0')}`,
  nama_penerima: name,
  status: 1,
  status_approval: 1,
  tipe_approval: 1,
  status_file: 1,
  status_aktif: 1,
  ...extra,
});

export const demoRecordRows: Record<string, SeedRow[]> = {
  ...miscDemoRecords(),
  ...kepesertaanDemoRecords,
  archive_document: archiveDemoRecords(),
  document: demoDocuments,
  document_star: demoStars,
  disposition: demoDispositions,
  doc_smr: demoSmrMail,
  helpdesk_ticket: helpdeskDemoTickets(),
  derma_risk: dermaDemoRisks(),
  derma_tindak_lanjut: dermaDemoFollowUps(),
  info_peserta: [
    registration(1001, 'Siti Rahmawati', 'PK001'),
    registration(1002, 'Budi Santoso', 'PK001', { status_file: 2 }),
    registration(1003, 'Andi Wijaya', 'PK002'),
    registration(1004, 'Ratna Sari', 'PK003', { tahun_pelaporan: 2024, status: 2, status_approval: 2, status_file: 2 }),
    registration(1005, 'Yusuf Hidayat', 'PK002', { status: 3, status_approval: 3, reason: 'Dokumen tidak lengkap' }),
    ...registrationsThisYear,
  ],
  support_ticket: [
    ticket('staff', 3, '2026-11-20T02:15:00Z', 'Printer lantai 2 tidak bisa mencetak', 'Printer di ruang Kepesertaan menolak semua antrian cetak sejak pagi.', 2),
    ticket('staff', 3, '2026-11-17T03:40:00Z', 'Akses aplikasi validasi peserta', 'Mohon dibukakan akses menu validasi data peserta untuk akun saya.', 2),
    ticket('staff', 3, '2026-11-10T01:05:00Z', 'Reset kata sandi email kantor', 'Kata sandi email kantor terkunci setelah tiga kali salah.', 1),
    ticket('kaur', 3, '2026-11-19T07:30:00Z', 'Rilis berita layanan peserta', 'Mohon bantuan Humas menyiapkan rilis berita perubahan jam layanan.', 2, 'HUMAS'),
    ticket('hr', 5, '2026-11-18T04:00:00Z', 'Laptop baru untuk pegawai baru', 'Dua pegawai baru mulai bekerja Senin depan dan membutuhkan laptop.', 2),
    ...supportTickets,
  ],
  support_approval: supportApprovals,
  support_task: supportTasks,
  support_comment: supportComments,
  support_discussion: supportDiscussions,
  support_audit_trail: supportAuditTrail,
  pp_ticket: ppDemoTickets,
  ...advDemoRecords,
  ...hrDemoRecords,
  ...skdDemoRecords,
  ...auditDemoRecords,
  ...doraDemoRecords,
  hr_permit: [
    permit('kaur', 3, '2026-11-16', '08:40', 'Ban motor bocor di jalan', 1),
    permit('kaur', 3, '2026-11-09', '09:05', 'Mengantar anak ke rumah sakit', 2),
    permit('hr', 5, '2026-11-18', '08:25', 'Kereta terlambat', 1),
  ],
};

function permit(by: string, bidang: number, date: string, arrival: string, description: string, status: number): SeedRow {
  return { permit_date: date, arrival_time: arrival, input_methode: 'FINGERPRINT', description, bidang_id: bidang, status, created_by: by };
}

function ticket(by: string, bidang: number, filedAt: string, title: string, description: string, status: number, type?: string): SeedRow {
  return { title, description, bidang_id: bidang, status, stage: status === 1 ? 5 : 1, category: 1, has_attachment: false, created_by: by, created_at: filedAt, ...(type ? { type } : {}) };
}
