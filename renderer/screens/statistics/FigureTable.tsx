/**
 * The table of a statistic or report: one row per group, its figures aligned right under
 * right-aligned headers, and a totals row where the screen has one. It is a WideTable: wider than
 * its card, it scrolls sideways, and the keyboard reaches it, so a phone shows every column.
 * Each cell names its column (data-column), so a test reads one figure of one row.
 */
import { TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type ReactNode } from 'react';
import { WideTable } from '../../generic/WideTable.tsx';
import { useElementWidth } from './useElementWidth.ts';

export interface FigureColumn<Row> {
  readonly key: string;
  readonly header: ReactNode;
  /** a figure (aligned right), rather than the name of its group */
  readonly numeric?: boolean;
  readonly cell: (row: Row, index: number) => ReactNode;
  /** the totals row's cell: the first column's is the row's label; none leaves it empty */
  readonly total?: ReactNode;
}

export interface FigureTableProps<Row> {
  /** the table's accessible name, and its scrolling region's */
  readonly label: string;
  readonly columns: readonly FigureColumn<Row>[];
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row, index: number) => string | number;
  /** draws the totals row from the columns' `total` */
  readonly totals?: boolean;
  /** the one row shown when there is no other */
  readonly empty?: string;
  /**
   * the width, in CSS pixels, below which the table scrolls instead of crushing its columns into
   * each other; by default 96 a column (a header of two words and its figures), so a phone scrolls
   * a report of seven columns instead of drawing their headers over one another
   */
  readonly minWidth?: number;
  /** columns as wide as their words, headers wrapping (a report of many figures), instead of shared out equally */
  readonly fitColumns?: boolean;
  readonly testId?: string;
  readonly rowTestId?: string;
  readonly totalsTestId?: string;
}

const minColumnWidth = 96;
/**
 * A group's name ("Satuan Pengawas Internal", "Kantor Cabang Surabaya") gets at least this room,
 * or its equal share where that is wider: shared out like the figures, on a phone or beside many
 * figures, the names broke word by word into rows three lines tall.
 */
const nameColumnWidth = 190;

const useStyles = makeStyles({
  box: { minWidth: 0 },
  fit: { tableLayout: 'auto' },
  fitHeader: { whiteSpace: 'normal', verticalAlign: 'bottom' },
  number: { textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  // The header's content sits in its button slot (a flex box): aligned there, over its figures.
  numberHeader: { justifyContent: 'flex-end', textAlign: 'right' },
  total: { fontWeight: tokens.fontWeightSemibold },
});

export function FigureTable<Row>({ label, columns, rows, rowKey, totals = false, empty, minWidth, fitColumns = false, testId, rowTestId, totalsTestId }: FigureTableProps<Row>) {
  const styles = useStyles();
  const cellClass = (column: FigureColumn<Row>) => (column.numeric ? styles.number : undefined);
  const names = columns.filter((column) => !column.numeric).length;
  const tableMinWidth = minWidth ?? (columns.length - names) * minColumnWidth + names * nameColumnWidth;
  // The layout is fixed, where a cell's max() width is not honoured: the names' column is given in
  // pixels, from the width the table is drawn at.
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const share = Math.max(useElementWidth(box), tableMinWidth) / columns.length;
  const headerWidth = (column: FigureColumn<Row>) => (fitColumns || column.numeric ? undefined : { width: `${Math.round(Math.max(nameColumnWidth, share))}px` });
  return (
    <div ref={setBox} className={styles.box}>
      <WideTable caption={label} minWidth={tableMinWidth} scrollable className={fitColumns ? styles.fit : undefined} testId={testId}>
        <TableHeader>
          <TableRow>
            {columns.map((column) => (
              <TableHeaderCell key={column.key} className={fitColumns ? styles.fitHeader : undefined} style={headerWidth(column)} button={column.numeric ? { className: styles.numberHeader } : undefined}>
                {column.header}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.length === 0 && empty !== undefined && (
            <TableRow>
              <TableCell colSpan={columns.length}>{empty}</TableCell>
            </TableRow>
          )}
          {rows.map((row, index) => (
            <TableRow key={rowKey(row, index)} data-testid={rowTestId}>
              {columns.map((column) => (
                <TableCell key={column.key} className={cellClass(column)} data-column={column.key}>
                  {column.cell(row, index)}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {totals && (
            <TableRow className={styles.total} data-testid={totalsTestId}>
              {columns.map((column) => (
                <TableCell key={column.key} className={cellClass(column)} data-column={column.key}>
                  {column.total}
                </TableCell>
              ))}
            </TableRow>
          )}
        </TableBody>
      </WideTable>
    </div>
  );
}
