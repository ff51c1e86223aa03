/**
 * modules.md sections 3 and 6: "Recipients of dispositions are determined by rank group"
 * (direksi, direksi-kabid, kabid, kaur, staff, all). A group names the position ranks
 * (position.rank_group) whose holders receive the disposition; `all` is every rank.
 * The automatic group (GET /sso/disposisi/group-auto) is the rank just below the sender's:
 * mail goes down the line, from the directors to the division heads, to the heads of section,
 * to the staff (docs/decisions.md, "Dispositions").
 */

export const dispositionGroups = ['direksi', 'direksi-kabid', 'kabid', 'kaur', 'staff', 'all'] as const;
export type DispositionGroup = (typeof dispositionGroups)[number];

export const ranks = ['direksi', 'kabid', 'kaur', 'staff'] as const;
export type Rank = (typeof ranks)[number];

const ranksOfGroup: Readonly<Record<DispositionGroup, readonly Rank[]>> = {
  direksi: ['direksi'],
  'direksi-kabid': ['direksi', 'kabid'],
  kabid: ['kabid'],
  kaur: ['kaur'],
  staff: ['staff'],
  all: ranks,
};

export function isDispositionGroup(value: unknown): value is DispositionGroup {
  return typeof value === 'string' && (dispositionGroups as readonly string[]).includes(value);
}

/** The position ranks whose holders a group reaches. */
export function ranksOfDispositionGroup(group: DispositionGroup): readonly Rank[] {
  return ranksOfGroup[group];
}

const nextDown: Readonly<Record<Rank, DispositionGroup>> = {
  direksi: 'kabid',
  kabid: 'kaur',
  kaur: 'staff',
  staff: 'staff',
};

/** The group a sender of this rank disposes to by default; a user without a rank gets `staff`. */
export function automaticDispositionGroup(senderRank: string | null | undefined): DispositionGroup {
  return senderRank && (ranks as readonly string[]).includes(senderRank) ? nextDown[senderRank as Rank] : 'staff';
}
