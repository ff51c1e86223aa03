/**
 * /apps/adv/otentikasi/dashboard: where the open period's authentication stands (the totals of
 * GET /sso/adv/statistic/autentikasi/peserta as counters and a chart: in the application, by other
 * means, not yet), the successful ones by method, and the benefit payments of the last months (GET /sso/adv/statistic/transaksi-mp:
 * paid, held for want of an authentication, failed).
 */
import { Spinner, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../generic/LoadFailed.tsx';
import type { ScreenProps } from '../screenProps.ts';
import { ChartCard, ChartGrid, FigureCard } from '../statistics/ChartCard.tsx';
import { CounterCard, CounterGrid } from '../statistics/CounterCard.tsx';
import { FigureTable } from '../statistics/FigureTable.tsx';
import { useAuthenticationStatistic, useTransactions } from './advStatisticApi.ts';

const useStyles = makeStyles({ screen: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 }, period: { color: tokens.colorNeutralForeground3 } });

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
        <CounterGrid>
          <CounterCard testId="adv-counter-total_kewajiban" value={number.format(Number(total.total_kewajiban))} label={t('adv.statistic.mustAuthenticate')} />
          <CounterCard testId="adv-counter-subtotal_autentikasi" value={number.format(Number(total.subtotal_autentikasi))} label={t('adv.statistic.authenticated')} color={tokens.colorPaletteGreenBackground3} />
          <CounterCard testId="adv-counter-belum_autentikasi" value={number.format(Number(total.belum_autentikasi))} label={t('adv.statistic.notYet')} color={tokens.colorPaletteMarigoldBackground3} />
          <CounterCard testId="adv-counter-persentase" value={`${number.format(Number(total.persentase))}%`} label={t('adv.statistic.share')} color={tokens.colorBrandBackground} />
        </CounterGrid>
      )}
      <ChartGrid>
        {total && (
          <ChartCard
            title={t('adv.statistic.progress')}
            bars={[
              { label: t('adv.statistic.column.autentikasi'), value: Number(total.autentikasi), color: tokens.colorPaletteGreenBackground3 },
              { label: t('adv.statistic.column.autentikasi_others'), value: Number(total.autentikasi_others), color: tokens.colorPaletteBlueBorderActive },
              { label: t('adv.statistic.column.belum_autentikasi'), value: Number(total.belum_autentikasi), color: tokens.colorPaletteMarigoldBackground3 },
            ]}
          />
        )}
        {statistic.data && statistic.data.feature.length > 0 && <ChartCard title={t('adv.statistic.byFeature')} bars={statistic.data.feature.map((method) => ({ label: method.name ?? '—', value: method.count }))} />}
        {transactions.data && <ChartCard title={t('adv.statistic.transactions')} bars={transactions.data.map((month) => ({ label: month.bulan_bayar, value: month.status['1'] ?? 0 }))} />}
      </ChartGrid>
      {/* The months' table in a card of the screen's width: in the chart's card it was cut at "F…". */}
      {transactions.data && (
        <FigureCard testId="adv-transactions-table">
          <FigureTable
            label={t('adv.statistic.transactions')}
            rows={transactions.data}
            rowKey={(month) => month.bulan_bayar}
            columns={[
              { key: 'bulan_bayar', header: t('bank.transaksi.field.bulan_bayar'), cell: (month) => month.bulan_bayar },
              ...paymentStatuses.map((s) => ({ key: s.value, header: t(`bank.transaksi.status.${s.key}`), numeric: true, cell: (month: (typeof transactions.data)[number]) => number.format(month.status[s.value] ?? 0) })),
              { key: 'nominal', header: t('adv.statistic.paidAmount'), numeric: true, cell: (month) => money.format(month.nominal) },
            ]}
          />
        </FigureCard>
      )}
    </div>
  );
}
