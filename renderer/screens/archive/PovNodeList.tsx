/**
 * One level of a sidebar (rooms, racks, binders, or classification entries): a heading, the way
 * back up, and each node as a button with its record count; the chosen one is marked current.
 */
import { Button, CounterBadge, Spinner, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

export interface PovListNode {
  readonly value: string | number;
  readonly label: string;
  readonly code?: string;
  readonly total: number;
  readonly active: boolean;
}

const useStyles = makeStyles({
  side: { display: 'grid', gap: tokens.spacingVerticalXS, alignContent: 'start', minWidth: 0 },
  list: { display: 'grid', gap: tokens.spacingVerticalXXS, listStyleType: 'none', margin: 0, padding: 0 },
  node: { width: '100%', justifyContent: 'space-between', textAlign: 'start', minHeight: '36px', fontWeight: tokens.fontWeightRegular },
  label: { display: 'grid', minWidth: 0, overflow: 'hidden' },
  code: { color: tokens.colorNeutralForeground3 },
  back: { justifySelf: 'start' },
});

export function PovNodeList({ title, nodes, loading, onChoose, onBack, backLabel, ariaLabel }: {
  title: string;
  nodes: readonly PovListNode[];
  loading: boolean;
  onChoose: (node: PovListNode) => void;
  onBack?: () => void;
  backLabel?: string;
  ariaLabel: string;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <nav className={styles.side} aria-label={ariaLabel}>
      {onBack && (
        <Button className={styles.back} size="small" appearance="subtle" icon={<ArrowLeftRegular />} onClick={onBack}>
          {backLabel ?? t('archive.pov.back')}
        </Button>
      )}
      <Subtitle2 as="h2">{title}</Subtitle2>
      {loading && nodes.length === 0 ? (
        <Spinner size="tiny" />
      ) : (
        <ul className={styles.list}>
          {nodes.map((node) => (
            <li key={String(node.value)}>
              <Button
                className={styles.node}
                appearance={node.active ? 'primary' : 'subtle'}
                aria-current={node.active ? 'true' : undefined}
                aria-label={`${node.label}, ${t('archive.pov.records', { count: node.total })}`}
                onClick={() => onChoose(node)}
              >
                <span className={styles.label}>
                  <Text truncate wrap={false}>
                    {node.label}
                  </Text>
                  {node.code && (
                    <Text size={100} className={styles.code}>
                      {node.code}
                    </Text>
                  )}
                </span>
                <CounterBadge count={node.total} overflowCount={99999} showZero appearance={node.active ? 'ghost' : 'filled'} color={node.total ? 'brand' : 'informative'} />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
