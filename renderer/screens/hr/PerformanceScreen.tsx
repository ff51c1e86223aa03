/**
 * /apps/hr/performance: attendance performance per employee and month, the generic list of
 * hr_performance (filters, search, export; the row rule keeps a division head to their
 * division), with a chart of the average score per division of the rows the user reaches
 * (GET /sso/hr/performance/summary).
 */
import { makeStyles, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { definitions } from '../../definitions.ts';
import { createHttpDataProvider } from '../../data/dataProvider.ts';
import { DataProviderProvider } from '../../data/DataProviderContext.tsx';
import { ConfirmProvider } from '../../generic/ConfirmDialog.tsx';
import { ListScreen } from '../../generic/list/ListScreen.tsx';
import { apiJson } from '../../session/apiClient.ts';
import type { ScreenProps } from '../screenProps.ts';
import { ChartCard } from '../statistics/ChartCard.tsx';
import { useResources } from './useHrResources.ts';

const provider = createHttpDataProvider(definitions);
const resourceIds = ['hr_performance'] as const;

const useStyles = makeStyles({
  screen: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
});

export default function PerformanceScreen({ page }: ScreenProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { resources } = useResources(resourceIds);
  const summary = useSWR<{ data: { label: string; average: number }[] }>('/sso/hr/performance/summary', (url: string) => apiJson(url), { revalidateOnFocus: false });
  const listPage = useMemo(() => ({ ...page, view: { kind: 'list' as const, resource: 'hr_performance' } }), [page]);
  return (
    <DataProviderProvider value={provider}>
      <ConfirmProvider confirmations={definitions.app.confirmations}>
        <div className={styles.screen}>
          {resources && <ListScreen definitions={definitions} page={listPage} resource={resources.hr_performance} />}
          {summary.data && <ChartCard title={t('hr.performance.chart')} bars={summary.data.data.map((row) => ({ label: row.label, value: row.average }))} testId="performance-chart" />}
        </div>
      </ConfirmProvider>
    </DataProviderProvider>
  );
}
