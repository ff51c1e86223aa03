/**
 * Every helpdesk report page (/apps/helpdesk/report/<name>): the report named by the page's last
 * segment, filtered by period, channel and status (kept in the address, so a link or a reload
 * shows the same figures), drawn as a bar chart of its main figure, listed as a table with a
 * totals row, and exported to Excel with the same filters. The grouping and figures come from
 * the server's report catalogue; nothing here is written per report.
 */
import { Button, Field, Input, Select, Spinner, Text, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { LoadFailed } from '../../generic/LoadFailed.tsx';
import { useNarrowScreen } from '../../generic/list/useNarrowScreen.ts';
import type { ScreenProps } from '../screenProps.ts';
import { BarChart } from '../statistics/BarChart.tsx';
import { FigureCard } from '../statistics/ChartCard.tsx';
import { ExportButton } from '../statistics/ExportButton.tsx';
import { FigureTable } from '../statistics/FigureTable.tsx';
import { useFileExport } from '../statistics/useFileExport.ts';
import { cellText, fetchReport, filterKeys, reportExportPath, type HelpdeskReport, type ReportFilterValues } from './helpdeskReportApi.ts';

const useStyles = makeStyles({
  screen: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  filters: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'end' },
  field: { minWidth: '150px', flex: '1 1 150px', maxWidth: '220px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  note: { color: tokens.colorNeutralForeground3 },
});

/**
 * Many rows draw only as many bars as the chart has room for (a phone's turned labels overlap
 * beyond a dozen): a time line its latest, any other report its largest (its rows come largest
 * first). The table keeps every row.
 */
const maxBars = { wide: 31, narrow: 12 };

function chartRows(report: HelpdeskReport, max: number): HelpdeskReport['rows'] {
  if (report.rows.length <= max) return report.rows;
  return report.chronological ? report.rows.slice(-max) : report.rows.slice(0, max);
}

function chartBars(report: HelpdeskReport, rows: HelpdeskReport['rows'], t: (key: string) => string, number: Intl.NumberFormat) {
  const labels = report.columns.filter((column) => column.kind !== 'number');
  return rows.map((row) => ({ label: labels.map((column) => cellText(column, row[column.key], t, number)).join(' · '), value: Number(row[report.chart] ?? 0) }));
}

export default function HelpdeskReportScreen({ page }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const name = page.path.split('/').at(-1) ?? '';
  const [params, setParams] = useSearchParams();
  const applied: ReportFilterValues = Object.fromEntries(filterKeys.map((key) => [key, params.get(key) ?? '']));
  const [draft, setDraft] = useState<ReportFilterValues>(applied);
  const { exporting, run } = useFileExport();
  const { data, error, isLoading, isValidating, mutate } = useSWR(['helpdeskReport', name, JSON.stringify(applied)], () => fetchReport(name, applied), { revalidateOnFocus: false, keepPreviousData: true });
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const narrow = useNarrowScreen();
  const charted = data ? chartRows(data, narrow ? maxBars.narrow : maxBars.wide) : [];

  const apply = (values: ReportFilterValues) => {
    const next = new URLSearchParams();
    for (const key of filterKeys) if (values[key]) next.set(key, values[key] as string);
    setParams(next);
  };

  const groupColumns = data?.columns.filter((column) => column.kind !== 'number') ?? [];
  const groupWords = groupColumns.map((column) => t(`helpdesk.report.column.${column.key}`).toLowerCase()).join(', ');
  const state = isLoading ? 'loading' : error && !data ? 'failed' : 'ready';
  return (
    <div className={styles.screen} data-testid="helpdesk-report" data-report={name} data-screen-state={state}>
      <Title3 as="h1">{t(page.titleKey)}</Title3>
      <form
        className={styles.filters}
        aria-label={t('helpdesk.report.period')}
        onSubmit={(event) => {
          event.preventDefault();
          apply(draft);
        }}
      >
        <Field className={styles.field} label={t('helpdesk.report.from')}>
          <Input type="date" name="from" value={draft.from ?? ''} onChange={(_, d) => setDraft({ ...draft, from: d.value })} />
        </Field>
        <Field className={styles.field} label={t('helpdesk.report.to')}>
          <Input type="date" name="to" value={draft.to ?? ''} onChange={(_, d) => setDraft({ ...draft, to: d.value })} />
        </Field>
        {!data?.channel && (
          <Field className={styles.field} label={t('helpdesk.report.channel')}>
            <Select name="channel" value={draft.channel ?? ''} onChange={(_, d) => setDraft({ ...draft, channel: d.value })}>
              <option value="">{t('helpdesk.report.all')}</option>
              {['support', 'rental', 'vc'].map((value) => (
                <option key={value} value={value}>
                  {t(`helpdesk.ticket.channel.${value}`)}
                </option>
              ))}
            </Select>
          </Field>
        )}
        <Field className={styles.field} label={t('helpdesk.report.status')}>
          <Select name="status" value={draft.status ?? ''} onChange={(_, d) => setDraft({ ...draft, status: d.value })}>
            <option value="">{t('helpdesk.report.all')}</option>
            {(['open', 'progress', 'done', 'closed', 'cancelled'] as const).map((key, i) => (
              <option key={key} value={String(i + 1)}>
                {t(`helpdesk.ticket.status.${key}`)}
              </option>
            ))}
          </Select>
        </Field>
        <div className={styles.actions}>
          <Button type="submit" appearance="primary">
            {t('helpdesk.report.apply')}
          </Button>
          <Button
            type="button"
            onClick={() => {
              setDraft({});
              apply({});
            }}
          >
            {t('helpdesk.report.reset')}
          </Button>
          <ExportButton exporting={exporting} disabled={!data} onClick={() => void run(reportExportPath(name, applied), `helpdesk-${name}.xlsx`)}>
            {exporting ? t('helpdesk.report.exporting') : t('helpdesk.report.export')}
          </ExportButton>
        </div>
      </form>
      {isLoading && <Spinner label={t('helpdesk.report.loading')} />}
      {error && !data && <LoadFailed error={error} retrying={isValidating} onRetry={() => void mutate()} />}
      {data && (
        <>
          <FigureCard>
            {data.rows.length === 0 ? (
              <Text>{t('helpdesk.report.empty')}</Text>
            ) : (
              <BarChart title={t('helpdesk.report.chartOf', { measure: t(`helpdesk.report.column.${data.chart}`), group: groupWords })} bars={chartBars(data, charted, t, number)} />
            )}
            {charted.length < data.rows.length && (
              <Text size={200} className={styles.note} data-testid="helpdesk-report-chart-part">
                {t(data.chronological ? 'helpdesk.report.chartLatest' : 'helpdesk.report.chartLargest', { shown: charted.length, count: data.rows.length })}
              </Text>
            )}
          </FigureCard>
          <FigureCard>
            <Text size={200}>{t('helpdesk.report.rows', { count: data.rows.length })}</Text>
            <FigureTable
              label={t(page.titleKey)}
              testId="helpdesk-report-table"
              rows={data.rows}
              rowKey={(_, index) => index}
              totals
              totalsTestId="helpdesk-report-total"
              columns={data.columns.map((column, i) => ({
                key: column.key,
                header: t(`helpdesk.report.column.${column.key}`),
                numeric: column.kind === 'number',
                cell: (row: HelpdeskReport['rows'][number]) => cellText(column, row[column.key], t, number),
                total: column.kind === 'number' ? cellText(column, data.totals[column.key], t, number) : i === 0 ? t('helpdesk.report.total') : '',
              }))}
            />
          </FigureCard>
        </>
      )}
    </div>
  );
}
