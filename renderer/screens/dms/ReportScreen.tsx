/**
 * The seven DMS reports (/apps/dms/report/<name>, GET /sso/dms/report/<name>): a year and, where
 * the report counts by type, a document type to filter by; a chart of each group's total; the
 * table of every figure with the sums; and the same rows as an Excel sheet.
 */
import { Button, Dropdown, Field, Option, ProgressBar, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { answerState, LoadedAnswer } from '../../generic/LoadedAnswer.tsx';
import { YearFilter } from '../../generic/YearFilter.tsx';
import { apiJson } from '../../session/apiClient.ts';
import type { ScreenProps } from '../screenProps.ts';
import { BarChart } from '../statistics/BarChart.tsx';
import { FigureTable } from '../statistics/FigureTable.tsx';
import { useFileExport } from '../statistics/useFileExport.ts';
import { DmsCardScreen } from './DmsCardScreen.tsx';
import { DmsFrame } from './DmsFrame.tsx';

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
});

function Report({ page }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const name = page.path.split('/').at(-1) ?? '';
  const [year, setYear] = useState('');
  const [type, setType] = useState('');
  const { exporting, run } = useFileExport();
  const params = new URLSearchParams({ ...(year && { tahun: year }), ...(type && { type }) }).toString();
  const url = `/sso/dms/report/${name}${params ? `?${params}` : ''}`;
  const answer = useSWR<ReportAnswer>(url, (u: string) => apiJson(u), { keepPreviousData: true, revalidateOnFocus: false });
  const number = (value: unknown) => Number(value ?? 0).toLocaleString(i18n.language);
  const groupLabel = (row: Record<string, unknown>) => String(row.label ?? '—');
  // A storage place is named by its whole path (location › room › rack); under a bar, where the
  // table below names it whole, the room and rack say which it is, unless two places share them.
  const barLabels = (rows: Array<Record<string, unknown>>) => {
    const short = rows.map((row) => groupLabel(row).split(' › ').slice(-2).join(' › '));
    return name === 'storage' && new Set(short).size === rows.length ? short : rows.map(groupLabel);
  };

  return (
    <DmsCardScreen
      title={t(page.titleKey)}
      hint={t(`dms.report.hint.${name}`)}
      action={
        <Button icon={<ArrowDownloadRegular />} disabled={!answer.data || exporting} onClick={() => void run(`${url}${params ? '&' : '?'}export=1`, `dms-${name}.xlsx`)}>
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
            <BarChart title={t(`dms.report.chart.${report.group}`)} bars={barLabels(report.data).map((label, index) => ({ label, value: Number(report.data[index]?.total ?? 0) }))} />
            {/* Columns as wide as their words (a storage place or an office was folded into an equal
                share beside short figures); below 96 px a column, a phone scrolls the table. */}
            <FigureTable
              label={t(page.titleKey)}
              fitColumns
              empty={t('common.list.empty')}
              rows={report.data}
              rowKey={groupLabel}
              totals
              totalsTestId="dms-report-total"
              columns={[
                { key: report.group, header: t(`dms.report.column.${report.group}`), cell: groupLabel, total: t('dms.report.column.sum') },
                ...report.figures.map((figure) => ({ key: figure, header: t(`dms.report.column.${figure}`), numeric: true, cell: (row: Record<string, unknown>) => number(row[figure]), total: number(report.totals[figure]) })),
              ]}
            />
          </>
        )}
      </LoadedAnswer>
    </DmsCardScreen>
  );
}

export default function ReportScreen(props: ScreenProps) {
  return <DmsFrame>{() => <Report {...props} />}</DmsFrame>;
}
