/**
 * The record a caller's GET answers: the one function the generic GET and every route that
 * serves something of a record (its files) ask, with the get action's row rule compiled for the
 * caller, so what limits the GET limits them too.
 */
import type { Expression, SqlBool } from 'kysely';
import type { ResourceDb, ResourceRow } from '../db/database.ts';
import { findRecord } from './readRecords.ts';
import type { StorageModel } from './storageModel.ts';

export async function getRecord(db: ResourceDb, model: StorageModel, id: number | string, rows: Expression<SqlBool> | undefined): Promise<ResourceRow | undefined> {
  return findRecord(db, model, id, rows);
}
