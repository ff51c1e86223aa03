/**
 * The loader of every location: matches it with the engine's route table, runs the middleware
 * chain, and hands the page (or the sign-in of the signed-out root) to RouteView. Before it does,
 * it loads what the page needs, all at once: the definitions of the resource it shows (a chunk
 * per module), the page's code (routeChunks.ts) and, for a list, the first page of rows
 * (listPrefetch.ts, not waited for: the screen shows it as it comes).
 */
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { LoadedPage } from '../../engine/definitions/model.ts';
import { matchRoute, type RouteMatch } from '../../engine/routes/routeTable.ts';
import { definitions, loadFrameDefinitions, loadResourceDefinitions, textAreasOfModule } from '../definitions.ts';
import { preferredLanguage } from '../i18n/i18n.ts';
import { i18n, loadTextsPastSignIn } from '../i18n/instance.ts';
import { useSessionStore } from '../session/sessionStore.ts';
import { runMiddlewareChain } from './middleware.ts';
import { PageForbidden, RouteError } from './routeError.ts';
import { preloadPageFrame } from './PageFrame.tsx';
import { preloadPageChunks, preloadSignInChunks } from './routeChunks.ts';
import { routeTable } from './routeTable.ts';

export type RouteData =
  | { readonly kind: 'page'; readonly page: LoadedPage; readonly params: Readonly<Record<string, string | undefined>> }
  /** the root while signed out: the sign-in form, with the auth rule's message if any */
  | { readonly kind: 'signIn' }
  /** a page the signed-in user may not open: the 403 page in the page's own layout */
  | { readonly kind: 'forbidden'; readonly page: LoadedPage };

export async function routeLoader(args: LoaderFunctionArgs): Promise<RouteData> {
  const data = matchLocation(args);
  if (data.kind === 'signIn') await preloadSignInChunks().catch(() => undefined);
  if (data.kind === 'page') await loadPage(data.page, data.params, new URL(args.request.url));
  if (data.kind === 'forbidden') await Promise.all([preloadPageFrame(data.page.layout ?? 'default'), pastSignIn()]);
  return data;
}

/**
 * What a signed-in user's pages read and the sign-in page does not: the frame's texts and those
 * of the page's module (and of the modules it points into), the menu and the permission
 * catalogue (a failure leaves keys showing, never a blank page).
 */
function pastSignIn(page?: LoadedPage): Promise<unknown> {
  if (!useSessionStore.getState().user) return Promise.resolve();
  return Promise.all([loadTextsPastSignIn(textAreasOfModule(page?.module)), loadFrameDefinitions()]).catch(() => undefined);
}

/**
 * How long a page waits for its list's first rows once its code and definitions are in: rows that
 * come this soon are drawn with the page, in one drawing, instead of a skeleton and then the rows
 * (a second render of the whole list, 60 to 100 ms of a warm load). Slower rows leave the page
 * to show its skeleton meanwhile.
 */
const ROWS_WAIT_MS = 250;

/**
 * The resource's definitions and the page's code in parallel; the list's rows as soon as the
 * definitions allow. The definitions and the prefetch's code are asked for first: the page's code
 * is some ninety files, and the browser takes requests in the order they are made, so asked after
 * them the list's request waited for all of them (on a busy machine, 600 ms of a warm load).
 */
async function loadPage(page: LoadedPage, params: Readonly<Record<string, string | undefined>>, url: URL): Promise<void> {
  const rows = startListRows(page, params, url);
  const chunks = Promise.all([preloadPageChunks(page, params), preloadPageFrame(page.layout ?? 'default'), pastSignIn(page)]);
  await rows.definitions;
  await chunks;
  let waited: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([rows.answered, new Promise((resolve) => (waited = setTimeout(resolve, ROWS_WAIT_MS)))]);
  clearTimeout(waited);
}

interface ListRowsStarted {
  /** settles when the resource's definitions are in */
  readonly definitions: Promise<void>;
  /** settles when the first rows and their labels are in (or failed), or at once for a page without a list */
  readonly answered: Promise<unknown>;
}

/** Starts the definitions of the page's resource and, for a list, its first rows. */
function startListRows(page: LoadedPage, params: Readonly<Record<string, string | undefined>>, url: URL): ListRowsStarted {
  const view = page.view;
  const resourceId = view && 'resource' in view ? view.resource : undefined;
  if (resourceId === undefined) return { definitions: Promise.resolve(), answered: Promise.resolve() };
  const prefetch = view?.kind === 'list' ? import('./listPrefetch.ts') : undefined;
  // A failed definitions chunk leaves the resource unknown; the page then says so.
  const definitionsIn = loadResourceDefinitions(resourceId).catch(() => undefined);
  const answered = definitionsIn.then(() => {
    const resource = definitions.resources[resourceId];
    return prefetch && resource ? prefetch.then((m) => m.prefetchListPage(page, params, resource, url)).catch(() => undefined) : undefined;
  });
  return { definitions: definitionsIn.then(() => undefined), answered };
}

/**
 * Called by the entry before the texts are in (the router is made after them): a signed-in
 * user's page starts its definitions and its rows at once. The route loader asks again when it
 * runs and finds both under way (modules and SWR's preload are asked once). Nothing is started for
 * a page the middleware would refuse or redirect, nor while signed out.
 */
export function startLoadingLocation(location: Location): void {
  if (!useSessionStore.getState().user) return;
  const url = new URL(location.href);
  const match = matchRoute(routeTable, url.pathname + url.search);
  if (match.kind !== 'page') return;
  try {
    runMiddlewareChain({
      url,
      match,
      user: useSessionStore.getState().user,
      app: definitions.app,
      preferredLanguage: () => preferredLanguage(definitions),
      setLanguage: () => undefined,
    });
  } catch {
    return;
  }
  startListRows(match.page, match.params, url);
}

function matchLocation({ request }: LoaderFunctionArgs): RouteData {
  const url = new URL(request.url);
  const match = matchRoute(routeTable, url.pathname + url.search);
  const { app } = definitions;
  try {
    runChain(url, match);
  } catch (error) {
    if (error instanceof PageForbidden) {
      // The chain stopped before its locale step; the 403 page reads in the chosen language too.
      const language = preferredLanguage(definitions);
      if (i18n.language !== language) void i18n.changeLanguage(language);
      return { kind: 'forbidden', page: error.page };
    }
    throw error;
  }
  if (match.kind === 'page') return { kind: 'page', page: match.page, params: match.params };
  if (match.kind === 'redirect') return { kind: 'signIn' };
  throw new RouteError(404, app.errors.notFound.title);
}

function runChain(url: URL, match: RouteMatch): void {
  runMiddlewareChain({
    url,
    match,
    user: useSessionStore.getState().user,
    app: definitions.app,
    preferredLanguage: () => preferredLanguage(definitions),
    setLanguage: (code) => {
      if (i18n.language !== code) void i18n.changeLanguage(code);
    },
  });
}
