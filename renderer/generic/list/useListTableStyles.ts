/** The look the flat and the tree table of a list share: the box, the column widths, the header. */
import { makeStyles, tokens } from '@fluentui/react-components';
import { actionsColumnId } from './listTable.ts';

export const useListTableStyles = makeStyles({
  scroller: { overflowX: 'auto', width: '100%' },
  // Fluent's table is fixed-layout: equal columns whatever they hold, so a long word had to be
  // cut. Auto layout sizes each column to at least its longest word.
  table: { minWidth: '640px', tableLayout: 'auto' },
  header: { backgroundColor: tokens.colorNeutralBackground3, fontWeight: tokens.fontWeightSemibold },
  actions: { width: '120px', textAlign: 'right' },
  // The header's label sits in its button slot (a flex box): pushed right, over the row buttons.
  actionsHeader: { justifyContent: 'flex-end' },
  // Lines break between words. break-word, not anywhere, leaves a word's width in the column's
  // minimum; the max-width caps that minimum, so only a token longer than 20em (a URL, a hash)
  // is cut, and it is cut rather than widening its column.
  cell: { overflowWrap: 'break-word', maxWidth: '20em' },
});

/** The class of a body cell: the row actions keep to their narrow right-aligned column. */
export function cellClassName(styles: ReturnType<typeof useListTableStyles>, columnId: string): string {
  return columnId === actionsColumnId ? styles.actions : styles.cell;
}
