/**
 * /apps/audit: the audit dashboard. The statistics of modules.md section 3 (open, close, temuan)
 * and the number of audits as counters, the findings by audited department and the audits by
 * status as bar charts (GET /sso/audit/statistic), for all years or one (app.json years).
 */
import { Card, Select, Spinner, Text, Title3, makeStyles, tokens, useId } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { LoadFailed } from '../../generic/LoadFailed.tsx';
import { apiJson } from '../../session/apiClient.ts';
import { BarChart } from '../statistics/BarChart.tsx';
import type { ScreenProps } from '../screenProps.ts';

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
  counters: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' },
  counter: { display: 'grid', gap: tokens.spacingVerticalXXS, padding: tokens.spacingVerticalS, borderLeftWidth: '4px', borderLeftStyle: 'solid' },
  value: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightSemibold },
  charts: { display: 'grid', gap: tokens.spacingVerticalM, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 360px), 1fr))' },
  card: { padding: tokens.spacingHorizontalM, minWidth: 0 },
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
          <div className={styles.counters}>
            {counters.map((counter) => (
              <Card key={counter.key} className={styles.counter} style={{ borderLeftColor: counter.color }} data-testid={`audit-counter-${counter.key}`}>
                <span className={styles.value}>{number.format(stats[counter.key])}</span>
                <Text size={200}>{t(`audit.dashboard.${counter.key}`)}</Text>
              </Card>
            ))}
          </div>
          <div className={styles.charts}>
            <Card className={styles.card}>
              <BarChart title={t('audit.dashboard.byDepartment')} bars={stats.department.map((c) => ({ label: c.name ?? '—', value: c.count }))} />
            </Card>
            <Card className={styles.card}>
              <BarChart title={t('audit.dashboard.byStatus')} bars={stats.status.map((c) => ({ label: c.name ?? '—', value: c.count }))} />
            </Card>
          </div>
        </>
      )}
    </div>
  );
}
