/**
 * Demo satisfaction-survey data: three surveys, the counter officers (SKD users) of the offices,
 * and about 180 answers from September to November 2026, most approved, some waiting for
 * approval and a few rejected, so the result, approval and statistic pages have work on them.
 */
import type { SeedRow } from '../seed/organisation.ts';

const surveys: SeedRow[] = [
  { id: 1, title: 'Kepuasan Layanan Loket 2026', question: 'Seberapa puas Anda dengan layanan loket kami hari ini?', office_id: null, start_date: '2026-01-01', end_date: '2026-12-31', status: 2 },
  { id: 2, title: 'Layanan Telepon Peserta', question: 'Apakah pertanyaan Anda terjawab dengan jelas melalui telepon?', office_id: 1, start_date: '2026-07-01', end_date: '2026-12-31', status: 2 },
  { id: 3, title: 'Survei Aplikasi Peserta 2027', question: 'Bagaimana pengalaman Anda menggunakan aplikasi peserta?', office_id: null, start_date: '2027-01-01', end_date: '2027-06-30', status: 1 },
];

const users: SeedRow[] = [
  { username: 'loket.pusat1', name: 'Putri Pelayanan', office_id: 1, counter: 'Loket 1', status: 1 },
  { username: 'loket.pusat2', name: 'Rahma Utami', office_id: 1, counter: 'Loket 2', status: 1 },
  { username: 'callcenter', name: 'Dimas Saputra', office_id: 1, counter: 'Call center', status: 1 },
  { username: 'loket.bdg', name: 'Wulan Permata', office_id: 2, counter: 'Loket 1', status: 1 },
  { username: 'loket.sby', name: 'Bayu Nugroho', office_id: 3, counter: 'Loket 1', status: 1 },
  { username: 'loket.sby2', name: 'Citra Handayani', office_id: 3, counter: 'Loket 2', status: 2 },
  { username: 'loket.mdn', name: 'Irfan Lubis', office_id: 4, counter: 'Loket 1', status: 1 },
];

const respondents = ['Sutrisno', 'Mulyadi', 'Suparmi', 'Hartono', 'Sumiati', 'Darmawan', 'Kartini', 'Slamet', 'Ngatini', 'Purwanto', 'Suwarni', 'Bambang Riyadi', 'Tuti Alawiyah', 'Haryanto', 'Sri Wahyuni'];
const comments: Record<number, string[]> = {
  1: ['Antrian sangat lama dan petugas tidak ramah.', 'Berkas saya hilang, harus datang lagi.'],
  2: ['Menunggu lebih dari satu jam.', 'Informasi yang diberikan berbeda-beda.'],
  3: ['Cukup, tapi ruang tunggu panas.', 'Prosesnya biasa saja.', ''],
  4: ['Petugas membantu dengan baik.', 'Proses klaim manfaat cepat.', ''],
  5: ['Pelayanan sangat memuaskan, terima kasih!', 'Petugas sabar menjelaskan.', 'Cepat dan ramah.', ''],
};

function answers(): SeedRow[] {
  const rows: SeedRow[] = [];
  for (let i = 0; i < 180; i++) {
    const office = [1, 1, 1, 2, 3, 4][i % 6];
    const survey = office === 1 && i % 4 === 1 ? 2 : 1;
    const score = [5, 4, 4, 5, 3, 4, 5, 2, 4, 5, 3, 1, 4, 5, 4][(i * 7) % 15];
    const day = new Date(Date.UTC(2026, 8, 1) + Math.floor(i * 0.47) * 86_400_000 + (8 + (i % 8)) * 3_600_000);
    const comment = comments[score][i % comments[score].length];
    rows.push({
      survey_id: survey,
      office_id: office,
      service: survey === 2 ? 'TELEPON' : i % 9 === 0 ? 'ONLINE' : 'LOKET',
      no_peserta: `P${String(20000 + i * 37).padStart(8, '0')}`,
      respondent_name: respondents[i % respondents.length],
      officer: survey === 2 ? 'callcenter' : ['loket.pusat1', 'loket.pusat2', 'loket.pusat1', 'loket.bdg', 'loket.sby', 'loket.mdn'][i % 6],
      score,
      comment: comment || null,
      // The latest comments wait for approval; a test answer and a rude one were rejected.
      status: i >= 166 && comment ? 1 : i % 61 === 13 ? 3 : 2,
      created_by: 'system',
      created_at: day.toISOString(),
    });
  }
  return rows;
}

export const skdDemoRecords: Record<string, SeedRow[]> = {
  skd_survey: surveys,
  skd_user: users,
  skd_response: answers(),
};
