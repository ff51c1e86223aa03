/**
 * The one HTTP client of the renderer. `apiFetch` adds the bearer token, refreshes once on a 401
 * and retries, and returns the Response whatever its status. `apiJson` reads the JSON answer and
 * throws ApiError (with the engine's normalised messages) when the call failed.
 */
import { ApiError } from './apiError.ts';
import { errorMessages } from './errorMessages.ts';
import { useSessionStore } from './sessionStore.ts';
import { reportSessionLost } from './sessionLost.ts';
import { refreshToken } from './tokenRefresh.ts';
import { xhrFetch } from './xhrFetch.ts';

export { ApiError } from './apiError.ts';

export type ApiInit = RequestInit & { onUploadProgress?: (percent: number) => void };

function send(path: string, init: ApiInit): Promise<Response> {
  const { onUploadProgress, ...rest } = init;
  const headers = new Headers(rest.headers);
  const token = useSessionStore.getState().token;
  if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
  if (typeof rest.body === 'string' && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  const request: RequestInit = { credentials: 'include', ...rest, headers };
  return onUploadProgress ? xhrFetch(path, request, onUploadProgress) : fetch(path, request);
}

export async function apiFetch(path: string, init: ApiInit = {}): Promise<Response> {
  const hadToken = Boolean(useSessionStore.getState().token);
  const response = await send(path, init);
  if (response.status !== 401 || !hadToken || path.startsWith('/sso/api/auth/refresh')) return response;
  if (!(await refreshToken())) {
    reportSessionLost();
    return response;
  }
  return send(path, init);
}

export async function apiJson<T>(path: string, init: ApiInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await apiFetch(path, init);
  } catch {
    throw new ApiError(0, errorMessages(0, ''));
  }
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, errorMessages(response.status, text));
  if (text === '') return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError(response.status, errorMessages(response.status, text));
  }
}
