/**
 * The root route: what runs on every page whatever its layout: the token keeper, the profile
 * reload at start, the navigation progress, the badge counts and the real-time connection of a
 * signed-in user (loaded after sign-in). When the server says the user's permissions changed,
 * the profile is read again and the page re-checked, so the menu loses what was taken away and
 * a page no longer allowed shows the 403 page; when it closes the socket's session, the session is
 * checked: over, the user signs in again; renewed (a password change), the socket reconnects.
 */
import { useEffect, useRef } from 'react';
import { Outlet, useNavigate, useRevalidator } from 'react-router-dom';
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
  const currentRevalidator = useRevalidator();
  // The socket's listener lives across navigations; it calls the revalidator of the moment.
  const revalidator = useRef(currentRevalidator);
  revalidator.current = currentRevalidator;

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

  useEffect(() => {
    if (!username) return;
    let stop = () => undefined as void;
    let cancelled = false;
    void import('../realtime/socketClient.ts').then((realtime) => {
      if (cancelled) return;
      realtime.connectRealtime();
      const offPermissions = realtime.onPermissionsChanged(() => {
        void loadUser()
          .then(() => revalidator.current.revalidate())
          .catch(() => undefined);
      });
      // The socket's token no longer holds: after a password change this tab has a new one
      // (reconnect with it); if the session is over, reading the profile says so (401).
      const offSession = realtime.onSessionEnded(() => {
        loadUser()
          .then(() => realtime.reconnectRealtime())
          .catch((error: { status?: number }) => {
            if (error?.status === 401) reportSessionLost();
          });
      });
      stop = () => {
        offPermissions();
        offSession();
        // Signed out without the logout sequence (the session was lost): close the connection too.
        if (!useSessionStore.getState().user) void realtime.disconnectRealtime();
      };
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [username]);

  return <Outlet />;
}
