/**
 * /apps/archive/report/statistic_user: the records each user archived, split by retention, as a
 * table and a bar chart, for one archiving year or all (GET /sso/archive/report/statistic-user).
 */
import { Card, Dropdown, Field, Option, Spinner, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useOptions } from '../../data/useOptions.ts';
import { LoadFailed } from '../../generic/LoadFailed.tsx';
import { apiJson } from '../../session/apiClient.ts';
import type { ScreenProps } from '../screenProps.ts';
import { ArchiveFrame } from './ArchiveFrame.tsx';
import { BarChart } from './BarChart.tsx';

interface UserRow {
  created_by: string;
  name: string;
  total: number;
  in_storage: number;
  expired: number;
  permanent: number;
  destroyed: number;
}

const splits = [
  ['in_storage', 'archive.document.retensi.in_storage'],
  ['expired', 'archive.document.retensi.expired'],
  ['permanent', 'archive.document.retensi.permanent'],
  ['destroyed', 'archive.document.retensi.destroyed'],
] as const;

const useStyles = makeStyles({
  screen: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  card: { padding: tokens.spacingHorizontalM, minWidth: 0, display: 'grid', gap: tokens.spacingVerticalM },
  year: { maxWidth: '220px' },
  wrap: { overflowX: 'auto' },
  number: { textAlign: 'end' },
});

function StatisticUser({ page }: ScreenProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [year, setYear] = useState('');
  const years = useOptions({ source: 'years' });
  const url = `/sso/archive/report/statistic-user${year ? `?tahun=${year}` : ''}`;
  const answer = useSWR<{ data: UserRow[]; total: number }>(url, (u: string) => apiJson(u), { keepPreviousData: true, revalidateOnFocus: false });
  const rows = answer.data?.data ?? [];
  return (
    <div className={styles.screen} data-testid="archive-statistic-user" data-screen-state={answer.data ? 'ready' : answer.error ? 'failed' : 'loading'}>
      <Title3 as="h1">{t(page.titleKey)}</Title3>
      <Card className={styles.card}>
        <Field label={t('archive.report.period')} className={styles.year}>
          <Dropdown value={year || t('archive.report.allYears')} selectedOptions={[year]} onOptionSelect={(_, d) => setYear(d.optionValue ?? '')}>
            <Option value="">{t('archive.report.allYears')}</Option>
            {years.options.map((o) => (
              <Option key={String(o.value)} value={String(o.value)}>
                {o.label}
              </Option>
            ))}
          </Dropdown>
        </Field>
        {answer.error ? (
          <LoadFailed error={answer.error} retrying={answer.isValidating} onRetry={() => void answer.mutate()} />
        ) : !answer.data ? (
          <Spinner />
        ) : (
          <>
            <BarChart title={t('archive.report.chart')} bars={rows.map((r) => ({ label: r.name, value: r.total }))} />
            <div className={styles.wrap}>
              <Table size="small" aria-label={t('archive.report.caption')}>
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell>{t('archive.report.user')}</TableHeaderCell>
                    <TableHeaderCell>{t('archive.report.total')}</TableHeaderCell>
                    {splits.map(([key, label]) => (
                      <TableHeaderCell key={key}>{t(label)}</TableHeaderCell>
                    ))}
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {rows.map((row) => (
                    <TableRow key={row.created_by}>
                      <TableCell>{row.name}</TableCell>
                      <TableCell className={styles.number}>{row.total.toLocaleString()}</TableCell>
                      {splits.map(([key]) => (
                        <TableCell key={key} className={styles.number}>
                          {row[key].toLocaleString()}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          </>
        )}
      </Card>
    </div>
  );
}

export default function ArchiveStatisticUserScreen(props: ScreenProps) {
  return (
    <ArchiveFrame>
      <StatisticUser {...props} />
    </ArchiveFrame>
  );
}
