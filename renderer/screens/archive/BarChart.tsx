/**
 * A horizontal bar chart drawn with plain elements (no chart library is installed): one bar per
 * item, its length proportional to the largest, its number written beside it. It is a figure
 * with the items also readable as text, so a screen reader gets the same numbers.
 */
import { Text, makeStyles, tokens } from '@fluentui/react-components';

export interface Bar {
  readonly label: string;
  readonly value: number;
  readonly color?: string;
}

const useStyles = makeStyles({
  chart: { display: 'grid', gap: tokens.spacingVerticalXS, margin: 0 },
  row: { display: 'grid', gridTemplateColumns: 'minmax(90px, 30%) 1fr', alignItems: 'center', gap: tokens.spacingHorizontalS },
  label: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  track: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minWidth: 0 },
  bar: { height: '18px', borderRadius: tokens.borderRadiusSmall, minWidth: '2px' },
  caption: { fontWeight: tokens.fontWeightSemibold, marginBottom: tokens.spacingVerticalXS },
});

export function BarChart({ title, bars }: { title: string; bars: readonly Bar[] }) {
  const styles = useStyles();
  const max = Math.max(1, ...bars.map((b) => b.value));
  return (
    <figure className={styles.chart} aria-label={title}>
      <figcaption className={styles.caption}>{title}</figcaption>
      {bars.map((bar) => (
        <div key={bar.label} className={styles.row}>
          <Text size={200} className={styles.label} title={bar.label}>
            {bar.label}
          </Text>
          <div className={styles.track}>
            <div className={styles.bar} style={{ width: `${(bar.value / max) * 85}%`, backgroundColor: bar.color ?? tokens.colorBrandBackground }} />
            <Text size={200}>{bar.value.toLocaleString()}</Text>
          </div>
        </div>
      ))}
    </figure>
  );
}
