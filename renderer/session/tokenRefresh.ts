/**
 * Refreshes the access token through the httpOnly refresh cookie. Concurrent callers share one
 * request, because the server rotates the refresh token and a second use would revoke the family.
 */
import { useSessionStore } from './sessionStore.ts';

const REFRESH_PATH = '/sso/api/auth/refresh';
const DEFAULT_TOKEN_SECONDS = 3600;

let inFlight: Promise<boolean> | null = null;

async function doRefresh(): Promise<boolean> {
  try {
    const response = await fetch(REFRESH_PATH, { method: 'POST', credentials: 'include' });
    if (!response.ok) return false;
    const body = (await response.json()) as { data?: { access_token?: string; expires_in?: number } };
    const token = body.data?.access_token;
    if (!token) return false;
    useSessionStore.getState().setToken(token, body.data?.expires_in ?? DEFAULT_TOKEN_SECONDS);
    return true;
  } catch {
    return false;
  }
}

/** Resolves true when a fresh token is now in the store. */
export function refreshToken(): Promise<boolean> {
  inFlight ??= doRefresh().finally(() => {
    inFlight = null;
  });
  return inFlight;
}
