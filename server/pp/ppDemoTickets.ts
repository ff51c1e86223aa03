/**
 * Demo complaint tickets: 40 tickets over the four offices, the five topics and contact methods,
 * in every status (pending, progress, done, approved), filed by the participant-services user
 * (kpst) and a few colleagues over the last weeks, so the ticket lists and both complaint reports
 * show real figures on a fresh start. Deterministic: the same rows on every seed.
 */
import type { SeedRow } from '../seed/organisation.ts';

const participants = [
  'Siti Rahmawati', 'Budi Santoso', 'Andi Wijaya', 'Ratna Sari', 'Yusuf Hidayat', 'Dewi Lestari', 'Agus Salim', 'Rina Marlina',
  'Hendra Gunawan', 'Maya Puspita', 'Joko Susilo', 'Fitri Handayani', 'Bayu Pratama', 'Indah Permata', 'Eko Saputra', 'Wulan Sari',
];

const complaints = [
  'Manfaat pensiun bulan ini belum diterima di rekening.',
  'Iuran yang tercatat tidak sesuai dengan slip gaji peserta.',
  'Nama peserta salah eja pada kartu peserta.',
  'Antrian layanan di kantor cabang terlalu lama.',
  'Tidak bisa masuk ke aplikasi layanan peserta online.',
  'Mohon penjelasan perhitungan manfaat janda/duda.',
  'Alamat korespondensi belum diperbarui setelah pindah.',
  'Petugas telepon tidak memberi jawaban yang jelas.',
];

/** status of the i-th ticket: 12 pending, 10 progress, 9 done, 9 approved */
function statusOf(i: number): number {
  if (i < 12) return 1;
  if (i < 22) return 2;
  if (i < 31) return 3;
  return 4;
}

const filers = ['kpst', 'kpst', 'kpst', 'staff'];
// uneven on purpose, as real complaints are: most about benefits, most at the head office and Bandung
const topics = [1, 1, 2, 3, 1, 4, 2, 5, 1, 3, 2, 1, 4];
const methodes = [1, 2, 2, 3, 4, 1, 2, 5, 4];
const offices = [1, 2, 1, 3, 2, 4, 1, 2, 3];

export const ppDemoTickets: SeedRow[] = Array.from({ length: 40 }, (_, i) => {
  const status = statusOf(i);
  const day = new Date(Date.UTC(2026, 10, 24 - (i % 28), 2 + (i % 7), 10 * (i % 6)));
  return {
    no_peserta: `P${String(20001 + i * 7).padStart(8, '0')}`,
    nama_peserta: participants[i % participants.length],
    hubungan_peserta_id: (i % 5) + 1,
    ...(i % 5 === 0 ? {} : { nama_pelapor: `Keluarga ${participants[(i + 3) % participants.length].split(' ')[0]}`, telepon_pelapor: `0812${String(3000000 + i * 137).padStart(7, '0')}` }),
    topic_id: topics[i % topics.length],
    methode_id: methodes[i % methodes.length],
    description: complaints[i % complaints.length],
    ...(status >= 3 ? { result_id: (i % 3) + 1, publication_id: (i % 4) + 1 } : {}),
    office_id: offices[i % offices.length],
    status,
    created_by: filers[i % filers.length],
    created_at: day.toISOString(),
  };
});
