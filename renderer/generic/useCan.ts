/**
 * Whether the signed-in user may run an action of a resource, by the action's declared access,
 * evaluated by the engine as the server does. An action the resource does not declare is refused.
 */
import type { LoadedResource } from '../../engine/definitions/model.ts';
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
 * Whether the user may run an action on one row: its permission and its row rule, judged from the
 * row (engine/permissions/rowReachable.ts), so Edit and Delete show only where they would work.
 */
export function useCanOnRow(resource: LoadedResource): (kind: ActionKind, row: Readonly<Record<string, unknown>>) => boolean {
  const user = useSessionStore((state) => state.user);
  return (kind, row) => {
    const action = findAction(resource, kind);
    return !!action && canAccess(action.access, user) && rowReachable(action.rows, row, rowUserOf(user));
  };
}
