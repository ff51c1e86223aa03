/** File sizes and file-type icons as lists and attachment panels show them (modules.md section 9). */

const units = ['Bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * 1024-based, two decimals: 1536 -> '1.50 KB'. Whole bytes have no decimals ('512 Bytes'):
 * a byte count is never fractional. Anything that is not a size (negative, NaN) shows as '0 Bytes'.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  let unit = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), units.length - 1);
  if (unit === 0) return `${Math.round(bytes)} Bytes`;
  let value = (bytes / 1024 ** unit).toFixed(2);
  // 1048575 bytes rounds to 1024.00 KB; that is 1.00 MB.
  if (value === '1024.00' && unit < units.length - 1) {
    unit += 1;
    value = (bytes / 1024 ** unit).toFixed(2);
  }
  return `${value} ${units[unit]}`;
}

export type FileIcon = 'image' | 'pdf' | 'spreadsheet' | 'word' | 'other';

const iconByExtension: Readonly<Record<string, FileIcon>> = {
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  pdf: 'pdf',
  xls: 'spreadsheet',
  xlsx: 'spreadsheet',
  csv: 'spreadsheet',
  doc: 'word',
  docx: 'word',
  txt: 'word',
};

/** The extension, lower case, of a file name or URL ('Report.PDF?v=2' -> 'pdf'); '' when there is none. */
export function fileExtension(fileName: string): string {
  const path = fileName.split(/[?#]/)[0];
  const base = path.slice(path.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}

export function fileIconFor(fileName: string): FileIcon {
  const extension = fileExtension(fileName);
  return Object.hasOwn(iconByExtension, extension) ? iconByExtension[extension] : 'other';
}

/** png, jpg, jpeg, gif, in any case. */
export function isImageFile(fileName: string): boolean {
  return fileIconFor(fileName) === 'image';
}
