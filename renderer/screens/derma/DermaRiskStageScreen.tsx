/**
 * The risk pages (/apps/derma/risk_management/<stage>): the spec's central state, the table by
 * default, a risk's details, or (identification) the new-risk form. The table is the risk list
 * opened on the page's stage (its status filter, which the user may widen), six a page, with the
 * declared filters; a stage page offers its assessment on each risk waiting there, to the
 * holders of the stage's permission. Identification lists every risk and creates them; the
 * follow-up page also leads to a new follow-up plan.
 */
import { Button, Card, Spinner, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { defaultListQuery } from '../../../engine/listQuery/listQuery.ts';
import { canAccess, type Access } from '../../../engine/permissions/evaluate.ts';
import type { RecordRow } from '../../data/dataProvider.ts';
import { useListPage } from '../../data/useListPage.ts';
import { definitions } from '../../definitions.ts';
import { ListPager, pageRangeOf } from '../../generic/list/ListPager.tsx';
import { loadFormScreen } from '../../generic/loadFormScreen.tsx';
import { useCan } from '../../generic/useCan.ts';
import { useCanOpen } from '../../routing/useCanOpen.ts';
import { useSessionStore } from '../../session/sessionStore.ts';
import type { ScreenProps } from '../screenProps.ts';
import { riskPageSizes, riskResourceId, stagePages } from './dermaStages.ts';
import { RiskDetail } from './RiskDetail.tsx';
import { RiskExport } from './RiskExport.tsx';
import { RiskFilters, type RiskFilterValues } from './RiskFilters.tsx';
import { RiskTable } from './RiskTable.tsx';
import { useAssess } from './useAssess.tsx';
import { useDermaResource } from './useDermaResource.ts';
import { withDermaProviders } from './DermaProviders.tsx';

const FormScreen = lazy(loadFormScreen);

const useStyles = makeStyles({
  screen: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  head: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center', justifyContent: 'space-between' },
  card: { padding: tokens.spacingVerticalM, display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
});

type Central = { readonly kind: 'table' } | { readonly kind: 'detail'; readonly id: string | number } | { readonly kind: 'form' };

const followUpNew = '/apps/derma/risk_management/tindak_lanjut/new';

function StageScreen({ page }: ScreenProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const segment = page.path.split('/').at(-1) ?? '';
  const stage = stagePages[segment] ?? {};
  const resource = useDermaResource(riskResourceId);
  const user = useSessionStore((state) => state.user);
  const can = useCan(resource ?? ({ actions: {} } as never));
  const canOpenFollowUp = useCanOpen(segment === 'tindak_lanjut' ? followUpNew : undefined);
  const initial: RiskFilterValues = stage.status ? { status: stage.status } : {};
  const [filters, setFilters] = useState<RiskFilterValues>(initial);
  const [paging, setPaging] = useState<[number, number]>([6, 1]);
  const [central, setCentral] = useState<Central>({ kind: 'table' });
  const assess = useAssess(resource, stage);
  const { q = '', ...filter } = filters;
  const query = defaultListQuery({
    module: resource?.list?.module,
    paging,
    q,
    search_field: q ? [...(resource?.list?.searchFields ?? [])] : [],
    filter: Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== '')),
  });
  const list = useListPage(resource, query);

  const transition = resource?.workflow?.transitions.find((item) => item.id === stage.transition);
  const assessLabel = transition ? t(transition.label) : undefined;
  const canAssess = (row: RecordRow) => !!transition && row.status === stage.status && canAccess(transition.access as Access, user);
  const onAssess = (row: RecordRow) => void assess?.(row.id as number);
  const state = !resource ? 'loading' : central.kind === 'table' ? (list.data ? 'ready' : 'loading') : central.kind;

  return (
    <div className={styles.screen} data-testid="derma-risk-stage" data-stage={segment} data-screen-state={state}>
      <div className={styles.head}>
        <Title3 as="h1">{t(page.titleKey)}</Title3>
        {central.kind === 'table' && (
          <div>
            {segment === 'identifikasi_risiko' && resource && can('create') && (
              <Button appearance="primary" icon={<AddRegular />} onClick={() => setCentral({ kind: 'form' })}>
                {t('derma.stage.new')}
              </Button>
            )}
            {canOpenFollowUp && (
              <Button appearance="primary" icon={<AddRegular />} onClick={() => navigate(followUpNew)}>
                {t('derma.stage.newFollowUp')}
              </Button>
            )}
          </div>
        )}
      </div>
      {!resource && <Spinner label={t('common.list.loading')} />}
      {resource && central.kind === 'form' && (
        <Card className={styles.card}>
          <Title3 as="h2">{t('derma.stage.new')}</Title3>
          <Suspense fallback={<Spinner />}>
            <FormScreen
              definitions={definitions}
              resource={resource}
              mode="create"
              embedded={{ fixed: {}, onSaved: () => setCentral({ kind: 'table' }), onCancel: () => setCentral({ kind: 'table' }) }}
            />
          </Suspense>
        </Card>
      )}
      {resource && central.kind === 'detail' && (
        <RiskDetail resource={resource} id={central.id} onBack={() => setCentral({ kind: 'table' })} assessLabel={assessLabel} canAssess={canAssess} onAssess={onAssess} />
      )}
      {resource && central.kind === 'table' && (
        <Card className={styles.card}>
          <RiskFilters
            resource={resource}
            applied={filters}
            initial={initial}
            onApply={(values) => {
              setFilters(values);
              setPaging([paging[0], 1]);
            }}
          />
          {!list.data ? (
            <Spinner label={t('common.list.loading')} />
          ) : (
            <RiskTable
              resource={resource}
              rows={list.data.data}
              onOpen={(row) => setCentral({ kind: 'detail', id: row.id as number })}
              assessLabel={assessLabel}
              canAssess={canAssess}
              onAssess={onAssess}
            />
          )}
          <ListPager
            page={paging[1]}
            range={list.data ? pageRangeOf(list.data) : { from: 0, to: 0, total: 0, lastPage: 1 }}
            onPage={(next) => setPaging([paging[0], next])}
            pageSize={{ size: paging[0], options: riskPageSizes, onChange: (size) => setPaging([size, 1]) }}
          />
          <div>
            <RiskExport resource={resource} query={query} total={list.data?.total ?? 0} />
          </div>
        </Card>
      )}
    </div>
  );
}

/** A new page (another stage) starts from its own table and filters. */
function DermaRiskStageScreen(props: ScreenProps) {
  return <StageScreen key={props.page.path} {...props} />;
}

export default withDermaProviders(DermaRiskStageScreen);
