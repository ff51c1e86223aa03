/**
 * One figure of a statistic screen: a big number over its label, with a coloured edge (neutral
 * when the figure has no colour of its own); and the grid the figures stand in. A figure that
 * stands for a page (a stage's risks) opens it.
 */
import { Card, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

const useStyles = makeStyles({
  grid: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' },
  counter: { display: 'grid', gap: tokens.spacingVerticalXXS, padding: tokens.spacingVerticalS, borderLeftWidth: '4px', borderLeftStyle: 'solid' },
  // A link drawn as the card it replaces, lifted on hover.
  link: { textDecoration: 'none', color: 'inherit', backgroundColor: tokens.colorNeutralBackground1, boxShadow: tokens.shadow4, borderRadius: tokens.borderRadiusMedium, ':hover': { boxShadow: tokens.shadow8 } },
  value: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightSemibold },
});

export function CounterGrid({ children }: { readonly children: ReactNode }) {
  return <div className={useStyles().grid}>{children}</div>;
}

export interface CounterCardProps {
  readonly value: string;
  readonly label: string;
  readonly color?: string;
  readonly testId?: string;
  /** the page the figure opens, for a user who may open it */
  readonly to?: string;
}

export function CounterCard({ value, label, color, testId, to }: CounterCardProps) {
  const styles = useStyles();
  const edge = { borderLeftColor: color ?? tokens.colorNeutralStroke1 };
  // The number comes first: tests and screen readers read it before its label.
  const content = (
    <>
      <span className={styles.value}>{value}</span>
      <Text size={200}>{label}</Text>
    </>
  );
  return to ? (
    <Link to={to} className={mergeClasses(styles.counter, styles.link)} style={edge} data-testid={testId}>
      {content}
    </Link>
  ) : (
    <Card className={styles.counter} style={edge} data-testid={testId}>
      {content}
    </Card>
  );
}
