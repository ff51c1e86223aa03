/**
 * A Content-Disposition header for a stored file's name (RFC 6266): an ASCII fallback in
 * `filename`, the real name in `filename*=UTF-8''...`. Quotes, backslashes, control characters
 * and path separators never reach the header.
 */
const rfc5987 = (value: string) => encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export function contentDisposition(kind: 'attachment' | 'inline', name: string): string {
  const clean =
    Array.from(name, (c) => (c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f || c === '/' || c === '\\' ? '_' : c))
      .join('')
      .trim() || 'file';
  const ascii = clean.replace(/[^\x20-\x7e]/g, '_').replace(/["%;]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${rfc5987(clean)}`;
}
