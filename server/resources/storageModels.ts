/** The storage model of every resource that owns a table (storage 'none' has none). */
import type { LoadedDefinitions } from '../../engine/definitions/model.ts';
import { storageModel, type StorageModel } from './storageModel.ts';

export function storageModels(definitions: LoadedDefinitions): Map<string, StorageModel> {
  const models = new Map<string, StorageModel>();
  for (const resource of Object.values(definitions.resources)) {
    if (resource.storage === 'none') continue;
    models.set(resource.id, storageModel(resource, definitions));
  }
  return models;
}
