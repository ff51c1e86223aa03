/**
 * A stored upload as a record's GET lists it (`files`: field -> its files, in the field's order),
 * and where it is downloaded: `/sso/<module>/files/{id}`, the spec's own path for the support
 * module (GET sso/support/files/{id}), the same shape for every other module.
 */
export interface StoredFile {
  readonly id: number;
  /** the name it was uploaded with */
  readonly name: string;
  readonly size: number;
  /** decided from the bytes at upload, never from the name */
  readonly mime_type: string;
  /** its page count, where the field has an x-file pagesField */
  readonly pages?: number;
  /** the download path */
  readonly url: string;
}

export type StoredFilesByField = Readonly<Record<string, readonly StoredFile[]>>;

/** `/sso/dms` of `/sso/dms/documents/{id}`: the module's part of a resource's get path. */
export function filesBaseOf(getPath: string): string {
  const segments = getPath.split('/').filter(Boolean);
  return `/${segments.slice(0, 2).join('/')}/files`;
}

export const fileDownloadPath = (getPath: string, fileId: number | string) => `${filesBaseOf(getPath)}/${encodeURIComponent(String(fileId))}`;
