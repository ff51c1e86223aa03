/**
 * What every DMS screen stands in: the providers the generic screens use (data provider, widget
 * registry, confirmation dialogs) and the document resource's definition, loaded with its module
 * before the screen draws (a screen page's route does not load it for it).
 */
import { Spinner } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { LoadedResource } from '../../../engine/definitions/model.ts';
import { createHttpDataProvider } from '../../data/dataProvider.ts';
import { DataProviderProvider } from '../../data/DataProviderContext.tsx';
import { definitions, loadResourceDefinitions } from '../../definitions.ts';
import { ConfirmProvider } from '../../generic/ConfirmDialog.tsx';
import { LoadFailed } from '../../generic/LoadFailed.tsx';
import { createWidgetRegistry } from '../../widgets/widgetRegistry.ts';
import { WidgetRegistryProvider } from '../../widgets/WidgetRegistryContext.tsx';

export const documentResourceId = 'document';

const provider = createHttpDataProvider(definitions);
const widgets = createWidgetRegistry();

export function DmsFrame({ children }: { readonly children: (document: LoadedResource) => ReactNode }) {
  const { t } = useTranslation();
  const loaded = useSWR(['definitions', documentResourceId], () => loadResourceDefinitions(documentResourceId).then(() => definitions.resources[documentResourceId]), {
    revalidateOnFocus: false,
  });
  return (
    <DataProviderProvider value={provider}>
      <WidgetRegistryProvider registry={widgets}>
        <ConfirmProvider confirmations={definitions.app.confirmations}>
          {loaded.data ? (
            children(loaded.data)
          ) : loaded.error ? (
            <LoadFailed error={loaded.error} retrying={loaded.isValidating} onRetry={() => void loaded.mutate()} />
          ) : (
            <Spinner label={t('common.list.loading')} />
          )}
        </ConfirmProvider>
      </WidgetRegistryProvider>
    </DataProviderProvider>
  );
}
