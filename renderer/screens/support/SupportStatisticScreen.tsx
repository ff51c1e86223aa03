/**
 * The statistic pages of the supporting area (/apps/support, /apps/support/humas, /legal, /umum):
 * the statistic counters of GET /sso/support/dashboard/notif (pend_hm ... done; a desk's page asks
 * for its type) as numbers and as bars, and what waits for the signed-in user, split by role
 * (kabid, kaur, pic: GET /sso/support/message/notif), each ticket opening its detail.
 */
import { Badge, Button, Card, CardHeader, Link, Text, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { LoadFailed } from '../../generic/LoadFailed.tsx';
import { apiJson } from '../../session/apiClient.ts';
import type { ScreenProps } from '../screenProps.ts';
import { ChartCard } from '../statistics/ChartCard.tsx';
import { CounterGroup, CounterTile, CounterTiles } from '../statistics/CounterTile.tsx';

const useStyles = makeStyles({
  screen: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  grid: { display: 'grid', gap: tokens.spacingVerticalM, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))' },
  muted: { color: tokens.colorNeutralForeground3 },
  waiting: { display: 'grid', gap: tokens.spacingVerticalXS, margin: 0, paddingLeft: tokens.spacingHorizontalL },
  role: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

type Counters = Record<string, number>;
interface Waiting {
  readonly ticket_id: string;
  readonly title: string;
  readonly type: string | null;
}
type Messages = Record<'kabid' | 'kaur' | 'pic', { count: number; tasks: Waiting[] }> & { counter: number };

/** The desk a statistic page stands for, from its path. */
function deskOf(path: string): { type?: 'HUMAS' | 'LEGAL'; keys: string[] } {
  if (path.endsWith('/humas')) return { type: 'HUMAS', keys: ['pend_hm', 'prog_hm', 'done_hm'] };
  if (path.endsWith('/legal')) return { type: 'LEGAL', keys: ['pend_lg', 'prog_lg', 'done_lg'] };
  if (path.endsWith('/umum')) return { keys: ['pending', 'progress', 'done'] };
  return { keys: ['pend_hm', 'prog_hm', 'done_hm', 'pend_lg', 'prog_lg', 'done_lg', 'pending', 'progress', 'done'] };
}

const barColors = [tokens.colorPaletteMarigoldBackground3, tokens.colorBrandBackground, tokens.colorPaletteGreenBackground3];

export default function SupportStatisticScreen({ page }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const desk = deskOf(page.path);
  const path = `/sso/support/dashboard/notif${desk.type ? `?type=${desk.type}` : ''}`;
  const stats = useSWR(['support-statistic', path], () => apiJson<{ data: Counters }>(path), { revalidateOnFocus: false, shouldRetryOnError: false });
  const messages = useSWR('support-messages', () => apiJson<{ data: Messages }>('/sso/support/message/notif'), { shouldRetryOnError: false });
  const number = new Intl.NumberFormat(i18n.language);
  const counters = stats.data?.data;
  const waiting = messages.data?.data;
  const state = stats.isLoading ? 'loading' : stats.error && !counters ? 'failed' : 'ready';
  return (
    <div className={styles.screen} data-testid="support-statistic" data-screen-state={state}>
      <Title3 as="h1">{t(page.titleKey)}</Title3>
      {stats.error && !counters && <LoadFailed error={stats.error} retrying={stats.isValidating} onRetry={() => void stats.mutate()} />}
      <div className={styles.grid}>
        <CounterGroup title={t(desk.type === 'HUMAS' ? 'support.statistic.humas' : desk.type === 'LEGAL' ? 'support.statistic.legal' : 'support.statistic.title')}>
          <CounterTiles>
            {desk.keys.map((key) => (
              <CounterTile key={key} counter={key} loading={stats.isLoading} value={counters ? number.format(counters[key] ?? 0) : '—'} label={t(`support.statistic.${key}`)} />
            ))}
          </CounterTiles>
        </CounterGroup>
        <ChartCard title={t('support.statistic.chart')} bars={counters && desk.keys.map((key, i) => ({ label: t(`support.statistic.${key}`), value: counters[key] ?? 0, color: barColors[i % 3] }))} />
        <Card data-testid="support-waiting">
          <CardHeader header={<Text weight="semibold">{t('support.messages.title')}</Text>} />
          {waiting &&
            (['kabid', 'kaur', 'pic'] as const).map((role) =>
              waiting[role].count > 0 ? (
                <div key={role}>
                  <div className={styles.role}>
                    <Text weight="semibold">{t(`support.messages.${role}`)}</Text>
                    <Badge appearance="filled" color="danger" data-role-count={role}>
                      {waiting[role].count}
                    </Badge>
                  </div>
                  <ul className={styles.waiting}>
                    {waiting[role].tasks.slice(0, 8).map((task) => (
                      <li key={task.ticket_id}>
                        <Link onClick={() => navigate(`/apps/support/ticket/${task.ticket_id}`)}>{task.title}</Link>
                        {task.type && <Text className={styles.muted}> ({task.type})</Text>}
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null,
            )}
          {waiting && waiting.kabid.count + waiting.kaur.count + waiting.pic.count === 0 && <Text className={styles.muted}>{t('support.messages.empty')}</Text>}
          {waiting && waiting.counter > 0 && (
            <Button appearance="secondary" onClick={() => void apiJson('/sso/support/message/read', { method: 'PUT', body: JSON.stringify({}) }).then(() => messages.mutate())}>
              {t('support.messages.markRead')}
            </Button>
          )}
        </Card>
      </div>
    </div>
  );
}
