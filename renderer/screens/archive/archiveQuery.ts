/**
 * The archive table's query as the screens hold it, and its address at GET /sso/archive/pov/index:
 * the sidebar's node (active_*), the generic list query and the flags (export, trash). One
 * place builds it, so the table, its Excel file and the spreadsheet ask alike.
 */
import { encodeListQuery, type ListQuery } from '../../../engine/listQuery/listQuery.ts';

export interface ArchiveActive {
  readonly ruangan?: string;
  readonly rak?: string;
  readonly odner?: string;
  readonly classification?: string;
}

export interface ArchiveQuery {
  readonly list: ListQuery;
  readonly active: ArchiveActive;
  readonly trash: boolean;
}

export const povIndexPath = '/sso/archive/pov/index';

export function povIndexUrl(query: ArchiveQuery, exportFile = false): string {
  const parts = [encodeListQuery(query.list)];
  const { ruangan, rak, odner, classification } = query.active;
  if (ruangan) parts.push(`active_ruangan=${encodeURIComponent(ruangan)}`);
  if (rak) parts.push(`active_rak=${encodeURIComponent(rak)}`);
  if (odner) parts.push(`active_odner=${encodeURIComponent(odner)}`);
  if (classification) parts.push(`active_classification=${encodeURIComponent(classification)}`);
  if (query.trash) parts.push('trash=1');
  // The export flag rides on this one call only; the table's own loads never carry it.
  if (exportFile) parts.push('export=1');
  return `${povIndexPath}?${parts.filter(Boolean).join('&')}`;
}
