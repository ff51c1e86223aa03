/**
 * A support file by its storage key (GET /sso/support/attachment/{key}), with the caller's token:
 * the list of a task's documents holds keys only, the answer names the file as it was uploaded.
 */
import { downloadBlob } from '../../data/downloadBlob.ts';
import { reportFailure, requestFailure } from '../../data/requestFailure.ts';
import { apiFetch } from '../../session/apiClient.ts';

const attachmentPath = (key: string) => `/sso/support/attachment/${encodeURIComponent(key)}`;

/** The file name of a Content-Disposition header (RFC 6266: filename* first). */
function fileNameOf(header: string | null, fallback: string): string {
  const extended = header?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (extended) return decodeURIComponent(extended);
  return header?.match(/filename="([^"]+)"/i)?.[1] ?? fallback;
}

export async function downloadSupportFile(key: string): Promise<void> {
  try {
    const response = await apiFetch(attachmentPath(key), { method: 'GET' });
    if (!response.ok) throw requestFailure(response.status, await response.text());
    downloadBlob(await response.blob(), fileNameOf(response.headers.get('Content-Disposition'), key.split('/').at(-1) ?? key));
  } catch (error) {
    reportFailure(error);
  }
}

/** The dispositions' print sheet in a tab of its own; fetched with the token a plain link would not carry. */
export async function openPrintSheet(path: string): Promise<void> {
  // Opened before the fetch: a window opened after an await is taken for a pop-up and blocked.
  const tab = window.open('', '_blank');
  try {
    const response = await apiFetch(path, { method: 'GET' });
    if (!response.ok) throw requestFailure(response.status, await response.text());
    const url = URL.createObjectURL(new Blob([await response.text()], { type: 'text/html' }));
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    reportFailure(error);
  }
}
