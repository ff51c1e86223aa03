/** The wide layout of a list: a Fluent table drawn from the TanStack table, scrolling sideways when it must. */
import {
  Skeleton,
  SkeletonItem,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { actionsColumnId, type ListTableInstance } from './listTable.ts';

const useStyles = makeStyles({
  scroller: { overflowX: 'auto', width: '100%' },
  // Fluent's table is fixed-layout: equal columns whatever they hold, so a long word had to be
  // cut. Auto layout sizes each column to at least its longest word.
  table: { minWidth: '640px', tableLayout: 'auto' },
  header: { backgroundColor: tokens.colorNeutralBackground3, fontWeight: tokens.fontWeightSemibold },
  actions: { width: '120px', textAlign: 'right' },
  // Lines break between words. break-word, not anywhere, leaves a word's width in the column's
  // minimum; the max-width caps that minimum, so only a token longer than 20em (a URL, a hash)
  // is cut, and it is cut rather than widening its column.
  cell: { overflowWrap: 'break-word', maxWidth: '20em' },
});

interface ListTableProps {
  readonly table: ListTableInstance;
  readonly loading: boolean;
  readonly widths: Readonly<Record<string, number | undefined>>;
  readonly caption: string;
}

export function ListTable({ table, loading, widths, caption }: ListTableProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const rows = table.getRowModel().rows;
  return (
    <div className={styles.scroller}>
      <Table className={styles.table} aria-label={caption} aria-busy={loading} size="medium">
        <TableHeader className={styles.header}>
          <TableRow>
            {headers.map((header) => {
              const sorted = header.column.getIsSorted();
              const canSort = header.column.getCanSort();
              return (
                <TableHeaderCell
                  key={header.id}
                  sortable={canSort}
                  sortDirection={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  onClick={canSort ? header.column.getToggleSortingHandler() : undefined}
                  className={header.column.id === actionsColumnId ? styles.actions : undefined}
                  style={widths[header.column.id] ? { width: widths[header.column.id] } : undefined}
                >
                  <table.FlexRender header={header} />
                </TableHeaderCell>
              );
            })}
          </TableRow>
        </TableHeader>
        <TableBody>
          {loading && rows.length === 0
            ? Array.from({ length: 5 }, (_, index) => (
                <TableRow key={`skeleton-${index}`}>
                  {headers.map((header) => (
                    <TableCell key={header.id}>
                      <Skeleton aria-label={t('common.list.loadingRow')}>
                        <SkeletonItem />
                      </Skeleton>
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : rows.map((row) => (
                <TableRow key={row.id}>
                  {row.getAllCells().map((cell) => (
                    <TableCell key={cell.id} className={cell.column.id === actionsColumnId ? styles.actions : styles.cell}>
                      <table.FlexRender cell={cell} />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
        </TableBody>
      </Table>
    </div>
  );
}
