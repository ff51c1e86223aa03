/**
 * The handling stages of a support ticket (modules.md section 4: "approval by requester's
 * division head, approval of work, data completeness review, ready to be worked"), stored in the
 * ticket's `stage`, and who moves each one on: an approval of tier N, approved, moves a ticket at
 * stage N to N + 1. Tier 1 is the requester's division head (kabid), tier 2 the approval of the
 * work by a head of section (kaur), tier 3 the data completeness review of the person in charge
 * (pic, a ticket handler). Closing a ticket (process) makes it done.
 */
import type { PermissionRule } from '../permissions/evaluate.ts';

export const ticketStages = {
  approvalKabid: 1,
  approvalWork: 2,
  reviewData: 3,
  ready: 4,
  done: 5,
} as const;

export const ticketHandlerPermissions = [
  'supporting_view.ticket_handler',
  'supporting_admin.ticket_humas',
  'supporting_admin.ticket_legal',
  'supporting_admin.ticket_pmr',
] as const;

export type ApproverRole = 'kabid' | 'kaur' | 'pic';

/** Each approval tier: the role that gives it and the permission it takes. */
export const approvalTiers: Readonly<Record<number, { role: ApproverRole; access: PermissionRule }>> = {
  1: { role: 'kabid', access: 'supporting_approve.ticket' },
  2: { role: 'kaur', access: 'supporting_approve.work' },
  3: { role: 'pic', access: { anyOf: [...ticketHandlerPermissions] } },
};

/** The role whose decision a ticket at this stage waits for; none once ready or done. */
export function awaitedRole(stage: number): ApproverRole | undefined {
  return approvalTiers[stage]?.role;
}

/** The stage an approved approval of this tier moves a ticket to, when the ticket stands at that tier. */
export function stageAfterApproval(stage: number, tier: number, statusCode: number): number | undefined {
  return statusCode === 2 && tier === stage && tier in approvalTiers ? stage + 1 : undefined;
}

/** The notification action that tells a role a ticket waits for them (notifications.action). */
export const awaitAction = (role: ApproverRole) => `await_${role}`;
