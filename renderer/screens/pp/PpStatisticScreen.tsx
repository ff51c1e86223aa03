/**
 * /apps/pp/general/statistic: every complaint ticket counted by status (a counter each, in the
 * status colour, and a bar chart), by topic and by contact method (GET /sso/pp/statistic).
 */
import { Card, Spinner, Text, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { LoadFailed } from '../../generic/LoadFailed.tsx';
import { apiJson } from '../../session/apiClient.ts';
import { BarChart } from '../statistics/BarChart.tsx';
import type { ScreenProps } from '../screenProps.ts';
import { barColors, type TicketStatistic } from './ppStatisticApi.ts';
import { useTicketStatuses } from './useTicketStatuses.ts';

const useStyles = makeStyles({
  screen: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  counters: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' },
  counter: { display: 'grid', gap: tokens.spacingVerticalXXS, padding: tokens.spacingVerticalS, borderLeftWidth: '4px', borderLeftStyle: 'solid' },
  value: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightSemibold },
  charts: { display: 'grid', gap: tokens.spacingVerticalM, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 360px), 1fr))' },
  card: { padding: tokens.spacingHorizontalM, minWidth: 0 },
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
          <div className={styles.counters}>
            <Card className={styles.counter} style={{ borderLeftColor: tokens.colorNeutralStroke1 }} data-testid="pp-counter-total">
              <span className={styles.value}>{number.format(stats.total)}</span>
              <Text size={200}>{t('pp.statistic.total')}</Text>
            </Card>
            {statuses.map((status) => (
              <Card key={status.value} className={styles.counter} style={{ borderLeftColor: barColors[status.color ?? 'brand'] }} data-testid={`pp-counter-${status.value}`}>
                <span className={styles.value}>{number.format(stats.status[status.value] ?? 0)}</span>
                <Text size={200}>{t(status.label)}</Text>
              </Card>
            ))}
          </div>
          <div className={styles.charts}>
            <Card className={styles.card}>
              <BarChart title={t('pp.statistic.byStatus')} bars={statuses.map((s) => ({ label: t(s.label), value: stats.status[s.value] ?? 0, color: barColors[s.color ?? 'brand'] }))} />
            </Card>
            <Card className={styles.card}>
              <BarChart title={t('pp.statistic.byTopic')} bars={stats.topic.map((c) => ({ label: c.name ?? '—', value: c.count }))} />
            </Card>
            <Card className={styles.card}>
              <BarChart title={t('pp.statistic.byMethode')} bars={stats.methode.map((c) => ({ label: c.name ?? '—', value: c.count }))} />
            </Card>
          </div>
        </>
      )}
    </div>
  );
}
