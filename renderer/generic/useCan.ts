/**
 * Whether the signed-in user may run an action of a resource, by the action's declared access,
 * evaluated by the engine as the server does. An action the resource does not declare is refused.
 */
import type { LoadedResource } from '../../engine/definitions/model.ts';
import { canAccess } from '../../engine/permissions/evaluate.ts';
import { findAction, type ActionKind } from '../data/endpointPath.ts';
import { useSessionStore } from '../session/sessionStore.ts';

export function useCan(resource: LoadedResource): (kind: ActionKind) => boolean {
  const user = useSessionStore((state) => state.user);
  return (kind) => {
    const action = findAction(resource, kind);
    return !!action && canAccess(action.access, user);
  };
}
