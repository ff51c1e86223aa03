/**
 * /apps/rekonsiliasi: the active-participant statistics. Above, the latest migrated batch of each
 * company (GET /sso/rekonsiliasi/statistic/summary): totals, and a chart of the active employees in
 * the holding's SAP beside the fund's active participants, company by company; below, every
 * batch (GET /sso/rekonsiliasi/statistic/aktif-compare: module statistik_peserta_aktif, 20 a page,
 * newest batch first, searched by company, period and batch) as the generic list with its export.
 */
import { Link, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import useSWR from 'swr';
import { definitions, loadResourceDefinitions } from '../../definitions.ts';
import { createHttpDataProvider } from '../../data/dataProvider.ts';
import { DataProviderProvider } from '../../data/DataProviderContext.tsx';
import { ConfirmProvider } from '../../generic/ConfirmDialog.tsx';
import { ListScreen } from '../../generic/list/ListScreen.tsx';
import { LoadFailed } from '../../generic/LoadFailed.tsx';
import { apiJson } from '../../session/apiClient.ts';
import { barColors } from '../pp/ppStatisticApi.ts';
import type { ScreenProps } from '../screenProps.ts';
import { ChartCard, ChartGrid } from '../statistics/ChartCard.tsx';
import { CounterCard, CounterGrid } from '../statistics/CounterCard.tsx';
import type { ReconciliationSummary as Summary } from '../../../engine/wire/reconciliationSummary.ts';

const provider = createHttpDataProvider(definitions);
const resourceId = 'rekonsiliasi_statistik';

const useStyles = makeStyles({
  screen: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  muted: { color: tokens.colorNeutralForeground3 },
  related: { display: 'flex', flexWrap: 'wrap', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`, alignItems: 'baseline' },
});

/** The reconciliation pages the menu does not list (shell.md lists the statistic, the search and the preparations), reached from here. */
const relatedPages = [
  ['/apps/rekonsiliasi/data/preparation', 'page.rekonsiliasi.data_preparation'],
  ['/apps/rekonsiliasi/data/migration', 'page.rekonsiliasi.data_migration'],
  ['/apps/rekonsiliasi/data/validation', 'page.rekonsiliasi.data_validation'],
  ['/apps/rekonsiliasi/holding/company', 'page.rekonsiliasi.holding_company'],
  ['/apps/rekonsiliasi/holding/search', 'page.rekonsiliasi.holding_search'],
] as const;

function SummaryCards({ summary }: { summary: Summary }) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const number = new Intl.NumberFormat(i18n.language);
  if (summary.companies.length === 0) return <Text className={styles.muted}>{t('rekonsiliasi.statistic.empty')}</Text>;
  const counters = [
    { key: 'totalSap', value: summary.total.jumlah_sap, color: barColors.brand },
    { key: 'totalDapen', value: summary.total.jumlah_dapen, color: barColors.informative },
    { key: 'totalCocok', value: summary.total.jumlah_cocok, color: barColors.success },
    { key: 'totalSelisih', value: summary.total.perbedaan, color: barColors.danger },
  ];
  return (
    <>
      <CounterGrid>
        {counters.map((counter) => (
          <CounterCard key={counter.key} value={number.format(counter.value)} label={t(`rekonsiliasi.statistic.${counter.key}`)} color={counter.color} testId={`rekonsiliasi-counter-${counter.key}`} />
        ))}
      </CounterGrid>
      <ChartGrid columnWidth={420}>
        <ChartCard
          title={t('rekonsiliasi.statistic.chart')}
          bars={summary.companies.flatMap((row) => [
            { label: `${row.nama_perusahaan} · ${t('rekonsiliasi.statistic.sap')}`, value: row.jumlah_sap, color: '#0f6cbd' },
            { label: `${row.nama_perusahaan} · ${t('rekonsiliasi.statistic.dapen')}`, value: row.jumlah_dapen, color: '#5c2e91' },
          ])}
        />
        <ChartCard
          title={t('rekonsiliasi.statistic.differenceChart')}
          bars={summary.companies.map((row) => ({ label: `${row.nama_perusahaan} (${row.batch_penarikan})`, value: row.selisih, color: row.selisih === 0 ? '#107c10' : '#c50f1f' }))}
        />
      </ChartGrid>
    </>
  );
}

export default function RekonsiliasiStatisticScreen({ page }: ScreenProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const loaded = useSWR(['definitions', resourceId], () => loadResourceDefinitions(resourceId).then(() => definitions.resources[resourceId]), { revalidateOnFocus: false });
  const summary = useSWR('/sso/rekonsiliasi/statistic/summary', (url: string) => apiJson<{ data: Summary }>(url), { revalidateOnFocus: false });
  const resource = loaded.data;
  // The list behaves as the page's list view of the statistic would.
  const listPage = useMemo(() => ({ ...page, view: { kind: 'list' as const, resource: resourceId } }), [page]);
  return (
    <div className={styles.screen} data-testid="rekonsiliasi-statistic">
      {summary.error && !summary.data && <LoadFailed error={summary.error} retrying={summary.isValidating} onRetry={() => void summary.mutate()} />}
      {!summary.data && !summary.error && <Spinner label={t('rekonsiliasi.statistic.loading')} />}
      {resource && (
        <DataProviderProvider value={provider}>
          <ConfirmProvider confirmations={definitions.app.confirmations}>
            <ListScreen key={page.path} definitions={definitions} page={listPage} resource={resource} />
          </ConfirmProvider>
        </DataProviderProvider>
      )}
      {summary.data && <SummaryCards summary={summary.data.data} />}
      <nav className={styles.related} aria-label={t('rekonsiliasi.statistic.related')}>
        <Text weight="semibold">{t('rekonsiliasi.statistic.related')}</Text>
        {relatedPages.map(([to, titleKey]) => (
          <Link key={to} as="span">
            <RouterLink to={to}>{t(titleKey)}</RouterLink>
          </Link>
        ))}
      </nav>
    </div>
  );
}
