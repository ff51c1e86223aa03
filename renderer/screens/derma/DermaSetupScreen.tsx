/**
 * /apps/derma/master/setup: the module's one setup record and its one notification setup record,
 * each edited in place with the generic form (Save asks the form confirmation first). Cancel
 * leaves for the module's home.
 */
import { Card, Spinner, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { definitions } from '../../definitions.ts';
import { loadFormScreen } from '../../generic/loadFormScreen.tsx';
import type { ScreenProps } from '../screenProps.ts';
import { withDermaProviders } from './DermaProviders.tsx';
import { useDermaResource } from './useDermaResource.ts';

const FormScreen = lazy(loadFormScreen);

const useStyles = makeStyles({
  screen: { display: 'grid', gap: tokens.spacingVerticalM, minWidth: 0 },
  card: { padding: tokens.spacingVerticalM, display: 'grid', gap: tokens.spacingVerticalS, minWidth: 0 },
});

/** Both records are seeded with id 1 (derma_setup.json, derma_notification_setup.json). */
const recordId = '1';

function SetupForm({ resourceId }: { resourceId: string }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const resource = useDermaResource(resourceId);
  return (
    <Card className={styles.card} data-testid={`derma-setup-${resourceId}`}>
      <Title3 as="h2">{t(resource?.labelKey ?? '')}</Title3>
      {!resource ? (
        <Spinner />
      ) : (
        <Suspense fallback={<Spinner />}>
          <FormScreen definitions={definitions} resource={resource} mode="update" id={recordId} embedded={{ fixed: {}, onSaved: () => undefined, onCancel: () => navigate('/apps/derma') }} />
        </Suspense>
      )}
    </Card>
  );
}

function DermaSetupScreen({ page }: ScreenProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <div className={styles.screen} data-testid="derma-setup">
      <Title3 as="h1">{t(page.titleKey)}</Title3>
      <SetupForm resourceId="derma_setup" />
      <SetupForm resourceId="derma_notification_setup" />
    </div>
  );
}

export default withDermaProviders(DermaSetupScreen);
