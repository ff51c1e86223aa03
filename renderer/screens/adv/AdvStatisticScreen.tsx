/**
 * /apps/adv/otentikasi/statistic: the authentication statistic of one period per employer (kd_pk)
 * under the spec's export columns (GET /sso/adv/statistic/autentikasi/peserta), the overall
 * figures as counters, the authenticated share of each employer as a bar chart, the table with
 * its totals row, and the same table as an Excel file.
 */
import { Spinner, Text, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../generic/LoadFailed.tsx';
import type { ScreenProps } from '../screenProps.ts';
import { statisticColumns, type StatisticRow } from '../../../engine/wire/advStatistic.ts';
import { ChartCard, FigureCard } from '../statistics/ChartCard.tsx';
import { CounterCard, CounterGrid } from '../statistics/CounterCard.tsx';
import { ExportButton } from '../statistics/ExportButton.tsx';
import { FigureTable } from '../statistics/FigureTable.tsx';
import { useFileExport } from '../statistics/useFileExport.ts';
import { statisticPath, useAuthenticationStatistic } from './advStatisticApi.ts';
import { PeriodSelect, usePeriodParam } from './PeriodSelect.tsx';

const useStyles = makeStyles({
  screen: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'end', justifyContent: 'space-between' },
  // An employer's name on one line: fourteen equal columns broke "PT Kereta Api Indonesia" into three.
  name: { whiteSpace: 'nowrap' },
});

const textColumns = new Set(['kd_pk', 'nama_pemberi_kerja']);

export default function AdvStatisticScreen({ page }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const [periodId, setPeriodId] = usePeriodParam();
  const { data, error, isLoading, isValidating, mutate } = useAuthenticationStatistic(periodId);
  const { exporting, run } = useFileExport();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const cell = (row: StatisticRow, column: string) => {
    const value = row[column as keyof StatisticRow];
    if (textColumns.has(column)) return String(value);
    return column === 'persentase' ? `${number.format(Number(value))}%` : number.format(Number(value));
  };
  const state = isLoading ? 'loading' : error && !data ? 'failed' : 'ready';
  return (
    <div className={styles.screen} data-testid="adv-statistic" data-screen-state={state}>
      <Title3 as="h1">{t(page.titleKey)}</Title3>
      <div className={styles.bar}>
        <PeriodSelect value={periodId} shown={data?.periode} onChange={setPeriodId} />
        <ExportButton exporting={exporting} disabled={!data?.rows.length} onClick={() => void run(statisticPath('peserta', periodId, '/export'), 'statistik-otentikasi.xlsx', 'Data melebihi 15.000 baris')}>
          {exporting ? t('adv.statistic.exporting') : t('adv.statistic.export')}
        </ExportButton>
      </div>
      {error && !data && <LoadFailed error={error} retrying={isValidating} onRetry={() => void mutate()} />}
      {isLoading && <Spinner label={t('adv.statistic.loading')} />}
      {data && (
        <>
          <CounterGrid>
            <CounterCard testId="adv-counter-total_kewajiban" value={number.format(Number(data.total.total_kewajiban))} label={t('adv.statistic.mustAuthenticate')} />
            <CounterCard testId="adv-counter-subtotal_autentikasi" value={number.format(Number(data.total.subtotal_autentikasi))} label={t('adv.statistic.authenticated')} color={tokens.colorPaletteGreenBackground3} />
            <CounterCard testId="adv-counter-belum_autentikasi" value={number.format(Number(data.total.belum_autentikasi))} label={t('adv.statistic.notYet')} color={tokens.colorPaletteMarigoldBackground3} />
            <CounterCard testId="adv-counter-persentase" value={`${number.format(Number(data.total.persentase))}%`} label={t('adv.statistic.share')} color={tokens.colorBrandBackground} />
          </CounterGrid>
          {data.rows.length === 0 ? (
            <Text>{t('adv.statistic.empty')}</Text>
          ) : (
            <>
              <ChartCard title={t('adv.statistic.byEmployer')} bars={data.rows.map((row) => ({ label: String(row.kd_pk), value: Number(row.persentase) }))} />
              <FigureCard>
                <FigureTable
                  label={t(page.titleKey)}
                  testId="adv-statistic-table"
                  minWidth={1280}
                  fitColumns
                  rows={data.rows}
                  rowKey={(row) => String(row.kd_pk)}
                  totals
                  columns={statisticColumns.map((column) => ({
                    key: column,
                    header: t(`adv.statistic.column.${column}`),
                    numeric: !textColumns.has(column),
                    cell: (row: StatisticRow) => (column === 'nama_pemberi_kerja' ? <span className={styles.name}>{cell(row, column)}</span> : cell(row, column)),
                    total: column === 'nama_pemberi_kerja' ? t('adv.statistic.total') : cell(data.total, column),
                  }))}
                />
              </FigureCard>
            </>
          )}
        </>
      )}
    </div>
  );
}
