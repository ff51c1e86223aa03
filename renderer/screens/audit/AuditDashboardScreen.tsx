/**
 * /apps/audit: the audit dashboard. The statistics of modules.md section 3 (open, close, temuan)
 * and the number of audits as counters, the findings by audited department and the audits by
 * status as bar charts (GET /sso/audit/statistic), for all years or one (app.json years).
 */
import { Select, Spinner, Title3, makeStyles, tokens, useId } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { LoadFailed } from '../../generic/LoadFailed.tsx';
import { apiJson } from '../../session/apiClient.ts';
import type { ScreenProps } from '../screenProps.ts';
import { ChartCard, ChartGrid } from '../statistics/ChartCard.tsx';
import { CounterCard, CounterGrid } from '../statistics/CounterCard.tsx';

interface Count {
  readonly id: number | null;
  readonly name: string | null;
  readonly count: number;
}

interface AuditStatistic {
  readonly open: number;
  readonly close: number;
  readonly temuan: number;
  readonly audits: number;
  readonly department: readonly Count[];
  readonly status: readonly Count[];
}

const counters = [
  { key: 'open', color: tokens.colorPaletteMarigoldBackground3 },
  { key: 'close', color: tokens.colorPaletteGreenBackground3 },
  { key: 'temuan', color: tokens.colorBrandBackground },
  { key: 'audits', color: tokens.colorNeutralStroke1 },
] as const;

const useStyles = makeStyles({
  screen: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  year: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

export default function AuditDashboardScreen({ page }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const yearId = useId('audit-year');
  const years = useSWR<{ data: { value: number; label: string }[] }>('/sso/options/years', (url: string) => apiJson(url), { revalidateOnFocus: false });
  const [year, setYear] = useState('');
  const answer = useSWR<{ data: AuditStatistic }>(`/sso/audit/statistic${year ? `?tahun=${year}` : ''}`, (url: string) => apiJson(url), { revalidateOnFocus: false, keepPreviousData: true });
  const stats = answer.data?.data;
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <div className={styles.screen} data-testid="audit-dashboard" data-screen-state={stats && !answer.isValidating ? 'ready' : answer.error ? 'failed' : 'loading'}>
      <div className={styles.head}>
        <Title3 as="h1">{t(page.titleKey)}</Title3>
        <div className={styles.year}>
          <label htmlFor={yearId}>{t('audit.dashboard.year')}</label>
          <Select id={yearId} value={year} onChange={(_, data) => setYear(data.value)}>
            <option value="">{t('audit.dashboard.allYears')}</option>
            {(years.data?.data ?? []).map((option) => (
              <option key={String(option.value)} value={String(option.value)}>
                {option.label}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {answer.error && !stats && <LoadFailed error={answer.error} retrying={answer.isValidating} onRetry={() => void answer.mutate()} />}
      {!stats && !answer.error && <Spinner label={t('audit.dashboard.loading')} />}
      {stats && (
        <>
          <CounterGrid>
            {counters.map((counter) => (
              <CounterCard key={counter.key} value={number.format(stats[counter.key])} label={t(`audit.dashboard.${counter.key}`)} color={counter.color} testId={`audit-counter-${counter.key}`} />
            ))}
          </CounterGrid>
          <ChartGrid>
            <ChartCard title={t('audit.dashboard.byDepartment')} bars={stats.department.map((c) => ({ label: c.name ?? '—', value: c.count }))} />
            <ChartCard title={t('audit.dashboard.byStatus')} bars={stats.status.map((c) => ({ label: c.name ?? '—', value: c.count }))} />
          </ChartGrid>
        </>
      )}
    </div>
  );
}
