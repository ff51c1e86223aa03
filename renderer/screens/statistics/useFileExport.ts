/**
 * A report's "Export": fetches the file the server builds for the same filters, saves it under
 * its name, and shows a failure as the red notification (or the screen's own message, such as
 * the spec's "too many rows" one). `exporting` is true while the file is on its way.
 */
import { useState } from 'react';
import { downloadBlob } from '../../data/downloadBlob.ts';
import { reportFailure, requestFailure } from '../../data/requestFailure.ts';
import { apiFetch } from '../../session/apiClient.ts';

export function useFileExport(): { readonly exporting: boolean; readonly run: (path: string, fileName: string, failureMessage?: string) => Promise<void> } {
  const [exporting, setExporting] = useState(false);
  const run = async (path: string, fileName: string, failureMessage?: string) => {
    setExporting(true);
    try {
      const response = await apiFetch(path);
      if (!response.ok) throw requestFailure(response.status, await response.text());
      downloadBlob(await response.blob(), fileName);
    } catch (failure) {
      reportFailure(failure, failureMessage);
    } finally {
      setExporting(false);
    }
  };
  return { exporting, run };
}
