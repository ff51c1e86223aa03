/**
 * /apps/derma/informations: what every risk user should know before assessing, from the risk
 * setup (catalogue, risk map notes, SOP, level assessment, risk profile), the levels with their
 * score ranges, and the stages a risk goes through.
 */
import { Badge, Card, Spinner, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { LoadFailed } from '../../generic/LoadFailed.tsx';
import { apiJson } from '../../session/apiClient.ts';
import type { ScreenProps } from '../screenProps.ts';
import { withDermaProviders } from './DermaProviders.tsx';
import { stageOrder } from './dermaFiguresApi.ts';
import { useLevels } from './dermaMasters.ts';

const useStyles = makeStyles({
  screen: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  grid: { display: 'grid', gap: tokens.spacingVerticalM, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 380px), 1fr))' },
  card: { padding: tokens.spacingVerticalM, display: 'grid', gap: tokens.spacingVerticalS, alignContent: 'start', minWidth: 0 },
  text: { whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
  steps: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, display: 'grid', gap: tokens.spacingVerticalXS },
});

const topics = ['daftar_katalog_risiko', 'keterangan_peta_risiko', 'sop', 'penilaian_tingkat_risiko', 'profile_risiko'] as const;

type Setup = Partial<Record<(typeof topics)[number], string | null>>;

function DermaInformationsScreen({ page }: ScreenProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const answer = useSWR<{ data?: Setup } & Setup>('/sso/derma/setup/1', (url: string) => apiJson(url), { revalidateOnFocus: false });
  const setup: Setup | undefined = answer.data ? (answer.data.data ?? answer.data) : undefined;
  const levels = useLevels();
  return (
    <div className={styles.screen} data-testid="derma-informations" data-screen-state={setup ? 'ready' : answer.error ? 'failed' : 'loading'}>
      <Title3 as="h1">{t(page.titleKey)}</Title3>
      {answer.error && !setup && <LoadFailed error={answer.error} retrying={answer.isValidating} onRetry={() => void answer.mutate()} />}
      {!setup && !answer.error && <Spinner label={t('common.list.loading')} />}
      <div className={styles.grid}>
        <Card className={styles.card}>
          <Text weight="semibold">{t('derma.info.stages')}</Text>
          <ol className={styles.steps}>
            <li>{t('derma.info.identify')}</li>
            {stageOrder.map((stage) => (
              <li key={stage}>{t(`derma.risk.status.${stage}`)}</li>
            ))}
          </ol>
        </Card>
        <Card className={styles.card}>
          <Text weight="semibold">{t('derma.level.title')}</Text>
          <Table size="small" aria-label={t('derma.level.title')}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('derma.level.field.name')}</TableHeaderCell>
                <TableHeaderCell>{t('derma.risk.field.score')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {(levels ?? []).map((level) => (
                <TableRow key={level.id}>
                  <TableCell>
                    <Badge appearance="filled" color={level.color as 'success'}>
                      {level.name}
                    </Badge>
                  </TableCell>
                  <TableCell>
                    {level.min_score}–{level.max_score}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
        {setup &&
          topics
            .filter((topic) => setup[topic])
            .map((topic) => (
              <Card key={topic} className={styles.card} data-testid={`derma-info-${topic}`}>
                <Text weight="semibold">{t(`derma.setup.field.${topic}`)}</Text>
                <Text className={styles.text}>{setup[topic]}</Text>
              </Card>
            ))}
      </div>
    </div>
  );
}

export default withDermaProviders(DermaInformationsScreen);
