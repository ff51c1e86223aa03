/**
 * /apps/archive/report/statistic_user: the records each user archived, split by retention, as a
 * table and a bar chart, for one archiving year or all (GET /sso/archive/report/statistic-user).
 */
import { Card, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { answerState, LoadedAnswer } from '../../generic/LoadedAnswer.tsx';
import { YearFilter } from '../../generic/YearFilter.tsx';
import { apiJson } from '../../session/apiClient.ts';
import type { ScreenProps } from '../screenProps.ts';
import { BarChart } from '../statistics/BarChart.tsx';
import { FigureTable } from '../statistics/FigureTable.tsx';
import { ArchiveFrame } from './ArchiveFrame.tsx';

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
              <FigureTable
                label={t('archive.report.caption')}
                rows={rows}
                rowKey={(row) => row.created_by}
                columns={[
                  { key: 'name', header: t('archive.report.user'), cell: (row) => row.name },
                  { key: 'total', header: t('archive.report.total'), numeric: true, cell: (row) => row.total.toLocaleString() },
                  ...splits.map(([key, label]) => ({ key, header: t(label), numeric: true, cell: (row: UserRow) => row[key].toLocaleString() })),
                ]}
              />
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
