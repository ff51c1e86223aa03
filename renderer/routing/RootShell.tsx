/**
 * The root route: what runs on every page whatever its layout: the token keeper, the profile
 * reload at start, the navigation progress and the badge counts.
 */
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { definitions } from '../definitions.ts';
import { loadUser } from '../session/authActions.ts';
import { onSessionLost, reportSessionLost } from '../session/sessionLost.ts';
import { useSessionStore } from '../session/sessionStore.ts';
import { useTokenKeeper } from '../session/useTokenKeeper.ts';
import { loadBadgeCounts } from '../shell/badges/badgeStore.ts';
import { useNavigationProgress } from '../shell/progress/useNavigationProgress.ts';
import { useClearErrorsOnNavigation } from '../shell/useClearErrorsOnNavigation.ts';

export function RootShell() {
  const navigate = useNavigate();
  const username = useSessionStore((s) => s.user?.username);
  const hasToken = useSessionStore((s) => !!s.token);

  useTokenKeeper();
  useNavigationProgress();
  useClearErrorsOnNavigation();

  useEffect(() => onSessionLost(() => void navigate(definitions.app.router.loginPath, { replace: true })), [navigate]);

  // Permissions change on the server; the stored profile is refreshed once per page load.
  useEffect(() => {
    if (!hasToken) return;
    loadUser().catch((error: { status?: number }) => {
      if (error?.status === 401) reportSessionLost();
    });
    // Only at start: later changes of the token come from refreshes, not new sessions.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const user = useSessionStore.getState().user;
    if (user?.username) void loadBadgeCounts(user);
  }, [username]);

  return <Outlet />;
}
