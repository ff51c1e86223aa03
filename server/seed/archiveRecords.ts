/**
 * 500 demo archive records, spread over the seeded location tree (rooms KP-GDA-R01 with racks
 * 01 and 02, KP-GDA-R02 and BDG-GDG-R01 with one rack each; six binders a rack), the
 * classification tree, offices, departments, archiving years 2019 to 2026 and the retention
 * values (most IN STORAGE, some EXPIRED, PERMANENT and DESTROYED, the destroyed ones DIHAPUSKAN).
 * Deterministic, so tests can count on them.
 */
import type { SeedRow } from './organisation.ts';

/** building, room, rack and the office that owns the room (ids of the seeded masters). */
const racks = [
  { storage: 1, room: 2, rack: 3, office: 1, officeCode: '120' },
  { storage: 1, room: 2, rack: 4, office: 1, officeCode: '120' },
  { storage: 1, room: 5, rack: 6, office: 1, officeCode: '120' },
  { storage: 7, room: 8, rack: 9, office: 2, officeCode: '121' },
] as const;

/** classification, detail, specific (ids of the seeded classification tree). */
const classes = [
  [1, 2, 3],
  [1, 2, 4],
  [1, 5, 6],
  [7, 8, 9],
  [10, null, null],
] as const;

const subjects = ['Formulir pendaftaran peserta', 'Perubahan data peserta', 'Pengajuan manfaat pensiun', 'Rencana kerja dan anggaran', 'Surat keputusan direksi', 'Laporan bulanan', 'Perjanjian kerja sama', 'Notulen rapat'];
const archivists = ['arsip', 'arsip', 'arsip', 'admin', 'hr', 'staff'];
export const archiveDemoCount = 500;
export const bindersPerRack = 6;

function retentionOf(n: number): { retensi: string; destroyed_status: string } {
  const slot = n % 10;
  if (slot <= 5) return { retensi: 'IN STORAGE', destroyed_status: 'TERSEDIA' };
  if (slot <= 7) return { retensi: 'EXPIRED', destroyed_status: 'TERSEDIA' };
  if (slot === 8) return { retensi: 'PERMANENT', destroyed_status: 'TERSEDIA' };
  return { retensi: 'DESTROYED', destroyed_status: 'DIHAPUSKAN' };
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

export function archiveDemoRecords(): SeedRow[] {
  return Array.from({ length: archiveDemoCount }, (_, n) => {
    const place = racks[n % racks.length];
    const binder = Math.floor(n / racks.length) % bindersPerRack;
    const [classification, detail, specific] = classes[n % classes.length];
    const archivedYear = 2019 + (n % 8);
    const documentYear = archivedYear - (n % 4);
    const month = 1 + (n % 12);
    const day = 1 + (n % 28);
    return {
      number: `ARS/${archivedYear}/${pad(n + 1, 4)}`,
      title: `${subjects[n % subjects.length]} ${pad(n + 1, 3)}`,
      description: `Arsip ${subjects[n % subjects.length].toLowerCase()} tahun ${documentYear}.`,
      documents_date: `${documentYear}-${pad(month)}-${pad(day)}`,
      tanggal_pengarsipan: `${archivedYear}-${pad(month)}-${pad(day)}`,
      classification,
      classification_detail: detail,
      classification_spesific: specific,
      physical_status: n % 7 !== 0,
      office: place.office,
      office_code: place.officeCode,
      origin_department: 1 + (n % 11),
      storage: place.storage,
      storage_detail: place.room,
      storage_spesific: place.rack,
      baris: 1 + (n % 5),
      odner: `ODN-${pad(place.rack)}-${pad(binder + 1)}`,
      ...retentionOf(n),
      created_by: archivists[n % archivists.length],
      created_at: `${archivedYear}-${pad(month)}-${pad(day)}T03:00:00Z`,
    };
  });
}
