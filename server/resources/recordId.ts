/** The {id} of a route, checked before it reaches SQL. */
import { badRequest } from '../http/errors.ts';
import type { StorageModel } from './storageModel.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseRecordId(model: StorageModel, raw: string): number | string {
  if (model.idKind === 'uuid') {
    if (uuidPattern.test(raw)) return raw.toLowerCase();
  } else if (/^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647) {
    return Number(raw);
  }
  throw badRequest(`Invalid id: ${raw.slice(0, 40)}`);
}
