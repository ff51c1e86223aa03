/**
 * Demo records of participant data and reconciliation, keyed by resource id (merged into
 * demoRecords.ts): the fund's participants of the three employers (PK001..PK003), active and
 * pensioners; this year's and last year's validations and documents; the holding's companies and
 * their SAP employees for two periods; preparations of both periods, the earlier one migrated
 * (its statistic, differences and migration log counted by the same compareActive the job runs),
 * the later one waiting to be migrated, and one of a company with no employer code, failed.
 * Deterministic: the same rows on every first start.
 */
import { compareActive, type FundParticipant, type SapEmployee } from '../rekonsiliasi/compareActive.ts';
import type { SeedRow } from './organisation.ts';

const firstNames = ['Agus', 'Dewi', 'Bambang', 'Sri', 'Hendra', 'Lestari', 'Joko', 'Wulan', 'Rudi', 'Indah', 'Eko', 'Fitri', 'Dedi', 'Nurul', 'Teguh', 'Maya', 'Arif', 'Rina', 'Slamet', 'Putri'];
const lastNames = ['Saputra', 'Wijayanti', 'Hartono', 'Susanti', 'Gunawan', 'Pratiwi', 'Kurniawan', 'Handayani', 'Setiawan', 'Rahayu', 'Nugroho', 'Permatasari'];
const cities = ['Medan', 'Jakarta', 'Bandung', 'Surabaya', 'Semarang', 'Palembang', 'Makassar', 'Yogyakarta'];
const thisYear = new Date().getFullYear();
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const day = (year: number, i: number) => `${year}-${pad((i % 12) + 1, 2)}-${pad((i % 27) + 1, 2)}`;

interface Person {
  readonly no_peserta: string;
  readonly nama_peserta: string;
  readonly kd_pk: string;
  readonly jenis_peserta: 1 | 2;
  readonly tanggal_lahir: string;
  readonly index: number;
}

/** Per employer: participants, how many of them are active (the rest are pensioners), and its reconciliation quirks. */
const employerShapes = [
  { kd_pk: 'PK001', people: 24, active: 18, left: [17], notInSap: [13], renamed: [2], otherBirthday: [], hires: 2 },
  { kd_pk: 'PK002', people: 16, active: 12, left: [], notInSap: [5, 9], renamed: [], otherBirthday: [3], hires: 1 },
  { kd_pk: 'PK003', people: 20, active: 15, left: [14], notInSap: [], renamed: [4, 7], otherBirthday: [], hires: 3 },
] as const;

interface Person {
  readonly no_peserta: string;
  readonly nama_peserta: string;
  readonly kd_pk: string;
  readonly jenis_peserta: 1 | 2;
  readonly tanggal_lahir: string;
  /** across all employers */
  readonly index: number;
  /** within the employer */
  readonly position: number;
  readonly employer: number;
}

let running = 0;
const people: Person[] = employerShapes.flatMap((shape, employer) =>
  Array.from({ length: shape.people }, (_, position) => {
    const index = running++;
    const active = position < shape.active;
    return {
      no_peserta: `P${pad(1001 + index, 8)}`,
      nama_peserta: `${firstNames[(index * 7) % firstNames.length]} ${lastNames[(index * 5) % lastNames.length]}`,
      kd_pk: shape.kd_pk,
      jenis_peserta: active ? 1 : 2,
      tanggal_lahir: active ? day(1972 + (index % 24), index) : day(1948 + (index % 12), index),
      index,
      position,
      employer,
    } satisfies Person;
  }),
);
const hasLeft = (p: Person) => (employerShapes[p.employer].left as readonly number[]).includes(p.position);

const peserta: SeedRow[] = people.map((p) => ({
  no_peserta: p.no_peserta,
  nama_peserta: p.nama_peserta,
  nik: `3171${pad(100000000000 + p.index * 7919, 12)}`,
  jenis_kelamin: p.index % 2 === 0 ? 'L' : 'P',
  tanggal_lahir: p.tanggal_lahir,
  kd_pk: p.kd_pk,
  jenis_peserta: p.jenis_peserta,
  no_pensiun: p.jenis_peserta === 2 ? `MP${pad(p.index + 1, 6)}` : null,
  tanggal_kepesertaan: day(1998 + (p.index % 20), p.index + 3),
  tanggal_pensiun: p.jenis_peserta === 2 ? day(2012 + (p.index % 12), p.index + 5) : null,
  kota: cities[p.index % cities.length],
  no_hp: `08${pad(1200000000 + p.index * 104729, 10)}`,
  // A few active participants have left the employer's payroll but not the fund yet.
  status_aktif: hasLeft(p) ? 2 : 1,
  created_by: 'system',
}));

// Validations: every participant for this year (the first seven of each employer decided),
// the pensioners also last year (all decided).
const validasi: SeedRow[] = [];
for (const p of people) {
  const i = p.position;
  // Each employer's validations are at a different stage: the first employer's mostly decided.
  const step = (i * 7 + p.employer * 3) % 10;
  const status = step < 6 - p.employer * 2 ? 2 : step === 9 ? 3 : 1;
  validasi.push({
    jenis_validasi: p.jenis_peserta,
    kd_pk: p.kd_pk,
    tahun_pelaporan: thisYear,
    no_peserta: p.no_peserta,
    no_pensiun: p.jenis_peserta === 2 ? `MP${pad(p.index + 1, 6)}` : null,
    nama_penerima: p.nama_peserta,
    status,
    status_file: status === 1 && i % 3 === 0 ? 1 : 2,
    tipe_approval: status === 2 && i % 2 === 0 ? 2 : 1,
    reason: status === 3 ? (p.jenis_peserta === 2 ? 'Surat keterangan hidup sudah kedaluwarsa' : 'Data gaji tidak sesuai dengan laporan pemberi kerja') : null,
    updated_by: status === 1 ? null : 'kpst',
  });
  if (p.jenis_peserta === 2) {
    validasi.push({ jenis_validasi: 2, kd_pk: p.kd_pk, tahun_pelaporan: thisYear - 1, no_peserta: p.no_peserta, no_pensiun: `MP${pad(p.index + 1, 6)}`, nama_penerima: p.nama_peserta, status: 2, status_file: 2, tipe_approval: 1, updated_by: 'kpst' });
  }
}

// Documents: proof of life of each pensioner this year and last, identity and family cards of some actives.
const dokumen: SeedRow[] = [];
for (const p of people) {
  const i = p.position + p.employer;
  const base = { no_peserta: p.no_peserta, nama_peserta: p.nama_peserta, kd_pk: p.kd_pk, created_by: 'system' };
  if (p.jenis_peserta === 2) {
    dokumen.push({ ...base, tahun_pelaporan: thisYear, jenis_dokumen: 'SKH', status_file: i % 2 === 0 ? 2 : 1, tanggal_kirim: day(thisYear, p.index), keterangan: i % 2 === 0 ? null : 'Menunggu dokumen asli dari kantor pos' });
    dokumen.push({ ...base, tahun_pelaporan: thisYear - 1, jenis_dokumen: 'SKH', status_file: 2, tanggal_kirim: day(thisYear - 1, p.index) });
    if (i % 7 === 0) dokumen.push({ ...base, tahun_pelaporan: thisYear - 2, jenis_dokumen: 'SK_PENSIUN', status_file: 2, tanggal_kirim: day(thisYear - 2, p.index) });
  } else if (i % 4 === 0) {
    dokumen.push({ ...base, tahun_pelaporan: thisYear, jenis_dokumen: i % 8 === 0 ? 'KTP' : 'KK', status_file: i < 8 ? 2 : 1, tanggal_kirim: day(thisYear, p.index) });
    dokumen.push({ ...base, tahun_pelaporan: thisYear - 1, jenis_dokumen: 'REKENING', status_file: 2, tanggal_kirim: day(thisYear - 1, p.index) });
  }
}

/**
 * This year's registration information (info_peserta, beside the earlier demo rows of
 * demoRecords.ts): address and contact changes of some participants, with province and city, so
 * the province and city options have values; some verified already.
 */
const provinces: Record<string, [string, string]> = {
  Medan: ['Sumatera Utara', 'Kota Medan'],
  Jakarta: ['DKI Jakarta', 'Kota Jakarta Selatan'],
  Bandung: ['Jawa Barat', 'Kota Bandung'],
  Surabaya: ['Jawa Timur', 'Kota Surabaya'],
  Semarang: ['Jawa Tengah', 'Kota Semarang'],
  Palembang: ['Sumatera Selatan', 'Kota Palembang'],
  Makassar: ['Sulawesi Selatan', 'Kota Makassar'],
  Yogyakarta: ['DI Yogyakarta', 'Kota Yogyakarta'],
};
export const registrationsThisYear: SeedRow[] = people
  .filter((p) => p.position % 5 === 1)
  .map((p, i) => {
    const [provinsi, kota] = provinces[cities[p.index % cities.length]];
    const status = i % 4 === 0 ? 2 : i % 4 === 3 ? 3 : 1;
    return {
      kd_pk: p.kd_pk,
      tahun_pelaporan: thisYear,
      no_peserta: p.no_peserta,
      no_pensiun: p.jenis_peserta === 2 ? `MP${pad(p.index + 1, 6)}` : null,
      nama_penerima: p.nama_peserta,
      nik: `3171${pad(100000000000 + p.index * 7919, 12)}`,
      tanggal_lahir: p.tanggal_lahir,
      alamat: `Jl. ${lastNames[(p.index * 3) % lastNames.length]} No. ${(p.index % 90) + 1}`,
      provinsi,
      kota,
      no_hp: `08${pad(1300000000 + p.index * 104729, 10)}`,
      email: `${p.nama_peserta.toLowerCase().replace(/[^a-z]+/g, '.')}@mail.example`,
      status,
      status_approval: status,
      tipe_approval: status === 2 && i % 2 === 0 ? 2 : 1,
      status_file: status === 1 && i % 3 === 1 ? 1 : 2,
      status_aktif: 1,
      reason: status === 3 ? 'Alamat tidak sesuai dengan KTP' : null,
    };
  });

const companies: SeedRow[] = [
  { id: 1, kode_perusahaan: 'HLD-AGR-01', nama_perusahaan: 'PT Perkebunan Nusantara', holding: 'Holding BUMN Perkebunan', kd_pk: 'PK001', kode_sap: '1100', kota: 'Medan', status: 1 },
  { id: 2, kode_perusahaan: 'HLD-LOG-01', nama_perusahaan: 'PT Pelabuhan Indonesia', holding: 'Holding BUMN Logistik', kd_pk: 'PK002', kode_sap: '2100', kota: 'Jakarta', status: 1 },
  { id: 3, kode_perusahaan: 'HLD-TRN-01', nama_perusahaan: 'PT Kereta Api Indonesia', holding: 'Holding BUMN Transportasi', kd_pk: 'PK003', kode_sap: '3100', kota: 'Bandung', status: 1 },
  { id: 4, kode_perusahaan: 'HLD-TRN-02', nama_perusahaan: 'PT Reska Multi Usaha', holding: 'Holding BUMN Transportasi', kd_pk: null, kode_sap: '3200', kota: 'Jakarta', status: 1 },
];

const periodOf = (monthsBack: number) => {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1, 2)}`;
};
const earlier = periodOf(2);
const later = periodOf(1);

/**
 * SAP employees of a company in a period: its active fund participants, but those who left
 * (in SAP as left) and those missing from the holding's payroll; some names spelled differently
 * or another date of birth; and new hires not yet registered in the fund (one more the later month).
 */
function sapOf(companyId: number, employer: number, periode: string, extraHires: number): (SapEmployee & SeedRow)[] {
  const shape = employerShapes[employer];
  const active = people.filter((p) => p.employer === employer && p.jenis_peserta === 1);
  const rows: (SapEmployee & SeedRow)[] = [];
  for (const p of active) {
    if ((shape.notInSap as readonly number[]).includes(p.position)) continue;
    const nama = (shape.renamed as readonly number[]).includes(p.position) ? p.nama_peserta.replace(/a/, 'ah') : p.nama_peserta;
    const tanggal_lahir = (shape.otherBirthday as readonly number[]).includes(p.position) ? p.tanggal_lahir.replace(/-(\d\d)$/, (_, d: string) => `-${pad((Number(d) % 27) + 1, 2)}`) : p.tanggal_lahir;
    rows.push({ company_id: companyId, periode, no_pegawai: `${companyId}${pad(p.index + 1, 5)}`, nik: `3171${pad(100000000000 + p.index * 7919, 12)}`, nama, tanggal_lahir, no_peserta: p.no_peserta, status_karyawan: hasLeft(p) ? 3 : 1 });
  }
  for (let h = 0; h < shape.hires + extraHires; h++) {
    const n = companyId * 100 + h;
    rows.push({ company_id: companyId, periode, no_pegawai: `${companyId}9${pad(h + 1, 4)}`, nik: `3273${pad(200000000000 + n * 6151, 12)}`, nama: `${firstNames[(n * 3) % firstNames.length]} ${lastNames[(n * 11) % lastNames.length]}`, tanggal_lahir: day(1996 + h, n), no_peserta: null, status_karyawan: 1 });
  }
  return rows;
}

const sap: SeedRow[] = [];
const preparations: SeedRow[] = [];
const statistik: SeedRow[] = [];
const validations: SeedRow[] = [];
const migrations: SeedRow[] = [];
let preparationId = 0;
for (const [employer, company] of companies.slice(0, 3).entries()) {
  const id = company.id as number;
  const kd_pk = company.kd_pk as string;
  const earlierRows = sapOf(id, employer, earlier, 0);
  sap.push(...earlierRows, ...sapOf(id, employer, later, 1));
  // The earlier period, migrated.
  preparationId += 1;
  const batch = `${earlier}-B1`;
  const fund: FundParticipant[] = people.filter((p) => p.kd_pk === kd_pk && p.jenis_peserta === 1 && !hasLeft(p)).map((p) => ({ no_peserta: p.no_peserta, nama_peserta: p.nama_peserta, tanggal_lahir: p.tanggal_lahir }));
  const result = compareActive(earlierRows.filter((row) => row.status_karyawan === 1), fund);
  const migratedAt = `${earlier}-25T03:00:00Z`;
  preparations.push({ id: preparationId, periode: earlier, company_id: id, batch_penarikan: batch, keterangan: 'Data SAP bulanan dari holding', jumlah_data: result.jumlah_sap, status: 3, migrated_at: migratedAt, created_by: 'kpst', created_at: `${earlier}-24T02:00:00Z` });
  const { differences, ...counts } = result;
  statistik.push({ preparation_id: preparationId, company_id: id, nama_perusahaan: company.nama_perusahaan, periode: earlier, batch_penarikan: batch, ...counts, created_by: 'kpst', created_at: migratedAt });
  for (const difference of differences) validations.push({ preparation_id: preparationId, company_id: id, periode: earlier, batch_penarikan: batch, ...difference, created_by: 'kpst', created_at: migratedAt });
  migrations.push({ preparation_id: preparationId, company_id: id, periode: earlier, batch_penarikan: batch, jumlah_data: result.jumlah_sap, jumlah_cocok: result.jumlah_cocok, jumlah_selisih: differences.length, status: 1, pesan: `${result.jumlah_cocok} cocok, ${differences.length} selisih`, started_at: migratedAt, finished_at: migratedAt, created_by: 'kpst', created_at: migratedAt });
}
for (const company of companies.slice(0, 3)) {
  preparationId += 1;
  preparations.push({ id: preparationId, periode: later, company_id: company.id, batch_penarikan: `${later}-B1`, keterangan: 'Siap dimigrasi', status: 1, created_by: 'kpst', created_at: `${later}-24T02:00:00Z` });
}
preparationId += 1;
const failedAt = `${later}-25T03:00:00Z`;
preparations.push({ id: preparationId, periode: later, company_id: 4, batch_penarikan: `${later}-B1`, keterangan: 'Perusahaan baru bergabung ke holding', jumlah_data: 0, status: 4, created_by: 'kpst', created_at: `${later}-24T02:30:00Z` });
migrations.push({ preparation_id: preparationId, company_id: 4, periode: later, batch_penarikan: `${later}-B1`, jumlah_data: 0, jumlah_cocok: 0, jumlah_selisih: 0, status: 2, pesan: 'Perusahaan belum memiliki kode pemberi kerja (kd_pk)', started_at: failedAt, finished_at: failedAt, created_by: 'kpst', created_at: failedAt });

export const kepesertaanDemoRecords: Record<string, SeedRow[]> = {
  peserta,
  validasi_peserta: validasi,
  dokumen_peserta: dokumen,
  rekonsiliasi_company: companies,
  rekonsiliasi_sap: sap,
  rekonsiliasi_preparation: preparations,
  rekonsiliasi_statistik: statistik,
  rekonsiliasi_validation: validations,
  rekonsiliasi_migration: migrations,
};
