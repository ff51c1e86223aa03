/**
 * The wide layout of a tree list (list.tree), as the WAI-ARIA treegrid pattern: the table is a
 * treegrid, each row says its level, its place among its siblings and, when it has children,
 * whether it is open (aria-expanded). The label column is indented by level and holds the
 * open/close button. Keyboard, with one row in the tab order (roving focus): Up and Down move
 * between rows, Home and End to the first and last, Right opens a closed row or goes to its first
 * child, Left closes an open row or goes to its parent; the buttons inside a row keep their own Tab
 * stops. A row shown only because a match stands below it is drawn in a muted colour.
 */
import { Table, TableBody, TableCell, TableRow, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { ListTableInstance } from './listTable.ts';
import { ListTableHeader } from './ListTableHeader.tsx';
import { cellClassName, useListTableStyles } from './useListTableStyles.ts';
import { useNarrowScreen } from './useNarrowScreen.ts';
import type { TreeList } from './useTreeList.ts';

const INDENT_PX = 24;

const useStyles = makeStyles({
  row: { ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' } },
  context: { color: tokens.colorNeutralForeground3 },
  // A code such as KP-GDA-R01 stays on one line (a phone scrolls the table sideways).
  label: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, whiteSpace: 'nowrap' },
  // Touch-sized (the shell's 44 px targets) without widening the row.
  toggle: {
    display: 'inline-grid',
    placeItems: 'center',
    flexShrink: 0,
    width: '32px',
    height: '32px',
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover },
  },
  spacer: { display: 'inline-block', width: '32px', flexShrink: 0 },
  // A phone scrolls the tree sideways (it has no cards): each column as wide as its words, up to
  // the cells' cap, rather than shared out over 640 px, which broke "Type detail (jenis detail)"
  // and "Ruang Arsip Lantai 1" word by word into rows four lines tall.
  narrow: { width: 'max-content', minWidth: '100%' },
});

interface TreeTableProps {
  readonly table: ListTableInstance;
  readonly tree: TreeList;
  readonly loading: boolean;
  readonly widths: Readonly<Record<string, number | undefined>>;
  readonly caption: string;
}

export function TreeTable({ table, tree, loading, widths, caption }: TreeTableProps) {
  const styles = useListTableStyles();
  const own = useStyles();
  const narrow = useNarrowScreen();
  const rows = table.getRowModel().rows;
  const [focusId, setFocusId] = useState<string | undefined>(undefined);
  const body = useRef<HTMLTableSectionElement>(null);
  const nodes = tree.rows;
  const current = nodes.find((node) => node.id === focusId) ?? nodes[0];

  const focusRow = (id: string | undefined) => {
    if (id === undefined) return;
    setFocusId(id);
    body.current?.querySelector<HTMLElement>(`tr[data-tree-id="${CSS.escape(id)}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, index: number) => {
    // Keys typed in a row's buttons or fields are theirs.
    if (event.target !== event.currentTarget) return;
    const node = nodes[index];
    const move: Record<string, () => void> = {
      ArrowDown: () => focusRow(nodes[index + 1]?.id),
      ArrowUp: () => focusRow(nodes[index - 1]?.id),
      Home: () => focusRow(nodes[0]?.id),
      End: () => focusRow(nodes[nodes.length - 1]?.id),
      ArrowRight: () => (node.hasChildren && !node.expanded ? tree.setExpanded(node.id, true) : node.expanded ? focusRow(nodes[index + 1]?.id) : undefined),
      ArrowLeft: () => (node.expanded ? tree.setExpanded(node.id, false) : focusRow(node.parentId)),
    };
    const action = move[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <div className={styles.scroller}>
      <Table role="treegrid" className={mergeClasses(styles.table, narrow && own.narrow)} aria-label={caption} aria-busy={loading} size="medium">
        <ListTableHeader table={table} widths={widths} />
        <TableBody ref={body}>
          {rows.map((row, index) => {
            const node = nodes[index];
            if (!node) return null;
            return (
              <TableRow
                key={node.id}
                data-tree-id={node.id}
                className={mergeClasses(own.row, node.context && own.context)}
                tabIndex={node === current ? 0 : -1}
                aria-level={node.level}
                aria-posinset={node.posInSet}
                aria-setsize={node.setSize}
                aria-expanded={node.hasChildren ? node.expanded : undefined}
                onKeyDown={(event) => onKeyDown(event, index)}
                onFocus={(event) => event.target === event.currentTarget && setFocusId(node.id)}
              >
                {row.getAllCells().map((cell) => (
                  <TableCell key={cell.id} role="gridcell" className={cellClassName(styles, cell.column.id)}>
                    {cell.column.id === tree.labelField ? (
                      <span className={own.label} style={{ paddingInlineStart: (node.level - 1) * INDENT_PX }}>
                        {node.hasChildren ? (
                          <button
                            type="button"
                            className={own.toggle}
                            tabIndex={-1}
                            aria-expanded={node.expanded}
                            aria-label={String(node.row[tree.labelField] ?? node.id)}
                            onClick={() => tree.setExpanded(node.id, !node.expanded)}
                          >
                            {node.expanded ? <ChevronDownRegular /> : <ChevronRightRegular />}
                          </button>
                        ) : (
                          <span className={own.spacer} />
                        )}
                        <table.FlexRender cell={cell} />
                      </span>
                    ) : (
                      <table.FlexRender cell={cell} />
                    )}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
