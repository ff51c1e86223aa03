/**
 * Reads a download to a Blob, reporting progress when the server sends a Content-Length
 * (null while the size is unknown, so the bar stays indeterminate).
 */
export async function readBlob(response: Response, onProgress?: (percent: number | null) => void): Promise<Blob> {
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  const total = Number(response.headers.get('Content-Length') ?? 0);
  if (!response.body || !onProgress) return response.blob();
  onProgress(total > 0 ? 0 : null);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(total > 0 ? Math.min(100, Math.round((received / total) * 100)) : null);
  }
  onProgress(100);
  return new Blob(chunks as BlobPart[], { type });
}
