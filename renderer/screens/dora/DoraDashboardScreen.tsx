/**
 * /apps/dora: the document-request catalogue's dashboard. Counters (active categories,
 * documents, requests, the user's own verified requests waiting for them) and two bar charts:
 * requests by status, in the status colours of dora_request, and documents by category
 * (GET /sso/dora/statistic).
 */
import { Spinner, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { definitions, loadResourceDefinitions } from '../../definitions.ts';
import { LoadFailed } from '../../generic/LoadFailed.tsx';
import { apiJson } from '../../session/apiClient.ts';
import { barColors } from '../pp/ppStatisticApi.ts';
import type { ScreenProps } from '../screenProps.ts';
import { ChartCard, ChartGrid } from '../statistics/ChartCard.tsx';
import { CounterCard, CounterGrid } from '../statistics/CounterCard.tsx';

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
          <CounterGrid>
            {counters.map((key) => (
              <CounterCard key={key} value={number.format(stats[key])} label={t(`dora.dashboard.${key}`)} color={tokens.colorBrandBackground} testId={`dora-counter-${key}`} />
            ))}
          </CounterGrid>
          <ChartGrid>
            <ChartCard title={t('dora.dashboard.byStatus')} bars={statuses.map((s) => ({ label: t(s.label), value: stats.status[s.value] ?? 0, color: barColors[s.color] }))} />
            <ChartCard title={t('dora.dashboard.byCategory')} bars={stats.category.map((c) => ({ label: c.name, value: c.count }))} />
          </ChartGrid>
        </>
      )}
    </div>
  );
}
