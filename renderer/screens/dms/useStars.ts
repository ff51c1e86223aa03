/**
 * The caller's stars (GET /sso/dms/star/ids), shared by every list and detail on the page, and
 * the toggle (PUT or DELETE /sso/dms/documents/{id}/star), shown at once and confirmed by the
 * server's answer; a refused toggle goes back and says why.
 */
import { useCallback, useMemo } from 'react';
import useSWR, { mutate as mutateKey } from 'swr';
import { reportFailure } from '../../data/requestFailure.ts';
import { apiJson } from '../../session/apiClient.ts';

export const starIdsKey = '/sso/dms/star/ids';

export function useStars() {
  const stars = useSWR<{ data: number[] }>(starIdsKey, (url: string) => apiJson(url), { revalidateOnFocus: false });
  const ids = useMemo(() => new Set(stars.data?.data ?? []), [stars.data]);
  const isStarred = useCallback((id: number) => ids.has(id), [ids]);
  const toggle = useCallback(async (documentId: number, starred: boolean) => {
    const change = (list: number[]) => (starred ? [documentId, ...list.filter((id) => id !== documentId)] : list.filter((id) => id !== documentId));
    await mutateKey(starIdsKey, (current?: { data: number[] }) => ({ data: change(current?.data ?? []) }), { revalidate: false });
    try {
      await apiJson(`/sso/dms/documents/${documentId}/star`, { method: starred ? 'PUT' : 'DELETE' });
    } catch (error) {
      reportFailure(error);
    }
    // The starred box and the star list follow the server.
    await mutateKey((key) => key === starIdsKey || (typeof key === 'string' && key.startsWith('/sso/dms/box/starred')));
  }, []);
  return { isStarred, toggle, ready: stars.data !== undefined };
}
