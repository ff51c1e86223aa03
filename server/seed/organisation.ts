/**
 * The demo organisation: offices (central office code 120), departments whose bidang_id is their
 * id (bidang 9 is public relations, whose users see the support badge), sub-departments, and
 * positions where 4, 5 and 6 are the director positions of modules.md section 6
 * (4 -> departments 3 and 7; 5 -> 1, 2, 5; 6 -> 4, 6, 9, 11).
 * Rows are keyed by resource id; a resource the definitions do not declare is skipped.
 */
export type SeedRow = Record<string, unknown>;

const active = { status: 1 };

export const organisationRows: Record<string, SeedRow[]> = {
  office: [
    { id: 1, code: '120', name: 'Kantor Pusat', city: 'Jakarta', address: 'Jl. Jenderal Sudirman Kav. 1, Jakarta', is_central: true, ...active },
    { id: 2, code: '121', name: 'Kantor Cabang Bandung', city: 'Bandung', address: 'Jl. Asia Afrika 10, Bandung', is_central: false, ...active },
    { id: 3, code: '122', name: 'Kantor Cabang Surabaya', city: 'Surabaya', address: 'Jl. Pemuda 5, Surabaya', is_central: false, ...active },
    { id: 4, code: '123', name: 'Kantor Cabang Medan', city: 'Medan', address: 'Jl. Balai Kota 2, Medan', is_central: false, ...active },
  ],
  department: [
    { id: 1, code: 'KEU', name: 'Keuangan', bidang_id: 1, office_id: 1, ...active },
    { id: 2, code: 'AKT', name: 'Akuntansi', bidang_id: 2, office_id: 1, ...active },
    { id: 3, code: 'KPS', name: 'Kepesertaan', bidang_id: 3, office_id: 1, ...active },
    { id: 4, code: 'INV', name: 'Investasi', bidang_id: 4, office_id: 1, ...active },
    { id: 5, code: 'SDM', name: 'SDM dan Umum', bidang_id: 5, office_id: 1, ...active },
    { id: 6, code: 'TI', name: 'Teknologi Informasi', bidang_id: 6, office_id: 1, ...active },
    { id: 7, code: 'HKM', name: 'Hukum', bidang_id: 7, office_id: 1, ...active },
    { id: 8, code: 'SPI', name: 'Satuan Pengawas Internal', bidang_id: 8, office_id: 1, ...active },
    { id: 9, code: 'HMS', name: 'Hubungan Masyarakat', bidang_id: 9, office_id: 1, ...active },
    { id: 10, code: 'MR', name: 'Manajemen Risiko', bidang_id: 10, office_id: 1, ...active },
    { id: 11, code: 'PLY', name: 'Pelayanan Peserta', bidang_id: 11, office_id: 1, ...active },
  ],
  sub_department: [
    { id: 1, department_id: 1, code: 'KEU-ANG', name: 'Anggaran', ...active },
    { id: 2, department_id: 1, code: 'KEU-KAS', name: 'Kas dan Perbendaharaan', ...active },
    { id: 3, department_id: 3, code: 'KPS-DAT', name: 'Data Peserta', ...active },
    { id: 4, department_id: 3, code: 'KPS-MP', name: 'Manfaat Pensiun', ...active },
    { id: 5, department_id: 5, code: 'SDM-PEG', name: 'Kepegawaian', ...active },
    { id: 6, department_id: 5, code: 'SDM-UMM', name: 'Umum dan Arsip', ...active },
    { id: 7, department_id: 6, code: 'TI-APL', name: 'Aplikasi', ...active },
    { id: 8, department_id: 6, code: 'TI-INF', name: 'Infrastruktur dan Helpdesk', ...active },
    { id: 9, department_id: 9, code: 'HMS-PUB', name: 'Publikasi', ...active },
    { id: 10, department_id: 11, code: 'PLY-CS', name: 'Layanan Pelanggan', ...active },
  ],
  position: [
    { id: 1, name: 'Staf', level: 8, rank_group: 'staff', ...active },
    { id: 2, name: 'Kepala Urusan', level: 6, rank_group: 'kaur', ...active },
    { id: 3, name: 'Kepala Bidang', level: 4, rank_group: 'kabid', ...active },
    { id: 4, name: 'Direktur Utama', level: 1, rank_group: 'direksi', ...active },
    { id: 5, name: 'Direktur Keuangan', level: 2, rank_group: 'direksi', ...active },
    { id: 6, name: 'Direktur Operasional', level: 2, rank_group: 'direksi', ...active },
    { id: 7, name: 'Auditor Internal', level: 7, rank_group: 'staff', ...active },
  ],
  client: [
    { id: 1, code: 'PK001', name: 'PT Perkebunan Nusantara', email: 'sdm@ptpn.example', phone: '021-5550101', address: 'Jakarta', ...active },
    { id: 2, code: 'PK002', name: 'PT Pelabuhan Indonesia', email: 'sdm@pelindo.example', phone: '021-5550102', address: 'Jakarta', ...active },
    { id: 3, code: 'PK003', name: 'PT Kereta Api Indonesia', email: 'sdm@kai.example', phone: '022-5550103', address: 'Bandung', ...active },
  ],
};

/** Where each demo user sits: department (bidang), office and position. */
export interface Placement {
  readonly name: string;
  readonly department_id: number | null;
  readonly office_id: number | null;
  readonly position_id: number | null;
}

export const demoPlacements: Record<string, Placement> = {
  admin: { name: 'Administrator Portal', department_id: 6, office_id: 1, position_id: 3 },
  auditor: { name: 'Rina Auditor', department_id: 8, office_id: 1, position_id: 7 },
  spi: { name: 'Bambang SPI', department_id: 8, office_id: 1, position_id: 3 },
  direksi: { name: 'Hendra Direktur', department_id: null, office_id: 1, position_id: 4 },
  kabid: { name: 'Sari Kepala Bidang', department_id: 3, office_id: 1, position_id: 3 },
  kaur: { name: 'Agus Kepala Urusan', department_id: 3, office_id: 1, position_id: 2 },
  staff: { name: 'Dewi Staf', department_id: 3, office_id: 1, position_id: 1 },
  support: { name: 'Yoga Support', department_id: 9, office_id: 1, position_id: 1 },
  risk: { name: 'Maya Risiko', department_id: 10, office_id: 1, position_id: 1 },
  hr: { name: 'Lestari SDM', department_id: 5, office_id: 1, position_id: 1 },
  arsip: { name: 'Joko Arsip', department_id: 5, office_id: 1, position_id: 1 },
  kpst: { name: 'Putri Pelayanan', department_id: 11, office_id: 2, position_id: 1 },
  bank: { name: 'Petugas Bank Mitra', department_id: null, office_id: null, position_id: null },
};

export const defaultPlacement: Omit<Placement, 'name'> = { department_id: 3, office_id: 1, position_id: 1 };
