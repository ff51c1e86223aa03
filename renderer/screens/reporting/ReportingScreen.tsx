/**
 * The reporting pages (/apps/reporting/general, kpst, spi): the report named by the page's last
 * segment for one year (kept in the address), each section a bar chart of its main figure and a
 * table with a totals row, and the whole report exported to Excel for the same year. What each
 * report counts is the server's (server/reporting/reportCatalogue.ts).
 */
import { Card, Field, Select, Spinner, Subtitle2, Text, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { LoadFailed } from '../../generic/LoadFailed.tsx';
import { apiJson } from '../../session/apiClient.ts';
import type { ScreenProps } from '../screenProps.ts';
import { BarChart } from '../statistics/BarChart.tsx';
import { ExportButton } from '../statistics/ExportButton.tsx';
import { FigureTable } from '../statistics/FigureTable.tsx';
import { useFileExport } from '../statistics/useFileExport.ts';
import { cellText, reportYears } from './reportingApi.ts';
import type { Report, ReportSection } from '../../../engine/wire/report.ts';

const useStyles = makeStyles({
  screen: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  tools: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'end' },
  field: { minWidth: '120px' },
  card: { padding: tokens.spacingVerticalM, minWidth: 0, display: 'grid', gap: tokens.spacingVerticalS },
  muted: { color: tokens.colorNeutralForeground3 },
});

function SectionCard({ section, language }: { section: ReportSection; language: string }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const group = section.columns[0];
  const title = t(`reporting.section.${section.key}`);
  const numeric = (kind: string) => kind === 'number' || kind === 'percent';
  return (
    <Card className={styles.card} data-testid="report-section" data-section={section.key}>
      <Subtitle2 as="h2">{title}</Subtitle2>
      {section.rows.length === 0 ? (
        <Text className={styles.muted}>{t('reporting.empty')}</Text>
      ) : (
        <BarChart
          title={t('reporting.chartOf', { measure: t(`reporting.column.${section.chart}`), group: group ? t(`reporting.column.${group.key}`).toLowerCase() : '' })}
          bars={section.rows.map((row) => ({ label: group ? cellText(group, row[group.key], language, number) : '', value: Number(row[section.chart] ?? 0) }))}
        />
      )}
      {/* Columns as wide as their words: a report of ten figures scrolls sideways rather than overlapping its headers. */}
      <FigureTable
        label={title}
        testId="report-table"
        fitColumns
        minWidth={section.columns.length * 110}
        rows={section.rows}
        rowKey={(_, index) => index}
        totals
        totalsTestId="report-total"
        columns={section.columns.map((column, i) => ({
          key: column.key,
          header: t(`reporting.column.${column.key}`),
          numeric: numeric(column.kind),
          cell: (row: ReportSection['rows'][number]) => cellText(column, row[column.key], language, number),
          total: i === 0 ? t('reporting.total') : numeric(column.kind) ? cellText(column, section.totals[column.key], language, number) : '',
        }))}
      />
    </Card>
  );
}

export default function ReportingScreen({ page }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const name = page.path.split('/').at(-1) ?? 'general';
  const [params, setParams] = useSearchParams();
  const years = reportYears();
  const year = params.get('tahun') ?? String(new Date().getFullYear());
  const { exporting, run } = useFileExport();
  const { data, error, isLoading, isValidating, mutate } = useSWR(`/sso/reporting/${name}?tahun=${year}`, (url: string) => apiJson<{ data: Report }>(url), { revalidateOnFocus: false, keepPreviousData: true });
  const report = data?.data;
  const state = isLoading ? 'loading' : error && !report ? 'failed' : 'ready';
  return (
    <div className={styles.screen} data-testid="reporting-report" data-report={name} data-screen-state={state}>
      <Title3 as="h1">{t(page.titleKey)}</Title3>
      <Text className={styles.muted}>{t(`reporting.intro.${name}`)}</Text>
      <div className={styles.tools}>
        <Field className={styles.field} label={t('reporting.year')}>
          <Select name="tahun" value={year} onChange={(_, d) => setParams(new URLSearchParams({ tahun: d.value }), { replace: true })}>
            {years.map((value) => (
              <option key={value} value={String(value)}>
                {value}
              </option>
            ))}
          </Select>
        </Field>
        <ExportButton exporting={exporting} disabled={!report} onClick={() => void run(`/sso/reporting/${name}/export?tahun=${year}`, `reporting-${name}-${year}.xlsx`)}>
          {t('reporting.export')}
        </ExportButton>
      </div>
      {isLoading && <Spinner label={t('reporting.loading')} />}
      {error && !report && <LoadFailed error={error} retrying={isValidating} onRetry={() => void mutate()} />}
      {report?.sections.map((section) => (
        <SectionCard key={section.key} section={section} language={i18n.language} />
      ))}
    </div>
  );
}
