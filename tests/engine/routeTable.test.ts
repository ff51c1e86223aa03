import { describe, expect, it } from 'vitest';
import type { AppDefinition, LoadedDefinitions, LoadedPage } from '../../engine/definitions/model.ts';
import { fillPath, parsePattern } from '../../engine/routes/path.ts';
import { compileRouteTable, matchRoute, pageTitle } from '../../engine/routes/routeTable.ts';
import { hasRepositoryDefinitions, repositoryDefinitions } from './definitionsFixture.ts';

const page = (path: string, module = 'test'): LoadedPage => ({ path, titleKey: 'page.title', access: '', module });

/** Routes and redirects of shell.md section 2. */
const paths = [
  '/login',
  '/login_page',
  '/public/digital-signature/:id?',
  '/dashboard/v1',
  '/apps/admin/users',
  '/apps/admin/users/new',
  '/apps/admin/users/:id',
  '/apps/admin/sub-department/:id?',
  '/apps/admin/sub-department/new',
  '/apps/support/ticket/:parameter?',
  '/apps/support/ticket/new',
  '/apps/support/ticket/edit',
  '/apps/support/admin/ticket/list',
  '/apps/support/admin/ticket/:uuid',
  '/apps/pp/ticket/update/:id?',
  '/forms/regular_elements',
];
const redirects: AppDefinition['redirects'] = [
  { from: '/forms', to: '/forms/regular_elements', template: true },
  { from: '/pages/mailbox/message', to: '/pages/mailbox', template: true },
  { from: '/pages/issues/details', to: '/pages/issues/details/1', template: true },
];

function definitions(extraRedirects: AppDefinition['redirects'] = []): LoadedDefinitions {
  const pages = paths.map((p) => page(p));
  return {
    app: { redirects: [...redirects, ...extraRedirects] } as unknown as AppDefinition,
    menu: { items: [{ id: 'x' }], reduced: [], profileMenu: { signedIn: [], signedOut: [] } },
    permissions: { permissions: [{ name: 'x', area: 'x', description: 'x' }], roles: [] },
    modules: [],
    pages,
    resources: {},
    optionSets: {},
    locales: {},
  };
}

const table = compileRouteTable(definitions());
const pagePath = (path: string) => {
  const match = matchRoute(table, path);
  return match.kind === 'page' ? match.page.path : match;
};

describe('matchRoute: pages', () => {
  it('finds a static page', () => {
    expect(pagePath('/apps/admin/users')).toBe('/apps/admin/users');
  });

  it("reads ':id' into params", () => {
    expect(matchRoute(table, '/apps/admin/users/5')).toMatchObject({ kind: 'page', params: { id: '5' } });
  });

  it('a static segment wins over a parameter: /apps/admin/users/new is the create page', () => {
    expect(pagePath('/apps/admin/users/new')).toBe('/apps/admin/users/new');
    expect(pagePath('/apps/support/ticket/new')).toBe('/apps/support/ticket/new');
    expect(pagePath('/apps/support/ticket/edit')).toBe('/apps/support/ticket/edit');
    expect(pagePath('/apps/admin/sub-department/new')).toBe('/apps/admin/sub-department/new');
    expect(pagePath('/apps/support/admin/ticket/list')).toBe('/apps/support/admin/ticket/list');
  });

  it("an optional ':parameter?' matches with and without its segment", () => {
    expect(matchRoute(table, '/apps/support/ticket/HUMAS')).toMatchObject({ page: { path: '/apps/support/ticket/:parameter?' }, params: { parameter: 'HUMAS' } });
    const bare = matchRoute(table, '/apps/support/ticket');
    expect(bare).toMatchObject({ kind: 'page', page: { path: '/apps/support/ticket/:parameter?' } });
    expect(bare.kind === 'page' && bare.params).toEqual({ parameter: undefined });
    expect(matchRoute(table, '/public/digital-signature/abc-123')).toMatchObject({ params: { id: 'abc-123' } });
    expect(matchRoute(table, '/apps/pp/ticket/update')).toMatchObject({ kind: 'page', page: { path: '/apps/pp/ticket/update/:id?' } });
  });

  it("trailing-slash variants behave the same ('/apps/admin/users/' is '/apps/admin/users')", () => {
    expect(pagePath('/apps/admin/users/')).toBe('/apps/admin/users');
    expect(matchRoute(table, '/apps/admin/users/5/')).toMatchObject({ params: { id: '5' } });
  });

  it('query string and hash are ignored for matching', () => {
    expect(pagePath('/apps/admin/users?paging[]=10&paging[]=1#list')).toBe('/apps/admin/users');
    expect(matchRoute(table, '/apps/admin/users/7?tab=roles')).toMatchObject({ params: { id: '7' } });
  });

  it('params are decoded', () => {
    expect(matchRoute(table, '/apps/support/admin/ticket/a%20b')).toMatchObject({ params: { uuid: 'a b' } });
    expect(matchRoute(table, '/apps/support/admin/ticket/%E0%A4%A')).toMatchObject({ params: { uuid: '%E0%A4%A' } });
  });
});

describe('matchRoute: redirects', () => {
  it("sends / to /dashboard/v1 (the spec's general redirect) even when app.json does not list it", () => {
    expect(matchRoute(table, '/')).toEqual({ kind: 'redirect', to: '/dashboard/v1' });
  });

  it("keeps the query string, so /?message=noUser still says why", () => {
    expect(matchRoute(table, '/?message=noUser')).toEqual({ kind: 'redirect', to: '/dashboard/v1?message=noUser' });
  });

  it('follows app.redirects, trailing slash or not', () => {
    expect(matchRoute(table, '/forms')).toEqual({ kind: 'redirect', to: '/forms/regular_elements' });
    expect(matchRoute(table, '/forms/')).toEqual({ kind: 'redirect', to: '/forms/regular_elements' });
    expect(matchRoute(table, '/pages/mailbox/message')).toEqual({ kind: 'redirect', to: '/pages/mailbox' });
  });

  it('a redirect is exact: a page below its source is not redirected', () => {
    expect(pagePath('/forms/regular_elements')).toBe('/forms/regular_elements');
  });

  it('a declared root redirect replaces the default, and parameters carry over', () => {
    const own = compileRouteTable(definitions([{ from: '/', to: '/apps/profile' }, { from: '/old/users/:id', to: '/apps/admin/users/:id' }]));
    expect(matchRoute(own, '/')).toEqual({ kind: 'redirect', to: '/apps/profile' });
    expect(matchRoute(own, '/old/users/9')).toEqual({ kind: 'redirect', to: '/apps/admin/users/9' });
  });
});

describe('matchRoute: unknown paths', () => {
  it('are notFound, with the path the error page names', () => {
    expect(matchRoute(table, '/apps/nowhere/?x=1')).toEqual({ kind: 'notFound', path: '/apps/nowhere' });
    expect(matchRoute(table, '/apps/admin/users/5/extra')).toEqual({ kind: 'notFound', path: '/apps/admin/users/5/extra' });
    expect(matchRoute(table, '/Apps/admin/users')).toMatchObject({ kind: 'notFound' });
  });
});

describe('pageTitle', () => {
  it("is 'Apps - ' followed by the route path", () => {
    expect(pageTitle('Apps - ', '/apps/admin/users')).toBe('Apps - /apps/admin/users');
    expect(pageTitle('Apps', '/apps/admin/users')).toBe('Apps - /apps/admin/users');
    expect(pageTitle('Apps - ', '/apps/admin/users/?page=2')).toBe('Apps - /apps/admin/users');
  });
});

/** shell.md section 2, "Redirects", plus the general redirect of / . */
const specRedirects = [
  ['/', '/dashboard/v1'],
  ['/forms', '/forms/regular_elements'],
  ['/forms/advanced_elements', '/forms/advanced_elements/checkbox_radio'],
  ['/forms/examples', '/forms/examples/advertising_evaluation_form'],
  ['/forms/wysiwyg', '/forms/wysiwyg/quill'],
  ['/components', '/components/accordion'],
  ['/pages', '/pages/blank'],
  ['/plugins', '/plugins/ajax'],
  ['/pages/mailbox/message', '/pages/mailbox'],
  ['/pages/issues', '/pages/issues/list'],
  ['/pages/issues/details', '/pages/issues/details/{fixed sample id}'],
] as const;

describe.skipIf(!hasRepositoryDefinitions)('the route table of definitions/', async () => {
  const loaded = hasRepositoryDefinitions ? await repositoryDefinitions() : undefined;
  const real = loaded && compileRouteTable(loaded);

  it("follows every redirect of shell.md section 2", () => {
    for (const [from, to] of specRedirects) {
      const match = matchRoute(real!, from);
      expect(match.kind, from).toBe('redirect');
      if (to.includes('{')) expect((match as { to: string }).to.startsWith(to.slice(0, to.indexOf('{')))).toBe(true);
      else expect(match).toEqual({ kind: 'redirect', to });
      expect(matchRoute(real!, from === '/' ? '/' : from + '/')).toEqual(match);
    }
  });

  it('every declared page is reachable: no other page shadows it', () => {
    for (const declared of loaded!.pages) {
      const path = fillPath(declared.path, Object.fromEntries(parsePattern(declared.path).flatMap((s) => (s.kind === 'param' ? [[s.name, 'sample-1']] : []))));
      const match = matchRoute(real!, path);
      expect(match.kind === 'page' ? match.page.path : match, path).toBe(declared.path);
    }
  });
});
