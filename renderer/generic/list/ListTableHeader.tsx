/**
 * The header row of a list's table, flat or tree: each column's label, sortable where the
 * definition allows it (a click asks the server for that order), at the width the list declares.
 */
import { TableHeader, TableHeaderCell, TableRow, makeStyles, mergeClasses } from '@fluentui/react-components';
import { actionsColumnId, type ListTableInstance } from './listTable.ts';
import { useListTableStyles } from './useListTableStyles.ts';

const useStyles = makeStyles({
  sticky: { position: 'sticky', top: 0, zIndex: 1 },
});

interface ListTableHeaderProps {
  readonly table: ListTableInstance;
  readonly widths: Readonly<Record<string, number | undefined>>;
  /** the body draws only the rows in view: the header stays on top of its scroller and says it is row 1 */
  readonly virtual?: boolean;
}

export function ListTableHeader({ table, widths, virtual = false }: ListTableHeaderProps) {
  const styles = useListTableStyles();
  const own = useStyles();
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  return (
    <TableHeader className={mergeClasses(styles.header, virtual && own.sticky)}>
      <TableRow aria-rowindex={virtual ? 1 : undefined}>
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
              button={header.column.id === actionsColumnId ? { className: styles.actionsHeader } : undefined}
              style={widths[header.column.id] ? { width: widths[header.column.id] } : undefined}
            >
              <table.FlexRender header={header} />
            </TableHeaderCell>
          );
        })}
      </TableRow>
    </TableHeader>
  );
}
