/**
 * A multipart body of an action whose endpoint says `encoding: multipart`: text parts become the
 * record (typed by the field's schema, so the validator sees numbers as numbers), file parts are
 * checked (server/files/receiveUpload.ts), streamed into the file storage and become the storage
 * keys of their x-file field. The request's parts together stay within one limit.
 * `attachment[0]`, `attachment[]` and `attachment` all name the field `attachment` (or, when a
 * resource has a single file field, that field).
 */
import type { FastifyRequest } from 'fastify';
import type { Field } from '../../engine/generated/definitions.ts';
import type { FileStorage } from '../files/fileStorage.ts';
import { requestTooLarge, type RequestBudget } from '../files/limitedUpload.ts';
import { receiveUpload } from '../files/receiveUpload.ts';
import { ApiError } from '../http/errors.ts';
import type { StorageModel } from './storageModel.ts';

export interface Upload {
  readonly field: string;
  readonly key: string;
  readonly name: string;
  readonly mimeType: string;
  readonly size: number;
}

export interface MultipartRecord {
  readonly body: Record<string, unknown>;
  readonly uploads: Upload[];
  /** file fields that got uploads but no kept keys in the body: on update, the stored keys stay */
  readonly appendToStored: string[];
}

const baseName = (name: string) => name.replace(/(\[[^\]]*\])+$/, '');
const isListName = (name: string) => /\[[^\]]*\]$/.test(name);

function typeOf(field: Field | undefined): string | undefined {
  const type = field?.type;
  return Array.isArray(type) ? type.find((t) => t !== 'null') : type;
}

/** Text from a form, in the type the schema expects; anything unclear stays text for the validator to name. */
function typed(schema: Field | Record<string, unknown> | undefined, text: string): unknown {
  switch (typeOf(schema as Field)) {
    case 'integer':
    case 'number':
      return text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text;
    case 'boolean':
      return text === 'true' || text === '1' ? true : text === 'false' || text === '0' ? false : text;
    case 'object':
      try {
        return JSON.parse(text);
      } catch {
        return text;
      }
    default:
      return text;
  }
}

function fileField(model: StorageModel, name: string): string | undefined {
  const properties = model.resource.fields.properties;
  const fileFields = Object.keys(properties).filter((f) => properties[f]['x-file']);
  if (fileFields.includes(name)) return name;
  return fileFields.length === 1 ? fileFields[0] : undefined;
}

/** Files of a request, in total: the largest file a field takes, or 50 MB when that is more. */
export const minimumRequestLimit = 50 * 1024 * 1024;

function requestLimit(model: StorageModel): { limit: number; largestFile: number } {
  const sizes = Object.values(model.resource.fields.properties).map((f) => f['x-file']?.maxBytes ?? 0);
  const largestFile = Math.max(0, ...sizes);
  return { limit: Math.max(minimumRequestLimit, largestFile), largestFile };
}

export async function readMultipart(request: FastifyRequest, model: StorageModel, storage: FileStorage): Promise<MultipartRecord> {
  const properties = model.resource.fields.properties;
  const body: Record<string, unknown> = {};
  const uploads: Upload[] = [];
  // defineProperty: a part named __proto__ stays an own (unknown) field, never a prototype.
  const define = (name: string, value: unknown) => Object.defineProperty(body, name, { value, enumerable: true, writable: true, configurable: true });
  const add = (name: string, value: unknown, list: boolean) => {
    if (!list) return define(name, value);
    const current = Object.hasOwn(body, name) ? body[name] : [];
    define(name, [...(Array.isArray(current) ? current : [current]), value]);
  };
  const { limit, largestFile } = requestLimit(model);
  // A declared length over the limit is refused before a byte is read; a body without one is counted.
  if (Number(request.headers['content-length'] ?? 0) > limit + 1024 * 1024) throw requestTooLarge(limit);
  const budget: RequestBudget = { remaining: limit, limit };
  try {
    // The parser stops a file one byte past the largest field limit; each field's own limit is checked as it streams.
    for await (const part of request.parts({ limits: { fileSize: largestFile + 1 } })) {
      const name = baseName(part.fieldname);
      if (part.type === 'file') {
        const field = fileField(model, name);
        if (!field) {
          part.file.resume();
          throw new ApiError('validation', `Unknown file field: ${name}`, [`Unknown file field: ${name}`], { [name]: [`Unknown file field: ${name}`] });
        }
        const received = await receiveUpload(part.file, part.filename, field, properties[field], budget, storage);
        uploads.push({ field, key: received.key, name: part.filename.slice(0, 255), mimeType: received.mimeType, size: received.size });
        continue;
      }
      budget.remaining -= Buffer.byteLength(String(part.value));
      if (budget.remaining < 0) throw requestTooLarge(limit);
      const list = isListName(part.fieldname) || typeOf(properties[name]) === 'array';
      const schema = Object.hasOwn(properties, name) ? (list ? (properties[name].items as Record<string, unknown>) : properties[name]) : undefined;
      add(name, typed(schema, String(part.value)), list && Object.hasOwn(properties, name));
    }
  } catch (error) {
    await Promise.all(uploads.map((u) => storage.remove(u.key)));
    throw error;
  }
  // The storage keys stand in the record where the files were sent, after any keys the body keeps.
  const appendToStored: string[] = [];
  for (const field of new Set(uploads.map((u) => u.field))) {
    const keys = uploads.filter((u) => u.field === field).map((u) => u.key);
    const multiple = properties[field]['x-file']?.multiple === true || typeOf(properties[field]) === 'array';
    const kept = Object.hasOwn(body, field) ? body[field] : undefined;
    if (multiple && kept === undefined) appendToStored.push(field);
    define(field, multiple ? [...(Array.isArray(kept) ? kept : kept === undefined ? [] : [kept]), ...keys] : keys[keys.length - 1]);
  }
  return { body, uploads, appendToStored };
}
