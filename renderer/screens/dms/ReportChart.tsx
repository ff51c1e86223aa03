/**
 * A report's chart, drawn with plain elements (no chart library is installed: see
 * docs/decisions.md, Documents): one column per group, its height the group's total against the
 * largest, the number above it, the group's name under it. It is a figure whose bars are also
 * text, so a screen reader reads the same numbers. Wide reports scroll sideways on a phone.
 */
import { Text, makeStyles, tokens } from '@fluentui/react-components';

export interface ChartBar {
  readonly label: string;
  readonly value: number;
}

const useStyles = makeStyles({
  figure: { margin: 0, display: 'grid', gap: tokens.spacingVerticalS, minWidth: 0 },
  caption: { fontWeight: tokens.fontWeightSemibold },
  scroll: { overflowX: 'auto', paddingBottom: tokens.spacingVerticalXS },
  plot: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS, height: '220px', minWidth: 'min-content', borderBottom: `1px solid ${tokens.colorNeutralStroke1}` },
  column: { display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'flex-end', height: '100%', width: '56px', flexShrink: 0 },
  bar: { width: '32px', minHeight: '2px', backgroundColor: tokens.colorBrandBackground, borderRadius: `${tokens.borderRadiusSmall} ${tokens.borderRadiusSmall} 0 0` },
  labels: { display: 'flex', gap: tokens.spacingHorizontalS, minWidth: 'min-content' },
  label: { width: '56px', flexShrink: 0, textAlign: 'center', overflowWrap: 'anywhere', fontSize: tokens.fontSizeBase100, lineHeight: tokens.lineHeightBase100 },
});

export function ReportChart({ title, bars }: { readonly title: string; readonly bars: readonly ChartBar[] }) {
  const styles = useStyles();
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <figure className={styles.figure} aria-label={title} data-testid="report-chart">
      <figcaption className={styles.caption}>{title}</figcaption>
      <div className={styles.scroll}>
        <div className={styles.plot}>
          {bars.map((bar) => (
            <div key={bar.label} className={styles.column} title={`${bar.label}: ${bar.value}`}>
              <Text size={200}>{bar.value.toLocaleString()}</Text>
              <div className={styles.bar} style={{ height: `${(bar.value / max) * 85}%` }} />
            </div>
          ))}
        </div>
        <div className={styles.labels} aria-hidden>
          {bars.map((bar) => (
            <span key={bar.label} className={styles.label}>
              {bar.label}
            </span>
          ))}
        </div>
      </div>
    </figure>
  );
}
