/**
 * /apps/profile/deps: the signed-in employee's own DEPS profile (GET /sso/hr/deps/my-profile),
 * drawn by the generic detail of hr_employee with its Personal and Working sections, then the
 * documents they sent to update it (their own rows of hr_employee_document) and the way to send
 * another (/apps/profile/update). HR approves those at /apps/hr/deps/approval.
 */
import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentArrowUpRegular } from '@fluentui/react-icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { definitions } from '../../definitions.ts';
import { createHttpDataProvider } from '../../data/dataProvider.ts';
import { DataProviderProvider } from '../../data/DataProviderContext.tsx';
import { ConfirmProvider } from '../../generic/ConfirmDialog.tsx';
import { DetailScreen } from '../../generic/DetailScreen.tsx';
import { ListScreen } from '../../generic/list/ListScreen.tsx';
import { LoadFailed } from '../../generic/LoadFailed.tsx';
import { ApiError, apiJson } from '../../session/apiClient.ts';
import type { ScreenProps } from '../screenProps.ts';
import { EmployeePhoto } from './EmployeePhoto.tsx';
import { useResources } from './useHrResources.ts';

const provider = createHttpDataProvider(definitions);
const resourceIds = ['hr_employee', 'hr_employee_document'] as const;

const useStyles = makeStyles({
  screen: { display: 'grid', gap: tokens.spacingVerticalL, minWidth: 0 },
  actions: { display: 'flex', justifyContent: 'flex-end' },
});

export default function MyDepsScreen({ page }: ScreenProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const { resources } = useResources(resourceIds);
  const profile = useSWR<{ data: { id: number; name: string; picture: string | null } }>('/sso/hr/deps/my-profile', (url: string) => apiJson(url), { revalidateOnFocus: false, shouldRetryOnError: false });
  const missing = profile.error instanceof ApiError && profile.error.status === 404;
  const update = (
    <Button appearance="primary" icon={<DocumentArrowUpRegular />} onClick={() => navigate('/apps/profile/update')}>
      {t('hr.myDeps.update')}
    </Button>
  );
  const extensions = {
    actions: () => (
      <>
        {profile.data && <EmployeePhoto name={profile.data.data.name} file={profile.data.data.picture} />}
        {update}
      </>
    ),
  };
  const documentsPage = useMemo(() => ({ ...page, titleKey: 'hr.myDeps.documents', view: { kind: 'list' as const, resource: 'hr_employee_document' } }), [page]);
  return (
    <DataProviderProvider value={provider}>
      <ConfirmProvider confirmations={definitions.app.confirmations}>
        <div className={styles.screen} data-testid="my-deps">
          {missing && <div className={styles.actions}>{update}</div>}
          {missing && (
            <MessageBar intent="info">
              <MessageBarBody>{t('hr.myDeps.noProfile')}</MessageBarBody>
            </MessageBar>
          )}
          {profile.error && !missing && <LoadFailed error={profile.error} retrying={profile.isValidating} onRetry={() => void profile.mutate()} />}
          {resources && profile.data && <DetailScreen definitions={definitions} page={page} resource={resources.hr_employee} id={String(profile.data.data.id)} extensions={extensions} />}
          {resources && <ListScreen definitions={definitions} page={documentsPage} resource={resources.hr_employee_document} />}
        </div>
      </ConfirmProvider>
    </DataProviderProvider>
  );
}
