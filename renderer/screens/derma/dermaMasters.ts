/** The rating masters with their values (derma_dampak, derma_probabilitas, derma_level), read once and shared by the screens. */
import useSWR from 'swr';
import { apiJson } from '../../session/apiClient.ts';
import type { LevelRow } from './levelColors.ts';

export interface RatingRow {
  readonly id: number;
  readonly name: string;
  readonly nilai: number;
}

const activeRows = (path: string) => `${path}?paging[]=100&paging[]=1&sorter[]=id&sorter[]=asc&filter[status]=1`;

function useMaster<Row>(path: string): readonly Row[] | undefined {
  const answer = useSWR<{ data: Row[] }>(activeRows(path), (url: string) => apiJson(url), { revalidateOnFocus: false });
  return answer.data?.data;
}

export const useDampak = () => useMaster<RatingRow>('/sso/derma/master/dampak');
export const useProbabilitas = () => useMaster<RatingRow>('/sso/derma/master/probabilitas');
export const useLevels = () => useMaster<LevelRow>('/sso/derma/master/level');
