/**
 * Demo audits (by the auditor, over several departments, 2025 and 2026, in every status of the
 * status master), their findings (open, followed up with the auditee's answer, closed) and a few
 * whistleblower reports, so the audit dashboard, the findings, the auditee's follow-up list
 * (Kepesertaan, department 3: kabid and kaur) and the WBS list have work on a fresh start.
 * Deterministic: the same rows on every seed. Keyed by resource id (server/seed/demoRecords.ts).
 */
import type { SeedRow } from '../seed/organisation.ts';

const audits: SeedRow[] = [
  { id: 1, title: 'Audit operasional layanan kepesertaan', bidang_id: 3, office: 1, type: 'REGULER', category: 1, tahun: 2026, status: 4 },
  { id: 2, title: 'Audit pembayaran manfaat pensiun', bidang_id: 3, office: 1, type: 'REGULER', category: 2, tahun: 2026, status: 2 },
  { id: 3, title: 'Audit pengelolaan kas dan bank', bidang_id: 1, office: 1, type: 'REGULER', category: 2, tahun: 2026, status: 3 },
  { id: 4, title: 'Audit keamanan sistem informasi', bidang_id: 6, office: 1, type: 'KHUSUS', category: 4, tahun: 2026, status: 1 },
  { id: 5, title: 'Audit kepatuhan penempatan investasi', bidang_id: 4, office: 1, type: 'REGULER', category: 3, tahun: 2025, status: 5 },
  { id: 6, title: 'Audit pengadaan barang dan jasa', bidang_id: 5, office: 1, type: 'INVESTIGASI', category: 5, tahun: 2025, status: 5 },
  { id: 7, title: 'Audit layanan kantor cabang Bandung', bidang_id: 11, office: 2, type: 'REGULER', category: 1, tahun: 2025, status: 4 },
  { id: 8, title: 'Audit data peserta aktif', bidang_id: 3, office: 1, type: 'KHUSUS', category: 3, tahun: 2025, status: 5 },
].map((audit, i) => ({
  ...audit,
  description: 'Ruang lingkup: proses, dokumen pendukung dan pengendalian internal periode berjalan.',
  created_by: 'auditor',
  created_at: new Date(Date.UTC(Number(audit.tahun), 1 + i, 3 + i, 2)).toISOString(),
}));

const findings: [audit: number, classification: number, uraian: string, rencana: string][] = [
  [1, 6, 'Verifikasi dokumen klaim tidak ditandatangani petugas kedua.', 'Menerapkan verifikasi dua lapis pada setiap klaim.'],
  [1, 4, 'SOP layanan peserta belum diperbarui sejak 2021.', 'Revisi SOP dan sosialisasi ke seluruh petugas.'],
  [1, 7, 'Rekap harian layanan tidak diarsipkan secara lengkap.', 'Arsip rekap harian dalam aplikasi dokumen.'],
  [2, 6, 'Pembayaran manfaat ganda pada dua peserta.', 'Penagihan kembali dan kontrol duplikasi pada sistem.'],
  [2, 7, 'Rekonsiliasi pembayaran bulanan terlambat.', 'Jadwal rekonsiliasi paling lambat tanggal 5.'],
  [3, 6, 'Otorisasi transfer di atas limit tanpa persetujuan direksi.', 'Penyesuaian matriks otorisasi bank.'],
  [3, 7, 'Selisih saldo kas kecil belum dijelaskan.', 'Opname kas mingguan.'],
  [4, 2, 'Hak akses pegawai yang telah mutasi belum dicabut.', 'Review hak akses triwulanan.'],
  [5, 8, 'Laporan penempatan investasi ke OJK terlambat.', 'Kalender pelaporan regulasi.'],
  [5, 8, 'Batas penempatan pada satu emiten terlampaui.', 'Rebalancing portofolio.'],
  [6, 6, 'Pengadaan dipecah untuk menghindari lelang.', 'Konsolidasi kebutuhan pengadaan tahunan.'],
  [6, 9, 'PPN atas jasa konsultan belum dipungut.', 'Koreksi pajak dan pelatihan petugas.'],
  [7, 5, 'Petugas layanan merangkap kasir.', 'Pemisahan fungsi layanan dan kas.'],
  [7, 4, 'Antrian layanan tidak tercatat.', 'Penggunaan mesin antrian.'],
  [8, 7, 'Data peserta ganda pada 12 nomor peserta.', 'Pembersihan data dan validasi NIK.'],
  [8, 3, 'Perubahan data peserta tanpa dokumen pendukung.', 'Wajib unggah dokumen pada setiap perubahan data.'],
];

/** status of the i-th finding: closed for finished audits, else open or followed up. */
function findingStatus(audit: number, i: number): number {
  if ([5, 6, 8].includes(audit)) return 3;
  return i % 3 === 1 ? 2 : 1;
}

const temuan: SeedRow[] = findings.map(([audit, classification, uraian, rencana], i) => {
  const status = findingStatus(audit, i);
  return {
    audit_id: audit,
    classification_id: classification,
    uraian_temuan: uraian,
    rencana_tindak_lanjut: rencana,
    status_temuan: status,
    ...(status >= 2 ? { tindak_lanjut: 'Sudah ditindaklanjuti sesuai rencana; bukti terlampir pada dokumentasi.' } : {}),
    created_by: 'auditor',
    created_at: new Date(Date.UTC(2026, 9, 1 + i, 3)).toISOString(),
  };
});

const wbs: SeedRow[] = [
  { title: 'Dugaan gratifikasi pada pengadaan', name: '', email: '', description: 'Ada vendor yang memberi hadiah kepada panitia pengadaan menjelang pengumuman pemenang.' },
  { title: 'Penyalahgunaan kendaraan dinas', name: 'Pegawai Kantor Pusat', email: 'pelapor@portal.example', description: 'Kendaraan dinas dipakai untuk keperluan pribadi setiap akhir pekan.' },
  { title: 'Manipulasi data absensi', name: '', email: 'anonim@portal.example', description: 'Absensi beberapa pegawai diisi oleh rekan kerja.' },
].map((report, i) => ({ ...report, created_by: 'spi', created_at: new Date(Date.UTC(2026, 10, 2 + i * 5, 4)).toISOString() }));

export const auditDemoRecords: Record<string, SeedRow[]> = { audit_main: audits, audit_temuan: temuan, audit_wbs: wbs };
