/**
 * /apps/pp/general/statistic: every complaint ticket counted by status (a counter each, in the
 * status colour, and a bar chart), by topic and by contact method (GET /sso/pp/statistic).
 */
import { Spinner, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { LoadFailed } from '../../generic/LoadFailed.tsx';
import { apiJson } from '../../session/apiClient.ts';
import type { ScreenProps } from '../screenProps.ts';
import { ChartCard, ChartGrid } from '../statistics/ChartCard.tsx';
import { CounterCard, CounterGrid } from '../statistics/CounterCard.tsx';
import { barColors, type TicketStatistic } from './ppStatisticApi.ts';
import { useTicketStatuses } from './useTicketStatuses.ts';

const useStyles = makeStyles({
  screen: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
});

export default function PpStatisticScreen({ page }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const statuses = useTicketStatuses();
  const answer = useSWR<{ data: TicketStatistic }>('/sso/pp/statistic', (url: string) => apiJson(url), { revalidateOnFocus: false });
  const stats = answer.data?.data;
  const number = new Intl.NumberFormat(i18n.language);
  const ready = stats && statuses;
  return (
    <div className={styles.screen} data-testid="pp-statistic" data-screen-state={ready ? 'ready' : answer.error ? 'failed' : 'loading'}>
      <Title3 as="h1">{t(page.titleKey)}</Title3>
      {answer.error && !stats && <LoadFailed error={answer.error} retrying={answer.isValidating} onRetry={() => void answer.mutate()} />}
      {!ready && !answer.error && <Spinner label={t('pp.statistic.loading')} />}
      {ready && (
        <>
          <CounterGrid>
            <CounterCard value={number.format(stats.total)} label={t('pp.statistic.total')} testId="pp-counter-total" />
            {statuses.map((status) => (
              <CounterCard key={status.value} value={number.format(stats.status[status.value] ?? 0)} label={t(status.label)} color={barColors[status.color ?? 'brand']} testId={`pp-counter-${status.value}`} />
            ))}
          </CounterGrid>
          <ChartGrid>
            <ChartCard title={t('pp.statistic.byStatus')} bars={statuses.map((s) => ({ label: t(s.label), value: stats.status[s.value] ?? 0, color: barColors[s.color ?? 'brand'] }))} />
            <ChartCard title={t('pp.statistic.byTopic')} bars={stats.topic.map((c) => ({ label: c.name ?? '—', value: c.count }))} />
            <ChartCard title={t('pp.statistic.byMethode')} bars={stats.methode.map((c) => ({ label: c.name ?? '—', value: c.count }))} />
          </ChartGrid>
        </>
      )}
    </div>
  );
}
