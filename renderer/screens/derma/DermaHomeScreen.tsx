/**
 * /apps/derma: the risk module's dashboard. How many risks wait at each stage (a counter each,
 * opening that stage's page where the user may open it), the risk map of the inherent ratings, and charts of the risks by
 * current level and by stage, for a year and an office (GET /sso/derma/statistic). The caller's
 * row rule applies: a division sees its own risks, the risk officer every risk.
 */
import { Card, Spinner, Text, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { LoadFailed } from '../../generic/LoadFailed.tsx';
import { useCanOpen } from '../../routing/useCanOpen.ts';
import { apiJson } from '../../session/apiClient.ts';
import type { ScreenProps } from '../screenProps.ts';
import { ChartCard, ChartGrid } from '../statistics/ChartCard.tsx';
import { CounterCard, CounterGrid } from '../statistics/CounterCard.tsx';
import { withDermaProviders } from './DermaProviders.tsx';
import { figuresPath, stageBar, stageBorder, stageOrder, type HomeFigures } from './dermaFiguresApi.ts';
import { FigureFilters } from './FigureFilters.tsx';
import { levelBar } from './levelColors.ts';
import { RiskMap } from './RiskMap.tsx';

const useStyles = makeStyles({
  screen: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  card: { padding: tokens.spacingHorizontalM, minWidth: 0, display: 'grid', gap: tokens.spacingVerticalS, alignContent: 'start' },
});

/** Where each stage's risks are worked on. */
const stagePath: Record<string, string> = {
  inheren: 'penilaian_inheren',
  pengendalian: 'efektifitas_pengendalian',
  residual_satu: 'penilaian_residual_satu',
  tindak_lanjut: 'tindak_lanjut',
  residual_dua: 'penilaian_residual_dua',
  selesai: 'identifikasi_risiko',
};

/** A stage's counter; it opens the stage's page for a user who may open it. */
function StageCounter({ status, count }: { status: string; count: string }) {
  const { t } = useTranslation();
  const path = `/apps/derma/risk_management/${stagePath[status]}`;
  const canOpen = useCanOpen(path);
  return <CounterCard value={count} label={t(`derma.risk.status.${status}`)} color={stageBorder[status]} to={canOpen ? path : undefined} testId={`derma-counter-${status}`} />;
}

function DermaHomeScreen({ page }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const [params] = useSearchParams();
  const path = figuresPath('/sso/derma/statistic', params);
  const answer = useSWR<{ data: HomeFigures }>(path, (url: string) => apiJson(url), { revalidateOnFocus: false, keepPreviousData: true });
  const figures = answer.data?.data;
  const number = new Intl.NumberFormat(i18n.language);
  const at = (status: string) => figures?.byStatus.find((row) => row.status === status)?.count ?? 0;
  return (
    <div className={styles.screen} data-testid="derma-home" data-screen-state={figures ? 'ready' : answer.error ? 'failed' : 'loading'}>
      <Title3 as="h1">{t(page.titleKey)}</Title3>
      <FigureFilters />
      {answer.error && !figures && <LoadFailed error={answer.error} retrying={answer.isValidating} onRetry={() => void answer.mutate()} />}
      {!figures && !answer.error && <Spinner label={t('common.list.loading')} />}
      {figures && (
        <>
          <CounterGrid>
            <CounterCard value={number.format(figures.total)} label={t('derma.home.total')} testId="derma-counter-total" />
            {stageOrder.map((status) => (
              <StageCounter key={status} status={status} count={number.format(at(status))} />
            ))}
          </CounterGrid>
          <ChartGrid columnWidth={400}>
            <Card className={styles.card}>
              <Text weight="semibold">{t('derma.home.map')}</Text>
              <RiskMap figures={figures} />
            </Card>
            <ChartCard title={t('derma.home.byLevel')} bars={figures.levels.map((level) => ({ label: level.name, value: figures.byLevel.find((row) => row.level === level.id)?.count ?? 0, color: levelBar[level.color] }))} />
            <ChartCard title={t('derma.home.byStage')} bars={stageOrder.map((status) => ({ label: t(`derma.risk.status.${status}`), value: at(status), color: stageBar[status] }))} />
          </ChartGrid>
        </>
      )}
    </div>
  );
}

export default withDermaProviders(DermaHomeScreen);
