/** The narrow layout of a list (phones): each row a card of label and value lines, its actions at the bottom. */
import { Card, Skeleton, SkeletonItem, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { actionsColumnId, type ListTableInstance } from './listTable.ts';

const useStyles = makeStyles({
  list: { display: 'grid', gap: tokens.spacingVerticalS, listStyleType: 'none', margin: 0, padding: 0 },
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
  if (loading && rows.length === 0) {
    return (
      <Skeleton aria-label={t('common.list.loadingRow')} className={styles.list}>
        {Array.from({ length: 3 }, (_, index) => (
          <SkeletonItem key={index} size={72} />
        ))}
      </Skeleton>
    );
  }
  return (
    <ul className={styles.list} aria-label={caption} aria-busy={loading}>
      {rows.map((row) => {
        const cells = row.getAllCells();
        const actions = cells.find((cell) => cell.column.id === actionsColumnId);
        return (
          <li key={row.id}>
            <Card size="small">
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
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
