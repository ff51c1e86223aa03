/**
 * What a page renders, by its view: a generic view (list, form, detail, dashboard) through the
 * ViewRenderer, a hand-written screen through the screen registry, and nothing declared yet as
 * the "not built yet" page. Every branch is a lazy chunk behind Suspense, which drives the
 * progress bar while the code loads.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import type { LoadedPage } from '../../engine/definitions/model.ts';
import { isScreenName, useScreenRegistry } from '../screens/screenRegistry.tsx';
import type { ScreenProps } from '../screens/screenProps.ts';
import { LoadingRing } from '../generic/LoadingRing.tsx';
import { ProgressWhileMounted } from '../shell/progress/ProgressWhileMounted.tsx';
import { preloadedLazy } from './preloadedLazy.tsx';

// Its own chunk: it draws a Card, whose focus-group code would otherwise load with /login.
const NotBuiltPage = lazy(() => import('../screens/NotBuiltPage.tsx').then((m) => ({ default: m.NotBuiltPage })));

// Found by glob so the shell builds before the generic screens exist; one lazy chunk either way.
const viewRendererModules = import.meta.glob<{ ViewRenderer?: ComponentType<ScreenProps>; default?: ComponentType<ScreenProps> }>('../generic/ViewRenderer.tsx');

const ViewRenderer = preloadedLazy(async () => {
  const load = viewRendererModules['../generic/ViewRenderer.tsx'];
  const loaded = load ? await load() : undefined;
  const component = loaded?.ViewRenderer ?? loaded?.default;
  return { default: component ?? (({ page }: ScreenProps) => <NotBuiltPage page={page} />) };
});

/** The generic screens' frame (ViewRenderer), drawn without suspending once this settles. */
export const preloadViewRenderer = () => ViewRenderer.preload();

function Loading() {
  return (
    <LoadingRing>
      <ProgressWhileMounted />
    </LoadingRing>
  );
}

export interface PageContentProps {
  readonly page: LoadedPage;
  readonly params: Readonly<Record<string, string | undefined>>;
}

function Content({ page, params }: PageContentProps) {
  const registry = useScreenRegistry();
  const view = page.view;
  if (!view) return <NotBuiltPage page={page} />;
  if (view.kind === 'screen') {
    if (!isScreenName(view.screen)) return <NotBuiltPage page={page} />;
    const Screen = registry[view.screen];
    return <Screen page={page} params={params} />;
  }
  return <ViewRenderer page={page} params={params} />;
}

export function PageContent(props: PageContentProps) {
  return (
    <Suspense fallback={<Loading />}>
      <Content {...props} />
    </Suspense>
  );
}
