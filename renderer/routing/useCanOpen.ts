/**
 * Whether the signed-in user may open a path, by the same rules as the router's general
 * middleware: the page's access rule, and the admin-only rule where the page names it. Header
 * shortcuts use it so they never lead to a 404.
 */
import { isAdmin, canAccess } from '../../engine/permissions/evaluate.ts';
import { matchRoute } from '../../engine/routes/routeTable.ts';
import { useSessionStore } from '../session/sessionStore.ts';
import { routeTable } from './routeTable.ts';

export function useCanOpen(path: string | undefined): boolean {
  const user = useSessionStore((s) => s.user);
  if (!path || !user?.username) return false;
  const match = matchRoute(routeTable, path);
  if (match.kind !== 'page') return match.kind === 'redirect';
  if (match.page.middleware?.includes('adminOnly') && !isAdmin(user)) return false;
  return canAccess(match.page.access, user);
}
