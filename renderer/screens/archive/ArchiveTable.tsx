/**
 * The archive's table: the definition's list columns, their labels and formats (retention and
 * availability as coloured badges), sortable headers, and each row's action menu. On a phone
 * each record becomes a card of label and value pairs.
 */
import { Button, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowSortDownRegular, ArrowSortUpRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { LoadedResource } from '../../../engine/definitions/model.ts';
import type { RecordRow } from '../../data/dataProvider.ts';
import { fieldLabelKey } from '../../generic/fieldLabel.ts';
import { useNarrowScreen } from '../../generic/list/useNarrowScreen.ts';
import { useCan } from '../../generic/useCan.ts';
import { ArchiveCell } from './ArchiveCell.tsx';
import type { ArchiveIndex } from './useArchiveIndex.ts';
import { RecordMenu } from './RecordMenu.tsx';
import { useRecordActions } from './useRecordActions.ts';

const useStyles = makeStyles({
  wrap: { overflowX: 'auto', minWidth: 0 },
  // Sized by content: codes and dates on one line, the title given room; the card scrolls sideways.
  table: { minWidth: '1250px', tableLayout: 'auto' },
  nowrap: { whiteSpace: 'nowrap' },
  title: { minWidth: '200px' },
  name: { minWidth: '120px' },
  sort: { padding: 0, minWidth: 0, fontWeight: tokens.fontWeightSemibold, justifyContent: 'flex-start', textAlign: 'start', height: 'auto' },
  cards: { display: 'grid', gap: tokens.spacingVerticalS },
  card: { display: 'grid', gap: tokens.spacingVerticalXXS, padding: tokens.spacingVerticalS, borderRadius: tokens.borderRadiusMedium, border: `1px solid ${tokens.colorNeutralStroke2}` },
  cardHead: { display: 'flex', justifyContent: 'space-between', alignItems: 'start', gap: tokens.spacingHorizontalS },
  pair: { display: 'grid', gridTemplateColumns: '40% 1fr', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
  deleted: { color: tokens.colorNeutralForeground3, textDecorationLine: 'line-through' },
});

const oneLine = new Set(['number', 'documents_date', 'tanggal_pengarsipan', 'odner', 'baris', 'storage_spesific', 'retensi', 'destroyed_status']);
const named = new Set(['office', 'storage_detail', 'classification']);

const titleOf = (row: RecordRow) => String(row.title ?? row.number ?? row.id ?? '');

export function ArchiveTable({ resource, index, caption }: { resource: LoadedResource; index: ArchiveIndex; caption: string }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const narrow = useNarrowScreen();
  const can = useCan(resource);
  const actions = useRecordActions(resource, index.reload);
  const columns = resource.list?.columns ?? [];
  const [sortField, sortDirection] = index.query.list.sorter;

  if (narrow) {
    return (
      <div className={styles.cards} role="list" aria-label={caption}>
        {index.rows.map((row) => (
          <div key={String(row.id)} className={styles.card} role="listitem">
            <div className={styles.cardHead}>
              <Text weight="semibold">{titleOf(row)}</Text>
              <RecordMenu row={row} label={titleOf(row)} actions={actions} canEdit={can('update')} />
            </div>
            {columns
              .filter((c) => c.field !== 'title')
              .map((column) => (
                <div key={column.field} className={styles.pair}>
                  <Text size={200} className={styles.muted}>
                    {t(fieldLabelKey(resource, column.field, column.labelKey))}
                  </Text>
                  <Text size={200}>
                    <ArchiveCell resource={resource} field={column.field} value={row[column.field]} format={column.format} />
                  </Text>
                </div>
              ))}
          </div>
        ))}
      </div>
    );
  }

  return (
    <div className={styles.wrap}>
      <Table className={styles.table} size="small" aria-label={caption}>
        <TableHeader>
          <TableRow>
            {columns.map((column) => {
              const label = t(fieldLabelKey(resource, column.field, column.labelKey));
              const sorted = sortField === column.field;
              return (
                <TableHeaderCell key={column.field} aria-sort={sorted ? (sortDirection === 'asc' ? 'ascending' : 'descending') : undefined}>
                  {column.sortable ? (
                    <Button
                      className={styles.sort}
                      appearance="transparent"
                      icon={sorted ? sortDirection === 'asc' ? <ArrowSortUpRegular /> : <ArrowSortDownRegular /> : undefined}
                      iconPosition="after"
                      onClick={() => index.setSort(column.field, sorted && sortDirection === 'asc' ? 'desc' : 'asc')}
                    >
                      {label}
                    </Button>
                  ) : (
                    label
                  )}
                </TableHeaderCell>
              );
            })}
            <TableHeaderCell style={{ width: 56 }}>{t('common.action.actions')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {index.rows.map((row) => (
            <TableRow key={String(row.id)} className={row.deleted_at ? styles.deleted : undefined}>
              {columns.map((column) => (
                <TableCell key={column.field} className={column.field === 'title' ? styles.title : named.has(column.field) ? styles.name : oneLine.has(column.field) ? styles.nowrap : undefined}>
                  <ArchiveCell resource={resource} field={column.field} value={row[column.field]} format={column.format} />
                </TableCell>
              ))}
              <TableCell>
                <RecordMenu row={row} label={titleOf(row)} actions={actions} canEdit={can('update')} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
