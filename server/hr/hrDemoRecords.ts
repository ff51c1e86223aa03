/**
 * Demo HR data, so every HR page has work on it at the first start: a directory of 60 employees
 * (the demo users among them, linked by username, their profile sections filled), documents sent
 * to update profiles, three months of meal allowance and attendance performance, the demo users'
 * own attendance, and acting-officer assignments. Deterministic: the same rows at every start.
 * Dates stand in September to November 2026.
 */
import { demoPlacements, type SeedRow } from '../seed/organisation.ts';

/** A small deterministic generator (mulberry32), so the directory is the same at every start. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = random(20261124);
const pick = <T>(items: readonly T[]): T => items[Math.floor(rnd() * items.length)];
const between = (low: number, high: number) => low + Math.floor(rnd() * (high - low + 1));
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const maleNames = ['Budi', 'Agus', 'Andi', 'Joko', 'Bambang', 'Hendra', 'Yoga', 'Rudi', 'Dedi', 'Fajar', 'Rizky', 'Eko', 'Arif', 'Teguh', 'Wahyu', 'Dimas', 'Irfan', 'Bayu'];
const femaleNames = ['Siti', 'Dewi', 'Sari', 'Rina', 'Maya', 'Lestari', 'Putri', 'Ratna', 'Indah', 'Fitri', 'Nur', 'Ayu', 'Wulan', 'Rahma', 'Yuni', 'Intan', 'Citra', 'Dian'];
const familyNames = ['Santoso', 'Wijaya', 'Hidayat', 'Saputra', 'Kurniawan', 'Pratama', 'Nugroho', 'Setiawan', 'Lubis', 'Siregar', 'Harahap', 'Rahmawati', 'Susanti', 'Permata', 'Utami', 'Handayani', 'Gunawan', 'Firmansyah'];
const cities = [
  { city: 'Jakarta Selatan', province: 'DKI Jakarta', postal: '12190', office: 1 },
  { city: 'Jakarta Timur', province: 'DKI Jakarta', postal: '13220', office: 1 },
  { city: 'Depok', province: 'Jawa Barat', postal: '16424', office: 1 },
  { city: 'Bekasi', province: 'Jawa Barat', postal: '17141', office: 1 },
  { city: 'Bandung', province: 'Jawa Barat', postal: '40111', office: 2 },
  { city: 'Surabaya', province: 'Jawa Timur', postal: '60271', office: 3 },
  { city: 'Medan', province: 'Sumatera Utara', postal: '20112', office: 4 },
];
const streets = ['Jl. Melati', 'Jl. Kenanga', 'Jl. Cempaka', 'Jl. Merdeka', 'Jl. Diponegoro', 'Jl. Gatot Subroto', 'Jl. Pahlawan', 'Jl. Sudirman'];
const religions = ['Islam', 'Islam', 'Islam', 'Kristen', 'Katolik', 'Hindu', 'Buddha'];
const universities = ['Universitas Indonesia', 'Institut Teknologi Bandung', 'Universitas Gadjah Mada', 'Universitas Airlangga', 'Universitas Padjadjaran', 'Universitas Sumatera Utara', 'Universitas Brawijaya'];
const majors = ['Akuntansi', 'Manajemen', 'Hukum', 'Teknik Informatika', 'Aktuaria', 'Ilmu Komunikasi', 'Psikologi', 'Ekonomi Pembangunan'];
const companies = ['PT Asuransi Jiwa Sejahtera', 'PT Bank Nusantara', 'KAP Wijaya & Rekan', 'PT Solusi Data Prima', 'PT Dana Pensiun Mandiri', 'CV Karya Mitra'];
const trainings = [
  { name: 'Manajemen Risiko Dana Pensiun', organizer: 'ADPI' },
  { name: 'Pelayanan Prima', organizer: 'Lembaga Pelatihan Internal' },
  { name: 'Sertifikasi Ahli Pengelola Dana Pensiun', organizer: 'LSP Dana Pensiun' },
  { name: 'Keamanan Informasi', organizer: 'BSSN' },
  { name: 'Excel untuk Analisis Data', organizer: 'Lembaga Pelatihan Internal' },
  { name: 'Kepemimpinan Tingkat Menengah', organizer: 'LAN RI' },
];
const licenses = ['Sertifikat Ahli Dana Pensiun (ADP)', 'Certified Risk Professional', 'Brevet Pajak A dan B', 'Sertifikat Profesi Humas', 'SIM A'];

/** Divisions and their units (organisation.ts), to place the employees who are not demo users. */
const unitsOf: Record<number, number[]> = { 1: [1, 2], 3: [3, 4], 5: [5, 6], 6: [7, 8], 9: [9], 11: [10] };
const departments = [1, 2, 3, 3, 4, 5, 6, 6, 7, 8, 9, 10, 11, 11];
const linkedUsers = Object.entries(demoPlacements).filter(([, placement]) => placement.department_id !== null || placement.position_id !== null);

/** The demo users' ids: seeded in the order of demoPlacements (the roles' order), after the reference rows. */
export const demoUserId = (username: string) => Object.keys(demoPlacements).indexOf(username) + 1;

const gradeOf = (position: number) => (position >= 4 && position <= 6 ? 'G6' : position === 3 ? 'G5' : position === 2 ? 'G4' : pick(['G1', 'G2', 'G3']));

function employeeRows(): SeedRow[] {
  const rows: SeedRow[] = [];
  for (let i = 0; i < 60; i++) {
    const linked = linkedUsers[i];
    const female = linked ? /^(Rina|Sari|Dewi|Maya|Lestari|Putri)/.test(linked[1].name) : rnd() < 0.45;
    const name = linked ? linked[1].name : `${pick(female ? femaleNames : maleNames)} ${pick(familyNames)}`;
    const department = linked ? linked[1].department_id : pick(departments);
    const position = linked ? (linked[1].position_id ?? 1) : i % 9 === 0 ? 2 : i === 31 || i === 47 ? 3 : 1;
    const place = linked ? cities[linked[1].office_id === 2 ? 4 : between(0, 3)] : pick(cities);
    // Heads are older than their staff; directors the oldest.
    const birthYear = position >= 4 && position <= 6 ? between(1966, 1972) : position === 3 ? between(1968, 1982) : position === 2 ? between(1974, 1988) : between(1970, 2001);
    const joinYear = Math.max(birthYear + 22, between(2005, 2024));
    const education = position >= 3 ? pick(['S2', 'S2', 'S2', 'S3']) : birthYear < 1978 && rnd() < 0.3 ? 'SMA' : pick(['D3', 'D3', 'S1', 'S1', 'S1', 'S1', 'S1', 'S2']);
    const nip = `${joinYear}${pad(i + 1, 4)}`;
    rows.push({
      id: i + 1,
      nip,
      name,
      username: linked ? linked[0] : null,
      picture: `${nip}.svg`,
      gender: female ? 'P' : 'L',
      birth_place: pick(cities).city.replace(/ (Selatan|Timur)$/, ''),
      birth_date: `${birthYear}-${pad(between(1, 12))}-${pad(between(1, 28))}`,
      religion: pick(religions),
      marital_status: birthYear > 1996 ? 'BELUM_KAWIN' : pick(['KAWIN', 'KAWIN', 'KAWIN', 'BELUM_KAWIN', 'CERAI']),
      address: `${pick(streets)} No. ${between(1, 120)}, RT 0${between(1, 9)}/RW 0${between(1, 9)}`,
      city: place.city,
      province: place.province,
      postal_code: place.postal,
      email: `${linked ? linked[0] : name.toLowerCase().replace(/[^a-z]+/g, '.')}@portal.example`,
      phone: `08${between(11, 59)}${between(1000000, 9999999)}`,
      emergency_contact: `${pick(female ? maleNames : femaleNames)} ${pick(familyNames)}`,
      emergency_phone: `08${between(11, 59)}${between(1000000, 9999999)}`,
      nik_ktp: `3${between(10000, 99999)}${pad(between(1, 28))}${pad(between(1, 12))}${String(birthYear).slice(2)}${pad(between(1, 9999), 4)}`,
      npwp: `${pad(between(1, 99))}.${between(100, 999)}.${between(100, 999)}.${between(1, 9)}-${between(100, 999)}.000`,
      bpjs_kesehatan: `000${between(1000000000, 9999999999)}`,
      bpjs_ketenagakerjaan: `${between(10000000000, 99999999999)}`,
      education,
      state: joinYear >= 2025 ? 'PERCOBAAN' : joinYear >= 2022 ? 'KONTRAK' : 'TETAP',
      join_date: `${joinYear}-${pad(between(1, 12))}-01`,
      sk_number: `SK-${joinYear}/${pad(i + 1, 3)}/SDM`,
      department_id: department,
      sub_department_id: department !== null && unitsOf[department] ? pick(unitsOf[department]) : null,
      position_id: position,
      position_since: `${Math.max(joinYear, between(2015, 2025))}-${pad(between(1, 12))}-01`,
      grade: gradeOf(position),
      grade_since: `${Math.max(joinYear, between(2018, 2025))}-01-01`,
      office_id: linked ? (linked[1].office_id ?? 1) : place.office,
      office_detail: department === 11 ? 'LOKET' : i % 11 === 5 ? 'LAPANGAN' : 'KANTOR',
      created_by: 'system',
    });
  }
  return rows;
}

export const hrEmployees = employeeRows();

function sections() {
  const family: SeedRow[] = [];
  const experience: SeedRow[] = [];
  const education: SeedRow[] = [];
  const license: SeedRow[] = [];
  const disciplinary: SeedRow[] = [];
  const training: SeedRow[] = [];
  const assessment: SeedRow[] = [];
  const benefit: SeedRow[] = [];
  for (const employee of hrEmployees) {
    const employee_id = employee.id;
    const birthYear = Number(String(employee.birth_date).slice(0, 4));
    const joinYear = Number(String(employee.join_date).slice(0, 4));
    if (employee.marital_status !== 'BELUM_KAWIN') {
      family.push({ employee_id, name: `${pick(employee.gender === 'P' ? maleNames : femaleNames)} ${pick(familyNames)}`, relation: employee.gender === 'P' ? 'SUAMI' : 'ISTRI', birth_date: `${birthYear + between(-3, 3)}-${pad(between(1, 12))}-${pad(between(1, 28))}`, occupation: pick(['Wiraswasta', 'Guru', 'Ibu rumah tangga', 'Karyawan swasta', 'Dokter']) });
      for (let c = 0; c < between(0, 3); c++) family.push({ employee_id, name: `${pick([...maleNames, ...femaleNames])} ${String(employee.name).split(' ').at(-1)}`, relation: 'ANAK', birth_date: `${Math.min(2024, birthYear + 27 + c * 3)}-${pad(between(1, 12))}-${pad(between(1, 28))}`, occupation: 'Pelajar' });
    }
    family.push({ employee_id, name: `${pick(femaleNames)} ${pick(familyNames)}`, relation: 'ORANG_TUA', birth_date: `${birthYear - between(24, 32)}-${pad(between(1, 12))}-${pad(between(1, 28))}`, occupation: 'Pensiunan' });
    if (joinYear - birthYear > 25) experience.push({ employee_id, company: pick(companies), position: pick(['Staf Administrasi', 'Analis', 'Staf Keuangan', 'Programmer', 'Customer Service']), start_year: birthYear + 23, end_year: joinYear });
    const level = String(employee.education);
    education.push({ employee_id, level: 'SMA', institution: `SMA Negeri ${between(1, 80)} ${String(employee.birth_place)}`, major: 'IPA', graduation_year: birthYear + 18 });
    if (level !== 'SMA') education.push({ employee_id, level: level === 'D3' ? 'D3' : 'S1', institution: pick(universities), major: pick(majors), graduation_year: birthYear + (level === 'D3' ? 21 : 22) });
    if (level === 'S2' || level === 'S3') education.push({ employee_id, level: 'S2', institution: pick(universities), major: pick(majors), graduation_year: birthYear + between(26, 32) });
    if (level === 'S3') education.push({ employee_id, level: 'S3', institution: pick(universities), major: pick(majors), graduation_year: birthYear + between(34, 40) });
    if (rnd() < 0.6) license.push({ employee_id, name: pick(licenses), number: `LIC-${between(10000, 99999)}`, issuer: pick(['LSP Dana Pensiun', 'BNSP', 'Polri', 'IAI']), valid_until: `${between(2026, 2030)}-${pad(between(1, 12))}-01` });
    if (rnd() < 0.07) disciplinary.push({ employee_id, action_date: `2025-${pad(between(1, 12))}-${pad(between(1, 28))}`, action_type: pick(['Teguran lisan', 'Surat Peringatan 1']), description: pick(['Terlambat lebih dari 10 kali dalam sebulan', 'Tidak hadir tanpa keterangan 3 hari']), sk_number: `SP-2025/${between(10, 99)}/SDM` });
    for (let n = 0; n < between(1, 3); n++) {
      const course = pick(trainings);
      training.push({ employee_id, name: course.name, organizer: course.organizer, training_date: `${between(Math.max(joinYear, 2019), 2026)}-${pad(between(1, 10))}-${pad(between(1, 28))}`, hours: pick([8, 16, 24, 40]) });
    }
    for (const year of [2024, 2025]) {
      if (year < joinYear) continue;
      const score = between(68, 97);
      assessment.push({ employee_id, year, score, rating: score >= 90 ? 'Sangat baik' : score >= 80 ? 'Baik' : score >= 70 ? 'Cukup' : 'Perlu perbaikan', assessor: 'Kepala Bidang' });
    }
    benefit.push({ employee_id, name: 'Tunjangan transportasi', amount: 750000, year: 2026, description: 'Dibayar bulanan bersama gaji' });
    if (employee.marital_status === 'KAWIN') benefit.push({ employee_id, name: 'Tunjangan keluarga', amount: 1250000, year: 2026, description: 'Untuk pasangan dan anak' });
  }
  return { family, experience, education, license, disciplinary, training, assessment, benefit };
}

const profile = sections();

const months = [
  { year: 2026, month: 9, workDays: 22 },
  { year: 2026, month: 10, workDays: 22 },
  { year: 2026, month: 11, workDays: 21 },
];

function monthlyRows(): { allowance: SeedRow[]; performance: SeedRow[] } {
  const allowance: SeedRow[] = [];
  const performance: SeedRow[] = [];
  for (const { year, month, workDays } of months) {
    for (const employee of hrEmployees) {
      const absent = rnd() < 0.8 ? 0 : between(1, 2);
      const permits = rnd() < 0.7 ? 0 : between(1, 2);
      const present = workDays - absent - permits;
      const late = rnd() < 0.55 ? 0 : between(1, 6);
      const lateMinutes = late * between(5, 35);
      const rate = employee.office_id === 1 ? 45000 : 40000;
      const deduction = late > 3 ? (late - 3) * 10000 : 0;
      allowance.push({
        year,
        month,
        nip: employee.nip,
        employee_name: employee.name,
        department_id: employee.department_id,
        work_days: workDays,
        present_days: present,
        daily_rate: rate,
        deduction,
        total: present * rate - deduction,
        status: month === 11 ? 1 : 2,
        created_by: 'system',
      });
      const score = Math.max(0, Math.round((present / workDays) * 100 - late * 1.5 - absent * 5));
      performance.push({
        year,
        month,
        username: employee.username,
        nip: employee.nip,
        employee_name: employee.name,
        department_id: employee.department_id,
        work_days: workDays,
        present_days: present,
        late_count: late,
        late_minutes: lateMinutes,
        permit_count: permits,
        absent_count: absent,
        score,
        created_by: 'system',
      });
    }
  }
  return { allowance, performance };
}

const monthly = monthlyRows();

/** Each demo user's weekdays from 1 September to 23 November 2026. */
function attendanceRows(): SeedRow[] {
  const rows: SeedRow[] = [];
  for (const [username] of linkedUsers) {
    for (let day = new Date(Date.UTC(2026, 8, 1)); day <= new Date(Date.UTC(2026, 10, 23)); day.setUTCDate(day.getUTCDate() + 1)) {
      if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
      const date = day.toISOString().slice(0, 10);
      const roll = rnd();
      if (roll < 0.03) {
        rows.push({ username, attendance_date: date, status: pick(['SAKIT', 'CUTI', 'IZIN']), late_minutes: 0, work_hours: 0, created_by: 'system' });
        continue;
      }
      if (roll < 0.04) {
        rows.push({ username, attendance_date: date, status: 'ALPA', late_minutes: 0, work_hours: 0, created_by: 'system' });
        continue;
      }
      const late = roll > 0.85 ? between(3, 45) : 0;
      const inMinutes = late ? 8 * 60 + late : 7 * 60 + between(20, 59);
      const outMinutes = 17 * 60 + between(0, 75);
      rows.push({
        username,
        attendance_date: date,
        check_in: `${pad(Math.floor(inMinutes / 60))}:${pad(inMinutes % 60)}`,
        check_out: `${pad(Math.floor(outMinutes / 60))}:${pad(outMinutes % 60)}`,
        input_methode: roll > 0.97 ? 'MANUAL' : roll > 0.8 ? 'APLIKASI' : 'FINGERPRINT',
        late_minutes: late,
        work_hours: Math.round(((outMinutes - inMinutes) / 60) * 10) / 10,
        status: late ? 'TERLAMBAT' : 'HADIR',
        created_by: 'system',
      });
    }
  }
  return rows;
}

const documents: SeedRow[] = [
  { type: 'KTP', description: 'KTP baru setelah pindah alamat ke Depok', status: 1, created_by: 'staff', created_at: '2026-11-20T03:10:00Z' },
  { type: 'IJAZAH', description: 'Ijazah S2 Manajemen Risiko', status: 1, created_by: 'kaur', created_at: '2026-11-18T06:45:00Z' },
  { type: 'KK', description: 'Kartu keluarga dengan anak kedua', status: 1, created_by: 'kabid', created_at: '2026-11-17T02:00:00Z' },
  { type: 'SERTIFIKAT', description: 'Sertifikat pelatihan Keamanan Informasi', status: 1, created_by: 'support', created_at: '2026-11-14T08:20:00Z' },
  { type: 'NPWP', description: 'NPWP pribadi', status: 2, created_by: 'staff', created_at: '2026-10-02T04:00:00Z' },
  { type: 'BUKU_NIKAH', description: 'Buku nikah', status: 2, created_by: 'risk', created_at: '2026-09-21T05:30:00Z' },
  { type: 'SERTIFIKAT', description: 'Sertifikat Ahli Dana Pensiun', status: 2, created_by: 'hr', created_at: '2026-09-12T01:15:00Z' },
];

const pth: SeedRow[] = [
  { sk_number: 'ST-PTH/2026/041', officer_id: demoUserId('kaur'), position_id: 3, department_id: 3, start_date: '2026-11-23', end_date: '2026-11-27', reason: 'Kepala Bidang Kepesertaan cuti tahunan', status: 1, created_by: 'kabid', created_at: '2026-11-20T02:00:00Z' },
  { sk_number: 'ST-PTH/2026/038', officer_id: demoUserId('hr'), position_id: 2, department_id: 5, start_date: '2026-11-10', end_date: '2026-11-14', reason: 'Kepala Urusan Kepegawaian mengikuti pelatihan', status: 2, created_by: 'hr', created_at: '2026-11-06T03:00:00Z' },
  { sk_number: 'ST-PTH/2026/035', officer_id: demoUserId('spi'), position_id: 5, department_id: 1, start_date: '2026-10-19', end_date: '2026-10-23', reason: 'Direktur Keuangan dinas luar negeri', status: 2, created_by: 'direksi', created_at: '2026-10-15T07:00:00Z' },
  { sk_number: 'ST-PTH/2026/031', officer_id: demoUserId('staff'), position_id: 2, department_id: 3, start_date: '2026-10-05', end_date: '2026-10-09', reason: 'Kepala Urusan Data Peserta sakit', status: 3, created_by: 'kaur', created_at: '2026-10-02T01:30:00Z' },
  { sk_number: 'ST-PTH/2026/044', officer_id: demoUserId('admin'), position_id: 3, department_id: 6, start_date: '2026-12-01', end_date: '2026-12-05', reason: 'Kepala Bidang TI mengikuti rapat kerja di Bandung', status: 1, created_by: 'hr', created_at: '2026-11-24T02:30:00Z' },
];

export const hrDemoRecords: Record<string, SeedRow[]> = {
  hr_employee: hrEmployees,
  hr_employee_family: profile.family,
  hr_employee_experience: profile.experience,
  hr_employee_education: profile.education,
  hr_employee_license: profile.license,
  hr_employee_disciplinary: profile.disciplinary,
  hr_employee_training: profile.training,
  hr_employee_assessment: profile.assessment,
  hr_employee_benefit: profile.benefit,
  hr_employee_document: documents,
  hr_meal_allowance: monthly.allowance,
  hr_performance: monthly.performance,
  hr_attendance: attendanceRows(),
  hr_pth: pth,
};
