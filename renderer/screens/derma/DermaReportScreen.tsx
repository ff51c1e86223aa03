/**
 * The risk reports (/apps/derma/report/<name>, view_derma_report), for a year and an office
 * (GET /sso/derma/report/<name>): general_report counts the risks of each department by current
 * level (residual 2, else residual 1, else inherent), with those not yet rated and those
 * completed; mr_report sets each classification's average inherent score against its residual
 * ones, with how many risks are high (score 10 or more) before and now and how many came down.
 * Each is a bar chart and a table with a totals row.
 */
import { Spinner, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { LoadFailed } from '../../generic/LoadFailed.tsx';
import { apiJson } from '../../session/apiClient.ts';
import type { ScreenProps } from '../screenProps.ts';
import { ChartCard, ChartGrid, FigureCard } from '../statistics/ChartCard.tsx';
import { FigureTable } from '../statistics/FigureTable.tsx';
import { withDermaProviders } from './DermaProviders.tsx';
import { figuresPath, type ReportFigures, type ReportRow } from './dermaFiguresApi.ts';
import { FigureFilters } from './FigureFilters.tsx';

const useStyles = makeStyles({
  screen: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
});

interface Column {
  readonly key: string;
  readonly label: string;
  /** averages are not summed in the totals row */
  readonly average?: boolean;
}

function columnsOf(report: ReportFigures, t: (key: string) => string): Column[] {
  if (report.name === 'general_report')
    return [
      { key: 'label', label: t('derma.risk.field.bidang') },
      { key: 'total', label: t('derma.report.total') },
      ...report.levels.map((level) => ({ key: `level_${level.id}`, label: level.name })),
      { key: 'unassessed', label: t('derma.report.unassessed') },
      { key: 'done', label: t('derma.risk.status.selesai') },
    ];
  return [
    { key: 'label', label: t('derma.risk.field.klasifikasi') },
    { key: 'total', label: t('derma.report.total') },
    { key: 'inheren_avg', label: t('derma.report.inherenAvg'), average: true },
    { key: 'residual_satu_avg', label: t('derma.report.residualSatuAvg'), average: true },
    { key: 'residual_dua_avg', label: t('derma.report.residualDuaAvg'), average: true },
    { key: 'high_inheren', label: t('derma.report.highInheren') },
    { key: 'high_current', label: t('derma.report.highCurrent') },
    { key: 'reduced', label: t('derma.report.reduced') },
  ];
}

function DermaReportScreen({ page }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const name = page.path.split('/').at(-1) ?? '';
  const [params] = useSearchParams();
  const answer = useSWR<{ data: ReportFigures }>(figuresPath(`/sso/derma/report/${name}`, params), (url: string) => apiJson(url), { revalidateOnFocus: false, keepPreviousData: true });
  const report = answer.data?.data;
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const columns = report ? columnsOf(report, t) : [];
  const label = (row: ReportRow) => (row.label === null ? t('derma.report.none') : String(row.label));
  const cell = (row: ReportRow, column: Column) => (column.key === 'label' ? label(row) : row[column.key] === null ? '—' : number.format(Number(row[column.key])));
  const sum = (key: string) => report?.rows.reduce((total, row) => total + Number(row[key] ?? 0), 0) ?? 0;
  return (
    <div className={styles.screen} data-testid="derma-report" data-report={name} data-screen-state={report ? 'ready' : answer.error ? 'failed' : 'loading'}>
      <Title3 as="h1">{t(page.titleKey)}</Title3>
      <FigureFilters />
      {answer.error && !report && <LoadFailed error={answer.error} retrying={answer.isValidating} onRetry={() => void answer.mutate()} />}
      {!report && !answer.error && <Spinner label={t('common.list.loading')} />}
      {report && (
        <>
          {name === 'general_report' ? (
            // One chart of every department: the whole width, not half of a two-column grid.
            <ChartCard title={t('derma.report.byDepartment')} bars={report.rows.map((row) => ({ label: label(row), value: Number(row.total) }))} />
          ) : (
            <ChartGrid columnWidth={420}>
              <ChartCard title={t('derma.report.inherenAvg')} bars={report.rows.map((row) => ({ label: label(row), value: Number(row.inheren_avg ?? 0), color: '#d13438' }))} />
              <ChartCard title={t('derma.report.reduced')} bars={report.rows.map((row) => ({ label: label(row), value: Number(row.reduced ?? 0), color: '#107c10' }))} />
            </ChartGrid>
          )}
          <FigureCard>
            <FigureTable
              label={t(page.titleKey)}
              rows={report.rows}
              rowKey={(_, index) => index}
              rowTestId="derma-report-row"
              totals
              totalsTestId="derma-report-total"
              columns={columns.map((column) => ({
                key: column.key,
                header: column.label,
                numeric: column.key !== 'label',
                cell: (row: ReportRow) => cell(row, column),
                total: column.key === 'label' ? t('derma.report.total') : column.average ? '' : number.format(sum(column.key)),
              }))}
            />
          </FigureCard>
        </>
      )}
    </div>
  );
}

export default withDermaProviders(DermaReportScreen);
