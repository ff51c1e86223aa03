/**
 * Where a list cell or detail line finds the label of a value: who wrote the record (created_by,
 * updated_by hold a username) in the accounts' names, a field's declared options, or the records
 * of the resource it refers to. Shared by CellValue and the list prefetch, which asks for these
 * labels with the rows so a list never shows ids first.
 */
import type { Field } from '../../engine/generated/definitions.ts';
import type { OptionSource } from '../data/dataProvider.ts';

/** The accounts, referred to by username in created_by and updated_by (server/options/accountSources.ts). */
const accountNames: OptionSource = { source: 'accountNames' };

export const isAuthorField = (field: Field | undefined) => field?.['x-system'] === 'created_by' || field?.['x-system'] === 'updated_by';

export function cellOptionSource(field: Field | undefined): OptionSource | undefined {
  if (isAuthorField(field)) return accountNames;
  if (field?.['x-options']) return field['x-options'];
  // A tree's first level (classification, storage) is named from the tree's own source, at any depth.
  if (field?.['x-tree']) return { source: field['x-tree'].source };
  if (field?.['x-relation']) return { resource: field['x-relation'].resource, labelField: '' };
  return undefined;
}
