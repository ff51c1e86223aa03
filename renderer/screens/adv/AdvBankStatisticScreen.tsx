/**
 * /apps/adv/otentikasi-bank/statistic: the authentications recorded at partner banks in one period
 * (GET /sso/adv/statistic/autentikasi/bank), counted by status (counters and a chart) and by bank
 * (a chart, and below the charts a table with each status apart).
 */
import { Spinner, Text, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../generic/LoadFailed.tsx';
import type { ScreenProps } from '../screenProps.ts';
import { ChartCard, ChartGrid, FigureCard } from '../statistics/ChartCard.tsx';
import { CounterCard, CounterGrid } from '../statistics/CounterCard.tsx';
import { FigureTable } from '../statistics/FigureTable.tsx';
import { useBankStatistic } from './advStatisticApi.ts';
import { PeriodSelect, usePeriodParam } from './PeriodSelect.tsx';

const useStyles = makeStyles({ screen: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 } });

export const bankStatuses = [
  { value: '1', key: 'pending', color: tokens.colorPaletteMarigoldBackground3 },
  { value: '2', key: 'verified', color: tokens.colorPaletteGreenBackground3 },
  { value: '3', key: 'rejected', color: tokens.colorPaletteRedBackground3 },
] as const;

export default function AdvBankStatisticScreen({ page }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const [periodId, setPeriodId] = usePeriodParam();
  const { data, error, isLoading, isValidating, mutate } = useBankStatistic(periodId);
  const number = new Intl.NumberFormat(i18n.language);
  const state = isLoading ? 'loading' : error && !data ? 'failed' : 'ready';
  return (
    <div className={styles.screen} data-testid="adv-bank-statistic" data-screen-state={state}>
      <Title3 as="h1">{t(page.titleKey)}</Title3>
      <PeriodSelect value={periodId} shown={data?.periode} onChange={setPeriodId} />
      {error && !data && <LoadFailed error={error} retrying={isValidating} onRetry={() => void mutate()} />}
      {isLoading && <Spinner label={t('adv.statistic.loading')} />}
      {data && (
        <>
          <CounterGrid>
            <CounterCard testId="bank-counter-total" value={number.format(data.total)} label={t('adv.statistic.total')} />
            {bankStatuses.map((status) => (
              <CounterCard key={status.value} testId={`bank-counter-${status.key}`} value={number.format(data.status[status.value] ?? 0)} label={t(`bank.otentikasi.status.${status.key}`)} color={status.color} />
            ))}
          </CounterGrid>
          {data.total === 0 ? (
            <Text>{t('adv.statistic.empty')}</Text>
          ) : (
            <>
              <ChartGrid>
                <ChartCard title={t('adv.statistic.bankByStatus')} bars={bankStatuses.map((s) => ({ label: t(`bank.otentikasi.status.${s.key}`), value: data.status[s.value] ?? 0, color: s.color }))} />
                <ChartCard title={t('adv.statistic.bankByBank')} bars={data.bank.map((bank) => ({ label: bank.nama_bank, value: bank.total }))} />
              </ChartGrid>
              {/* The table in a card of the screen's width: in a chart's card it was cut at "Reje…". */}
              <FigureCard testId="bank-statistic-table">
                <FigureTable
                  label={t('adv.statistic.bankByBank')}
                  rows={data.bank}
                  rowKey={(bank) => bank.nama_bank}
                  columns={[
                    { key: 'nama_bank', header: t('bank.otentikasi.field.nama_bank'), cell: (bank) => bank.nama_bank },
                    ...bankStatuses.map((s) => ({ key: s.value, header: t(`bank.otentikasi.status.${s.key}`), numeric: true, cell: (bank: (typeof data.bank)[number]) => number.format(bank.status[s.value] ?? 0) })),
                    { key: 'total', header: t('adv.statistic.total'), numeric: true, cell: (bank) => number.format(bank.total) },
                  ]}
                />
              </FigureCard>
            </>
          )}
        </>
      )}
    </div>
  );
}
