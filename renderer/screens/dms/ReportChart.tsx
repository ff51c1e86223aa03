/**
 * A report's chart: Fluent's VerticalBarChart (@fluentui/react-charts), one bar per group with its
 * total, the groups on the axis, as wide as its card. The same figures are also a list of text
 * that a screen reader reads (the drawing is hidden from it). Loaded only with the report screens.
 */
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { VerticalBarChart } from '@fluentui/react-charts';

export interface ChartBar {
  readonly label: string;
  readonly value: number;
}

const useStyles = makeStyles({
  figure: { position: 'relative', margin: 0, display: 'grid', gap: tokens.spacingVerticalS, minWidth: 0 },
  caption: { fontWeight: tokens.fontWeightSemibold },
  figures: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap', margin: 0, padding: 0, listStyle: 'none' },
});

// The chart paints in SVG, where a CSS variable is not always honoured: the brand colour as a value.
const brand = '#0f6cbd';

export function ReportChart({ title, bars }: { readonly title: string; readonly bars: readonly ChartBar[] }) {
  const styles = useStyles();
  const data = bars.map((bar) => ({ x: bar.label, y: bar.value, legend: bar.label, color: brand }));
  return (
    <figure className={styles.figure} aria-label={title} data-testid="report-chart">
      <figcaption className={styles.caption}>{title}</figcaption>
      {bars.length > 0 && (
        <div aria-hidden="true">
          <VerticalBarChart data={data} height={260} hideLegend barWidth="auto" maxBarWidth={48} wrapXAxisLables yAxisTickCount={4} />
        </div>
      )}
      <ul className={styles.figures}>
        {bars.map((bar) => (
          <li key={bar.label}>
            <Text size={200}>
              {bar.label}: {bar.value.toLocaleString()}
            </Text>
          </li>
        ))}
      </ul>
    </figure>
  );
}
