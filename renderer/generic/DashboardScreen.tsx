/**
 * A dashboard view: one GET of the declared endpoint, each group's counters as a card of
 * numbers. A counter is read from the group's object in the answer ({ task: { total: 3 } }),
 * else from the top level ({ open: 3 }); a missing one shows 0, a failed call '—' under the
 * failure and its Retry. An endpoint the server does not serve yet is said in place, without a
 * red toast on every visit.
 */
import { MessageBar, MessageBarBody, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { LoadedPage } from '../../engine/definitions/model.ts';
import type { PageDefinition } from '../../engine/generated/definitions.ts';
import { endpointPath } from '../data/endpointPath.ts';
import { isNotServed } from '../data/requestFailure.ts';
import { LoadFailed } from './LoadFailed.tsx';
import { CounterGroup, CounterTile, CounterTiles } from '../screens/statistics/CounterTile.tsx';
import { apiJson } from '../session/apiClient.ts';

type DashboardView = Extract<NonNullable<PageDefinition['view']>, { kind: 'dashboard' }>;

const useStyles = makeStyles({
  screen: { display: 'grid', gap: tokens.spacingVerticalM },
  groups: { display: 'grid', gap: tokens.spacingVerticalM, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))' },
});

/** The counter's number, or null when the server has none for it (a counter it cannot count yet). */
function counterValue(data: unknown, group: string, key: string): number | null {
  const body = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  const inner = (body.data && typeof body.data === 'object' ? body.data : body) as Record<string, unknown>;
  const scoped = inner[group] && typeof inner[group] === 'object' ? (inner[group] as Record<string, unknown>)[key] : undefined;
  const raw = scoped ?? inner[key];
  if (raw === null || raw === undefined) return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

function formatCounter(value: number | null, number: Intl.NumberFormat): string {
  return value === null ? '—' : number.format(value);
}

export function DashboardScreen({ page, view }: { page: LoadedPage; view: DashboardView }) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const path = endpointPath(view.endpoint);
  const { data, isLoading, isValidating, error, mutate } = useSWR(['dashboard', path], () => apiJson<unknown>(path, { method: view.endpoint.method }), { revalidateOnFocus: false, shouldRetryOnError: false });
  const number = new Intl.NumberFormat(i18n.language);
  const state = isLoading ? 'loading' : error && !data ? 'failed' : 'ready';
  return (
    <div className={styles.screen} data-testid="dashboard-screen" data-screen-state={state}>
      <Title3 as="h1">{t(page.titleKey)}</Title3>
      {error && !data && isNotServed(error) && (
        <MessageBar intent="warning">
          <MessageBarBody>{t('common.dashboard.unavailable', { defaultValue: 'Counters not available at the moment' })}</MessageBarBody>
        </MessageBar>
      )}
      {error && !data && !isNotServed(error) && <LoadFailed error={error} retrying={isValidating} onRetry={() => void mutate()} />}
      <div className={styles.groups}>
        {view.groups.map((group) => (
          <CounterGroup key={group.id} title={t(group.labelKey)}>
            <CounterTiles>
              {group.counters.map((counter) => (
                <CounterTile key={counter.key} counter={counter.key} loading={isLoading} value={formatCounter(error && !data ? null : counterValue(data, group.id, counter.key), number)} label={t(counter.labelKey)} />
              ))}
            </CounterTiles>
          </CounterGroup>
        ))}
      </div>
    </div>
  );
}
