/**
 * A bar chart of figures: Fluent's VerticalBarChart, one bar per item, labelled on the axis, as
 * wide as its container. The rows are also
 * plain text (label and number), so a screen reader reads the same figures. Only the screens
 * that draw charts (lazy route chunks) load the chart code.
 */
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { VerticalBarChart } from '@fluentui/react-charts';
import { useState } from 'react';
import { useElementWidth } from './useElementWidth.ts';
import { useHungLabels } from './useHungLabels.ts';

export interface Bar {
  readonly label: string;
  readonly value: number;
  readonly color?: string;
}

const useStyles = makeStyles({
  chart: { position: 'relative', display: 'grid', gap: tokens.spacingVerticalXS, margin: 0, minWidth: 0 },
  scroller: { overflowX: 'auto', minWidth: 0 },
  caption: { fontWeight: tokens.fontWeightSemibold, marginBottom: tokens.spacingVerticalXS },
  // The same figures as text for screen readers (the drawing is hidden from them).
  figures: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap', margin: 0, padding: 0, listStyle: 'none' },
  figure: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'baseline' },
});

export function BarChart({ title, bars }: { title: string; bars: readonly Bar[] }) {
  const styles = useStyles();
  // The chart paints in SVG, where a CSS variable is not always honoured: the brand colour as a value.
  const brand = '#0f6cbd';
  const data = bars.map((bar) => ({ x: bar.label, y: bar.value, legend: bar.label, color: bar.color ?? brand }));
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  // Turned labels lie side by side only 20 px a bar apart (a line of the axis' type): more bars
  // than the card holds at that (a module's 26 on a phone) widen the drawing, which then scrolls
  // sideways in its box, rather than piling their names on one another.
  const minBarShare = 20;
  const boxWidth = useElementWidth(box);
  const width = boxWidth > 0 ? Math.max(boxWidth, bars.length * minBarShare + 60) : 0;
  const scrolls = width > boxWidth;
  // Wrapped labels drop a long word that does not fit under its bar ("Kepesertaan"): labels that
  // do not fit their bar's share of the width (about 7 px a character at the axis' type, the
  // axes' margins aside) are turned instead, so every bar keeps its name. Before the box is
  // measured, many or long labels count as crowded.
  const longest = Math.max(0, ...bars.map((bar) => bar.label.length));
  const crowded = width > 0 ? longest * 7 > (width - 90) / Math.max(1, bars.length) : bars.length > 5 || longest > 10;
  // Round ticks (the chart's d3 "nice" steps: 0, 100, 200, 300 rather than 0, 63, 126, 189, 252),
  // and never more steps than the largest count, so a chart of counts has no half records.
  const largest = Math.max(0, ...bars.map((bar) => bar.value));
  const tickCount = Math.max(1, Math.min(4, Math.ceil(largest)));
  // Turned labels hang from their ticks down to the left (useHungLabels): the first one needs room
  // on the left ("…ang Bandung, Gudang › Ruang Arsip Utama" ran off the edge), about 6.5 px a
  // character at the axis' type, less the half bar it stands under, up to 40 % of the width. A
  // label longer than turnedChars is cut with an ellipsis (the figures' table names it whole).
  useHungLabels(box, crowded);
  const turnedChars = 30;
  const halfBar = Math.max(1, width - 60) / Math.max(1, bars.length) / 2;
  const firstChars = Math.min(bars[0]?.label.length ?? 0, turnedChars + 3);
  const firstReach = Math.ceil(Math.min(firstChars * 6.5 * Math.SQRT1_2 + 12 - halfBar, width * 0.4));
  const turned = {
    rotateXAxisLables: true,
    margins: { left: Math.max(40, firstReach), right: 20, top: 20, bottom: 35 },
    ...(longest > turnedChars && { showXAxisLablesTooltip: true, noOfCharsToTruncate: turnedChars }),
  };
  return (
    <figure className={styles.chart} aria-label={title}>
      <figcaption className={styles.caption}>{title}</figcaption>
      {bars.length > 0 && (
        // inert: the drawing's bars are focusable, and a hidden drawing must hold nothing a key
        // reaches (axe: aria-hidden-focus); its figures are drawn on the bars and listed below as text.
        <div ref={setBox} className={styles.scroller} {...(scrolls && { role: 'region', tabIndex: 0, 'aria-label': title })}>
          <div aria-hidden="true" inert data-testid="bar-chart" data-turned-labels={crowded || undefined} style={scrolls ? { width } : undefined}>
            <VerticalBarChart data={data} height={crowded ? 280 : 240} hideLegend barWidth="auto" maxBarWidth={48} {...(crowded ? turned : { wrapXAxisLables: true })} roundedTicks yAxisTickCount={tickCount} />
          </div>
        </div>
      )}
      <ul className={styles.figures}>
        {bars.map((bar) => (
          <li key={bar.label} className={styles.figure}>
            <Text size={200}>{bar.label}</Text>
            <Text size={200} weight="semibold">
              {bar.value.toLocaleString()}
            </Text>
          </li>
        ))}
      </ul>
    </figure>
  );
}
