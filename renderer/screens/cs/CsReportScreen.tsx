/**
 * /apps/cs/report: customer service counted by status (a counter each, in the status colour),
 * with bar charts by channel, service, office and month, and the average satisfaction
 * (GET /sso/cs/report).
 */
import { Spinner, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { LoadFailed } from '../../generic/LoadFailed.tsx';
import { apiJson } from '../../session/apiClient.ts';
import { barColors } from '../pp/ppStatisticApi.ts';
import type { ScreenProps } from '../screenProps.ts';
import { ChartCard, ChartGrid } from '../statistics/ChartCard.tsx';
import { CounterCard, CounterGrid } from '../statistics/CounterCard.tsx';
import type { CsReport } from '../../../engine/wire/csReport.ts';
import { useFieldOptions } from './optionLabels.ts';

const useStyles = makeStyles({ screen: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 } });

export default function CsReportScreen({ page }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const options = useFieldOptions('cs_service', ['status', 'channel', 'layanan']);
  const answer = useSWR<{ data: CsReport }>('/sso/cs/report', (url: string) => apiJson(url), { revalidateOnFocus: false });
  const report = answer.data?.data;
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const month = new Intl.DateTimeFormat(i18n.language, { month: 'short', year: 'numeric' });
  const ready = report && options;
  const bars = (field: 'channel' | 'layanan') => (options?.[field] ?? []).map((o) => ({ label: t(o.label), value: report?.[field][o.value] ?? 0 }));
  return (
    <div className={styles.screen} data-testid="cs-report" data-screen-state={ready ? 'ready' : answer.error ? 'failed' : 'loading'}>
      <Title3 as="h1">{t(page.titleKey)}</Title3>
      {answer.error && !report && <LoadFailed error={answer.error} retrying={answer.isValidating} onRetry={() => void answer.mutate()} />}
      {!ready && !answer.error && <Spinner label={t('cs.report.loading')} />}
      {ready && (
        <>
          <CounterGrid>
            <CounterCard value={number.format(report.total)} label={t('cs.report.total')} testId="cs-counter-total" />
            {options.status.map((s) => (
              <CounterCard key={s.value} value={number.format(report.status[s.value] ?? 0)} label={t(s.label)} color={barColors[s.color ?? 'brand']} testId={`cs-counter-${s.value}`} />
            ))}
            <CounterCard value={report.rating === null ? '—' : number.format(report.rating)} label={t('cs.report.rating')} testId="cs-counter-rating" />
          </CounterGrid>
          <ChartGrid>
            <ChartCard title={t('cs.report.byChannel')} bars={bars('channel')} />
            <ChartCard title={t('cs.report.byLayanan')} bars={bars('layanan')} />
            <ChartCard title={t('cs.report.byOffice')} bars={report.office.map((o) => ({ label: o.office ?? '—', value: o.total }))} />
            <ChartCard title={t('cs.report.byMonth')} bars={report.months.map((m) => ({ label: month.format(new Date(`${m.month}-01T00:00:00`)), value: m.total }))} />
          </ChartGrid>
        </>
      )}
    </div>
  );
}
