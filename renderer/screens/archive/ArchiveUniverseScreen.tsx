/**
 * /apps/archive/universe: the whole archive at a glance, from GET /sso/archive/universe: how
 * many records, how many keep a physical original, how many wait in the deleted view, and the
 * records by retention, availability, room, classification and archiving year as bar charts.
 */
import { Spinner, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { LoadedResource } from '../../../engine/definitions/model.ts';
import { LoadFailed } from '../../generic/LoadFailed.tsx';
import { apiJson } from '../../session/apiClient.ts';
import type { ScreenProps } from '../screenProps.ts';
import { ArchiveFrame, useArchiveResource } from './ArchiveFrame.tsx';
import type { Bar } from '../statistics/BarChart.tsx';
import { ChartCard, ChartGrid } from '../statistics/ChartCard.tsx';
import { CounterCard, CounterGrid } from '../statistics/CounterCard.tsx';
import { fillOf } from './retensiColors.ts';

interface Group {
  value: string | number | null;
  label: string | null;
  total: number;
}

interface Universe {
  total: number;
  physical: number;
  deleted: number;
  by_retensi: Group[];
  by_destroyed_status: Group[];
  by_room: Group[];
  by_classification: Group[];
  by_year: Group[];
}

const useStyles = makeStyles({
  screen: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
});

function optionBars(resource: LoadedResource, field: string, groups: Group[], t: (key: string) => string): Bar[] {
  const options = resource.fields.properties[field]?.['x-options'];
  const values = options && 'values' in options ? options.values : [];
  return values.map((option) => ({ label: t(option.label), value: groups.find((g) => g.value === option.value)?.total ?? 0, color: fillOf(option.color) }));
}

function Universe({ page }: ScreenProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const resource = useArchiveResource();
  const answer = useSWR<Universe>('/sso/archive/universe', (url: string) => apiJson<Universe>(url), { revalidateOnFocus: false });
  const data = answer.data;
  const named = (groups: Group[], unknown = '—') => groups.map((g) => ({ label: g.label ?? unknown, value: g.total }));
  return (
    <div className={styles.screen} data-testid="archive-universe" data-screen-state={data ? 'ready' : answer.error ? 'failed' : 'loading'}>
      <Title3 as="h1">{t(page.titleKey)}</Title3>
      {answer.error ? (
        <LoadFailed error={answer.error} retrying={answer.isValidating} onRetry={() => void answer.mutate()} />
      ) : !data ? (
        <Spinner />
      ) : (
        <>
          <CounterGrid>
            {[
              ['archive.universe.total', data.total],
              ['archive.universe.physical', data.physical],
              ['archive.universe.destroyed', data.by_retensi.find((g) => g.value === 'DESTROYED')?.total ?? 0],
              ['archive.universe.deleted', data.deleted],
            ].map(([key, value]) => (
              <CounterCard key={key} value={Number(value).toLocaleString()} label={t(String(key))} />
            ))}
          </CounterGrid>
          <ChartGrid columnWidth={380}>
            <ChartCard title={t('archive.universe.byRetensi')} bars={optionBars(resource, 'retensi', data.by_retensi, t)} />
            <ChartCard title={t('archive.document.field.destroyed_status')} bars={optionBars(resource, 'destroyed_status', data.by_destroyed_status, t)} />
            <ChartCard title={t('archive.universe.byRoom')} bars={named(data.by_room)} />
            <ChartCard title={t('archive.universe.byClassification')} bars={named(data.by_classification)} />
            <ChartCard title={t('archive.universe.byYear')} bars={named(data.by_year)} />
          </ChartGrid>
        </>
      )}
    </div>
  );
}

export default function ArchiveUniverseScreen(props: ScreenProps) {
  return (
    <ArchiveFrame>
      <Universe {...props} />
    </ArchiveFrame>
  );
}
