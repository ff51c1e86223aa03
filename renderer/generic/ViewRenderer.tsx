/**
 * The generic screens: the shell renders this (lazily) for every page whose view is a list, a
 * form, a detail or a dashboard. It provides what those screens share (the data provider, the
 * confirmation dialogs) and picks the screen by view kind; nothing in it is written per resource.
 * The form's widget registry comes with the form's code (loadFormScreen.tsx).
 */
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadedPage, LoadedResource } from '../../engine/definitions/model.ts';
import type { FormMode } from '../../engine/forms/formSchema.ts';
import { parsePattern } from '../../engine/routes/path.ts';
import { createHttpDataProvider } from '../data/dataProvider.ts';
import { DataProviderProvider } from '../data/DataProviderContext.tsx';
import { definitions } from '../definitions.ts';
import { ConfirmProvider } from './ConfirmDialog.tsx';
import { LoadingRing } from './LoadingRing.tsx';
import { loadFormScreen } from './loadFormScreen.tsx';
import { preloadedLazy } from '../routing/preloadedLazy.tsx';
import { fillPath } from './resourcePages.ts';
import type { FormValues } from './form/formData.ts';

// One chunk per kind of screen: a list does not load rjsf, a form does not load the table.
const ListScreen = preloadedLazy(() => import('./list/ListScreen.tsx').then((m) => ({ default: m.ListScreen })));
// The form brings the widget registry with it (loadFormScreen.tsx): lists and details draw no field.
const FormScreen = preloadedLazy(loadFormScreen);
const DetailScreen = preloadedLazy(() => import('./DetailScreen.tsx').then((m) => ({ default: m.DetailScreen })));
const DashboardScreen = preloadedLazy(() => import('./DashboardScreen.tsx').then((m) => ({ default: m.DashboardScreen })));

/** The screen a page of this view draws (the route loader awaits it: the page shows no fallback). */
export function preloadScreen(page: LoadedPage, params: ViewRendererProps['params']): Promise<unknown> {
  const view = page.view;
  if (view?.kind === 'list') return view.recordParam && params[view.recordParam] ? DetailScreen.preload() : ListScreen.preload();
  if (view?.kind === 'form') return FormScreen.preload();
  if (view?.kind === 'detail') return recordId(page, params) === undefined ? Promise.all([DetailScreen.preload(), FormScreen.preload()]) : DetailScreen.preload();
  if (view?.kind === 'dashboard') return DashboardScreen.preload();
  return Promise.resolve();
}

const dataProvider = createHttpDataProvider(definitions);

export interface ViewRendererProps {
  readonly page: LoadedPage;
  readonly params: Readonly<Record<string, string | undefined>>;
}

/** auto: create when :id is absent or 'new' (page.schema.json). */
function formMode(mode: 'create' | 'edit' | 'auto', id: string | undefined): FormMode {
  if (mode === 'auto') return id === undefined || id === '' || id === 'new' ? 'create' : 'update';
  return mode === 'edit' ? 'update' : 'create';
}

/** The record a form or detail page shows: its :id, else its path's last parameter (:uuid). */
function recordId(page: LoadedPage, params: ViewRendererProps['params']): string | undefined {
  if (params.id !== undefined) return params.id;
  const last = parsePattern(page.path).filter((segment) => segment.kind === 'param').at(-1);
  return last && last.kind === 'param' ? params[last.name] : undefined;
}

/** A page naming a resource the definitions lack (the lint refuses it; a hand-edited build could still). */
function UnknownResource({ name }: { readonly name: string }) {
  const { t } = useTranslation();
  return (
    <p role="alert" className="pt-notice pt-notice-error">
      {t('common.loadFailed.unknownResource', { resource: name })}
    </p>
  );
}

function Screen({ page, params }: ViewRendererProps) {
  const view = page.view;
  if (!view || view.kind === 'screen') return null;
  if (view.kind === 'dashboard') return <DashboardScreen page={page} view={view} />;
  const resource: LoadedResource | undefined = definitions.resources[view.resource];
  if (!resource) {
    return <UnknownResource name={view.resource} />;
  }
  const id = recordId(page, params);
  if (view.kind !== 'form') {
    // A list page with a recordParam shows the record the address names (/apps/support/ticket/<uuid>).
    const shown = view.kind === 'list' && view.recordParam ? params[view.recordParam] : undefined;
    if (shown) return <DetailScreen key={`${page.path}:${shown}`} definitions={definitions} page={page} resource={resource} id={shown} backTo={fillPath(page)} />;
    if (view.kind === 'list') return <ListScreen key={page.path} definitions={definitions} page={page} resource={resource} />;
    // A detail page whose record is optional (/apps/doc_smr/message/:id?) writes a new one without it.
    if (id === undefined && resource.actions.create) return <FormScreen key={`${page.path}:create`} definitions={definitions} page={page} resource={resource} mode="create" />;
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
      <ConfirmProvider confirmations={definitions.app.confirmations}>
        <Suspense fallback={<LoadingRing />}>
          <Screen {...props} />
        </Suspense>
      </ConfirmProvider>
    </DataProviderProvider>
  );
}
