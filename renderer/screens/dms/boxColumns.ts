/** The columns of each document box (GET /sso/dms/box/{box}): the answer's field and its label key. */
export type BoxName = 'internal' | 'received' | 'starred';

export interface BoxColumn {
  readonly field: string;
  readonly labelKey: string;
  readonly format?: 'date' | 'datetime' | 'type' | 'disposition' | 'number';
}

const date: BoxColumn = { field: 'documents_date', labelKey: 'dms.document.field.documents_date', format: 'date' };
const type: BoxColumn = { field: 'type', labelKey: 'dms.document.field.type', format: 'type' };
const classification: BoxColumn = { field: 'classification_name', labelKey: 'dms.document.field.classification' };
const filedBy: BoxColumn = { field: 'created_by_name', labelKey: 'dms.box.column.filedBy' };

export const boxColumns: Readonly<Record<BoxName, readonly BoxColumn[]>> = {
  internal: [date, type, classification, filedBy, { field: 'attachment_count', labelKey: 'dms.box.column.attachments', format: 'number' }],
  received: [
    { field: 'disposed_at', labelKey: 'dms.box.column.disposedAt', format: 'datetime' },
    { field: 'sender', labelKey: 'dms.document.field.sender' },
    { field: 'disposed_by_name', labelKey: 'dms.box.column.disposedBy' },
    { field: 'disposition_notes', labelKey: 'dms.box.column.instruction' },
    { field: 'disposition_status', labelKey: 'dms.box.column.dispositionStatus', format: 'disposition' },
  ],
  starred: [date, type, classification, filedBy],
};

export function boxOf(path: string): BoxName {
  const box = path.split('/')[3];
  return box === 'received' || box === 'starred' ? box : 'internal';
}
