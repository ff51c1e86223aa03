/**
 * The route middleware chain of shell.md section 4: redirect, auth, general, locale, in the
 * order app.json lists them, then the page's own middleware. A middleware either lets the
 * navigation through or throws: a redirect, or a RouteError for the error page.
 */
import { redirect } from 'react-router-dom';
import type { AppDefinition, LoadedPage } from '../../engine/definitions/model.ts';
import { canAccess, isAdmin } from '../../engine/permissions/evaluate.ts';
import type { RouteMatch } from '../../engine/routes/routeTable.ts';
import type { SessionUser } from '../session/sessionUser.ts';
import { PageForbidden, RouteError } from './routeError.ts';

export interface MiddlewareContext {
  readonly url: URL;
  readonly match: RouteMatch;
  readonly user: SessionUser | null;
  readonly app: AppDefinition;
  /** switches the UI language; the locale middleware calls it */
  readonly setLanguage: (code: string) => void;
  readonly preferredLanguage: () => string;
}

type Middleware = (context: MiddlewareContext) => void;

const signedIn = (user: SessionUser | null): user is SessionUser => !!user && user.username !== '';

function pageOf(context: MiddlewareContext): LoadedPage | null {
  return context.match.kind === 'page' ? context.match.page : null;
}

function needsAuth(page: LoadedPage, app: AppDefinition): boolean {
  if (page.access && typeof page.access === 'object' && 'public' in page.access) return false;
  return app.layouts[page.layout ?? 'default']?.auth ?? true;
}

const globalMiddleware: Record<string, Middleware> = {
  redirect(context) {
    if (context.match.kind !== 'redirect') return;
    // The root signed out shows the sign-in (see routeLoader); redirecting it would loop
    // between '/' and the auth rule's '/?message=noUser'.
    if (context.url.pathname === '/' && !signedIn(context.user)) return;
    throw redirect(context.match.to);
  },
  auth(context) {
    const page = pageOf(context);
    if (page && needsAuth(page, context.app) && !signedIn(context.user)) throw redirect(context.app.router.noUserPath);
  },
  general(context) {
    const page = pageOf(context);
    if (!page) return;
    runPageMiddleware(page, context);
    // "A page-level validity check returning false yields a 404 error." A signed-in user whose
    // permissions do not open the page learns that instead, inside the layout (docs/decisions-shell.md).
    const user = signedIn(context.user) ? context.user : null;
    if (!canAccess(page.access, user)) throw user ? new PageForbidden(page) : new RouteError(404, context.app.errors.notFound.title);
  },
  locale(context) {
    const wanted = context.preferredLanguage();
    context.setLanguage(wanted);
  },
};

const pageMiddleware: Record<string, Middleware> = {
  /** "An admin-only rule sends the user to / unless the user has the role Admin." */
  adminOnly(context) {
    if (!isAdmin(signedIn(context.user) ? context.user : null)) throw redirect('/');
  },
  /** Sign-in pages: a signed-in user goes home instead. */
  guest(context) {
    if (signedIn(context.user)) throw redirect(context.app.router.homePath);
  },
};

function unknownMiddleware(app: AppDefinition, name: string): RouteError {
  return new RouteError(500, app.errors.unknownMiddleware.replace('{name}', name));
}

function runPageMiddleware(page: LoadedPage, context: MiddlewareContext): void {
  for (const name of page.middleware ?? []) {
    const run = Object.hasOwn(pageMiddleware, name) ? pageMiddleware[name] : undefined;
    if (!run) throw unknownMiddleware(context.app, name);
    run(context);
  }
}

export function runMiddlewareChain(context: MiddlewareContext): void {
  for (const name of context.app.router.middleware as readonly string[]) {
    const run = Object.hasOwn(globalMiddleware, name) ? globalMiddleware[name] : undefined;
    if (!run) throw unknownMiddleware(context.app, name);
    run(context);
  }
}
