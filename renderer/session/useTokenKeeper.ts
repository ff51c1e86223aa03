/**
 * Keeps the access token fresh: refreshes a minute before it expires, and when the page opens
 * with an expired token. A refresh that fails with the token already dead ends the session on
 * this device (the server has revoked it or it timed out).
 */
import { useEffect } from 'react';
import { useSessionStore } from './sessionStore.ts';
import { reportSessionLost } from './sessionLost.ts';
import { refreshToken } from './tokenRefresh.ts';

const REFRESH_AHEAD_MS = 60_000;
const MIN_DELAY_MS = 1_000;

export function useTokenKeeper(): void {
  const token = useSessionStore((s) => s.token);
  const expiresAt = useSessionStore((s) => s.expiresAt);

  useEffect(() => {
    if (!token || !expiresAt) return;
    let timer = 0;
    const attempt = async () => {
      if (await refreshToken()) return; // the new expiresAt re-runs this effect
      const state = useSessionStore.getState();
      if (state.expiresAt === null) return;
      if (state.expiresAt <= Date.now()) {
        reportSessionLost();
      } else {
        timer = window.setTimeout(attempt, Math.max(MIN_DELAY_MS, state.expiresAt - Date.now()));
      }
    };
    timer = window.setTimeout(attempt, Math.max(MIN_DELAY_MS, expiresAt - Date.now() - REFRESH_AHEAD_MS));
    return () => window.clearTimeout(timer);
  }, [token, expiresAt]);
}
