/**
 * One file part of a multipart body, checked and stored: its type decided from its bytes and
 * held against the field's x-file.accept, its size against x-file.maxBytes and the request's
 * total while it streams. A refused file is never written (a wrong type) or is removed as soon as
 * it passes its limit (too large); either way the caller gets a 4xx naming the field and the file.
 */
import type { Readable } from 'node:stream';
import type { Field } from '../../engine/generated/definitions.ts';
import { ApiError } from '../http/errors.ts';
import { detectFileType, sniffBytes } from './detectFileType.ts';
import type { FileStorage } from './fileStorage.ts';
import { splitUpload, type RequestBudget } from './limitedUpload.ts';
import { acceptsType } from './uploadPolicy.ts';

export interface ReceivedFile {
  readonly key: string;
  readonly size: number;
  readonly mimeType: string;
}

export function typeRefused(field: string, fileName: string, mime: string): ApiError {
  const message = `${fileName}: files of type ${mime} are not accepted in ${field}`;
  return new ApiError('validation', message, [message], { [field]: [message] });
}

export async function receiveUpload(
  source: Readable,
  fileName: string,
  field: string,
  definition: Field,
  budget: RequestBudget,
  storage: FileStorage,
): Promise<ReceivedFile> {
  // Resolve gives every x-file field its accept and maxBytes; an unresolved one takes nothing.
  const accept = definition['x-file']?.accept ?? [];
  const maxBytes = definition['x-file']?.maxBytes ?? 0;
  const upload = await splitUpload(source, sniffBytes, { field, fileName, maxBytes, budget });
  const type = await detectFileType(upload.head);
  if (!acceptsType(accept, type)) {
    await upload.discard();
    throw typeRefused(field, fileName, type.mime);
  }
  const stored = await storage.save(upload.body, `file.${type.ext}`);
  return { key: stored.key, size: stored.size, mimeType: type.mime };
}
