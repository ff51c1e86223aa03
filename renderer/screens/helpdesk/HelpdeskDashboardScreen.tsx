/**
 * The helpdesk dashboard (/apps/helpdesk and /apps/helpdesk/panel): the ticket counters by
 * status and the average rating, then charts by channel, by status and per month. Its figures
 * are the general and statistics reports' (the same SQL as the report pages), so the dashboard
 * and the reports cannot disagree. Above them, the user's closed tickets waiting for a rating.
 */
import { Spinner, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { LoadFailed } from '../../generic/LoadFailed.tsx';
import type { ScreenProps } from '../screenProps.ts';
import { ChartCard, ChartGrid } from '../statistics/ChartCard.tsx';
import { CounterGroup, CounterTile, CounterTiles } from '../statistics/CounterTile.tsx';
import { fetchReport } from './helpdeskReportApi.ts';
import { RateTicketsCard } from './RateTicketsCard.tsx';

const useStyles = makeStyles({
  screen: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
});

const statuses = ['open', 'progress', 'done', 'closed', 'cancelled'] as const;
const statusColors: Record<(typeof statuses)[number], string> = {
  open: tokens.colorBrandBackground,
  progress: tokens.colorPaletteMarigoldBackground3,
  done: tokens.colorPaletteGreenBackground3,
  closed: tokens.colorNeutralForeground3,
  cancelled: tokens.colorNeutralStroke1,
};

export default function HelpdeskDashboardScreen({ page }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const general = useSWR(['helpdeskReport', 'general_report', '{}'], () => fetchReport('general_report'), { revalidateOnFocus: false });
  const monthly = useSWR(['helpdeskReport', 'statistic_report', '{}'], () => fetchReport('statistic_report'), { revalidateOnFocus: false });
  const totals = general.data?.totals;
  const counters: Array<[string, string]> = [['total', 'helpdesk.report.column.total'], ...statuses.map((key): [string, string] => [key, `helpdesk.ticket.status.${key}`]), ['rating_avg', 'helpdesk.dashboard.ratingAvg']];
  const state = general.isLoading || monthly.isLoading ? 'loading' : general.error || monthly.error ? 'failed' : 'ready';
  return (
    <div className={styles.screen} data-testid="helpdesk-dashboard" data-screen-state={state}>
      <Title3 as="h1">{t(page.titleKey)}</Title3>
      <RateTicketsCard
        onRated={() => {
          void general.mutate();
          void monthly.mutate();
        }}
      />
      {general.error && <LoadFailed error={general.error} retrying={general.isValidating} onRetry={() => void general.mutate()} />}
      <CounterGroup title={t('helpdesk.dashboard.counters')}>
        {general.isLoading ? (
          <Spinner />
        ) : (
          <CounterTiles>
            {counters.map(([key, label]) => (
              <CounterTile key={key} counter={key} value={totals?.[key] === null || totals?.[key] === undefined ? '—' : number.format(Number(totals[key]))} label={t(label)} />
            ))}
          </CounterTiles>
        )}
      </CounterGroup>
      <ChartGrid columnWidth={380}>
        <ChartCard title={t('helpdesk.dashboard.byChannel')} bars={general.data?.rows.map((row) => ({ label: t(`helpdesk.ticket.channel.${row.channel}`), value: Number(row.total ?? 0) }))} />
        <ChartCard title={t('helpdesk.dashboard.byStatus')} bars={totals && statuses.map((key) => ({ label: t(`helpdesk.ticket.status.${key}`), value: Number(totals[key] ?? 0), color: statusColors[key] }))} />
        <ChartCard title={t('helpdesk.dashboard.byMonth')} bars={monthly.data?.rows.map((row) => ({ label: String(row.month), value: Number(row.total ?? 0) }))} />
      </ChartGrid>
    </div>
  );
}
