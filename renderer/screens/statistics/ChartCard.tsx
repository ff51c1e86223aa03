/**
 * The charts of a statistic screen: each a card holding a bar chart and, below it, what goes with
 * the chart (its table); a card of figures without a chart; and the grid they stand in, of as
 * many columns as fit at `columnWidth` pixels or more (one column on a phone).
 */
import { Card, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { BarChart, type Bar } from './BarChart.tsx';

const useStyles = makeStyles({
  grid: { display: 'grid', gap: tokens.spacingVerticalM },
  // Fluent's card pads and spaces its content already; a wide chart must not widen the grid.
  card: { minWidth: 0 },
});

export function ChartGrid({ children, columnWidth = 360 }: { readonly children: ReactNode; readonly columnWidth?: number }) {
  return (
    <div
      className={useStyles().grid}
      style={{
        gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${columnWidth}px), 1fr))`,
      }}
    >
      {children}
    </div>
  );
}

export interface ChartCardProps {
  /** the chart's caption and accessible name */
  readonly title: string;
  /** the bars; none yet (undefined) leaves the card empty while its figures load */
  readonly bars?: readonly Bar[];
  readonly children?: ReactNode;
  readonly testId?: string;
}

export function ChartCard({ title, bars, children, testId }: ChartCardProps) {
  return (
    <FigureCard testId={testId}>
      {bars && <BarChart title={title} bars={bars} />}
      {children}
    </FigureCard>
  );
}

/** A card of figures without a chart (a table alone). */
export function FigureCard({ children, testId }: { readonly children: ReactNode; readonly testId?: string }) {
  return (
    <Card className={useStyles().card} data-testid={testId}>
      {children}
    </Card>
  );
}
