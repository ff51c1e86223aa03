/**
 * The code a page needs, started by the route loader so it downloads in parallel with the page's
 * definitions and its first data request instead of one lazy chunk after another. It asks the
 * lazy components that render the page (the screen registry's, ViewRenderer's) to preload, so
 * each chunk is fetched once and the page draws without a Suspense fallback (preloadedLazy.tsx).
 */
import type { LoadedPage } from '../../engine/definitions/model.ts';
import { createScreenRegistry, isScreenName } from '../screens/screenRegistry.tsx';
import { preloadViewRenderer } from './PageContent.tsx';

export function preloadSignInChunks(): Promise<unknown> {
  return createScreenRegistry().login.preload();
}

/** Starts the page's chunks; settles when they are in (a failure is left to the lazy component, which shows it). */
export function preloadPageChunks(page: LoadedPage, params: Readonly<Record<string, string | undefined>>): Promise<unknown> {
  const view = page.view;
  if (!view) return Promise.resolve();
  if (view.kind === 'screen') return isScreenName(view.screen) ? createScreenRegistry()[view.screen].preload().catch(() => undefined) : Promise.resolve();
  return Promise.all([preloadViewRenderer(), import('../generic/ViewRenderer.tsx').then((m) => m.preloadScreen(page, params))]).catch(() => undefined);
}
