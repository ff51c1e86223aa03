import useSWR from 'swr';
import type { LoadedResource } from '../../engine/definitions/model.ts';
import { recordKey } from './cacheKeys.ts';
import type { RecordId, RecordRow } from './dataProvider.ts';
import { useDataProvider } from './DataProviderContext.tsx';

/** One record by id (edit and detail screens); no id, no call. A failure is the screen's to show, in place. */
export function useRecord(resource: LoadedResource, id: RecordId | undefined) {
  const provider = useDataProvider();
  return useSWR<RecordRow>(id === undefined ? null : recordKey(resource.id, id), () => provider.getOne(resource, id as RecordId), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
