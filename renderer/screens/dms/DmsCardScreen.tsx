/**
 * The layout of the DMS screens that draw their own table (the document boxes, the archive
 * submission, the reports): the title with the screen's action beside it, a line saying what the
 * screen holds, then one card with the tools, the table and the pager.
 */
import { Card, Text, Title3, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  screen: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  hint: { color: tokens.colorNeutralForeground3 },
  card: { padding: tokens.spacingHorizontalM, minWidth: 0, display: 'grid', gap: tokens.spacingVerticalM },
  // A report's filters, chart and table are blocks of their own: more room between them.
  roomy: { gap: tokens.spacingVerticalL },
});

interface DmsCardScreenProps {
  readonly title: string;
  readonly hint: string;
  /** the screen's own action, at the right of the title (a report's export) */
  readonly action?: ReactNode;
  /** what stands between the hint and the card (an export's progress) */
  readonly notice?: ReactNode;
  readonly roomy?: boolean;
  /** the screen's test id, its data-screen-state and any data attributes the tests read */
  readonly testId: string;
  readonly state: 'ready' | 'failed' | 'loading';
  readonly data?: Readonly<Record<`data-${string}`, string>>;
  readonly children: ReactNode;
}

export function DmsCardScreen({ title, hint, action, notice, roomy = false, testId, state, data, children }: DmsCardScreenProps) {
  const styles = useStyles();
  const heading = <Title3 as="h1">{title}</Title3>;
  return (
    <div className={styles.screen} data-testid={testId} data-screen-state={state} {...data}>
      {action ? (
        <div className={styles.head}>
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      <Text className={styles.hint}>{hint}</Text>
      {notice}
      <Card className={mergeClasses(styles.card, roomy && styles.roomy)}>{children}</Card>
    </div>
  );
}
