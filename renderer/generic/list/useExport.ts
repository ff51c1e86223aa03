/**
 * Excel export of the whole filtered result: the export action called with the list's own query,
 * the file saved under list.export.fileName. Any failure shows the declared failure text (the
 * spec: 'Data melebihi 15.000 baris'); so does a result already known to be over the limit.
 */
import { useState } from 'react';
import type { LoadedResource } from '../../../engine/definitions/model.ts';
import type { ListQuery } from '../../../engine/listQuery/listQuery.ts';
import { useDataProvider } from '../../data/DataProviderContext.tsx';
import { downloadBlob } from '../../data/downloadBlob.ts';
import { findAction } from '../../data/endpointPath.ts';
import { reportFailure } from '../../data/requestFailure.ts';

/** undefined: idle; null: running, size unknown; 0..100: running, percent received. */
export type ExportProgress = number | null | undefined;

export function useExport(resource: LoadedResource, query: ListQuery, total: number) {
  const provider = useDataProvider();
  const [progress, setProgress] = useState<ExportProgress>(undefined);
  const spec = resource.list?.export;
  const failure = spec?.failure ?? findAction(resource, 'export')?.failure;

  const run = async () => {
    if (!spec || progress !== undefined) return;
    if (spec.maxRows !== undefined && total > spec.maxRows) {
      reportFailure(undefined, failure);
      return;
    }
    setProgress(null);
    try {
      const blob = await provider.exportFile(resource, query, setProgress);
      downloadBlob(blob, spec.fileName);
    } catch (error) {
      reportFailure(error, failure);
    } finally {
      setProgress(undefined);
    }
  };

  return { available: spec !== undefined, running: progress !== undefined, progress, run };
}
