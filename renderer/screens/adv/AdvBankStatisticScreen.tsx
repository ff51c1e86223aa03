/**
 * /apps/adv/otentikasi-bank/statistic: the authentications recorded at partner banks in one period
 * (GET /sso/adv/statistic/autentikasi/bank), counted by status (counters and a chart) and by bank
 * (a chart and a table with each status apart).
 */
import { Card, Spinner, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../generic/LoadFailed.tsx';
import { BarChart } from '../statistics/BarChart.tsx';
import type { ScreenProps } from '../screenProps.ts';
import { useBankStatistic } from './advStatisticApi.ts';
import { CounterCard, counterGrid } from '../statistics/CounterCard.tsx';
import { PeriodSelect, usePeriodParam } from './PeriodSelect.tsx';

const useStyles = makeStyles({
  screen: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  counters: counterGrid,
  charts: { display: 'grid', gap: tokens.spacingVerticalM, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 360px), 1fr))' },
  card: { padding: tokens.spacingVerticalM, minWidth: 0 },
  tableWrap: { overflowX: 'auto', minWidth: 0 },
  number: { textAlign: 'right' },
});

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
          <div className={styles.counters}>
            <CounterCard testId="bank-counter-total" value={number.format(data.total)} label={t('adv.statistic.total')} />
            {bankStatuses.map((status) => (
              <CounterCard key={status.value} testId={`bank-counter-${status.key}`} value={number.format(data.status[status.value] ?? 0)} label={t(`bank.otentikasi.status.${status.key}`)} color={status.color} />
            ))}
          </div>
          {data.total === 0 ? (
            <Text>{t('adv.statistic.empty')}</Text>
          ) : (
            <div className={styles.charts}>
              <Card className={styles.card}>
                <BarChart title={t('adv.statistic.bankByStatus')} bars={bankStatuses.map((s) => ({ label: t(`bank.otentikasi.status.${s.key}`), value: data.status[s.value] ?? 0, color: s.color }))} />
              </Card>
              <Card className={styles.card}>
                <BarChart title={t('adv.statistic.bankByBank')} bars={data.bank.map((bank) => ({ label: bank.nama_bank, value: bank.total }))} />
                {/* A table wider than the screen scrolls; the keyboard reaches it too. */}
                <div className={styles.tableWrap} role="region" tabIndex={0} aria-label={t('adv.statistic.bankByBank')}>
                  <Table size="small" aria-label={t('adv.statistic.bankByBank')}>
                    <TableHeader>
                      <TableRow>
                        <TableHeaderCell>{t('bank.otentikasi.field.nama_bank')}</TableHeaderCell>
                        {bankStatuses.map((s) => (
                          <TableHeaderCell key={s.value}>{t(`bank.otentikasi.status.${s.key}`)}</TableHeaderCell>
                        ))}
                        <TableHeaderCell>{t('adv.statistic.total')}</TableHeaderCell>
                      </TableRow>
                    </TableHeader>
                    <TableBody>
                      {data.bank.map((bank) => (
                        <TableRow key={bank.nama_bank}>
                          <TableCell>{bank.nama_bank}</TableCell>
                          {bankStatuses.map((s) => (
                            <TableCell key={s.value} className={styles.number}>
                              {number.format(bank.status[s.value] ?? 0)}
                            </TableCell>
                          ))}
                          <TableCell className={styles.number}>{number.format(bank.total)}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </div>
              </Card>
            </div>
          )}
        </>
      )}
    </div>
  );
}
