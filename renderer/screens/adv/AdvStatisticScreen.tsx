/**
 * /apps/adv/otentikasi/statistic: the authentication statistic of one period per employer (kd_pk)
 * under the spec's export columns (GET /sso/adv/statistic/autentikasi/peserta), the overall
 * figures as counters, the authenticated share of each employer as a bar chart, the table with
 * its totals row, and the same table as an Excel file.
 */
import { Button, Card, Spinner, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadBlob } from '../../data/downloadBlob.ts';
import { reportFailure, requestFailure } from '../../data/requestFailure.ts';
import { LoadFailed } from '../../generic/LoadFailed.tsx';
import { apiFetch } from '../../session/apiClient.ts';
import { BarChart } from '../statistics/BarChart.tsx';
import type { ScreenProps } from '../screenProps.ts';
import { statisticColumns, type StatisticRow } from '../../../engine/wire/advStatistic.ts';
import { statisticPath, useAuthenticationStatistic } from './advStatisticApi.ts';
import { CounterCard, counterGrid } from '../statistics/CounterCard.tsx';
import { PeriodSelect, usePeriodParam } from './PeriodSelect.tsx';

const useStyles = makeStyles({
  screen: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'end', justifyContent: 'space-between' },
  counters: counterGrid,
  card: { padding: tokens.spacingVerticalM, minWidth: 0 },
  tableWrap: { overflowX: 'auto', minWidth: 0 },
  table: { minWidth: '1280px' },
  number: { textAlign: 'right', whiteSpace: 'nowrap' },
  total: { fontWeight: tokens.fontWeightSemibold },
});

const textColumns = new Set(['kd_pk', 'nama_pemberi_kerja']);

export default function AdvStatisticScreen({ page }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const [periodId, setPeriodId] = usePeriodParam();
  const { data, error, isLoading, isValidating, mutate } = useAuthenticationStatistic(periodId);
  const [exporting, setExporting] = useState(false);
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const cell = (row: StatisticRow, column: string) => {
    const value = row[column as keyof StatisticRow];
    if (textColumns.has(column)) return String(value);
    return column === 'persentase' ? `${number.format(Number(value))}%` : number.format(Number(value));
  };
  const runExport = async () => {
    setExporting(true);
    try {
      const response = await apiFetch(statisticPath('peserta', periodId, '/export'));
      if (!response.ok) throw requestFailure(response.status, await response.text());
      downloadBlob(await response.blob(), 'statistik-otentikasi.xlsx');
    } catch (failure) {
      reportFailure(failure, 'Data melebihi 15.000 baris');
    } finally {
      setExporting(false);
    }
  };
  const state = isLoading ? 'loading' : error && !data ? 'failed' : 'ready';
  return (
    <div className={styles.screen} data-testid="adv-statistic" data-screen-state={state}>
      <Title3 as="h1">{t(page.titleKey)}</Title3>
      <div className={styles.bar}>
        <PeriodSelect value={periodId} shown={data?.periode} onChange={setPeriodId} />
        <Button icon={exporting ? <Spinner size="extra-tiny" /> : <ArrowDownloadRegular />} disabled={exporting || !data?.rows.length} onClick={() => void runExport()}>
          {exporting ? t('adv.statistic.exporting') : t('adv.statistic.export')}
        </Button>
      </div>
      {error && !data && <LoadFailed error={error} retrying={isValidating} onRetry={() => void mutate()} />}
      {isLoading && <Spinner label={t('adv.statistic.loading')} />}
      {data && (
        <>
          <div className={styles.counters}>
            <CounterCard testId="adv-counter-total_kewajiban" value={number.format(Number(data.total.total_kewajiban))} label={t('adv.statistic.mustAuthenticate')} />
            <CounterCard testId="adv-counter-subtotal_autentikasi" value={number.format(Number(data.total.subtotal_autentikasi))} label={t('adv.statistic.authenticated')} color={tokens.colorPaletteGreenBackground3} />
            <CounterCard testId="adv-counter-belum_autentikasi" value={number.format(Number(data.total.belum_autentikasi))} label={t('adv.statistic.notYet')} color={tokens.colorPaletteMarigoldBackground3} />
            <CounterCard testId="adv-counter-persentase" value={`${number.format(Number(data.total.persentase))}%`} label={t('adv.statistic.share')} color={tokens.colorBrandBackground} />
          </div>
          {data.rows.length === 0 ? (
            <Text>{t('adv.statistic.empty')}</Text>
          ) : (
            <>
              <Card className={styles.card}>
                <BarChart title={t('adv.statistic.byEmployer')} bars={data.rows.map((row) => ({ label: String(row.kd_pk), value: Number(row.persentase) }))} />
              </Card>
              <Card className={styles.card}>
                {/* A table wider than the screen scrolls; the keyboard reaches it too. */}
                <div className={styles.tableWrap} role="region" tabIndex={0} aria-label={t(page.titleKey)}>
                  <Table size="small" className={styles.table} aria-label={t(page.titleKey)} data-testid="adv-statistic-table">
                    <TableHeader>
                      <TableRow>
                        {statisticColumns.map((column) => (
                          <TableHeaderCell key={column}>{t(`adv.statistic.column.${column}`)}</TableHeaderCell>
                        ))}
                      </TableRow>
                    </TableHeader>
                    <TableBody>
                      {[...data.rows, data.total].map((row, index) => (
                        <TableRow key={index === data.rows.length ? 'total' : String(row.kd_pk)} className={index === data.rows.length ? styles.total : undefined}>
                          {statisticColumns.map((column) => (
                            <TableCell key={column} className={textColumns.has(column) ? undefined : styles.number}>
                              {index === data.rows.length && column === 'nama_pemberi_kerja' ? t('adv.statistic.total') : cell(row, column)}
                            </TableCell>
                          ))}
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </div>
              </Card>
            </>
          )}
        </>
      )}
    </div>
  );
}
