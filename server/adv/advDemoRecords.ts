/**
 * Demo data of pension-recipient authentication: 60 recipients of five employers who must
 * authenticate in each of three periods (the last one open), their authentications in the
 * participant application (most successful, some failed or waiting in the open period), the
 * authentications the demo bank user (`bank`) recorded at the bank for recipients without one,
 * the application's users, and six months of benefit payments, held for those who did not
 * authenticate in the previous period. Deterministic: the same rows on every seed, so the
 * statistics (server/adv/advStatistics.ts) show the same figures.
 */
import type { SeedRow } from '../seed/organisation.ts';

const employers = [
  ['PK001', 'PT Perkebunan Nusantara'],
  ['PK002', 'PT Pelabuhan Indonesia'],
  ['PK003', 'PT Kereta Api Indonesia'],
  ['PK004', 'PT Pos Indonesia'],
  ['PK005', 'PT Pupuk Indonesia'],
] as const;
const banks = [
  ['Bank Mandiri', 'KCP Jakarta Thamrin'],
  ['Bank BRI', 'KC Bandung Asia Afrika'],
  ['Bank BNI', 'KC Surabaya Pahlawan'],
  ['Bank BTN', 'KC Medan Balai Kota'],
] as const;
const firstNames = ['Sutrisno', 'Sri Wahyuni', 'Bambang', 'Endang', 'Suparman', 'Siti Aminah', 'Hartono', 'Sumarni', 'Slamet', 'Rukmini', 'Darmawan', 'Sulastri'];
const lastNames = ['Hadi', 'Pratomo', 'Lestari', 'Wibowo', 'Rahayu'];

const RECIPIENTS = 60;
/** the periods seeded by adv_periode_otentikasi's definition: 2 and 3 closed, 4 open */
const periods = [2, 3, 4] as const;
const periodStart: Record<number, string> = { 2: '2025-07-03', 3: '2026-01-05', 4: '2026-07-02' };

/** a spread of recipient i over 0..9 that does not follow the employer (i % 5), so every employer has each case */
const spread = (i: number) => (Math.floor(i / 5) + 2 * (i % 5)) % 10;
const noPeserta = (i: number) => `P${String(30001 + i).padStart(8, '0')}`;
const employerOf = (i: number) => employers[i % employers.length];
const bankOf = (i: number) => banks[i % banks.length];
const nameOf = (i: number) => `${firstNames[i % firstNames.length]} ${lastNames[Math.floor(i / firstNames.length) % lastNames.length]}`;

/** 1 must authenticate; 2/3 dropped (deceased / heir); 4/5/6 exempt (other, deceased, transferred) */
function obligation(i: number, period: number): number {
  if (i % 20 === 7 && period >= 3) return 2;
  if (i % 20 === 13 && period >= 4) return 3;
  if (i % 15 === 4) return 4;
  if (i % 30 === 9) return 5;
  if (i % 30 === 21) return 6;
  return 1;
}

/** the application authentication's status of recipient i in a period, if any: 1 waiting, 2 success, 3 failed */
function appStatus(i: number, period: number): number | undefined {
  const d = spread(i);
  if (period === 2) return d < 7 ? 2 : undefined;
  if (period === 3) return d < 6 ? 2 : d === 6 ? 3 : undefined;
  return d < 3 ? 2 : d === 3 || d === 5 ? 1 : d === 4 ? 3 : undefined;
}

/** the bank authentication's status (1 waiting, 2 verified, 3 rejected), for recipients the application did not authenticate */
function bankStatus(i: number, period: number): number | undefined {
  const d = spread(i);
  if (period === 3) return d === 7 || d === 8 ? 2 : undefined;
  if (period === 4) return d === 6 ? 2 : d === 7 ? 1 : d === 8 && i % 2 === 0 ? 3 : undefined;
  return undefined;
}

function dayAfter(start: string, days: number): string {
  const date = new Date(`${start}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const recipients = Array.from({ length: RECIPIENTS }, (_, i) => i);
const obliged = (i: number, period: number) => obligation(i, period) === 1;

const advPeserta: SeedRow[] = periods.flatMap((period) =>
  recipients.map((i) => ({
    periode_id: period,
    kd_pk: employerOf(i)[0],
    nama_pemberi_kerja: employerOf(i)[1],
    no_peserta: noPeserta(i),
    no_pensiun: `MP${String(50001 + i).padStart(6, '0')}`,
    nama_penerima: nameOf(i),
    nama_bank: bankOf(i)[0],
    no_rekening: `${1200000000 + i * 7919}`,
    status_kewajiban: obligation(i, period),
  })),
);

const features = [1, 1, 1, 2, 1, 3, 1, 1, 2];
const advOtentikasi: SeedRow[] = periods.flatMap((period) =>
  recipients.flatMap((i) => {
    const status = obliged(i, period) ? appStatus(i, period) : undefined;
    if (!status) return [];
    const feature = features[i % features.length];
    const score = feature === 1 ? (status === 3 ? 52 + (i % 17) : 81 + ((i * 7) % 18)) : null;
    return [
      {
        periode_id: period,
        no_peserta: noPeserta(i),
        nama_penerima: nameOf(i),
        kd_pk: employerOf(i)[0],
        feature_id: feature,
        document_type_id: 1,
        face_score: score,
        threshold: feature === 1 ? 80 : null,
        tanggal_otentikasi: `${dayAfter(periodStart[period], (i * 3) % 120)}T0${1 + (i % 8)}:${String((i * 13) % 60).padStart(2, '0')}:00Z`,
        perangkat: feature === 1 ? ['Android 13', 'Android 14', 'iOS 17'][i % 3] : null,
        keterangan: status === 3 ? 'Wajah tidak cocok dengan foto referensi' : null,
        status,
      },
    ];
  }),
);

const bankOtentikasi: SeedRow[] = periods.flatMap((period) =>
  recipients.flatMap((i) => {
    const status = obliged(i, period) ? bankStatus(i, period) : undefined;
    if (!status) return [];
    const date = dayAfter(periodStart[period], 20 + ((i * 5) % 100));
    return [
      {
        periode_id: period,
        no_peserta: noPeserta(i),
        no_pensiun: `MP${String(50001 + i).padStart(6, '0')}`,
        nama_penerima: nameOf(i),
        nik: `3174${String(10000000 + i * 104729).slice(0, 8)}${String(1000 + i).slice(-4)}`,
        nama_bank: bankOf(i)[0],
        kantor_cabang: bankOf(i)[1],
        no_rekening: `${1200000000 + i * 7919}`,
        tanggal_otentikasi: date,
        document_type_id: 1,
        face_score: status === 3 ? 58 : 84 + (i % 12),
        keterangan: status === 3 ? 'Foto KTP buram, penerima diminta datang kembali' : null,
        status,
        created_by: 'bank',
        created_at: `${date}T03:00:00Z`,
      },
    ];
  }),
);

const advUsers: SeedRow[] = recipients
  .filter((i) => spread(i) < 7)
  .map((i) => ({
    no_peserta: noPeserta(i),
    nama: nameOf(i),
    email: `${nameOf(i).toLowerCase().replace(/[^a-z]+/g, '.')}${i}@mail.example`,
    telepon: `0813${String(2000000 + i * 4567).padStart(8, '0')}`,
    kd_pk: employerOf(i)[0],
    perangkat: ['Android 13', 'Android 14', 'iOS 17'][i % 3],
    tanggal_registrasi: dayAfter('2025-06-15', (i * 11) % 160),
    terakhir_login: `${dayAfter('2026-10-01', (i * 5) % 54)}T0${1 + (i % 8)}:15:00Z`,
    status: i % 17 === 5 ? 2 : 1,
  }));

const months = ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];
/** payments from October on are held for recipients with no authentication in period 3 */
function paymentStatus(i: number, month: string): number {
  if (i % 23 === 5 && month === '2026-09') return 3;
  const authenticated = appStatus(i, 3) === 2 || bankStatus(i, 3) === 2;
  if (month >= '2026-10' && obliged(i, 3) && !authenticated) return 2;
  return 1;
}

const bankTransaksi: SeedRow[] = months.flatMap((month) =>
  recipients
    .filter((i) => ![2, 5].includes(obligation(i, 4)))
    .map((i) => ({
      no_peserta: noPeserta(i),
      nama_penerima: nameOf(i),
      kd_pk: employerOf(i)[0],
      nama_bank: bankOf(i)[0],
      no_rekening: `${1200000000 + i * 7919}`,
      bulan_bayar: month,
      nominal: 1500000 + ((i * 37) % 40) * 100000,
      tanggal_transaksi: `${month}-01`,
      status: paymentStatus(i, month),
    })),
);

export const advDemoRecords: Record<string, SeedRow[]> = {
  adv_peserta: advPeserta,
  adv_otentikasi: advOtentikasi,
  adv_user: advUsers,
  bank_otentikasi: bankOtentikasi,
  bank_transaksi: bankTransaksi,
};
