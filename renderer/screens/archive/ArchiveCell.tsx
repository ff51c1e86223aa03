/** One archive cell: a tree level's name from its master tree, anything else as the list formats it. */
import type { LoadedResource } from '../../../engine/definitions/model.ts';
import { useOptions } from '../../data/useOptions.ts';
import { CellValue } from '../../generic/CellValue.tsx';
import { fieldOf } from '../../generic/fieldLabel.ts';
import type { ValueFormat } from '../../generic/formatValue.ts';
import { findInTree, treeFields } from './archiveTrees.ts';

function TreeName({ value, field }: { value: unknown; field: string }) {
  const { options } = useOptions(treeFields[field].source);
  if (value === null || value === undefined) return null;
  return <>{findInTree(options, value)?.label ?? String(value)}</>;
}

export function ArchiveCell({ resource, field, value, format }: { resource: LoadedResource; field: string; value: unknown; format?: string }) {
  if (treeFields[field]) return <TreeName value={value} field={field} />;
  return <CellValue value={value} field={fieldOf(resource, field)} format={format as ValueFormat | undefined} />;
}
