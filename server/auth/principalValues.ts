/**
 * What of the signed-in user a record may hold: the vocabulary shared by row rules
 * (`{ field, is }`, rowFilter.ts) and by fields the server fills from the user (`x-fromUser`,
 * writeRecords.ts), so "the requester's bidang" means the same column value in both.
 */
import type { RowRule } from '../../engine/generated/definitions.ts';
import type { Principal } from './principal.ts';

type Match = RowRule['anyOf'][number];
export type UserValue = Extract<Match, { is: string }>['is'];

export const principalValues: Record<UserValue, (principal: Principal) => string | number | null> = {
  username: (p) => p.username,
  userId: (p) => p.id,
  bidang: (p) => p.bidang_id,
  office: (p) => p.office_id,
  position: (p) => p.position_id,
};
