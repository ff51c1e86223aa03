/**
 * /apps/messaging/statistic: the blasts (sent and drafts), the messages they delivered and how
 * many were read, with bar charts of delivered and read messages by month, of the latest sent
 * blasts, and of the blasts by recipients (GET /sso/messaging/statistic).
 */
import { Spinner, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { LoadFailed } from '../../generic/LoadFailed.tsx';
import { apiJson } from '../../session/apiClient.ts';
import { useFieldOptions } from '../cs/optionLabels.ts';
import { barColors } from '../pp/ppStatisticApi.ts';
import type { ScreenProps } from '../screenProps.ts';
import { ChartCard, ChartGrid } from '../statistics/ChartCard.tsx';
import { CounterCard, CounterGrid } from '../statistics/CounterCard.tsx';

interface MessagingStatistic {
  readonly total: number;
  readonly status: Record<string, number>;
  readonly target: Record<string, number>;
  readonly delivered: number;
  readonly read: number;
  readonly months: ReadonlyArray<{ month: string; delivered: number; read: number }>;
  readonly blasts: ReadonlyArray<{ id: number; title: string; delivered: number; read: number }>;
}

const useStyles = makeStyles({ screen: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 } });

export default function MessagingStatisticScreen({ page }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const options = useFieldOptions('messaging_blast', ['status', 'target']);
  const answer = useSWR<{ data: MessagingStatistic }>('/sso/messaging/statistic', (url: string) => apiJson(url), { revalidateOnFocus: false });
  const stats = answer.data?.data;
  const number = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  const month = new Intl.DateTimeFormat(i18n.language, { month: 'short', year: 'numeric' });
  const ready = stats && options;
  return (
    <div className={styles.screen} data-testid="messaging-statistic" data-screen-state={ready ? 'ready' : answer.error ? 'failed' : 'loading'}>
      <Title3 as="h1">{t(page.titleKey)}</Title3>
      {answer.error && !stats && <LoadFailed error={answer.error} retrying={answer.isValidating} onRetry={() => void answer.mutate()} />}
      {!ready && !answer.error && <Spinner label={t('messaging.statistic.loading')} />}
      {ready && (
        <>
          <CounterGrid>
            <CounterCard value={number.format(stats.total)} label={t('messaging.statistic.blasts')} testId="messaging-counter-total" />
            {options.status.map((s) => (
              <CounterCard key={s.value} value={number.format(stats.status[s.value] ?? 0)} label={t(s.label)} color={barColors[s.color ?? 'brand']} testId={`messaging-counter-${s.value}`} />
            ))}
            <CounterCard value={number.format(stats.delivered)} label={t('messaging.statistic.recipients')} testId="messaging-counter-delivered" />
            <CounterCard value={number.format(stats.read)} label={t('messaging.statistic.read')} testId="messaging-counter-read" />
            <CounterCard value={stats.delivered ? percent.format(stats.read / stats.delivered) : '—'} label={t('messaging.statistic.readRate')} testId="messaging-counter-rate" />
          </CounterGrid>
          <ChartGrid>
            <ChartCard title={t('messaging.statistic.byMonth')} bars={stats.months.map((m) => ({ label: month.format(new Date(`${m.month}-01T00:00:00`)), value: m.delivered }))} />
            <ChartCard title={t('messaging.statistic.perBlast')} bars={stats.blasts.map((b) => ({ label: b.title, value: b.read }))} />
            <ChartCard title={t('messaging.statistic.byTarget')} bars={options.target.map((o) => ({ label: t(o.label), value: stats.target[o.value] ?? 0 }))} />
          </ChartGrid>
        </>
      )}
    </div>
  );
}
