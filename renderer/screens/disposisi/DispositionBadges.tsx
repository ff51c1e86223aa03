/**
 * A disposition's priority and status as the badges of their declared colours
 * (disposition.json x-options), read from the resource's definition once it is loaded.
 */
import useSWR from 'swr';
import { definitions, loadResourceDefinitions } from '../../definitions.ts';
import { CellValue } from '../../generic/CellValue.tsx';

export const DISPOSITION = 'disposition';

/** The disposition resource's definition, loaded with its module on first use. */
export function useDispositionResource() {
  const { data } = useSWR(['definitions', DISPOSITION], () => loadResourceDefinitions(DISPOSITION).then(() => definitions.resources[DISPOSITION]), { revalidateOnFocus: false });
  return data;
}

export function DispositionBadge({ field, value }: { field: 'priority' | 'status' | 'recipient_group'; value: unknown }) {
  const resource = useDispositionResource();
  const definition = resource?.fields.properties[field];
  if (!definition) return null;
  return <CellValue value={value} field={definition} format={field === 'recipient_group' ? 'option' : 'status'} />;
}
