/** The HR module's resource definitions, for a screen page (which loads no resource by itself). */
import useSWR from 'swr';
import type { LoadedResource } from '../../../engine/definitions/model.ts';
import { definitions, loadResourceDefinitions } from '../../definitions.ts';

export function useResources(ids: readonly string[]): { resources?: Record<string, LoadedResource>; isLoading: boolean } {
  const loaded = useSWR(['definitions', ...ids], () => Promise.all(ids.map(loadResourceDefinitions)).then(() => Object.fromEntries(ids.map((id) => [id, definitions.resources[id]]))), {
    revalidateOnFocus: false,
  });
  const resources = loaded.data && ids.every((id) => loaded.data?.[id]) ? (loaded.data as Record<string, LoadedResource>) : undefined;
  return { resources, isLoading: loaded.isLoading };
}
