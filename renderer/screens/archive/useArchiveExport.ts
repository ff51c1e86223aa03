/**
 * The archive's Excel export: the table's own query with export=1, the answer read with its
 * progress and saved as archive.xlsx. Over the limit (15,000) nothing is asked: the spec's
 * 'Data melebihi 15.000 baris' is shown instead, as is any failure. The export flag is set for
 * that one call and is empty again after every table load (modules.md section 4).
 */
import { useEffect, useState } from 'react';
import { downloadBlob } from '../../data/downloadBlob.ts';
import { readBlob } from '../../data/readBlob.ts';
import { reportFailure, requestFailure } from '../../data/requestFailure.ts';
import { apiFetch } from '../../session/apiClient.ts';
import { povIndexUrl } from './archiveQuery.ts';
import type { ArchiveIndex } from './useArchiveIndex.ts';

export const exportFailureText = 'Data melebihi 15.000 baris';

/** undefined: idle; null: running, size unknown; 0..100: percent received. */
export type ExportProgress = number | null | undefined;

export function useArchiveExport(index: ArchiveIndex, fileName = 'archive.xlsx') {
  const [flag, setFlag] = useState<'' | '1'>('');
  const [progress, setProgress] = useState<ExportProgress>(undefined);
  const tooLarge = index.total > index.exportLimit;

  // Every table load starts with the flag empty.
  useEffect(() => setFlag(''), [index.url]);

  const run = async () => {
    if (progress !== undefined) return;
    if (tooLarge) {
      reportFailure(undefined, exportFailureText);
      return;
    }
    setFlag('1');
    setProgress(null);
    try {
      let response: Response;
      try {
        response = await apiFetch(povIndexUrl(index.query, true));
      } catch {
        throw requestFailure(0, '');
      }
      if (!response.ok) throw requestFailure(response.status, await response.text());
      downloadBlob(await readBlob(response, setProgress), fileName);
    } catch (error) {
      reportFailure(error, exportFailureText);
    } finally {
      setProgress(undefined);
      setFlag('');
    }
  };

  return { flag, progress, running: progress !== undefined, tooLarge, run };
}
