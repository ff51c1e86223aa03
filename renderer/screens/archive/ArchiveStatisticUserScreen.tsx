/**
 * /apps/archive/report/statistic_user: the records each user archived, split by retention, as a
 * table and a bar chart, for one archiving year or all (GET /sso/archive/report/statistic-user).
 */
import { Card, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { answerState, LoadedAnswer } from '../../generic/LoadedAnswer.tsx';
import { WideTable } from '../../generic/WideTable.tsx';
import { YearFilter } from '../../generic/YearFilter.tsx';
import { apiJson } from '../../session/apiClient.ts';
import type { ScreenProps } from '../screenProps.ts';
import { ArchiveFrame } from './ArchiveFrame.tsx';
import { BarChart } from '../statistics/BarChart.tsx';

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
  number: { textAlign: 'end' },
});

function StatisticUser({ page }: ScreenProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [year, setYear] = useState('');
  const url = `/sso/archive/report/statistic-user${year ? `?tahun=${year}` : ''}`;
  const answer = useSWR<{ data: UserRow[]; total: number }>(url, (u: string) => apiJson(u), { keepPreviousData: true, revalidateOnFocus: false });
  return (
    <div className={styles.screen} data-testid="archive-statistic-user" data-screen-state={answerState(answer)}>
      <Title3 as="h1">{t(page.titleKey)}</Title3>
      <Card className={styles.card}>
        <YearFilter label={t('archive.report.period')} allLabel={t('archive.report.allYears')} value={year} onChange={setYear} className={styles.year} />
        <LoadedAnswer answer={answer}>
          {({ data: rows }) => (
            <>
              <BarChart title={t('archive.report.chart')} bars={rows.map((r) => ({ label: r.name, value: r.total }))} />
              <WideTable caption={t('archive.report.caption')}>
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
              </WideTable>
            </>
          )}
        </LoadedAnswer>
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
