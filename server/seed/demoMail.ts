/**
 * Demo documents and dispositions, so the DMS and the disposition screens have work on them on a
 * fresh start: 300 documents across the classification and storage trees (general, participant
 * and mailing ones), of which the mailing ones received from outside are the incoming mail (the
 * other mailing ones are letters sent out), paper originals at each archive submission step,
 * a few starred documents per user, and
 * 60 dispositions of those letters down the ranks (directors to division heads, division heads to
 * heads of section and staff), unread, read and closed. Generated, not random: every start seeds
 * the same rows.
 */
import type { SeedRow } from './organisation.ts';

/** Leaves of the seeded classification and storage trees (archive_classification / archive_location seeds). */
const classifications = [
  [1, 2, 3],
  [1, 2, 4],
  [1, 5, 6],
  [7, 8, 9],
  [10, null, null],
] as const;
const storages = [
  [1, 2, 3],
  [1, 2, 4],
  [1, 5, 6],
  [7, 8, 9],
] as const;

const filers = ['staff', 'kaur', 'arsip', 'kpst', 'kabid'];
const senders = ['PT Taspen (Persero)', 'Otoritas Jasa Keuangan', 'PT Bank Mandiri', 'Kementerian BUMN', 'PT Pos Indonesia', 'Dana Pensiun Mitra'];
const subjects = ['Permohonan data peserta', 'Undangan rapat koordinasi', 'Laporan iuran bulanan', 'Perubahan ketentuan manfaat', 'Konfirmasi pembayaran', 'Pemberitahuan audit'];
const names = ['Siti Rahmawati', 'Budi Santoso', 'Andi Wijaya', 'Ratna Sari', 'Yusuf Hidayat'];

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const day = (i: number) => `${2024 + (i % 3)}-${pad((i % 12) + 1)}-${pad((i % 27) + 1)}`;

export const incomingMailCount = 40;

/** Paper originals on their way to the archive (pengajuan arsip): most not yet submitted, some waiting, accepted or sent back. */
function archiveSubmission(i: number): SeedRow {
  switch (i % 10) {
    case 0:
      return { archive_status: 2, archive_note: 'Diterima di ruang arsip' };
    case 4:
      return { archive_status: 1, archive_note: 'Mohon diarsipkan' };
    case 8:
      return { archive_status: 3, archive_note: 'Berkas fisik belum lengkap' };
    default:
      return { archive_status: 0 };
  }
}

function documentRow(i: number): SeedRow {
  // Not i % 5 like the filer: each filer gets documents of every classification.
  const [classification, classification_detail, classification_spesific] = classifications[Math.floor(i / filers.length) % classifications.length];
  const [storage, storage_detail, storage_spesific] = storages[i % storages.length];
  const incoming = i <= incomingMailCount;
  const type = incoming ? 'MAILING' : i % 3 === 0 ? 'KEPESERTAAN' : i % 3 === 1 ? 'GENERAL' : 'MAILING';
  const subject = subjects[i % subjects.length];
  const row: SeedRow = {
    id: i,
    type,
    title: incoming ? `${subject} ${senders[i % senders.length]}` : `${type === 'KEPESERTAAN' ? 'Berkas peserta' : 'Dokumen'} ${pad(i, 3)}: ${subject.toLowerCase()}`,
    subject,
    description: `${subject}, diarsipkan sebagai dokumen nomor ${i}.`,
    documents_date: day(i),
    classification,
    classification_detail,
    classification_spesific,
    // Not i % 2: the storage places (i % 4) each hold paper originals and digital-only documents.
    physical_status: (i % 5) % 2 === 0,
    office: (i % 4) + 1,
    storage,
    storage_detail,
    storage_spesific,
    periode: `${2024 + (i % 3)}${pad((i % 12) + 1)}`,
    created_by: filers[i % filers.length],
    created_at: `${day(i)}T0${i % 9}:15:00Z`,
  };
  if (type === 'KEPESERTAAN') Object.assign(row, { no_peserta: `P${pad(1001 + (i % 5), 8)}`, nama_peserta: names[i % names.length], kode_pemberi_kerja: `PK00${(i % 3) + 1}` });
  if (type === 'MAILING') {
    // Received letters come from outside to the directors; the others are letters written here and sent out.
    const [sender, receiver] = incoming ? [senders[i % senders.length], 'Direksi'] : ['Sekretariat', senders[i % senders.length]];
    Object.assign(row, { originator: 'Sekretariat', number: `${pad(i, 3)}/SM/${2024 + (i % 3)}`, sender, receiver });
    if (incoming) Object.assign(row, { nomor_surat_asli: `${pad(100 + i, 4)}/EXT/${2024 + (i % 3)}`, tanggal_surat_diterima: day(i) });
  }
  Object.assign(row, row.physical_status ? archiveSubmission(i) : { archive_status: 0 });
  return row;
}

export const demoDocuments: SeedRow[] = Array.from({ length: 300 }, (_, i) => documentRow(i + 1));

/** Who disposes to whom, down the ranks of the demo organisation, with the group it went to. */
const routes = [
  { from: 'direksi', to: 'kabid', group: 'kabid' },
  { from: 'direksi', to: 'admin', group: 'kabid' },
  { from: 'kabid', to: 'kaur', group: 'kaur' },
  { from: 'kabid', to: 'staff', group: null },
  { from: 'kaur', to: 'staff', group: 'staff' },
  { from: 'kaur', to: 'kpst', group: 'staff' },
] as const;
const instructions = ['Mohon ditindaklanjuti sesuai ketentuan.', 'Untuk diketahui dan diarsipkan.', 'Siapkan jawaban dan laporkan hasilnya.', 'Koordinasikan dengan bidang terkait.', 'Hadiri dan laporkan hasil rapat.'];
const tags = ['#segera', '#rapat', '#tindaklanjut', '#arsip', '#informasi'];

function dispositionRow(i: number): SeedRow {
  const route = routes[i % routes.length];
  // One in three unread (the badges have something to count), one in five closed, the rest read.
  const status = i % 3 === 0 ? 1 : i % 5 === 0 ? 3 : 2;
  const letter = (i % incomingMailCount) + 1;
  return {
    id: i,
    doc_id: letter,
    recipient: route.to,
    recipient_group: route.group,
    notes: instructions[i % instructions.length],
    priority: (i % 3) + 1,
    hashtags: [tags[i % tags.length]],
    status,
    read_at: status === 1 ? null : `2026-11-${pad((i % 20) + 1)}T08:00:00Z`,
    batch: route.group ? `demo-${letter}-${route.from}` : null,
    created_by: route.from,
    created_at: `2026-11-${pad((i % 20) + 1)}T0${i % 9}:30:00Z`,
  };
}

export const demoDispositions: SeedRow[] = Array.from({ length: 60 }, (_, i) => dispositionRow(i + 1));

const memos = [
  ['Jadwal rapat evaluasi triwulan', 'Rapat evaluasi triwulan diadakan Kamis pukul 09.00 di ruang rapat lantai 3.'],
  ['Permintaan data iuran', 'Mohon kirimkan rekap iuran peserta aktif bulan lalu paling lambat Jumat.'],
  ['Perubahan jam layanan', 'Mulai Senin depan layanan peserta dibuka pukul 08.00 sampai 15.00.'],
  ['Undangan pelatihan arsip', 'Pelatihan pengelolaan arsip digital untuk semua bidang minggu depan.'],
] as const;
const smrRoutes = [
  ['kabid', 'staff'],
  ['kaur', 'staff'],
  ['direksi', 'kabid'],
  ['staff', 'kaur'],
  ['hr', 'staff'],
  ['arsip', 'kaur'],
] as const;

/** SMR mail between colleagues: some unread, so the header's SMR badge has a count. */
export const demoSmrMail: SeedRow[] = Array.from({ length: 12 }, (_, i) => {
  const [from, to] = smrRoutes[i % smrRoutes.length];
  const [subject, message] = memos[i % memos.length];
  return { id: i + 1, recipient: to, subject, message, status: i % 2 === 0 ? 1 : 2, created_by: from, created_at: `2026-11-${pad(10 + i)}T02:00:00Z` };
});

/** Each demo user's starred documents (one star per user and document), so the starred box has work on it. */
const starsOf: Record<string, number[]> = { staff: [1, 5, 12, 33, 47, 101, 150], kaur: [2, 3, 40, 88], kabid: [6, 9], arsip: [10, 20, 30], admin: [1, 2] };

export const demoStars: SeedRow[] = Object.entries(starsOf).flatMap(([user, ids]) =>
  ids.map((document_id, at) => ({ document_id, created_by: user, created_at: `2026-11-${pad(at + 1)}T09:00:00Z` })),
);
