/**
 * The seven DMS reports (/apps/dms/report/<name>, GET /sso/dms/report/<name>): a year and, where
 * the report counts by type, a document type to filter by; a chart of each group's total; the
 * table of every figure with the sums; and the same rows as an Excel sheet.
 */
import { Button, Dropdown, Field, Option, ProgressBar, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { downloadBlob } from '../../data/downloadBlob.ts';
import { reportFailure, requestFailure } from '../../data/requestFailure.ts';
import { answerState, LoadedAnswer } from '../../generic/LoadedAnswer.tsx';
import { WideTable } from '../../generic/WideTable.tsx';
import { YearFilter } from '../../generic/YearFilter.tsx';
import { apiFetch, apiJson } from '../../session/apiClient.ts';
import type { ScreenProps } from '../screenProps.ts';
import { DmsCardScreen } from './DmsCardScreen.tsx';
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
  filters: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  filter: { minWidth: '180px' },
  number: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  numberHead: { '& .fui-TableHeaderCell__button': { justifyContent: 'flex-end' } },
  sum: { fontWeight: tokens.fontWeightSemibold },
});

function Report({ page }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const name = page.path.split('/').at(-1) ?? '';
  const [year, setYear] = useState('');
  const [type, setType] = useState('');
  const [exporting, setExporting] = useState(false);
  const params = new URLSearchParams({ ...(year && { tahun: year }), ...(type && { type }) }).toString();
  const url = `/sso/dms/report/${name}${params ? `?${params}` : ''}`;
  const answer = useSWR<ReportAnswer>(url, (u: string) => apiJson(u), { keepPreviousData: true, revalidateOnFocus: false });
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
    <DmsCardScreen
      title={t(page.titleKey)}
      hint={t(`dms.report.hint.${name}`)}
      action={
        <Button icon={<ArrowDownloadRegular />} disabled={!answer.data || exporting} onClick={() => void exportSheet()}>
          {t('common.action.export')}
        </Button>
      }
      notice={exporting && <ProgressBar thickness="large" aria-label={t('common.list.exporting')} />}
      roomy
      testId="dms-report"
      state={answerState(answer)}
      data={{ 'data-report': name }}
    >
      <div className={styles.filters}>
        <YearFilter label={t('dms.report.year')} allLabel={t('dms.report.allYears')} value={year} onChange={setYear} className={styles.filter} />
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
      <LoadedAnswer answer={answer}>
        {(report) => (
          <>
            <ReportChart title={t(`dms.report.chart.${report.group}`)} bars={report.data.map((row) => ({ label: groupLabel(row), value: Number(row.total ?? 0) }))} />
            <WideTable caption={t(page.titleKey)} minWidth={520}>
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
            </WideTable>
          </>
        )}
      </LoadedAnswer>
    </DmsCardScreen>
  );
}

export default function ReportScreen(props: ScreenProps) {
  return <DmsFrame>{() => <Report {...props} />}</DmsFrame>;
}
