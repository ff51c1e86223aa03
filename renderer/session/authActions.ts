/**
 * Sign-in, profile loading and the logout sequence of shell.md section 4. Plain async functions
 * over the session store, so screens, the header and the tests call the same code.
 */
import { apiFetch, apiJson } from './apiClient.ts';
import { leaveChatRoom } from './chatPresence.ts';
import { useSessionStore } from './sessionStore.ts';
import { toSessionUser, type SessionUser } from './sessionUser.ts';

const ACCESS_TOKEN_SECONDS = 3600;
/** Risk-management (derma) selections stored by that module; cleared on logout. */
const RISK_SELECTION_PREFIX = 'derma';

interface LoginAnswer {
  data?: { access_token?: string; expires_in?: number };
}

export async function loadUser(): Promise<SessionUser> {
  const user = toSessionUser(await apiJson<unknown>('/sso/api/auth/user'));
  useSessionStore.getState().setUser(user);
  return user;
}

export async function login(username: string, password: string): Promise<SessionUser> {
  const answer = await apiJson<LoginAnswer>('/sso/api/auth/login', {
    method: 'POST',
    body: JSON.stringify({ username, password }),
  });
  const token = answer?.data?.access_token;
  if (!token) throw new Error('The sign-in answer carried no access token');
  useSessionStore.getState().setToken(token, answer.data?.expires_in ?? ACCESS_TOKEN_SECONDS);
  return loadUser();
}

function clearRiskSelections(): void {
  const keys: string[] = [];
  for (let i = 0; i < localStorage.length; i += 1) {
    const key = localStorage.key(i);
    if (key?.startsWith(RISK_SELECTION_PREFIX)) keys.push(key);
  }
  for (const key of keys) localStorage.removeItem(key);
}

/**
 * End the session, leave the chat room, clear the risk selections, clear the profile (the
 * avatar falls back to default.jpg), then go to the after-logout path. Each step runs even
 * when an earlier one fails: a dead server must not keep anyone signed in on this device.
 */
export async function logout(goTo: (path: string) => void, afterLogoutPath: string): Promise<void> {
  await apiFetch('/sso/api/auth/logout', { method: 'POST' }).catch(() => undefined);
  await leaveChatRoom().catch(() => undefined);
  clearRiskSelections();
  useSessionStore.getState().clear();
  goTo(afterLogoutPath);
}

/**
 * A new password ends the other sessions (the server moves the token version on) and answers a
 * fresh access token for this one, which replaces ours before the profile is reloaded.
 */
export async function changePassword(oldPassword: string, password: string): Promise<void> {
  const answer = await apiJson<LoginAnswer>('/sso/api/auth/change-password', {
    method: 'POST',
    body: JSON.stringify({ old_password: oldPassword, password, password_confirmation: password }),
  });
  const token = answer?.data?.access_token;
  if (token) useSessionStore.getState().setToken(token, answer.data?.expires_in ?? ACCESS_TOKEN_SECONDS);
  await loadUser();
}
