/**
 * Demo risks: 42 risks of every office and most departments, identified from January 2025 to
 * November 2026 (mostly by the risk officer, some by the Kepesertaan division's kaur and kabid),
 * spread over every stage, each assessed stage with its score and level worked out by the same
 * arithmetic as the dermaRiskLevel effect, so the stage lists, the risk map and the reports show
 * real figures on a fresh start. Follow-up plans for the risks that reached the follow-up stage.
 * Drawn from a fixed seed: every start (and every test database) gets the same risks.
 */
import type { SeedRow } from '../seed/organisation.ts';
import { levelOf, riskScore } from './riskLevel.ts';

/** The level master's seed (derma_level.json): ids and score ranges. */
const levels = [
  { id: 1, min_score: 1, max_score: 4 },
  { id: 2, min_score: 5, max_score: 9 },
  { id: 3, min_score: 10, max_score: 16 },
  { id: 4, min_score: 17, max_score: 25 },
];

/** title, process, sub-process, classification, topic, area, department */
const catalogue: ReadonlyArray<readonly [string, number, string, number, number, number, number]> = [
  ['Keterlambatan pembayaran manfaat pensiun', 1, 'Transfer ke bank', 1, 1, 3, 3],
  ['Data penerima manfaat tidak mutakhir', 1, 'Verifikasi data penerima', 1, 1, 3, 3],
  ['Pembayaran manfaat kepada peserta yang telah meninggal', 1, 'Verifikasi data penerima', 4, 5, 3, 11],
  ['Tunggakan iuran pemberi kerja', 2, 'Penagihan iuran', 3, 4, 2, 1],
  ['Selisih rekonsiliasi penerimaan iuran', 2, 'Rekonsiliasi penerimaan', 1, 1, 2, 2],
  ['Penurunan nilai portofolio saham', 3, 'Penempatan dana', 2, 3, 4, 4],
  ['Konsentrasi penempatan pada satu bank', 3, 'Analisis instrumen', 3, 4, 4, 4],
  ['Keterlambatan laporan keuangan kepada OJK', 4, 'Penyusunan laporan', 4, 5, 2, 2],
  ['Gangguan server aplikasi kepesertaan', 5, 'Pemeliharaan server', 1, 2, 5, 6],
  ['Kebocoran data pribadi peserta', 5, 'Pencadangan data', 5, 6, 5, 6],
  ['Serangan ransomware pada jaringan kantor', 5, 'Pemeliharaan server', 1, 2, 5, 6],
  ['Kekosongan jabatan kunci', 6, 'Seleksi', 7, 8, 1, 5],
  ['Kesalahan perhitungan gaji pegawai', 6, 'Penggajian', 1, 1, 1, 5],
  ['Keluhan peserta di media sosial tidak tertangani', 7, 'Penyelesaian pengaduan', 6, 7, 3, 11],
  ['Sengketa kontrak dengan penyedia aplikasi', 8, 'Reviu hukum', 5, 6, 1, 7],
  ['Kontrak kerja sama berakhir tanpa perpanjangan', 8, 'Penyusunan kontrak', 5, 6, 1, 7],
  ['Pemberitaan negatif tentang layanan peserta', 7, 'Penerimaan pengaduan', 6, 7, 3, 9],
  ['Target imbal hasil investasi tidak tercapai', 3, 'Persetujuan komite', 7, 8, 4, 4],
  ['Temuan audit berulang atas proses pembayaran', 1, 'Perhitungan manfaat', 4, 5, 1, 8],
  ['Kesalahan input data iuran peserta baru', 2, 'Penagihan iuran', 1, 1, 3, 3],
  ['Arsip dokumen peserta hilang atau rusak', 6, 'Seleksi', 1, 1, 1, 5],
];

const stages = ['inheren', 'pengendalian', 'residual_satu', 'tindak_lanjut', 'residual_dua', 'selesai'] as const;
const stageCounts = [8, 7, 7, 7, 7, 6];

/** A small deterministic generator (mulberry32), so the demo data is the same every time. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** impact and probability ids equal their nilai in the masters' seed (1 to 5) */
const rating = (dampak: number, probabilitas: number) => {
  const score = riskScore(dampak, probabilitas);
  return { dampak, probabilitas, score, level: levelOf(score, levels) ?? null };
};

const clamp = (value: number) => Math.max(1, Math.min(5, value));

function rated(row: SeedRow, stage: string, value: ReturnType<typeof rating>): void {
  Object.assign(row, { [`${stage}_dampak`]: value.dampak, [`${stage}_probabilitas`]: value.probabilitas, [`${stage}_score`]: value.score, [`${stage}_level`]: value.level });
}

export function dermaDemoRisks(): SeedRow[] {
  const next = random(29);
  const start = Date.parse('2025-01-06T02:00:00Z');
  const end = Date.parse('2026-11-20T02:00:00Z');
  const order = stages.flatMap((stage, i) => Array.from({ length: stageCounts[i] }, () => i));
  const total = order.length;
  const rows: SeedRow[] = [];
  for (let i = 0; i < total; i++) {
    // The oldest risks have gone furthest: sort stages from completed (oldest) to new (latest).
    const stageIndex = order[total - 1 - i];
    const [title, proses, sub, klasifikasi, topik, area, bidang] = catalogue[i % catalogue.length];
    const identified = new Date(start + Math.floor(((end - start) * i) / total) + Math.floor(next() * 5 * 86_400_000));
    const by = bidang === 3 ? (next() < 0.5 ? 'kaur' : 'kabid') : 'risk';
    const row: SeedRow = {
      id: i + 1,
      title: i >= catalogue.length ? `${title} (${identified.getUTCFullYear()})` : title,
      proses,
      clean_sub_process: sub,
      klasifikasi,
      topik,
      area,
      kantor: bidang === 3 || bidang === 11 ? 1 + Math.floor(next() * 4) : next() < 0.75 ? 1 : 2 + Math.floor(next() * 3),
      bidang,
      summary_penyebab: `Penyebab utama: ${sub.toLowerCase()} belum didukung prosedur dan pemantauan yang memadai.`,
      summary_dampak: 'Kerugian keuangan, keluhan peserta dan teguran regulator bila tidak dikendalikan.',
      status: stages[stageIndex],
      created_by: by,
      created_at: identified.toISOString(),
    };
    if (stageIndex >= 1) {
      const inheren = rating(2 + Math.floor(next() * 4), 1 + Math.floor(next() * 5));
      rated(row, 'inheren', inheren);
      if (stageIndex >= 2) {
        const conclusion = next();
        Object.assign(row, {
          kontrol_data: 'Prosedur verifikasi berlapis dan persetujuan atasan sebelum proses dijalankan.',
          pelaksanaan_data: 'Dijalankan setiap hari oleh petugas; diperiksa kepala urusan setiap minggu.',
          kesimpulan_data: conclusion < 0.5 ? 'efektif' : conclusion < 0.85 ? 'kurang_efektif' : 'tidak_efektif',
          penyempurnaan_data: 'Otomasi pemeriksaan dan pencatatan bukti pelaksanaan kontrol.',
        });
      }
      if (stageIndex >= 3) rated(row, 'residual_satu', rating(clamp(inheren.dampak - (next() < 0.6 ? 1 : 0)), clamp(inheren.probabilitas - 1)));
      if (stageIndex >= 4) row.tindak_lanjut_summary = 'Rencana tindak lanjut disusun bersama pemilik risiko dan dipantau setiap bulan.';
      if (stageIndex >= 5) rated(row, 'residual_dua', rating(clamp(inheren.dampak - 1), clamp(inheren.probabilitas - 2)));
    }
    rows.push(row);
  }
  return rows;
}

/** Follow-up plans of the seeded risks at or past the follow-up stage (ids in seed order). */
export function dermaDemoFollowUps(): SeedRow[] {
  const responses = ['mitigasi', 'mitigasi', 'transfer', 'terima', 'hindari'];
  const people = ['Maya Risiko', 'Sari Kepala Bidang', 'Agus Kepala Urusan', 'Tim Teknologi Informasi'];
  return dermaDemoRisks()
    .filter((risk) => ['tindak_lanjut', 'residual_dua', 'selesai'].includes(String(risk.status)))
    .map((risk, i) => ({
      risk_id: risk.id,
      response: responses[i % responses.length],
      rencana: `Menyusun dan menerapkan kontrol tambahan untuk risiko: ${String(risk.title).toLowerCase()}.`,
      execution_date: new Date(Date.parse(String(risk.created_at)) + 60 * 86_400_000).toISOString().slice(0, 10),
      person_in_charge: people[i % people.length],
      cost_estimate: 5_000_000 * (1 + (i % 6)),
      created_by: 'risk',
    }));
}
