/**
 * /apps/skd/statistic: the satisfaction survey's answers (GET /sso/skd/statistic): how many and
 * the average score as counters, the answers by score, the average score by office, the answers
 * by service and by month as bar charts; one survey or all of them.
 */
import { Field, Select, Spinner, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { LoadFailed } from '../../generic/LoadFailed.tsx';
import { apiJson } from '../../session/apiClient.ts';
import { barColors } from '../pp/ppStatisticApi.ts';
import type { ScreenProps } from '../screenProps.ts';
import { ChartCard, ChartGrid } from '../statistics/ChartCard.tsx';
import { CounterCard, CounterGrid } from '../statistics/CounterCard.tsx';

interface Group {
  readonly label: string;
  readonly total: number;
  readonly average: number;
}
interface SkdStatistic {
  readonly total: number;
  readonly average: number;
  readonly score: Record<string, number>;
  readonly office: readonly Group[];
  readonly service: readonly Group[];
  readonly month: readonly Group[];
}

const scoreColors = ['danger', 'severe', 'warning', 'informative', 'success'];

const useStyles = makeStyles({
  screen: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  field: { maxWidth: '320px' },
});

const serviceLabel = (code: string) => (['LOKET', 'TELEPON', 'ONLINE'].includes(code) ? `skd.response.service.${code.toLowerCase()}` : code);

export default function SkdStatisticScreen({ page }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const survey = params.get('survey_id') ?? '';
  const surveys = useSWR<{ data: { id: number; title: string }[] }>('/sso/skd/management?paging[]=100&paging[]=1', (url: string) => apiJson(url), { revalidateOnFocus: false });
  const answer = useSWR<{ data: SkdStatistic }>(`/sso/skd/statistic${survey ? `?survey_id=${encodeURIComponent(survey)}` : ''}`, (url: string) => apiJson(url), { revalidateOnFocus: false, keepPreviousData: true });
  const stats = answer.data?.data;
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  return (
    <div className={styles.screen} data-testid="skd-statistic" data-screen-state={stats ? 'ready' : answer.error ? 'failed' : 'loading'}>
      <Title3 as="h1">{t(page.titleKey)}</Title3>
      <Field className={styles.field} label={t('skd.response.field.survey_id')}>
        <Select value={survey} onChange={(_, data) => setParams(data.value ? { survey_id: data.value } : {})}>
          <option value="">{t('skd.statistic.allSurveys')}</option>
          {(surveys.data?.data ?? []).map((row) => (
            <option key={row.id} value={row.id}>
              {row.title}
            </option>
          ))}
        </Select>
      </Field>
      {answer.error && !stats && <LoadFailed error={answer.error} retrying={answer.isValidating} onRetry={() => void answer.mutate()} />}
      {!stats && !answer.error && <Spinner label={t('skd.statistic.loading')} />}
      {stats && (
        <>
          <CounterGrid>
            <CounterCard value={number.format(stats.total)} label={t('skd.statistic.total')} testId="skd-counter-total" />
            <CounterCard value={number.format(stats.average)} label={t('skd.statistic.average')} testId="skd-counter-average" />
          </CounterGrid>
          <ChartGrid>
            <ChartCard title={t('skd.statistic.byScore')} bars={[1, 2, 3, 4, 5].map((score) => ({ label: t(`skd.response.score.${score}`), value: stats.score[score] ?? 0, color: barColors[scoreColors[score - 1]] }))} />
            <ChartCard title={t('skd.statistic.byOffice')} bars={stats.office.map((row) => ({ label: row.label, value: row.average }))} />
            <ChartCard title={t('skd.statistic.byService')} bars={stats.service.map((row) => ({ label: t(serviceLabel(row.label)), value: row.total }))} />
            <ChartCard title={t('skd.statistic.byMonth')} bars={stats.month.map((row) => ({ label: row.label, value: row.total }))} />
          </ChartGrid>
        </>
      )}
    </div>
  );
}
