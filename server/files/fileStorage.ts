/**
 * Where uploaded files live: one interface, a local folder (<DATA_DIR>/files) by default, so an
 * object store can replace it when several instances share the work. Keys are generated here;
 * a caller's file name never becomes a path.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface StoredFile {
  readonly key: string;
  readonly size: number;
}

export interface FileStorage {
  save(stream: Readable, originalName: string): Promise<StoredFile>;
  open(key: string): Readable;
  /** the stored size, or undefined when nothing is stored under the key */
  sizeOf(key: string): Promise<number | undefined>;
  remove(key: string): Promise<void>;
}

const keyPattern = /^\d{4}\/\d{2}\/[0-9a-f-]{36}(\.[a-z0-9]{1,10})?$/;

export function localFileStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    if (!keyPattern.test(key)) throw new Error(`not a storage key: ${key}`);
    return join(root, key);
  };
  return {
    async save(stream, originalName) {
      const now = new Date();
      const extension = extname(originalName).toLowerCase();
      const key = `${now.getFullYear()}/${String(now.getMonth() + 1).padStart(2, '0')}/${randomUUID()}${/^\.[a-z0-9]{1,10}$/.test(extension) ? extension : ''}`;
      await mkdir(join(root, key, '..'), { recursive: true });
      let size = 0;
      stream.on('data', (chunk: Buffer) => (size += chunk.length));
      try {
        await pipeline(stream, createWriteStream(pathOf(key), { mode: 0o600 }));
      } catch (error) {
        await rm(pathOf(key), { force: true });
        throw error;
      }
      return { key, size };
    },
    open: (key) => createReadStream(pathOf(key)),
    sizeOf: (key) => stat(pathOf(key)).then((s) => (s.isFile() ? s.size : undefined), () => undefined),
    remove: (key) => rm(pathOf(key), { force: true }),
  };
}
