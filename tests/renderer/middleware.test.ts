/**
 * The route middleware chain of the renderer against the real definitions: the order, the
 * auth rule, the admin-only rule, the access check and an unknown middleware's 500.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadDefinitions } from '../../engine/definitions/load.ts';
import type { AppDefinition, LoadedDefinitions } from '../../engine/definitions/model.ts';
import { compileRouteTable, matchRoute, type RouteTable } from '../../engine/routes/routeTable.ts';
import { runMiddlewareChain, type MiddlewareContext } from '../../renderer/routing/middleware.ts';
import { RouteError } from '../../renderer/routing/routeError.ts';
import type { SessionUser } from '../../renderer/session/sessionUser.ts';
import { readDefinitionFiles } from '../../server/definitions/definitionFiles.ts';

let definitions: LoadedDefinitions;
let table: RouteTable;

beforeAll(async () => {
  definitions = loadDefinitions(await readDefinitionFiles());
  table = compileRouteTable(definitions);
});

const user = (roles: string[], permissions: string[] = []): SessionUser => ({
  username: 'someone',
  roles,
  permissions,
  must_change_password: false,
  raw: {},
});

function run(path: string, who: SessionUser | null, app: AppDefinition = definitions.app) {
  const languages: string[] = [];
  const context: MiddlewareContext = {
    url: new URL(path, 'http://portal.test'),
    match: matchRoute(table, path),
    user: who,
    app,
    preferredLanguage: () => 'es',
    setLanguage: (code) => languages.push(code),
  };
  try {
    runMiddlewareChain(context);
    return { outcome: 'through' as const, languages };
  } catch (thrown) {
    if (thrown instanceof Response) return { outcome: 'redirect' as const, to: thrown.headers.get('Location'), languages };
    if (thrown instanceof RouteError) return { outcome: 'error' as const, status: thrown.status, message: thrown.message, languages };
    throw thrown;
  }
}

describe('the route middleware chain', () => {
  it('redirects first: / goes to /dashboard/v1 for a signed-in user', () => {
    expect(run('/', user([]))).toMatchObject({ outcome: 'redirect', to: '/dashboard/v1' });
  });

  it('sends a visitor without a stored user to /?message=noUser', () => {
    expect(run('/apps/profile', null)).toMatchObject({ outcome: 'redirect', to: '/?message=noUser' });
  });

  it('lets the signed-out root through, so the sign-in shows there instead of a redirect loop', () => {
    expect(run('/?message=noUser', null)).toMatchObject({ outcome: 'through' });
  });

  it('sends a non-Admin away from an admin-only page to /, and lets an Admin in', () => {
    expect(run('/apps/admin/users', user(['Staff'], ['view_users']))).toMatchObject({ outcome: 'redirect', to: '/' });
    expect(run('/apps/admin/users', user(['Admin'], ['view_users']))).toMatchObject({ outcome: 'through' });
  });

  it('answers 403 for a page the signed-in user lacks access to (shown inside the layout: docs/decisions-shell.md)', () => {
    expect(run('/apps/helpdesk/panel', user(['Staff']))).toMatchObject({ outcome: 'error', status: 403 });
  });

  it('sends a signed-in user away from the login page (guest)', () => {
    expect(run('/login', user([]))).toMatchObject({ outcome: 'redirect', to: '/dashboard/v1' });
  });

  it('runs the locale middleware last, with the preferred language', () => {
    expect(run('/apps/profile', user([]))).toEqual({ outcome: 'through', languages: ['es'] });
  });

  it('answers 500 "Unknown middleware {name}" for a middleware it does not know', () => {
    const app = { ...definitions.app, router: { ...definitions.app.router, middleware: ['redirect', 'audit'] } } as unknown as AppDefinition;
    expect(run('/apps/profile', user([]), app)).toMatchObject({ outcome: 'error', status: 500, message: 'Unknown middleware audit' });
  });
});
