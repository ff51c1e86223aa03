/**
 * Demo support tickets of every desk (IT without a type, HUMAS, LEGAL, PMR) in every handling
 * stage (engine/support/ticketStages.ts), with the approvals that brought each one there, tasks
 * in each task status for the tickets being worked, comments and discussion, so the support
 * panels, statistics and reports show real distributions on a fresh start, and each ticket's
 * audit trail the writes that made it (as the auditTrail effect would have written them). Registered in
 * demoRecords.ts; the tickets of the Kepesertaan division (bidang 3) are staff's and kaur's, so
 * the demo kabid has approvals waiting.
 */
import type { SeedRow } from './organisation.ts';

const desks = [undefined, 'HUMAS', 'LEGAL', 'PMR'] as const;
const categoryOf: Record<string, number> = { HUMAS: 2, LEGAL: 4, PMR: 6 };
const titles: Record<string, string[]> = {
  IT: ['Jaringan Wi-Fi lantai 3 putus-putus', 'Instalasi aplikasi arsip di laptop', 'Email tidak bisa mengirim lampiran', 'Monitor ruang rapat berkedip', 'Permintaan akun VPN', 'Backup data kepesertaan bulanan'],
  HUMAS: ['Rilis berita ulang tahun dana pensiun', 'Liputan kunjungan peserta', 'Desain poster sosialisasi', 'Konten media sosial bulan depan', 'Undangan media untuk seminar', 'Foto kegiatan donor darah'],
  LEGAL: ['Telaah kontrak vendor TI', 'Pendapat hukum klaim ahli waris', 'Draf perjanjian kerja sama bank', 'Somasi penyewa gedung', 'Review SOP pengadaan', 'Pendampingan sidang perdata'],
  PMR: ['Keluhan keterlambatan manfaat pensiun', 'Peserta minta perubahan data rekening', 'Pengaduan pelayanan kantor cabang', 'Permintaan salinan kartu peserta', 'Keluhan aplikasi otentikasi', 'Klarifikasi potongan pajak'],
};

const uuid = (n: number) => `5e0a0000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const day = (offset: number, hour = 2) => new Date(Date.UTC(2026, 10, 23 - offset, hour, 10)).toISOString();

export const supportTickets: SeedRow[] = [];
export const supportApprovals: SeedRow[] = [];
export const supportTasks: SeedRow[] = [];
export const supportComments: SeedRow[] = [];
export const supportDiscussions: SeedRow[] = [];
export const supportAuditTrail: SeedRow[] = [];

/** One audit-trail row of a ticket, in the shape server/effects/timelineRows.ts writes. */
function audited(ticketId: string, model: string, modelId: string | number, fields: string[], by: string, at: string) {
  supportAuditTrail.push({ ticket_id: ticketId, model, model_id: String(modelId), action: 'create', description: `create: ${fields.join(', ')}`, created_by: by, created_at: at });
}

let taskId = 900;
let approvalId = 900;
let commentId = 900;
let discussionId = 900;
let n = 0;
for (const desk of desks) {
  const key = desk ?? 'IT';
  // Stages 1 to 5: one ticket at each, plus a second waiting for its division head.
  const stages = [1, 1, 2, 3, 4, 5];
  stages.forEach((stage, i) => {
    n += 1;
    const id = uuid(n);
    const by = i % 2 === 0 ? 'staff' : 'kaur';
    const at = day(n % 20, 1 + (i % 6));
    supportTickets.push({
      id,
      title: titles[key][i],
      description: `${titles[key][i]}: mohon ditindaklanjuti.`,
      ...(desk ? { type: desk } : {}),
      category: desk ? categoryOf[desk] : 1,
      bidang_id: 3,
      status: stage === 5 ? 1 : 2,
      stage,
      has_attachment: false,
      created_by: by,
      created_at: at,
    });
    audited(id, 'support_ticket', id, ['title', 'description', 'category'], by, at);
    const approvers = ['kabid', 'kaur', 'support'];
    for (let tier = 1; tier < stage && tier <= 3; tier++) {
      approvalId += 1;
      supportApprovals.push({ id: approvalId, ticket_id: id, type: 'ticket', tier, status_code: 2, flag: 0, pic: tier === 3 ? 'support' : null, description: 'Disetujui', created_by: approvers[tier - 1], created_at: day(n % 20, 8 + tier) });
      audited(id, 'support_approval', approvalId, ['tier', 'status_code', 'description'], approvers[tier - 1], day(n % 20, 8 + tier));
    }
    if (stage >= 4) {
      for (const status of stage === 5 ? [3, 3] : [1, 2]) {
        taskId += 1;
        supportTasks.push({ id: taskId, ticket_id: id, progress_description: status === 3 ? 'Pekerjaan selesai dan diserahkan' : 'Pengerjaan sedang berjalan', status, isdone: status === 3, isfinal: status === 3, type: 'ticket', started_at: day(n % 20, 11), created_by: 'support', created_at: day(n % 20, 11) });
        audited(id, 'support_task', taskId, ['progress_description', 'status'], 'support', day(n % 20, 11));
      }
    }
    commentId += 1;
    supportComments.push({ id: commentId, model: 'ticket', model_id: id, type: 'text', message: 'Mohon kabari jika ada data yang kurang.', send_notification: 0, created_by: by, created_at: day(n % 20, 9) });
    audited(id, 'support_comment', commentId, ['message'], by, day(n % 20, 9));
    if (stage >= 3) {
      discussionId += 1;
      supportDiscussions.push({ id: discussionId, model: 'ticket', model_id: id, type: 'text', message: 'Data sudah dicek, lanjut ke pengerjaan.', send_notification: 0, created_by: 'support', created_at: day(n % 20, 10) });
      audited(id, 'support_discussion', discussionId, ['message'], 'support', day(n % 20, 10));
    }
  });
}
