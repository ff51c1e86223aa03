/**
 * /apps/pp/general/statistic-office: the complaint tickets of each office, by status, as a table
 * (one column per status, in its colour's badge) and a bar chart of each office's total
 * (GET /sso/pp/statistic-office).
 */
import { Badge, Card, Spinner, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { LoadFailed } from '../../generic/LoadFailed.tsx';
import { apiJson } from '../../session/apiClient.ts';
import { BarChart } from '../statistics/BarChart.tsx';
import type { ScreenProps } from '../screenProps.ts';
import type { OfficeCount } from './ppStatisticApi.ts';
import { useTicketStatuses } from './useTicketStatuses.ts';

const useStyles = makeStyles({
  screen: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  card: { padding: tokens.spacingHorizontalM, minWidth: 0, display: 'grid', gap: tokens.spacingVerticalM },
  wrap: { overflowX: 'auto' },
  office: { minWidth: '160px' },
  number: { textAlign: 'end' },
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
          <Card className={styles.card}>
            <div className={styles.wrap}>
              <Table aria-label={t('pp.statistic.byOffice')} size="small">
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell className={styles.office}>{t('pp.statistic.office')}</TableHeaderCell>
                    {statuses.map((s) => (
                      <TableHeaderCell key={s.value}>
                        <Badge appearance="tint" color={(s.color ?? 'brand') as BadgeColor}>
                          {t(s.label)}
                        </Badge>
                      </TableHeaderCell>
                    ))}
                    <TableHeaderCell>{t('pp.statistic.total')}</TableHeaderCell>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {rows.length === 0 && (
                    <TableRow>
                      <TableCell colSpan={statuses.length + 2}>{t('pp.statistic.empty')}</TableCell>
                    </TableRow>
                  )}
                  {rows.map((row) => (
                    <TableRow key={String(row.office_id)} data-testid="pp-office-row">
                      <TableCell>{row.office ?? '—'}</TableCell>
                      {statuses.map((s) => (
                        <TableCell key={s.value} className={styles.number}>
                          {number.format(row.status[s.value] ?? 0)}
                        </TableCell>
                      ))}
                      <TableCell className={styles.number}>{number.format(row.total)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          </Card>
          <Card className={styles.card}>
            <BarChart title={t('pp.statistic.byOffice')} bars={rows.map((row) => ({ label: row.office ?? '—', value: row.total }))} />
          </Card>
        </>
      )}
    </div>
  );
}
