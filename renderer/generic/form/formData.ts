/**
 * A stored record as the form edits it, and back. Nulls become absent (rjsf and the engine's
 * validator both treat absent as empty), related rows become their ids, write-only fields
 * (passwords) start empty, and fields the definition does not declare are left out.
 */
import type { LoadedResource } from '../../../engine/definitions/model.ts';
import type { RecordRow } from '../../data/dataProvider.ts';
import { relationIds } from '../../widgets/relationIds.ts';

export type FormValues = Record<string, unknown>;

export function toFormValues(resource: LoadedResource, record: RecordRow | undefined, preset: FormValues = {}): FormValues {
  const values: FormValues = { ...preset };
  if (!record) return values;
  const properties = resource.fields.properties;
  for (const [name, value] of Object.entries(record)) {
    const field = Object.hasOwn(properties, name) ? properties[name] : undefined;
    // Only declared fields: the record schema refuses any other (joined labels and the like).
    if (!field || value === null || value === undefined || field['x-writeOnly'] === true) continue;
    values[name] = field['x-relation'] ? relationIds(value) : value;
  }
  return values;
}

/** Values the user never filled are not sent, so the server keeps its defaults. */
export function toRecord(values: FormValues): FormValues {
  const record: FormValues = {};
  for (const [name, value] of Object.entries(values)) if (value !== undefined) record[name] = value;
  return record;
}
