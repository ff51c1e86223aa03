/**
 * /apps/data/validasi/dashboard: the participant-data validation at a glance (GET
 * /sso/kepesertaan/validasi/dashboard): participants by type, then the validations of active
 * participants and of pensioners, the registration information and the documents, each counted by
 * status in the status colours, and the participants of each employer. A reporting year (kept in
 * the address) narrows the validations, registrations and documents.
 */
import { Field, Select, Spinner, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { LoadFailed } from '../../generic/LoadFailed.tsx';
import { apiJson } from '../../session/apiClient.ts';
import { barColors } from '../pp/ppStatisticApi.ts';
import { reportYears } from '../reporting/reportingApi.ts';
import type { ScreenProps } from '../screenProps.ts';
import { ChartCard, ChartGrid } from '../statistics/ChartCard.tsx';
import { CounterCard, CounterGrid } from '../statistics/CounterCard.tsx';

interface Dashboard {
  readonly participants: { readonly total: number; readonly aktif: number; readonly pensiunan: number };
  readonly validasiAktif: Record<string, number>;
  readonly validasiPensiun: Record<string, number>;
  readonly registrations: Record<string, number>;
  readonly documents: Record<string, number>;
  readonly employers: readonly { readonly kd_pk: string; readonly name: string | null; readonly aktif: number; readonly pensiunan: number }[];
}

const validationStatuses = [
  { value: '1', label: 'data.info_peserta.status.verifikasi', color: 'warning' },
  { value: '2', label: 'data.info_peserta.status.disetujui', color: 'success' },
  { value: '3', label: 'data.info_peserta.status.ditolak', color: 'danger' },
] as const;
const fileStatuses = [
  { value: '1', label: 'data.info_peserta.file_status.belum_diterima', color: 'warning' },
  { value: '2', label: 'data.info_peserta.file_status.diterima', color: 'success' },
] as const;

const useStyles = makeStyles({
  screen: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  field: { maxWidth: '200px' },
});

export default function ValidasiDashboardScreen({ page }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const year = params.get('tahun_pelaporan') ?? '';
  const answer = useSWR(`/sso/kepesertaan/validasi/dashboard${year ? `?tahun_pelaporan=${year}` : ''}`, (url: string) => apiJson<{ data: Dashboard }>(url), { revalidateOnFocus: false, keepPreviousData: true });
  const stats = answer.data?.data;
  const number = new Intl.NumberFormat(i18n.language);
  const pending = stats ? (stats.validasiAktif['1'] ?? 0) + (stats.validasiPensiun['1'] ?? 0) : 0;
  const counters = stats
    ? [
        { key: 'participants', value: stats.participants.total, color: tokens.colorNeutralStroke1 },
        { key: 'aktif', value: stats.participants.aktif, color: barColors.success },
        { key: 'pensiunan', value: stats.participants.pensiunan, color: barColors.informative },
        { key: 'pending', value: pending, color: barColors.warning },
      ]
    : [];
  const statusBars = (counts: Record<string, number>, statuses: readonly { value: string; label: string; color: string }[]) =>
    statuses.map((status) => ({ label: t(status.label), value: counts[status.value] ?? 0, color: barColors[status.color] }));
  return (
    <div className={styles.screen} data-testid="validasi-dashboard" data-screen-state={stats ? 'ready' : answer.error ? 'failed' : 'loading'}>
      <Title3 as="h1">{t(page.titleKey)}</Title3>
      <Field className={styles.field} label={t('data.dashboard.year')}>
        <Select value={year} onChange={(_, d) => setParams(d.value ? new URLSearchParams({ tahun_pelaporan: d.value }) : new URLSearchParams(), { replace: true })}>
          <option value="">{t('data.dashboard.allYears')}</option>
          {reportYears().map((value) => (
            <option key={value} value={String(value)}>
              {value}
            </option>
          ))}
        </Select>
      </Field>
      {answer.error && !stats && <LoadFailed error={answer.error} retrying={answer.isValidating} onRetry={() => void answer.mutate()} />}
      {!stats && !answer.error && <Spinner label={t('data.dashboard.loading')} />}
      {stats && (
        <>
          <CounterGrid>
            {counters.map((counter) => (
              <CounterCard key={counter.key} value={number.format(counter.value)} label={t(`data.dashboard.${counter.key}`)} color={counter.color} testId={`validasi-counter-${counter.key}`} />
            ))}
          </CounterGrid>
          <ChartGrid>
            <ChartCard title={t('data.dashboard.validasiAktif')} bars={statusBars(stats.validasiAktif, validationStatuses)} />
            <ChartCard title={t('data.dashboard.validasiPensiun')} bars={statusBars(stats.validasiPensiun, validationStatuses)} />
            <ChartCard title={t('data.dashboard.registrations')} bars={statusBars(stats.registrations, validationStatuses)} />
            <ChartCard title={t('data.dashboard.documents')} bars={statusBars(stats.documents, fileStatuses)} />
            <ChartCard title={t('data.dashboard.byEmployer')} bars={stats.employers.map((row) => ({ label: row.name ? `${row.kd_pk} · ${row.name}` : row.kd_pk, value: row.aktif + row.pensiunan }))} />
          </ChartGrid>
        </>
      )}
    </div>
  );
}
