/**
 * The archive's editor view: the page's records as a grid whose plain cells (number, title,
 * row, binder, office code, document date) are inputs. Leaving a changed cell (Tab, Enter or a
 * click elsewhere) saves that one field through the record's update call; the row says
 * Saving…, then Saved, or the server's refusal as the spec's red notification.
 */
import { Input, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadedResource } from '../../../engine/definitions/model.ts';
import type { RecordRow } from '../../data/dataProvider.ts';
import { endpointPath, findAction } from '../../data/endpointPath.ts';
import { reportFailure } from '../../data/requestFailure.ts';
import { fieldLabelKey } from '../../generic/fieldLabel.ts';
import { apiJson } from '../../session/apiClient.ts';
import { ArchiveCell } from './ArchiveCell.tsx';
import type { ArchiveIndex } from './useArchiveIndex.ts';

const editable = ['number', 'title', 'documents_date', 'office_code', 'baris', 'odner'] as const;
const shown = ['number', 'title', 'documents_date', 'office_code', 'storage_detail', 'storage_spesific', 'baris', 'odner', 'retensi', 'destroyed_status'] as const;

const useStyles = makeStyles({
  wrap: { overflowX: 'auto', minWidth: 0 },
  // Sized by content: each column at least as wide as its cells ask; the card scrolls sideways
  // to the rest (no fixed 1300 px shared out, which gave short codes the room of names).
  table: { tableLayout: 'auto' },
  input: { width: '100%', minWidth: '72px' },
  // A native input is about 20 characters wide whatever it holds, and that width set its column's
  // least width: office code, row and binder took 184 px each (the 96 px asked was ignored). At
  // 100 % of its box it leaves the column's width to the cell.
  field: { width: '100%' },
  wide: { minWidth: '240px' },
  mid: { minWidth: '150px' },
  // Codes and numbers of a few characters: their inputs took the room the places needed. The
  // binder's number (ODN-09-05) is the longest of them.
  narrow: { width: '80px' },
  binder: { minWidth: '112px' },
  // The room and rack read whole on one line (they broke word by word: Ruang / Arsip / Lantai / 2).
  place: { whiteSpace: 'nowrap' },
  // inline-block with its least width: the empty cell was drawn 16 px wide and widened, moving
  // the whole grid, when Saving… appeared.
  state: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap', display: 'inline-block', minWidth: '64px' },
});

type RowState = 'saving' | 'saved' | undefined;

function inputType(field: string): 'date' | 'number' | 'text' {
  if (field === 'documents_date') return 'date';
  return field === 'baris' ? 'number' : 'text';
}

function EditCell({ row, field, label, onSave }: { row: RecordRow; field: string; label: string; onSave: (field: string, value: unknown) => void }) {
  const styles = useStyles();
  const stored = row[field] === null || row[field] === undefined ? '' : String(row[field]);
  const [text, setText] = useState(stored);
  const commit = () => {
    if (text === stored) return;
    const value = text.trim() === '' ? null : field === 'baris' ? Number(text) : text;
    onSave(field, value);
  };
  return (
    <Input
      className={styles.input}
      input={{ className: styles.field }}
      size="small"
      type={inputType(field)}
      aria-label={`${label}: ${String(row.title ?? row.id)}`}
      value={text}
      onChange={(_, data) => setText(data.value)}
      onBlur={commit}
      onKeyDown={(event) => event.key === 'Enter' && (event.target as HTMLInputElement).blur()}
    />
  );
}

export function SpreadsheetTable({ resource, index, caption }: { resource: LoadedResource; index: ArchiveIndex; caption: string }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [states, setStates] = useState<Record<string, RowState>>({});
  const cellClass: Partial<Record<string, string>> = {
    title: styles.wide,
    number: styles.mid,
    documents_date: styles.mid,
    office_code: styles.narrow,
    baris: styles.narrow,
    odner: styles.binder,
    storage_detail: styles.place,
    storage_spesific: styles.place,
  };
  const update = findAction(resource, 'update');
  const save = async (row: RecordRow, field: string, value: unknown) => {
    if (!update) return;
    const key = String(row.id);
    setStates((s) => ({ ...s, [key]: 'saving' }));
    try {
      await apiJson(endpointPath(update.endpoint, { id: row.id as number }), { method: update.endpoint.method, body: JSON.stringify({ [field]: value }) });
      setStates((s) => ({ ...s, [key]: 'saved' }));
      await index.reload();
    } catch (error) {
      setStates((s) => ({ ...s, [key]: undefined }));
      reportFailure(error);
    }
  };
  return (
    <div className={styles.wrap}>
      <Table className={styles.table} size="small" aria-label={caption}>
        <TableHeader>
          <TableRow>
            {shown.map((field) => (
              <TableHeaderCell key={field} className={cellClass[field]}>{t(fieldLabelKey(resource, field))}</TableHeaderCell>
            ))}
            <TableHeaderCell />
          </TableRow>
        </TableHeader>
        <TableBody>
          {index.rows.map((row) => (
            <TableRow key={`${String(row.id)}:${String(row.updated_at ?? '')}`}>
              {shown.map((field) => (
                <TableCell key={field} className={cellClass[field]}>
                  {(editable as readonly string[]).includes(field) && update ? (
                    <EditCell row={row} field={field} label={t(fieldLabelKey(resource, field))} onSave={(f, v) => void save(row, f, v)} />
                  ) : (
                    <ArchiveCell resource={resource} field={field} value={row[field]} format={resource.list?.columns.find((c) => c.field === field)?.format} />
                  )}
                </TableCell>
              ))}
              <TableCell>
                <Text size={200} className={styles.state} role="status">
                  {states[String(row.id)] === 'saving' ? t('archive.spreadsheet.saving') : states[String(row.id)] === 'saved' ? t('archive.spreadsheet.saved') : ''}
                </Text>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
