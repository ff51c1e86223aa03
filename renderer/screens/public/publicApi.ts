/** The public pages' calls (server/public/publicRoutes.ts): a 404 is an answer ("no such code"), anything else a failure. */
import { ApiError, apiJson } from '../../session/apiClient.ts';

export type Lookup<T> = { readonly found: true; readonly data: T } | { readonly found: false; readonly messages: readonly string[] };

export async function lookup<T>(path: string): Promise<Lookup<T>> {
  try {
    const body = await apiJson<{ data: T }>(path);
    return { found: true, data: body.data };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { found: false, messages: error.messages };
    throw error;
  }
}
