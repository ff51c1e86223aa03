/**
 * Names in place of ids, for the archive's Excel file: the classification and location entries,
 * offices and departments, and the fixed options' words. Read once per export (these masters
 * are small).
 */
import type { LoadedDefinitions } from '../../engine/definitions/model.ts';
import { resourceDb, type Database } from '../db/database.ts';
import { labelOf } from '../resources/labels.ts';
import type { StorageModel } from '../resources/storageModel.ts';

const masterOf: Record<string, string> = {
  classification: 'archive_classification',
  classification_detail: 'archive_classification',
  classification_spesific: 'archive_classification',
  storage: 'archive_location',
  storage_detail: 'archive_location',
  storage_spesific: 'archive_location',
  office: 'office',
  origin_department: 'department',
};

export type CellLabeller = (field: string, value: unknown) => unknown;

export async function cellLabeller(db: Database, definitions: LoadedDefinitions, models: ReadonlyMap<string, StorageModel>, records: StorageModel): Promise<CellLabeller> {
  const names = new Map<string, Map<unknown, string>>();
  for (const resource of new Set(Object.values(masterOf))) {
    const model = models.get(resource);
    if (!model?.columnOf('name')) continue;
    const rows = await resourceDb(db).selectFrom(model.table).select(['id', 'name']).execute();
    names.set(resource, new Map(rows.map((row) => [row.id, String(row.name)])));
  }
  return (field, value) => {
    if (value === null || value === undefined) return value;
    const master = masterOf[field];
    if (master) return names.get(master)?.get(value) ?? value;
    const options = records.resource.fields.properties[field]?.['x-options'];
    const option = options && 'values' in options ? options.values.find((o) => o.value === value) : undefined;
    if (option) return labelOf(definitions, option.label);
    if (typeof value === 'boolean') return labelOf(definitions, value ? 'common.yesNo.yes' : 'common.yesNo.no');
    return value;
  };
}
