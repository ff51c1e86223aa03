/** The label key of a record field (x-label), or of a list column that names its own. */
import type { LoadedResource } from '../../engine/definitions/model.ts';
import type { Field } from '../../engine/generated/definitions.ts';

export function fieldOf(resource: LoadedResource, name: string): Field | undefined {
  return resource.fields.properties[name];
}

export function fieldLabelKey(resource: LoadedResource, name: string, labelKey?: string): string {
  return labelKey ?? fieldOf(resource, name)?.['x-label'] ?? name;
}
