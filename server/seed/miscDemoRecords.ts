/**
 * Demo rows of the small modules, so each screen has something to show on a fresh start:
 * customer-service visits over the last months (cs list and report), message blasts (drafts
 * and sent ones, whose notifications seedBlastNotifications leaves), guidelines (their PDFs are
 * attached at start by server/pedoman/pedomanDemoFiles.ts) with a public link, digitally signed
 * documents for /public/digital-signature, and the developer template's issues, mailbox,
 * articles and job openings. Deterministic, dates relative to the seeding day.
 */
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { SeedRow } from './organisation.ts';

const day = 86_400_000;
const daysAgo = (n: number, hour = 9) => new Date(Math.floor(Date.now() / day) * day - n * day + hour * 3_600_000).toISOString();
const dateIn = (n: number) => new Date(Date.now() + n * day).toISOString().slice(0, 10);

const participants = [
  'Siti Rahmawati',
  'Budi Santoso',
  'Andi Wijaya',
  'Ratna Sari',
  'Yusuf Hidayat',
  'Dewi Lestari',
  'Agus Salim',
  'Rina Marlina',
  'Hendra Gunawan',
  'Maya Puspita',
  'Joko Susilo',
  'Fitri Handayani',
];
const channels = ['WALK_IN', 'TELEPON', 'EMAIL', 'WHATSAPP', 'WALK_IN', 'TELEPON'];
const services: Array<[string, string]> = [
  ['KLAIM', 'Menanyakan syarat pengajuan klaim manfaat pensiun.'],
  ['PERUBAHAN_DATA', 'Mengubah alamat dan nomor rekening penerima manfaat.'],
  ['INFORMASI_IURAN', 'Meminta rincian iuran yang sudah dibayarkan.'],
  ['OTENTIKASI', 'Bantuan otentikasi tahunan penerima pensiun.'],
  ['LAINNYA', 'Menanyakan jadwal layanan kantor cabang.'],
];
const officers = ['kpst', 'kpst', 'staff', 'kaur'];

function csRows(): SeedRow[] {
  return Array.from({ length: 36 }, (_, i) => {
    const [layanan, description] = services[i % services.length];
    const status = i < 8 ? 1 : i < 14 ? 2 : 3;
    return {
      no_peserta: `P${String(2001 + i).padStart(8, '0')}`,
      nama_peserta: participants[i % participants.length],
      phone: `0812${String(5550000 + i * 37).padStart(7, '0')}`,
      channel: channels[i % channels.length],
      layanan,
      description,
      office_id: (i % 4) + 1,
      rating: status === 3 ? 3 + (i % 3) : null,
      status,
      created_by: officers[i % officers.length],
      created_at: daysAgo(i * 5, 8 + (i % 8)),
      updated_at: daysAgo(i * 5, 8 + (i % 8)),
    };
  });
}

const blasts: SeedRow[] = [
  {
    id: 1,
    title: 'Jadwal otentikasi tahunan',
    target: 'ALL',
    message: 'Otentikasi tahunan penerima pensiun dibuka mulai pekan depan. Mohon siapkan layanan di setiap kantor.',
    status: 2,
    created_by: 'kpst',
    created_at: daysAgo(70),
    sent_at: daysAgo(70, 10),
  },
  {
    id: 2,
    title: 'Pembaruan SOP layanan',
    target: 'DEPARTMENT',
    department_id: 3,
    message: 'SOP layanan peserta telah diperbarui. Silakan baca di menu Pedoman.',
    status: 2,
    created_by: 'kpst',
    created_at: daysAgo(40),
    sent_at: daysAgo(40, 10),
  },
  {
    id: 3,
    title: 'Libur nasional',
    target: 'ALL',
    message: 'Kantor tutup pada hari libur nasional. Layanan online tetap berjalan.',
    status: 2,
    created_by: 'kpst',
    created_at: daysAgo(12),
    sent_at: daysAgo(12, 10),
  },
  {
    id: 4,
    title: 'Rapat evaluasi layanan',
    target: 'DEPARTMENT',
    department_id: 3,
    message: 'Rapat evaluasi layanan peserta hari Jumat pukul 14.00.',
    status: 1,
    created_by: 'kpst',
    created_at: daysAgo(1),
  },
  {
    id: 5,
    title: 'Pengingat pelatihan',
    target: 'ALL',
    message: 'Pelatihan aplikasi portal untuk semua pegawai bulan depan.',
    status: 1,
    created_by: 'kpst',
    created_at: daysAgo(0),
  },
];

/** The notifications the sent demo blasts delivered, every third one read. */
export async function seedBlastNotifications(db: Database): Promise<void> {
  const table = await sql<{
    exists: boolean;
  }>`select to_regclass('messaging_blast') is not null as exists`.execute(db);
  if (!table.rows[0]?.exists) return;
  const users = await db.selectFrom('users').select(['username', 'bidang_id']).where('disabled', '=', false).orderBy('username').execute();
  const rows = blasts
    .filter((b) => b.status === 2)
    .flatMap((b) => {
      const reached = users.filter((u) => u.username !== b.created_by && (b.target === 'ALL' || u.bidang_id === b.department_id));
      return reached.map((u, i) => ({
        recipient: u.username,
        resource: 'messaging_blast',
        record_id: String(b.id),
        action: 'send',
        who: String(b.created_by),
        created_at: new Date(b.sent_at as string),
        read_at: i % 3 === 2 ? null : new Date(b.sent_at as string),
      }));
    });
  if (rows.length) await db.insertInto('notifications').values(rows).execute();
  for (const b of blasts.filter((b) => b.status === 2)) {
    const n = rows.filter((r) => r.record_id === String(b.id)).length;
    await sql`update messaging_blast set recipients = ${n} where id = ${b.id}`.execute(db);
  }
}

const pedoman: SeedRow[] = [
  {
    id: 1,
    title: 'Pedoman Tata Kelola Dana Pensiun',
    number: 'PED-001/2025',
    category: 'KEBIJAKAN',
    effective_date: '2025-01-02',
    description: 'Prinsip tata kelola, peran pengurus dan dewan pengawas.',
    status: 1,
  },
  {
    id: 2,
    title: 'SOP Layanan Peserta di Kantor Cabang',
    number: 'SOP-014/2025',
    category: 'SOP',
    effective_date: '2025-03-17',
    description: 'Langkah layanan peserta dari antrian sampai penyelesaian.',
    status: 1,
  },
  {
    id: 3,
    title: 'SOP Pengelolaan Arsip',
    number: 'SOP-021/2025',
    category: 'SOP',
    effective_date: '2025-06-02',
    description: 'Penyimpanan, retensi dan pemusnahan arsip.',
    status: 1,
  },
  {
    id: 4,
    title: 'Petunjuk Teknis Otentikasi Penerima Pensiun',
    number: 'JUKNIS-003/2026',
    category: 'PETUNJUK_TEKNIS',
    effective_date: '2026-01-05',
    description: 'Otentikasi tahunan dengan pengenalan wajah.',
    status: 1,
  },
  {
    id: 5,
    title: 'Formulir Perubahan Data Peserta',
    number: 'FRM-007/2024',
    category: 'FORMULIR',
    effective_date: '2024-08-01',
    description: 'Formulir yang diisi peserta untuk perubahan data.',
    status: 1,
  },
  {
    id: 6,
    title: 'SOP Layanan Peserta (versi lama)',
    number: 'SOP-014/2021',
    category: 'SOP',
    effective_date: '2021-02-01',
    description: 'Digantikan oleh SOP-014/2025.',
    status: 2,
  },
].map((row) => ({ ...row, created_by: 'system' }));

const shares: SeedRow[] = [
  {
    id: '3f6c2a9e-8d41-4b7a-9e25-6a1d0c4b7e11',
    document_id: 5,
    expires_at: dateIn(30),
    downloads: 2,
    created_by: 'admin',
  },
  {
    id: '0b9d4e7a-1c36-4f2e-8a57-d3e9f1a2c640',
    document_id: 2,
    expires_at: dateIn(-3),
    downloads: 5,
    created_by: 'admin',
  },
];

const signatures: SeedRow[] = [
  {
    id: '7c1e5b2a-4f93-4d8e-b6a0-2e9f3c7d1a55',
    document_number: 'SK-045/DIR/2026',
    document_title: 'Surat Keputusan Penetapan Manfaat Pensiun',
    signer_name: 'Hendra Direktur',
    signer_position: 'Direktur Utama',
    signed_at: daysAgo(20, 11),
    document_hash: 'b94d27b9934d3e08a52e52d7da7dabfac484efe37a5380ee9088f7ace2efcde9',
    status: 1,
  },
  {
    id: 'e2a8f4c6-9b17-4e3d-a5c2-81f0d6b9e374',
    document_number: 'ND-112/KPST/2026',
    document_title: 'Nota Dinas Layanan Peserta',
    signer_name: 'Sari Kepala Bidang',
    signer_position: 'Kepala Bidang Kepesertaan',
    signed_at: daysAgo(6, 15),
    document_hash: '2c26b46b68ffc68ff99b453c1d30413413422d706483bfa0f98a5e886266e7ae',
    status: 1,
  },
  {
    id: '5d3b9a1f-6e28-4c7b-8f40-c2a7e9d1b086',
    document_number: 'SK-031/DIR/2025',
    document_title: 'Surat Keputusan (dicabut)',
    signer_name: 'Hendra Direktur',
    signer_position: 'Direktur Utama',
    signed_at: daysAgo(200, 10),
    document_hash: 'fcde2b2edba56bf408601fb721fe9b5c338d10ee429ea04fae5511b68fbf8fb9',
    status: 2,
  },
];

const issueTitles: Array<[string, number, string, number]> = [
  ['Sidebar badge does not refresh after reading', 2, 'support', 1],
  ['Export of 15,000 rows times out on slow disks', 3, 'admin', 2],
  ['Date picker shows English month names in French', 1, 'staff', 1],
  ['Login page logo blurry on retina screens', 1, 'support', 3],
  ['Add keyboard shortcut to open the search', 2, 'admin', 1],
  ['Notification sound plays twice', 2, 'support', 2],
];

const templateRows: Record<string, SeedRow[]> = {
  template_issue: issueTitles.map(([title, priority, assignee, status], i) => ({
    id: i + 1,
    title,
    priority,
    assignee,
    status,
    description: `${title}. Steps to reproduce and expected behaviour are in the comments.`,
    created_by: 'admin',
    created_at: daysAgo(30 - i * 4),
  })),
  template_issue_comment: [
    {
      id: 1,
      issue_id: 1,
      message: 'Reproduced on Chrome and Firefox.',
      created_by: 'support',
      created_at: daysAgo(28),
    },
    {
      id: 2,
      issue_id: 1,
      message: 'The counter is read once at sign-in; it should follow the socket event.',
      created_by: 'admin',
      created_at: daysAgo(27),
    },
    {
      id: 3,
      issue_id: 2,
      message: 'Streaming writer fixes it; measuring now.',
      created_by: 'admin',
      created_at: daysAgo(20),
    },
  ],
  template_message: [
    ['Yoga Support', 'Server maintenance tonight', false, true, 'INBOX', 0],
    ['Sari Kepala Bidang', 'Weekly report', true, false, 'INBOX', 1],
    ['Rina Auditor', 'Audit schedule Q3', false, false, 'INBOX', 2],
    ['Administrator Portal', 'New permissions for the template area', true, true, 'INBOX', 4],
    ['Dewi Staf', 'Re: meal allowance', true, false, 'SENT', 6],
    ['Newsletter', 'Portal release notes', true, false, 'TRASH', 9],
  ].map(([sender, subject, is_read, starred, folder, ago], i) => ({
    id: i + 1,
    sender,
    subject,
    body: `${subject}: see the attached details.`,
    is_read,
    starred,
    folder,
    received_at: daysAgo(ago as number, 10 + i),
  })),
  template_article: [
    ['Five tips for a faster month-end close', 'TIPS', 'Maya Risiko', 1240, 40, 2],
    ['Annual participant gathering', 'EVENT', 'Sari Kepala Bidang', 860, 25, 2],
    ['New online authentication for pensioners', 'NEWS', 'Agus Kepala Urusan', 2310, 12, 2],
    ['Draft: archive digitisation roadmap', 'NEWS', 'Joko Arsip', 0, 0, 1],
  ].map(([title, category, author, views, ago, status], i) => ({
    id: i + 1,
    title,
    category,
    author,
    views,
    published_at: daysAgo(ago as number).slice(0, 10),
    status,
  })),
  template_job: [
    ['Actuarial analyst', 10, 'Jakarta', 34, 14, 1],
    ['IT support officer', 9, 'Jakarta', 58, 7, 1],
    ['Customer service officer', 3, 'Bandung', 91, 21, 1],
    ['Internal auditor', 8, 'Jakarta', 12, -5, 2],
  ].map(([position, department_id, location, applicants, closes, status], i) => ({
    id: i + 1,
    position,
    department_id,
    location,
    applicants,
    closing_date: dateIn(closes as number),
    status,
  })),
};

export function miscDemoRecords(): Record<string, SeedRow[]> {
  return {
    cs_service: csRows(),
    messaging_blast: blasts,
    pedoman_document: pedoman,
    pedoman_share: shares,
    public_signature: signatures,
    ...templateRows,
  };
}
