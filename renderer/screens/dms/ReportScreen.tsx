/**
 * The seven DMS reports (/apps/dms/report/<name>, GET /sso/dms/report/<name>): a year and, where
 * the report counts by type, a document type to filter by; a chart of each group's total; the
 * table of every figure with the sums; and the same rows as an Excel sheet.
 */
import {
  Button,
  Card,
  Dropdown,
  Field,
  Option,
  ProgressBar,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  Title3,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { downloadBlob } from '../../data/downloadBlob.ts';
import { reportFailure, requestFailure } from '../../data/requestFailure.ts';
import { useOptions } from '../../data/useOptions.ts';
import { LoadFailed } from '../../generic/LoadFailed.tsx';
import { apiFetch, apiJson } from '../../session/apiClient.ts';
import type { ScreenProps } from '../screenProps.ts';
import { DmsFrame } from './DmsFrame.tsx';
import { ReportChart } from './ReportChart.tsx';

interface ReportAnswer {
  report: string;
  group: string;
  figures: string[];
  data: Array<Record<string, unknown>>;
  totals: Record<string, number>;
}

/** Reports that count by document type (server/dms/dmsReports.ts byType). */
const typed = new Set(['statistic_user', 'statistic_department', 'statistic_office', 'storage']);
const types = ['GENERAL', 'KEPESERTAAN', 'MAILING'];

const useStyles = makeStyles({
  screen: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  card: { padding: tokens.spacingHorizontalM, display: 'grid', gap: tokens.spacingVerticalL, minWidth: 0 },
  filters: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  filter: { minWidth: '180px' },
  wrap: { overflowX: 'auto' },
  // Fluent's table shares its width out: below this it would crush the columns into each other (phones scroll it instead).
  table: { minWidth: '520px' },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  numberHead: { '& .fui-TableHeaderCell__button': { justifyContent: 'flex-end' } },
  sum: { fontWeight: tokens.fontWeightSemibold },
  hint: { color: tokens.colorNeutralForeground3 },
});

function Report({ page }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const name = page.path.split('/').at(-1) ?? '';
  const [year, setYear] = useState('');
  const [type, setType] = useState('');
  const [exporting, setExporting] = useState(false);
  const years = useOptions({ source: 'years' });
  const params = new URLSearchParams({ ...(year && { tahun: year }), ...(type && { type }) }).toString();
  const url = `/sso/dms/report/${name}${params ? `?${params}` : ''}`;
  const answer = useSWR<ReportAnswer>(url, (u: string) => apiJson(u), { keepPreviousData: true, revalidateOnFocus: false });
  const report = answer.data;
  const number = (value: unknown) => Number(value ?? 0).toLocaleString(i18n.language);
  const groupLabel = (row: Record<string, unknown>) => String(row.label ?? '—');

  const exportSheet = async () => {
    setExporting(true);
    try {
      const response = await apiFetch(`${url}${params ? '&' : '?'}export=1`);
      if (!response.ok) throw requestFailure(response.status, await response.text());
      downloadBlob(await response.blob(), `dms-${name}.xlsx`);
    } catch (error) {
      reportFailure(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className={styles.screen} data-testid="dms-report" data-report={name} data-screen-state={report ? 'ready' : answer.error ? 'failed' : 'loading'}>
      <div className={styles.head}>
        <Title3 as="h1">{t(page.titleKey)}</Title3>
        <Button icon={<ArrowDownloadRegular />} disabled={!report || exporting} onClick={() => void exportSheet()}>
          {t('common.action.export')}
        </Button>
      </div>
      <Text className={styles.hint}>{t(`dms.report.hint.${name}`)}</Text>
      {exporting && <ProgressBar thickness="large" aria-label={t('common.list.exporting')} />}
      <Card className={styles.card}>
        <div className={styles.filters}>
          <Field label={t('dms.report.year')} className={styles.filter}>
            <Dropdown value={year || t('dms.report.allYears')} selectedOptions={[year]} onOptionSelect={(_, data) => setYear(data.optionValue ?? '')}>
              <Option value="">{t('dms.report.allYears')}</Option>
              {years.options.map((option) => (
                <Option key={String(option.value)} value={String(option.value)}>
                  {option.label}
                </Option>
              ))}
            </Dropdown>
          </Field>
          {typed.has(name) && (
            <Field label={t('dms.document.field.type')} className={styles.filter}>
              <Dropdown value={type ? t(`dms.document.type.${type.toLowerCase()}`) : t('dms.report.allTypes')} selectedOptions={[type]} onOptionSelect={(_, data) => setType(data.optionValue ?? '')}>
                <Option value="">{t('dms.report.allTypes')}</Option>
                {types.map((value) => (
                  <Option key={value} value={value}>
                    {t(`dms.document.type.${value.toLowerCase()}`)}
                  </Option>
                ))}
              </Dropdown>
            </Field>
          )}
        </div>
        {answer.error && !report ? (
          <LoadFailed error={answer.error} retrying={answer.isValidating} onRetry={() => void answer.mutate()} />
        ) : !report ? (
          <Spinner label={t('common.list.loading')} />
        ) : (
          <>
            <ReportChart title={t(`dms.report.chart.${report.group}`)} bars={report.data.map((row) => ({ label: groupLabel(row), value: Number(row.total ?? 0) }))} />
            <div className={styles.wrap}>
              <Table className={styles.table} size="small" aria-label={t(page.titleKey)}>
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell>{t(`dms.report.column.${report.group}`)}</TableHeaderCell>
                    {report.figures.map((figure) => (
                      <TableHeaderCell key={figure} className={styles.numberHead}>
                        {t(`dms.report.column.${figure}`)}
                      </TableHeaderCell>
                    ))}
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {report.data.length === 0 && (
                    <TableRow>
                      <TableCell colSpan={report.figures.length + 1}>{t('common.list.empty')}</TableCell>
                    </TableRow>
                  )}
                  {report.data.map((row) => (
                    <TableRow key={groupLabel(row)}>
                      <TableCell>{groupLabel(row)}</TableCell>
                      {report.figures.map((figure) => (
                        <TableCell key={figure} className={styles.number}>
                          {number(row[figure])}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                  <TableRow className={styles.sum}>
                    <TableCell>{t('dms.report.column.sum')}</TableCell>
                    {report.figures.map((figure) => (
                      <TableCell key={figure} className={styles.number} data-figure={figure}>
                        {number(report.totals[figure])}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableBody>
              </Table>
            </div>
          </>
        )}
      </Card>
    </div>
  );
}

export default function ReportScreen(props: ScreenProps) {
  return <DmsFrame>{() => <Report {...props} />}</DmsFrame>;
}
