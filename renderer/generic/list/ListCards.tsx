/**
 * The narrow layout of a list (phones): each row a card of label and value lines, its actions at
 * the bottom. Past virtualRowThreshold cards, as the table does, the cards scroll inside their own
 * box and only those in view (and a few either side) are drawn, measured as they come, since a
 * card's height follows its values; spacer items stand for the rest.
 */
import { Skeleton, SkeletonItem, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { actionsColumnId, type ListTableInstance } from './listTable.ts';
import { useRowVirtualizer } from './useRowVirtualizer.ts';

/** About one card of five lines; each is measured once drawn. */
const estimatedCardHeight = 160;

const useStyles = makeStyles({
  list: { display: 'grid', gap: tokens.spacingVerticalS, listStyleType: 'none', margin: 0, padding: 0 },
  // Drawn cards sit one under the other with their gap as padding, so measured heights include it.
  virtualList: { display: 'block', listStyleType: 'none', margin: 0, padding: 0 },
  virtualItem: { paddingBottom: tokens.spacingVerticalS },
  scroller: { overflowY: 'auto', maxHeight: 'max(320px, 70vh)' },
  line: { display: 'grid', gridTemplateColumns: 'minmax(90px, 40%) 1fr', gap: tokens.spacingHorizontalS, alignItems: 'baseline' },
  label: { color: tokens.colorNeutralForeground3 },
  value: { overflowWrap: 'anywhere' },
  actions: {
    display: 'flex',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalS,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    paddingTop: tokens.spacingVerticalXS,
    // A row with nothing to do (a decided record offers no transition) draws no empty action bar.
    ':has(> span:empty)': { display: 'none' },
  },
});

export function ListCards({ table, loading, caption }: { table: ListTableInstance; loading: boolean; caption: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  const rows = table.getRowModel().rows;
  const { virtual, scroller, virtualizer } = useRowVirtualizer(rows, estimatedCardHeight, 4);
  if (loading && rows.length === 0) {
    return (
      <Skeleton aria-label={t('common.list.loadingRow')} className={styles.list}>
        {Array.from({ length: 3 }, (_, index) => (
          <SkeletonItem key={index} size={72} />
        ))}
      </Skeleton>
    );
  }
  const card = (index: number, measured: boolean) => {
    const row = rows[index];
    const cells = row.getAllCells();
    const actions = cells.find((cell) => cell.column.id === actionsColumnId);
    return (
      <li
        key={row.id}
        data-index={index}
        ref={measured ? virtualizer.measureElement : undefined}
        className={measured ? styles.virtualItem : undefined}
        aria-setsize={virtual ? rows.length : undefined}
        aria-posinset={virtual ? index + 1 : undefined}
      >
        <div className="pt-card pt-card-small">
          {cells
            .filter((cell) => cell !== actions)
            .map((cell) => (
              <div key={cell.id} className={styles.line}>
                <Text size={200} className={styles.label}>
                  {String(cell.column.columnDef.header ?? cell.column.id)}
                </Text>
                <Text className={styles.value}>
                  <table.FlexRender cell={cell} />
                </Text>
              </div>
            ))}
          {actions && (
            <div className={styles.actions}>
              <table.FlexRender cell={actions} />
            </div>
          )}
        </div>
      </li>
    );
  };

  if (!virtual) {
    return (
      <ul className={styles.list} aria-label={caption} aria-busy={loading}>
        {rows.map((_, index) => card(index, false))}
      </ul>
    );
  }
  const items = virtualizer.getVirtualItems();
  const before = items.length ? items[0].start : 0;
  const after = items.length ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
  return (
    <div ref={scroller} className={styles.scroller} data-virtual>
      <ul className={styles.virtualList} aria-label={caption} aria-busy={loading}>
        {before > 0 && <li aria-hidden="true" style={{ height: before }} />}
        {items.map((item) => card(item.index, true))}
        {after > 0 && <li aria-hidden="true" style={{ height: after }} />}
      </ul>
    </div>
  );
}
