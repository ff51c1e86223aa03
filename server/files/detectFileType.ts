/**
 * The type of an upload, decided from its first bytes: file-type's magic numbers for binary
 * formats; for what it does not know, text that looks like markup (HTML, SVG, XML) is named so,
 * other UTF-8 text is text/plain, and anything else is application/octet-stream. The file's name
 * and the client's Content-Type are never asked.
 */
import { fileTypeFromBuffer } from 'file-type';

export interface DetectedType {
  readonly mime: string;
  /** a short extension for the storage key (pdf, png, txt, bin) */
  readonly ext: string;
}

/** How many first bytes decide the type (Office files are zips whose telling entries come early). */
export const sniffBytes = 256 * 1024;

const markup = /^(?:\s|<!--[\s\S]*?-->)*<(?:!doctype\s+html|html|head|body|script|iframe|svg|\?xml|!doctype\s+svg)/i;
const scriptish = /<\s*(?:script|svg|iframe|html)\b/i;

/** Control characters that text does not hold (tab, line feed, form feed and carriage return it does). */
const isControl = (code: number) => (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d) || code === 0x7f;

function asText(head: Buffer): string | undefined {
  if (head.includes(0)) return undefined;
  const text = new TextDecoder('utf-8', { fatal: false }).decode(head);
  // Invalid sequences decode to U+FFFD; one at the end may be a character cut by the sample.
  const replaced = (text.match(/\uFFFD/g) ?? []).length;
  if (replaced > 1 || (replaced === 1 && !text.endsWith('\uFFFD'))) return undefined;
  for (let i = 0; i < text.length; i++) if (isControl(text.charCodeAt(i))) return undefined;
  return text.replace(/^\uFEFF/, '');
}

export async function detectFileType(head: Buffer): Promise<DetectedType> {
  let found: { mime: string; ext: string } | undefined;
  try {
    found = await fileTypeFromBuffer(head);
  } catch {
    // A sample cut in the middle of a container: not recognised.
    found = undefined;
  }
  if (found) return /xml/.test(found.mime) && /<svg\b/i.test(head.toString('utf8')) ? { mime: 'image/svg+xml', ext: 'svg' } : { mime: found.mime, ext: found.ext };
  const text = asText(head);
  if (text === undefined) return { mime: 'application/octet-stream', ext: 'bin' };
  if (/^\s*<svg\b|<svg\b[^>]*xmlns/i.test(text)) return { mime: 'image/svg+xml', ext: 'svg' };
  if (markup.test(text) || scriptish.test(text)) return { mime: 'text/html', ext: 'html' };
  return { mime: 'text/plain', ext: 'txt' };
}
