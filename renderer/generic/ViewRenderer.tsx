/**
 * The generic screens: the shell renders this (lazily) for every page whose view is a list, a
 * form, a detail or a dashboard. It provides what those screens share (the data provider, the
 * widget registry, the confirmation dialogs) and picks the screen by view kind; nothing in it is
 * written per resource.
 */
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import type { LoadedPage, LoadedResource } from '../../engine/definitions/model.ts';
import { createHttpDataProvider } from '../data/dataProvider.ts';
import { DataProviderProvider } from '../data/DataProviderContext.tsx';
import { definitions } from '../definitions.ts';
import { createWidgetRegistry } from '../widgets/widgetRegistry.ts';
import { WidgetRegistryProvider } from '../widgets/WidgetRegistryContext.tsx';
import { ConfirmProvider } from './ConfirmDialog.tsx';
import { DashboardScreen } from './DashboardScreen.tsx';
import { DetailScreen } from './DetailScreen.tsx';
import type { FormValues } from './form/formData.ts';
import type { FormMode } from './form/formSchema.ts';
import { FormScreen } from './form/FormScreen.tsx';
import { ListScreen } from './list/ListScreen.tsx';

const dataProvider = createHttpDataProvider(definitions);
const widgetRegistry = createWidgetRegistry();

export interface ViewRendererProps {
  readonly page: LoadedPage;
  readonly params: Readonly<Record<string, string | undefined>>;
}

/** auto: create when :id is absent or 'new' (page.schema.json). */
function formMode(mode: 'create' | 'edit' | 'auto', id: string | undefined): FormMode {
  if (mode === 'auto') return id === undefined || id === '' || id === 'new' ? 'create' : 'update';
  return mode === 'edit' ? 'update' : 'create';
}

function Screen({ page, params }: ViewRendererProps) {
  const view = page.view;
  if (!view || view.kind === 'screen') return null;
  if (view.kind === 'dashboard') return <DashboardScreen page={page} view={view} />;
  const resource: LoadedResource | undefined = definitions.resources[view.resource];
  if (!resource) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>Unknown resource {view.resource}</MessageBarBody>
      </MessageBar>
    );
  }
  const id = params.id;
  if (view.kind !== 'form') {
    if (view.kind === 'list') return <ListScreen key={page.path} definitions={definitions} page={page} resource={resource} />;
    return <DetailScreen key={`${page.path}:${id}`} definitions={definitions} page={page} resource={resource} id={id} />;
  }
  const mode = formMode(view.mode, id);
  return (
    <FormScreen
      key={`${page.path}:${mode}:${id}`}
      definitions={definitions}
      page={page}
      resource={resource}
      mode={mode}
      id={mode === 'update' ? id : undefined}
      preset={view.preset as FormValues | undefined}
    />
  );
}

export default function ViewRenderer(props: ViewRendererProps) {
  return (
    <DataProviderProvider value={dataProvider}>
      <WidgetRegistryProvider registry={widgetRegistry}>
        <ConfirmProvider confirmations={definitions.app.confirmations}>
          <Screen {...props} />
        </ConfirmProvider>
      </WidgetRegistryProvider>
    </DataProviderProvider>
  );
}
