/** A risk module resource's loaded definition (a screen page does not name one, so the route loader has not fetched it). */
import useSWR from 'swr';
import type { LoadedResource } from '../../../engine/definitions/model.ts';
import { definitions, loadResourceDefinitions } from '../../definitions.ts';

export function useDermaResource(id: string): LoadedResource | undefined {
  const loaded = useSWR(['definitions', id], () => loadResourceDefinitions(id).then(() => definitions.resources[id]), { revalidateOnFocus: false });
  return loaded.data ?? definitions.resources[id];
}
