/**
 * The record a caller's GET answers: the one function the generic GET and every route that
 * serves something of a record (its files) ask, so what limits the GET limits them too.
 */
import type { Principal } from '../auth/principal.ts';
import type { ResourceDb, ResourceRow } from '../db/database.ts';
import { findRecord } from './readRecords.ts';
import type { StorageModel } from './storageModel.ts';

export async function getRecord(db: ResourceDb, model: StorageModel, id: number | string, _principal: Principal): Promise<ResourceRow | undefined> {
  return findRecord(db, model, id);
}
