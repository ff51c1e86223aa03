/**
 * Whether a row the user sees may be reached by an action with a row rule (docs/definitions.md,
 * Rows), judged in the browser from the row and the user, so a screen offers Edit and Delete only
 * on the rows the server would let the user change: a division head sees a colleague's permit
 * but edits only their own. The server decides in any case (server/resources/rowFilter.ts);
 * an entry the browser cannot judge (a parent record) counts as reachable.
 */
import type { RowRule } from '../generated/definitions.ts';
import { hasPermission, type UserAccess } from './evaluate.ts';

/** What of the signed-in user a row may hold, as the row rules name it. */
export interface RowUser extends UserAccess {
  readonly username?: string;
  readonly id?: number | string;
  readonly bidang_id?: number | null;
  readonly office_id?: number | null;
  readonly position_id?: number | null;
}

type Match = RowRule['anyOf'][number];

function userValue(user: RowUser, is: Extract<Match, { is: string }>['is']): unknown {
  switch (is) {
    case 'username':
      return user.username;
    case 'userId':
      return user.id;
    case 'bidang':
      return user.bidang_id;
    case 'office':
      return user.office_id;
    case 'position':
      return user.position_id;
  }
}

export function rowReachable(rule: RowRule | undefined, row: Readonly<Record<string, unknown>>, user: RowUser | null): boolean {
  if (!rule) return true;
  if (!user) return false;
  if (rule.unless !== undefined && hasPermission(rule.unless, user)) return true;
  return rule.anyOf.some((match) => {
    if ('parent' in match) return true;
    if (match.when !== undefined && !hasPermission(match.when, user)) return false;
    const mine = userValue(user, match.is);
    const held = row[match.field];
    return mine !== undefined && mine !== null && held !== undefined && held !== null && String(held) === String(mine);
  });
}
