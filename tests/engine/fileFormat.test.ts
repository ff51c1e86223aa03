import { describe, expect, it } from 'vitest';
import { fileExtension, fileIconFor, formatFileSize, isImageFile } from '../../engine/files/fileFormat.ts';

describe('formatFileSize: 1024-based units, two decimals', () => {
  it.each([
    [0, '0 Bytes'],
    [1, '1 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1.00 KB'],
    [1536, '1.50 KB'],
    [1048576, '1.00 MB'],
    [5.5 * 1024 * 1024, '5.50 MB'],
    [1024 ** 3, '1.00 GB'],
    [1.25 * 1024 ** 4, '1.25 TB'],
    [2048 * 1024 ** 4, '2048.00 TB'],
  ])('%d bytes -> %s', (bytes, shown) => {
    expect(formatFileSize(bytes)).toBe(shown);
  });

  it('rounds up into the next unit rather than showing 1024.00', () => {
    expect(formatFileSize(1048575)).toBe('1.00 MB');
  });

  it('what is not a size shows as 0 Bytes', () => {
    expect(formatFileSize(-5)).toBe('0 Bytes');
    expect(formatFileSize(Number.NaN)).toBe('0 Bytes');
  });
});

describe('fileIconFor', () => {
  it.each([
    ['photo.png', 'image'],
    ['SCAN.JPG', 'image'],
    ['a.jpeg', 'image'],
    ['anim.Gif', 'image'],
    ['contract.pdf', 'pdf'],
    ['report.xls', 'spreadsheet'],
    ['report.XLSX', 'spreadsheet'],
    ['export.csv', 'spreadsheet'],
    ['memo.doc', 'word'],
    ['memo.docx', 'word'],
    ['notes.txt', 'word'],
    ['archive.zip', 'other'],
    ['README', 'other'],
    ['.gitignore', 'other'],
    ['image.webp', 'other'],
    ['/sso/support/files/12/Surat.PDF?download=1', 'pdf'],
  ])('%s -> %s', (name, icon) => {
    expect(fileIconFor(name)).toBe(icon);
  });

  it('reads the last extension only', () => {
    expect(fileExtension('backup.pdf.zip')).toBe('zip');
    expect(fileExtension('dir.v2/file')).toBe('');
  });
});

describe('isImageFile', () => {
  it('png, jpg, jpeg, gif in any case', () => {
    expect(['a.png', 'b.JPG', 'c.jpeg', 'd.GIF'].every(isImageFile)).toBe(true);
    expect(['a.pdf', 'b.svg', 'c', 'png'].some(isImageFile)).toBe(false);
  });
});
