/**
 * Demo catalogue documents and document requests, so the dora dashboard, the catalogue, the
 * worksheet (public relations: kpst) and My tasks (the archivist, arsip, to whom most requests
 * are assigned) show real work on a fresh start: requests in every status. Deterministic.
 * Keyed by resource id (server/seed/demoRecords.ts).
 */
import type { SeedRow } from '../seed/organisation.ts';

const documents: SeedRow[] = [
  ['Kartu peserta dan riwayat iuran', 1, 3, 1],
  ['Surat keterangan penerima manfaat pensiun', 1, 3, 1],
  ['Rincian perhitungan manfaat pensiun', 1, 3, 2],
  ['Laporan keuangan tahunan 2025 (audited)', 2, 2, 1],
  ['Laporan aktuaria 2025', 2, 2, 2],
  ['Peraturan dana pensiun', 3, 7, 1],
  ['Arahan investasi 2026', 4, 4, 2],
  ['Laporan kinerja investasi triwulan III 2026', 4, 4, 1],
  ['Salinan SK pengangkatan pegawai', 5, 5, 3],
].map(([title, category_id, bidang_id, status], i) => ({
  id: i + 1,
  title,
  category_id,
  bidang_id,
  status,
  description: 'Dokumen yang dapat diminta melalui katalog dora.',
  created_by: 'arsip',
  created_at: new Date(Date.UTC(2026, 5 + (i % 5), 3 + i, 2)).toISOString(),
}));

const requesters: [string, string, string][] = [
  ['Siti Rahmawati', 'Peserta', 'siti.r@contoh.example'],
  ['Budi Santoso', 'PT Perkebunan Nusantara', 'sdm@ptpn.example'],
  ['Andi Wijaya', 'Ahli waris peserta', 'andi.w@contoh.example'],
  ['Ratna Sari', 'Kantor Akuntan Publik', 'ratna@kap.example'],
  ['Yusuf Hidayat', 'Peserta', 'yusuf.h@contoh.example'],
  ['Dewi Lestari', 'Media Pensiun', 'redaksi@media.example'],
];

/** status of the i-th request: 4 new, 5 verified, 4 done, 2 rejected */
const statuses = [1, 2, 2, 3, 1, 2, 4, 3, 2, 1, 3, 2, 1, 3, 4];

const requests: SeedRow[] = statuses.map((status, i) => {
  const [pemohon, instansi, email] = requesters[i % requesters.length];
  return {
    document_id: [1, 2, 3, 4, 6, 8, 1, 2, 5][i % 9],
    pemohon,
    instansi,
    email,
    keperluan: ['Pengajuan klaim manfaat', 'Kelengkapan administrasi perusahaan', 'Pengurusan ahli waris', 'Keperluan audit eksternal', 'Arsip pribadi', 'Bahan pemberitaan'][i % 6],
    assigned_to: i % 4 === 3 ? 'staff' : 'arsip',
    batas_waktu: new Date(Date.UTC(2026, 10, 20 + (i % 10))).toISOString().slice(0, 10),
    status,
    ...(status === 3 ? { catatan: 'Dokumen sudah dikirim ke email pemohon.' } : {}),
    ...(status === 4 ? { catatan: 'Dokumen tidak dapat diberikan kepada pihak luar.' } : {}),
    created_by: 'kpst',
    created_at: new Date(Date.UTC(2026, 10, 2 + i, 3)).toISOString(),
  };
});

export const doraDemoRecords: Record<string, SeedRow[]> = { dora_document: documents, dora_request: requests };
