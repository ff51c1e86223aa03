/**
 * /apps/derma: the risk module's dashboard. How many risks wait at each stage (a counter each,
 * opening that stage's page where the user may open it), the risk map of the inherent ratings, and charts of the risks by
 * current level and by stage, for a year and an office (GET /sso/derma/statistic). The caller's
 * row rule applies: a division sees its own risks, the risk officer every risk.
 */
import { Card, Spinner, Text, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { LoadFailed } from '../../generic/LoadFailed.tsx';
import { useCanOpen } from '../../routing/useCanOpen.ts';
import { apiJson } from '../../session/apiClient.ts';
import { BarChart } from '../statistics/BarChart.tsx';
import type { ScreenProps } from '../screenProps.ts';
import { withDermaProviders } from './DermaProviders.tsx';
import { figuresPath, stageBar, stageBorder, stageOrder, type HomeFigures } from './dermaFiguresApi.ts';
import { FigureFilters } from './FigureFilters.tsx';
import { levelBar } from './levelColors.ts';
import { RiskMap } from './RiskMap.tsx';

const useStyles = makeStyles({
  screen: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  counters: { display: 'grid', gap: tokens.spacingHorizontalM, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' },
  counter: { display: 'grid', gap: tokens.spacingVerticalXXS, padding: tokens.spacingVerticalS, borderLeftWidth: '4px', borderLeftStyle: 'solid' },
  link: {
    textDecoration: 'none',
    color: 'inherit',
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    borderRadius: tokens.borderRadiusMedium,
    ':hover': { boxShadow: tokens.shadow8 },
  },
  value: { fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightSemibold },
  charts: { display: 'grid', gap: tokens.spacingVerticalM, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 400px), 1fr))' },
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
  const styles = useStyles();
  const path = `/apps/derma/risk_management/${stagePath[status]}`;
  const canOpen = useCanOpen(path);
  const content = (
    <>
      <span className={styles.value}>{count}</span>
      <Text size={200}>{t(`derma.risk.status.${status}`)}</Text>
    </>
  );
  return canOpen ? (
    <Link to={path} className={`${styles.counter} ${styles.link}`} style={{ borderLeftColor: stageBorder[status] }} data-testid={`derma-counter-${status}`}>
      {content}
    </Link>
  ) : (
    <Card className={styles.counter} style={{ borderLeftColor: stageBorder[status] }} data-testid={`derma-counter-${status}`}>
      {content}
    </Card>
  );
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
          <div className={styles.counters}>
            <Card className={styles.counter} style={{ borderLeftColor: tokens.colorNeutralStroke1 }} data-testid="derma-counter-total">
              <span className={styles.value}>{number.format(figures.total)}</span>
              <Text size={200}>{t('derma.home.total')}</Text>
            </Card>
            {stageOrder.map((status) => (
              <StageCounter key={status} status={status} count={number.format(at(status))} />
            ))}
          </div>
          <div className={styles.charts}>
            <Card className={styles.card}>
              <Text weight="semibold">{t('derma.home.map')}</Text>
              <RiskMap figures={figures} />
            </Card>
            <Card className={styles.card}>
              <BarChart
                title={t('derma.home.byLevel')}
                bars={figures.levels.map((level) => ({ label: level.name, value: figures.byLevel.find((row) => row.level === level.id)?.count ?? 0, color: levelBar[level.color] }))}
              />
            </Card>
            <Card className={styles.card}>
              <BarChart title={t('derma.home.byStage')} bars={stageOrder.map((status) => ({ label: t(`derma.risk.status.${status}`), value: at(status), color: stageBar[status] }))} />
            </Card>
          </div>
        </>
      )}
    </div>
  );
}

export default withDermaProviders(DermaHomeScreen);
