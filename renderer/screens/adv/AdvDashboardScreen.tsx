/**
 * /apps/adv/otentikasi/dashboard: where the open period's authentication stands (the totals of
 * GET /sso/adv/statistic/autentikasi/peserta as counters and a chart: in the application, by other
 * means, not yet), the successful ones by method, and the benefit payments of the last months (GET /sso/adv/statistic/transaksi-mp:
 * paid, held for want of an authentication, failed).
 */
import { Card, Spinner, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../generic/LoadFailed.tsx';
import { BarChart } from '../statistics/BarChart.tsx';
import type { ScreenProps } from '../screenProps.ts';
import { useAuthenticationStatistic, useTransactions } from './advStatisticApi.ts';
import { CounterCard, counterGrid } from '../statistics/CounterCard.tsx';

const useStyles = makeStyles({
  screen: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  counters: counterGrid,
  charts: { display: 'grid', gap: tokens.spacingVerticalM, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 360px), 1fr))' },
  card: { padding: tokens.spacingVerticalM, minWidth: 0 },
  tableWrap: { overflowX: 'auto', minWidth: 0 },
  number: { textAlign: 'right', whiteSpace: 'nowrap' },
  period: { color: tokens.colorNeutralForeground3 },
});

const paymentStatuses = [
  { value: '1', key: 'paid', color: tokens.colorPaletteGreenBackground3 },
  { value: '2', key: 'held', color: tokens.colorPaletteMarigoldBackground3 },
  { value: '3', key: 'failed', color: tokens.colorPaletteRedBackground3 },
] as const;

export default function AdvDashboardScreen({ page }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const statistic = useAuthenticationStatistic('');
  const transactions = useTransactions();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const money = new Intl.NumberFormat(i18n.language, { notation: 'compact', maximumFractionDigits: 1 });
  const total = statistic.data?.total;
  const ready = statistic.data && transactions.data;
  const failed = statistic.error ?? transactions.error;
  return (
    <div className={styles.screen} data-testid="adv-dashboard" data-screen-state={ready ? 'ready' : failed ? 'failed' : 'loading'}>
      <Title3 as="h1">{t(page.titleKey)}</Title3>
      {failed && !ready && (
        <LoadFailed
          error={failed}
          retrying={statistic.isValidating || transactions.isValidating}
          onRetry={() => {
            void statistic.mutate();
            void transactions.mutate();
          }}
        />
      )}
      {!ready && !failed && <Spinner label={t('adv.statistic.loading')} />}
      {statistic.data?.periode && <span className={styles.period}>{`${t('adv.statistic.period')}: ${statistic.data.periode.nama}`}</span>}
      {total && (
        <div className={styles.counters}>
          <CounterCard testId="adv-counter-total_kewajiban" value={number.format(Number(total.total_kewajiban))} label={t('adv.statistic.mustAuthenticate')} />
          <CounterCard testId="adv-counter-subtotal_autentikasi" value={number.format(Number(total.subtotal_autentikasi))} label={t('adv.statistic.authenticated')} color={tokens.colorPaletteGreenBackground3} />
          <CounterCard testId="adv-counter-belum_autentikasi" value={number.format(Number(total.belum_autentikasi))} label={t('adv.statistic.notYet')} color={tokens.colorPaletteMarigoldBackground3} />
          <CounterCard testId="adv-counter-persentase" value={`${number.format(Number(total.persentase))}%`} label={t('adv.statistic.share')} color={tokens.colorBrandBackground} />
        </div>
      )}
      <div className={styles.charts}>
        {total && (
          <Card className={styles.card}>
            <BarChart
              title={t('adv.statistic.progress')}
              bars={[
                { label: t('adv.statistic.column.autentikasi'), value: Number(total.autentikasi), color: tokens.colorPaletteGreenBackground3 },
                { label: t('adv.statistic.column.autentikasi_others'), value: Number(total.autentikasi_others), color: tokens.colorPaletteBlueBorderActive },
                { label: t('adv.statistic.column.belum_autentikasi'), value: Number(total.belum_autentikasi), color: tokens.colorPaletteMarigoldBackground3 },
              ]}
            />
          </Card>
        )}
        {statistic.data && statistic.data.feature.length > 0 && (
          <Card className={styles.card}>
            <BarChart title={t('adv.statistic.byFeature')} bars={statistic.data.feature.map((method) => ({ label: method.name ?? '—', value: method.count }))} />
          </Card>
        )}
        {transactions.data && (
          <Card className={styles.card}>
            <BarChart title={t('adv.statistic.transactions')} bars={transactions.data.map((month) => ({ label: month.bulan_bayar, value: month.status['1'] ?? 0 }))} />
            {/* A table wider than the screen scrolls; the keyboard reaches it too. */}
            <div className={styles.tableWrap} role="region" tabIndex={0} aria-label={t('adv.statistic.transactions')}>
              <Table size="small" aria-label={t('adv.statistic.transactions')}>
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell>{t('bank.transaksi.field.bulan_bayar')}</TableHeaderCell>
                    {paymentStatuses.map((s) => (
                      <TableHeaderCell key={s.value}>{t(`bank.transaksi.status.${s.key}`)}</TableHeaderCell>
                    ))}
                    <TableHeaderCell>{t('adv.statistic.paidAmount')}</TableHeaderCell>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {transactions.data.map((month) => (
                    <TableRow key={month.bulan_bayar}>
                      <TableCell>{month.bulan_bayar}</TableCell>
                      {paymentStatuses.map((s) => (
                        <TableCell key={s.value} className={styles.number}>
                          {number.format(month.status[s.value] ?? 0)}
                        </TableCell>
                      ))}
                      <TableCell className={styles.number}>{money.format(month.nominal)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          </Card>
        )}
      </div>
    </div>
  );
}
