/**
 * /apps/pp/general/statistic-office: the complaint tickets of each office, by status, as a table
 * (one column per status, in its colour's badge) and a bar chart of each office's total
 * (GET /sso/pp/statistic-office).
 */
import { Badge, Spinner, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { LoadFailed } from '../../generic/LoadFailed.tsx';
import { apiJson } from '../../session/apiClient.ts';
import type { ScreenProps } from '../screenProps.ts';
import { ChartCard, FigureCard } from '../statistics/ChartCard.tsx';
import { FigureTable } from '../statistics/FigureTable.tsx';
import type { OfficeCount } from './ppStatisticApi.ts';
import { useTicketStatuses } from './useTicketStatuses.ts';

const useStyles = makeStyles({
  screen: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  // A status name stays on its badge: wrapped, it would spill out of the badge's fixed height.
  badge: { whiteSpace: 'nowrap' },
});

type BadgeColor = 'brand' | 'danger' | 'important' | 'informative' | 'severe' | 'subtle' | 'success' | 'warning';

export default function PpStatisticOfficeScreen({ page }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const statuses = useTicketStatuses();
  const answer = useSWR<{ data: OfficeCount[] }>('/sso/pp/statistic-office', (url: string) => apiJson(url), { revalidateOnFocus: false });
  const rows = answer.data?.data;
  const number = new Intl.NumberFormat(i18n.language);
  const ready = rows && statuses;
  return (
    <div className={styles.screen} data-testid="pp-statistic-office" data-screen-state={ready ? 'ready' : answer.error ? 'failed' : 'loading'}>
      <Title3 as="h1">{t(page.titleKey)}</Title3>
      {answer.error && !rows && <LoadFailed error={answer.error} retrying={answer.isValidating} onRetry={() => void answer.mutate()} />}
      {!ready && !answer.error && <Spinner label={t('pp.statistic.loading')} />}
      {ready && (
        <>
          <FigureCard>
            <FigureTable
              label={t('pp.statistic.byOffice')}
              // The status badges need their width, the offices' names theirs (the table's defaults):
              // a phone scrolls the table rather than crushing them.
              empty={t('pp.statistic.empty')}
              rows={rows}
              rowKey={(row) => String(row.office_id)}
              rowTestId="pp-office-row"
              columns={[
                { key: 'office', header: t('pp.statistic.office'), cell: (row) => row.office ?? '—' },
                ...statuses.map((s) => ({
                  key: s.value,
                  header: (
                    <Badge className={styles.badge} appearance="tint" color={(s.color ?? 'brand') as BadgeColor}>
                      {t(s.label)}
                    </Badge>
                  ),
                  numeric: true,
                  cell: (row: OfficeCount) => number.format(row.status[s.value] ?? 0),
                })),
                { key: 'total', header: t('pp.statistic.total'), numeric: true, cell: (row) => number.format(row.total) },
              ]}
            />
          </FigureCard>
          <ChartCard title={t('pp.statistic.byOffice')} bars={rows.map((row) => ({ label: row.office ?? '—', value: row.total }))} />
        </>
      )}
    </div>
  );
}
