/**
 * An upload read within its limits while it streams: the first bytes are taken apart to decide
 * the type, then the whole file is passed on, counted against the field's limit per file and the
 * request's limit in total. Past a limit the stream fails with a 413 naming the field and the
 * file, so at most the limit is ever read, and the storage removes what it had begun to write.
 */
import { Readable } from 'node:stream';
import { ApiError } from '../http/errors.ts';

export interface RequestBudget {
  /** bytes of files the rest of the request may still carry */
  remaining: number;
  readonly limit: number;
}

export interface UploadLimits {
  readonly field: string;
  readonly fileName: string;
  readonly maxBytes: number;
  readonly budget: RequestBudget;
}

export const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

export function fileTooLarge(limits: UploadLimits): ApiError {
  const message = `${limits.fileName}: the file is larger than ${megabytes(limits.maxBytes)}, the limit of ${limits.field}`;
  return new ApiError('payload_too_large', message, [message], { [limits.field]: [message] });
}

export function requestTooLarge(limit: number): ApiError {
  return new ApiError('payload_too_large', `The upload is larger than ${megabytes(limit)} in total`);
}

export interface SplitUpload {
  readonly head: Buffer;
  /** the whole file again, head first, counted against the limits */
  readonly body: Readable;
  /** reads a refused file's rest to its end, keeping nothing, so the request's next parts can be read */
  discard(): Promise<void>;
}

export async function splitUpload(source: Readable, headBytes: number, limits: UploadLimits): Promise<SplitUpload> {
  const chunks = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let size = 0;
  const count = (chunk: Buffer) => {
    size += chunk.length;
    limits.budget.remaining -= chunk.length;
    if (size > limits.maxBytes) throw fileTooLarge(limits);
    if (limits.budget.remaining < 0) throw requestTooLarge(limits.budget.limit);
    return chunk;
  };
  const head: Buffer[] = [];
  let headSize = 0;
  let done = false;
  while (headSize < headBytes) {
    const next = await chunks.next();
    if (next.done) {
      done = true;
      break;
    }
    head.push(count(next.value));
    headSize += next.value.length;
  }
  const first = Buffer.concat(head);
  async function* whole(): AsyncGenerator<Buffer> {
    if (first.length) yield first;
    if (done) return;
    for (;;) {
      const next = await chunks.next();
      if (next.done) return;
      yield count(next.value);
    }
  }
  const discard = async () => {
    if (done) return;
    while (!(await chunks.next()).done);
  };
  return { head: first.subarray(0, headBytes), body: Readable.from(whole(), { objectMode: false }), discard };
}
