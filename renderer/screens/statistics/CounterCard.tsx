/** One figure of a statistic screen: a big number over its label, with a coloured edge; and the grid the figures stand in. */
import { Card, Text, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  counter: { display: 'grid', gap: tokens.spacingVerticalXXS, padding: tokens.spacingVerticalS, borderLeftWidth: '4px', borderLeftStyle: 'solid' },
  value: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightSemibold },
});

export const counterGrid = { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' } as const;

export function CounterCard({ value, label, color, testId }: { value: string; label: string; color?: string; testId?: string }) {
  const styles = useStyles();
  return (
    <Card className={styles.counter} style={{ borderLeftColor: color ?? tokens.colorNeutralStroke1 }} data-testid={testId}>
      <span className={styles.value}>{value}</span>
      <Text size={200}>{label}</Text>
    </Card>
  );
}
