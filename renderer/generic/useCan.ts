/**
 * Whether the signed-in user may run an action of a resource, by the action's declared access,
 * evaluated by the engine as the server does. An action the resource does not declare is refused.
 */
import type { LoadedResource } from '../../engine/definitions/model.ts';
import { conditionMatches } from '../../engine/forms/conditionMatches.ts';
import { canAccess } from '../../engine/permissions/evaluate.ts';
import { findAction, type ActionKind } from '../data/endpointPath.ts';
import { useSessionStore } from '../session/sessionStore.ts';
import { rowReachable, type RowUser } from '../../engine/permissions/rowReachable.ts';
import type { SessionUser } from '../session/sessionUser.ts';

export function useCan(resource: LoadedResource): (kind: ActionKind) => boolean {
  const user = useSessionStore((state) => state.user);
  return (kind) => {
    const action = findAction(resource, kind);
    return !!action && canAccess(action.access, user);
  };
}

function rowUserOf(user: SessionUser | null): RowUser | null {
  if (!user) return null;
  const number = (value: unknown) => (typeof value === 'number' ? value : null);
  return { ...user, office_id: number(user.raw.office_id), position_id: number(user.raw.position_id) };
}

/**
 * Whether the user may run an action on one row: its permission, its row rule, judged from the
 * row (engine/permissions/rowReachable.ts), and its guard (a decided permit or a verified
 * authentication is refused by the server), so Edit and Delete show only where they would work.
 * A row that lacks the guard's field keeps the button: the server still says no.
 */
export function useCanOnRow(resource: LoadedResource): (kind: ActionKind, row: Readonly<Record<string, unknown>>) => boolean {
  const user = useSessionStore((state) => state.user);
  return (kind, row) => {
    const action = findAction(resource, kind);
    if (!action || !canAccess(action.access, user) || !rowReachable(action.rows, row, rowUserOf(user))) return false;
    return !action.guard || !conditionMatches(action.guard.when, row);
  };
}
