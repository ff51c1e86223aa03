/** Whether the signed-in user may take any of the resource's transitions, from some status: a list then keeps room for their buttons. */
import type { LoadedResource } from '../../../engine/definitions/model.ts';
import { canAccess, type Access } from '../../../engine/permissions/evaluate.ts';
import { useSessionStore } from '../../session/sessionStore.ts';

export function useMayTransition(resource: LoadedResource): boolean {
  const user = useSessionStore((state) => state.user);
  return !!resource.workflow?.transitions.some((transition) => canAccess(transition.access as Access, user));
}
