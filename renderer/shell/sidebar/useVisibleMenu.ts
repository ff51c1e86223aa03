/** The sidebar of the signed-in user at the current path, as the engine computes it. */
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { menuForUser, type VisibleMenuItem } from '../../../engine/menu/menuForUser.ts';
import { definitions } from '../../definitions.ts';
import { useSessionStore } from '../../session/sessionStore.ts';
import { menuUserOf } from '../../session/sessionUser.ts';
import { useBadgeStore } from '../badges/badgeStore.ts';

export function useVisibleMenu(): readonly VisibleMenuItem[] {
  const { pathname } = useLocation();
  const user = useSessionStore((s) => s.user);
  const badges = useBadgeStore((s) => s.counts);
  return useMemo(() => menuForUser(definitions.menu, menuUserOf(user), { path: pathname, badges }), [pathname, user, badges]);
}
