/**
 * The wide layout of a list: a Fluent table drawn from the TanStack table, scrolling sideways when
 * it must. A page of more than virtualRowThreshold rows scrolls inside its own box with the header
 * kept on top, and only the rows in view (plus a few either side) are in the DOM
 * (@tanstack/react-virtual): a 500-row page costs what a 30-row one does. Spacer rows stand for
 * the rows left out; aria-rowcount and aria-rowindex tell assistive technology where a row stands.
 */
import { Skeleton, SkeletonItem, Table, TableBody, TableCell, TableRow, makeStyles, mergeClasses } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ListTableInstance } from './listTable.ts';
import { ListTableHeader } from './ListTableHeader.tsx';
import { cellClassName, useListTableStyles } from './useListTableStyles.ts';
import { useRowVirtualizer } from './useRowVirtualizer.ts';

/** A medium Fluent row of one line; rows are measured once drawn, so a taller one only shifts the estimate. */
const estimatedRowHeight = 44;

const useStyles = makeStyles({
  // Tall enough for a screenful of rows, short enough to keep the pager in reach.
  virtualScroller: { overflowY: 'auto', maxHeight: 'max(320px, 70vh)' },
  spacer: { border: 'none' },
});

interface ListTableProps {
  readonly table: ListTableInstance;
  readonly loading: boolean;
  readonly widths: Readonly<Record<string, number | undefined>>;
  readonly caption: string;
}

export function ListTable({ table, loading, widths, caption }: ListTableProps) {
  const styles = useListTableStyles();
  const own = useStyles();
  const { t } = useTranslation();
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const rows = table.getRowModel().rows;
  const { virtual, scroller, virtualizer } = useRowVirtualizer(rows, estimatedRowHeight, 8);

  const renderRow = (index: number, measured: boolean) => {
    const row = rows[index];
    return (
      <TableRow
        key={row.id}
        data-index={index}
        ref={measured ? virtualizer.measureElement : undefined}
        aria-rowindex={virtual ? index + 2 : undefined}
      >
        {row.getAllCells().map((cell) => (
          <TableCell key={cell.id} className={cellClassName(styles, cell.column.id)}>
            <table.FlexRender cell={cell} />
          </TableCell>
        ))}
      </TableRow>
    );
  };

  const bodyRows = () => {
    if (!virtual) return rows.map((_, index) => renderRow(index, false));
    const items = virtualizer.getVirtualItems();
    const before = items.length ? items[0].start : 0;
    const after = items.length ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
    return (
      <>
        {before > 0 && <tr aria-hidden="true" className={own.spacer} style={{ height: before }} />}
        {items.map((item) => renderRow(item.index, true))}
        {after > 0 && <tr aria-hidden="true" className={own.spacer} style={{ height: after }} />}
      </>
    );
  };

  return (
    <div ref={scroller} className={mergeClasses(styles.scroller, virtual && own.virtualScroller)} data-virtual={virtual || undefined}>
      <Table className={styles.table} aria-label={caption} aria-busy={loading} aria-rowcount={virtual ? rows.length + 1 : undefined} size="medium">
        <ListTableHeader table={table} widths={widths} virtual={virtual} />
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
            : bodyRows()}
        </TableBody>
      </Table>
    </div>
  );
}
