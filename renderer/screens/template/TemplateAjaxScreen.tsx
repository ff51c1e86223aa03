/**
 * /plugins/ajax: a call made from the page without reloading it. It asks the issues' list call
 * (GET /sso/template/issue, five newest), shows how long the answer took and the rows, and
 * asks again on "Load again".
 */
import { Button, Card, Spinner, Text, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { LoadFailed } from '../../generic/LoadFailed.tsx';
import { apiJson } from '../../session/apiClient.ts';
import type { ScreenProps } from '../screenProps.ts';

interface Answer {
  readonly rows: ReadonlyArray<{ id: number; title: string }>;
  readonly total: number;
  readonly ms: number;
}

const useStyles = makeStyles({
  screen: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  card: {
    padding: tokens.spacingHorizontalM,
    display: 'grid',
    gap: tokens.spacingVerticalS,
  },
  bar: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    alignItems: 'center',
    flexWrap: 'wrap',
  },
});

async function loadIssues(): Promise<Answer> {
  const started = performance.now();
  const body = await apiJson<{
    data: Array<{ id: number; title: string }>;
    total: number;
  }>('/sso/template/issue?paging[size]=5&paging[page]=1');
  return {
    rows: body.data,
    total: body.total,
    ms: Math.round(performance.now() - started),
  };
}

export default function TemplateAjaxScreen({ page }: ScreenProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const answer = useSWR('template-ajax', loadIssues, {
    revalidateOnFocus: false,
  });
  const data = answer.data;
  return (
    <div className={styles.screen} data-testid="template-ajax" data-screen-state={data ? 'ready' : answer.error ? 'failed' : 'loading'}>
      <Title3 as="h1">{t(page.titleKey)}</Title3>
      <Card className={styles.card}>
        <Text>{t('template.ajax.intro')}</Text>
        <div className={styles.bar}>
          <Button icon={<ArrowClockwiseRegular />} onClick={() => void answer.mutate()} disabled={answer.isValidating}>
            {t('template.ajax.load')}
          </Button>
          {answer.isValidating && <Spinner size="tiny" label={t('template.ajax.loading')} />}
          {data && !answer.isValidating && (
            <Text data-testid="ajax-timing">
              {t('template.ajax.took', {
                ms: data.ms,
                count: data.rows.length,
                total: data.total,
              })}
            </Text>
          )}
        </div>
        {answer.error && !data && <LoadFailed error={answer.error} retrying={answer.isValidating} onRetry={() => void answer.mutate()} />}
        {data && (
          <ol>
            {data.rows.map((row) => (
              <li key={row.id}>{row.title}</li>
            ))}
          </ol>
        )}
      </Card>
    </div>
  );
}
