/**
 * A record as a multipart body, for actions whose endpoint declares encoding "multipart": plain
 * values as text, lists as name[i], objects as JSON, and each chosen file as field[i] (or field
 * when the field holds one file).
 */
export type FilesByField = Readonly<Record<string, readonly File[]>>;

function text(value: unknown): string {
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (value && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function multipartBody(record: Readonly<Record<string, unknown>>, files: FilesByField): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(record)) {
    if (value === undefined || value === null || Object.hasOwn(files, name)) continue;
    if (Array.isArray(value)) value.forEach((item, index) => body.append(`${name}[${index}]`, text(item)));
    else body.append(name, text(value));
  }
  for (const [name, list] of Object.entries(files)) {
    if (list.length === 1 && !Array.isArray(record[name])) body.append(name, list[0], list[0].name);
    else list.forEach((file, index) => body.append(`${name}[${index}]`, file, file.name));
  }
  return body;
}
