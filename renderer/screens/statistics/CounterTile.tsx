/**
 * The quieter counters of a dashboard: a card headed by its group's name, holding tiles of a
 * number (in the brand colour) over its label, a skeleton in place of the number while it loads.
 */
import { Card, CardHeader, Skeleton, SkeletonItem, Text, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  tiles: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))' },
  tile: { display: 'grid', gap: tokens.spacingVerticalXXS, padding: tokens.spacingVerticalS, borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground2 },
  value: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1 },
  label: { color: tokens.colorNeutralForeground3 },
});

/** A group's card; `children` are its tiles, or what stands for them (a spinner). */
export function CounterGroup({ title, children, testId }: { readonly title: string; readonly children: ReactNode; readonly testId?: string }) {
  return (
    <Card data-testid={testId}>
      <CardHeader header={<Text weight="semibold">{title}</Text>} />
      {children}
    </Card>
  );
}

export function CounterTiles({ children }: { readonly children: ReactNode }) {
  return <div className={useStyles().tiles}>{children}</div>;
}

/** One tile; `counter` names it for tests (data-counter). */
export function CounterTile({ counter, value, label, loading = false }: { readonly counter: string; readonly value: string; readonly label: string; readonly loading?: boolean }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <div className={styles.tile} data-counter={counter}>
      {loading ? (
        <Skeleton aria-label={t('common.list.loading')}>
          <SkeletonItem size={32} />
        </Skeleton>
      ) : (
        <span className={styles.value}>{value}</span>
      )}
      <Text size={200} className={styles.label}>
        {label}
      </Text>
    </div>
  );
}
