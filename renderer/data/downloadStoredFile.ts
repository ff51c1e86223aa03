/** Downloads a stored file with the caller's session (a plain link would carry no token), under the name it was uploaded with. */
import type { StoredFile } from '../../engine/wire/storedFile.ts';
import { apiFetch } from '../session/apiClient.ts';
import { downloadBlob } from './downloadBlob.ts';
import { requestFailure } from './requestFailure.ts';

export async function downloadStoredFile(file: StoredFile): Promise<void> {
  let response: Response;
  try {
    response = await apiFetch(file.url, { method: 'GET' });
  } catch {
    throw requestFailure(0, '');
  }
  if (!response.ok) throw requestFailure(response.status, await response.text());
  downloadBlob(await response.blob(), file.name);
}
