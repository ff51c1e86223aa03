/**
 * Whether a field takes a detected type: its x-file.accept lists MIME types (`image/png`), type
 * families (`image/*`) or extensions (`.pdf`, matched against the detected type's extension, not
 * the name). Types that can run script in a browser are taken only when the field lists that exact
 * type: a family never lets them in. Legacy Office files are one container format (CFB); it is
 * taken when the field lists a legacy Office type.
 */
import type { DetectedType } from './detectFileType.ts';

const active = new Set([
  'image/svg+xml',
  'text/html',
  'application/xhtml+xml',
  'application/xml',
  'text/xml',
  'application/javascript',
  'text/javascript',
  'application/x-msdownload',
  'application/x-elf',
  'application/x-mach-binary',
  'application/x-sh',
  'application/wasm',
  'application/x-shockwave-flash',
]);

const legacyOffice = ['application/msword', 'application/vnd.ms-excel', 'application/vnd.ms-powerpoint'];

export function acceptsType(accept: readonly string[], type: DetectedType): boolean {
  const listed = accept.map((a) => a.trim().toLowerCase());
  if (listed.includes(type.mime)) return true;
  if (active.has(type.mime)) return false;
  if (type.mime === 'application/x-cfb' && listed.some((a) => legacyOffice.includes(a))) return true;
  return listed.some((a) => (a.startsWith('.') ? a.slice(1) === type.ext : a.endsWith('/*') ? type.mime.startsWith(a.slice(0, -1)) : false));
}
