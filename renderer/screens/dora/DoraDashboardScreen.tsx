/**
 * /apps/dora: the document-request catalogue's dashboard. Counters (active categories,
 * documents, requests, the user's own verified requests waiting for them) and two bar charts:
 * requests by status, in the status colours of dora_request, and documents by category
 * (GET /sso/dora/statistic).
 */
import { Card, Spinner, Text, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { definitions, loadResourceDefinitions } from '../../definitions.ts';
import { LoadFailed } from '../../generic/LoadFailed.tsx';
import { apiJson } from '../../session/apiClient.ts';
import { BarChart } from '../statistics/BarChart.tsx';
import { barColors } from '../pp/ppStatisticApi.ts';
import type { ScreenProps } from '../screenProps.ts';

interface DoraStatistic {
  readonly categories: number;
  readonly documents: number;
  readonly requests: number;
  readonly mytask: number;
  readonly status: Record<string, number>;
  readonly category: readonly { id: number; name: string; count: number }[];
}

const counters = ['categories', 'documents', 'requests', 'mytask'] as const;

const useStyles = makeStyles({
  screen: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  counters: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' },
  counter: { display: 'grid', gap: tokens.spacingVerticalXXS, padding: tokens.spacingVerticalS, borderLeftWidth: '4px', borderLeftStyle: 'solid', borderLeftColor: tokens.colorBrandBackground },
  value: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightSemibold },
  charts: { display: 'grid', gap: tokens.spacingVerticalM, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 360px), 1fr))' },
  card: { padding: tokens.spacingHorizontalM, minWidth: 0 },
});

const RESOURCE = 'dora_request';

function requestStatuses() {
  const options = definitions.resources[RESOURCE]?.fields.properties.status?.['x-options'];
  const values = options && 'values' in options ? (options.values ?? []) : [];
  return values.map((option) => ({ value: String(option.value), label: String(option.label), color: option.color ? String(option.color) : 'brand' }));
}

export default function DoraDashboardScreen({ page }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const statuses = useSWR(['definitions', RESOURCE, 'statuses'], () => loadResourceDefinitions(RESOURCE).then(requestStatuses), { revalidateOnFocus: false }).data;
  const answer = useSWR<{ data: DoraStatistic }>('/sso/dora/statistic', (url: string) => apiJson(url), { revalidateOnFocus: false });
  const stats = answer.data?.data;
  const number = new Intl.NumberFormat(i18n.language);
  const ready = stats && statuses;
  return (
    <div className={styles.screen} data-testid="dora-dashboard" data-screen-state={ready ? 'ready' : answer.error ? 'failed' : 'loading'}>
      <Title3 as="h1">{t(page.titleKey)}</Title3>
      {answer.error && !stats && <LoadFailed error={answer.error} retrying={answer.isValidating} onRetry={() => void answer.mutate()} />}
      {!ready && !answer.error && <Spinner label={t('dora.dashboard.loading')} />}
      {ready && (
        <>
          <div className={styles.counters}>
            {counters.map((key) => (
              <Card key={key} className={styles.counter} data-testid={`dora-counter-${key}`}>
                <span className={styles.value}>{number.format(stats[key])}</span>
                <Text size={200}>{t(`dora.dashboard.${key}`)}</Text>
              </Card>
            ))}
          </div>
          <div className={styles.charts}>
            <Card className={styles.card}>
              <BarChart title={t('dora.dashboard.byStatus')} bars={statuses.map((s) => ({ label: t(s.label), value: stats.status[s.value] ?? 0, color: barColors[s.color] }))} />
            </Card>
            <Card className={styles.card}>
              <BarChart title={t('dora.dashboard.byCategory')} bars={stats.category.map((c) => ({ label: c.name, value: c.count }))} />
            </Card>
          </div>
        </>
      )}
    </div>
  );
}
