/**
 * The reconciliation of one company's active employees in the holding's SAP against the fund's
 * active participants of the company's employer code (kd_pk). Matched by participant number; a
 * match whose name or date of birth differ is a difference too (the data must be corrected on one
 * side). Pure, so the migration job and the demo seed count alike.
 */
export interface SapEmployee {
  readonly no_pegawai: string;
  readonly nama: string;
  readonly no_peserta: string | null;
  readonly tanggal_lahir: string | null;
}

export interface FundParticipant {
  readonly no_peserta: string;
  readonly nama_peserta: string;
  readonly tanggal_lahir: string | null;
}

/** 1 only in SAP, 2 only in the fund, 3 on both sides with different data (rekonsiliasi_validation.jenis_selisih) */
export type DifferenceKind = 1 | 2 | 3;

export interface Difference {
  readonly jenis_selisih: DifferenceKind;
  readonly no_peserta: string | null;
  readonly no_pegawai: string | null;
  readonly nama: string;
  readonly keterangan: string;
}

export interface Comparison {
  readonly jumlah_sap: number;
  readonly jumlah_dapen: number;
  readonly jumlah_cocok: number;
  readonly hanya_sap: number;
  readonly hanya_dapen: number;
  readonly selisih: number;
  readonly differences: readonly Difference[];
}

const sameName = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();
const day = (value: string | null) => (value ? String(value).slice(0, 10) : null);

export function compareActive(sap: readonly SapEmployee[], fund: readonly FundParticipant[]): Comparison {
  const byNumber = new Map(fund.map((participant) => [participant.no_peserta, participant]));
  const seen = new Set<string>();
  const differences: Difference[] = [];
  let matched = 0;
  for (const employee of sap) {
    const participant = employee.no_peserta ? byNumber.get(employee.no_peserta) : undefined;
    if (!participant) {
      differences.push({
        jenis_selisih: 1,
        no_peserta: employee.no_peserta,
        no_pegawai: employee.no_pegawai,
        nama: employee.nama,
        keterangan: employee.no_peserta ? `No. peserta ${employee.no_peserta} tidak aktif di dana pensiun` : 'Belum terdaftar sebagai peserta',
      });
      continue;
    }
    seen.add(participant.no_peserta);
    matched += 1;
    const notes: string[] = [];
    if (!sameName(employee.nama, participant.nama_peserta)) notes.push(`Nama berbeda: SAP "${employee.nama}", dana pensiun "${participant.nama_peserta}"`);
    if (day(employee.tanggal_lahir) && day(participant.tanggal_lahir) && day(employee.tanggal_lahir) !== day(participant.tanggal_lahir)) {
      notes.push(`Tanggal lahir berbeda: SAP ${day(employee.tanggal_lahir)}, dana pensiun ${day(participant.tanggal_lahir)}`);
    }
    if (notes.length) differences.push({ jenis_selisih: 3, no_peserta: participant.no_peserta, no_pegawai: employee.no_pegawai, nama: participant.nama_peserta, keterangan: notes.join('; ') });
  }
  const onlyFund = fund.filter((participant) => !seen.has(participant.no_peserta));
  for (const participant of onlyFund) {
    differences.push({ jenis_selisih: 2, no_peserta: participant.no_peserta, no_pegawai: null, nama: participant.nama_peserta, keterangan: 'Tidak ditemukan sebagai karyawan aktif di SAP' });
  }
  return {
    jumlah_sap: sap.length,
    jumlah_dapen: fund.length,
    jumlah_cocok: matched,
    hanya_sap: sap.length - matched,
    hanya_dapen: onlyFund.length,
    selisih: sap.length - fund.length,
    differences,
  };
}
