/**
 * The breadcrumb trail against the real definitions: Home, the menu section and item, the list
 * above a form, the page, the record; a page no menu item holds falls back to its module.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadDefinitions } from '../../engine/definitions/load.ts';
import type { LoadedDefinitions } from '../../engine/definitions/model.ts';
import { menuForUser } from '../../engine/menu/menuForUser.ts';
import { compileRouteTable, matchRoute, type RouteTable } from '../../engine/routes/routeTable.ts';
import { breadcrumbTrail, type Crumb } from '../../renderer/routing/breadcrumbTrail.ts';
import { readDefinitionFiles } from '../../server/definitions/definitionFiles.ts';

let definitions: LoadedDefinitions;
let table: RouteTable;

beforeAll(async () => {
  definitions = loadDefinitions(await readDefinitionFiles());
  table = compileRouteTable(definitions);
});

function trail(pathname: string, permissions: string[] = definitions.permissions.permissions.map((p) => p.name)): Crumb[] {
  const match = matchRoute(table, pathname);
  if (match.kind !== 'page') throw new Error(`${pathname} is not a page`);
  const menu = menuForUser(definitions.menu, { permissions, roles: [], mustChangePassword: false }, { path: pathname });
  return breadcrumbTrail({
    table,
    menu,
    page: match.page,
    params: match.params,
    pathname,
    homePath: definitions.app.router.homePath,
    moduleLabelKey: definitions.modules.find((m) => m.id === match.page.module)?.labelKey,
  });
}

const shape = (crumbs: Crumb[]) => crumbs.map((c) => [c.titleKey ?? `record:${c.record?.resource}:${c.record?.id}`, c.href ?? null]);

describe('breadcrumb trail', () => {
  it('is only Home on the home page', () => {
    expect(shape(trail('/dashboard/v1'))).toEqual([['shell.breadcrumb.home', null]]);
  });

  it('names the menu section and makes the list the current crumb', () => {
    const crumbs = trail('/apps/admin/users');
    expect(crumbs[0]).toMatchObject({ titleKey: 'shell.breadcrumb.home', href: '/dashboard/v1' });
    expect(crumbs.map((c) => c.id)).toEqual(['home', 'menu:admin', 'menu:admin.users']);
    expect(crumbs.at(-1)!.href).toBeUndefined();
    expect(crumbs[1]!.href).toBeUndefined(); // a section has no page of its own
  });

  it('puts the list above its new form, linked', () => {
    const crumbs = trail('/apps/admin/users/new');
    expect(crumbs.map((c) => c.id)).toEqual(['home', 'menu:admin', 'menu:admin.users', 'page']);
    expect(crumbs[2]!.href).toBe('/apps/admin/users');
    expect(crumbs[3]).toEqual({ id: 'page', titleKey: 'page.admin.users_new' });
  });

  it('ends an edit page with its record', () => {
    const crumbs = trail('/apps/admin/department/7');
    expect(crumbs.at(-2)).toEqual({ id: 'page', titleKey: definitions.pages.find((p) => p.path === '/apps/admin/department/:id')!.titleKey });
    expect(crumbs.at(-1)).toEqual({ id: 'record', record: { resource: 'department', id: '7' } });
  });

  it('shows a record opened under its list after the list, which stays a link', () => {
    const crumbs = trail('/apps/pp/ticket/abc');
    expect(crumbs.some((crumb) => crumb.href === '/apps/pp/ticket')).toBe(true);
    expect(crumbs.at(-2)).toMatchObject({ id: 'page', titleKey: 'page.pp.ticket_detail' });
    expect(crumbs.at(-1)).toEqual({ id: 'record', record: { resource: 'pp_ticket', id: 'abc' } });
  });

  it('falls back to the module for a page no menu item holds', () => {
    const crumbs = trail('/apps/disposisi/list');
    expect(crumbs[1]).toEqual({ id: 'module', titleKey: 'shell.module.disposisi' });
    expect(crumbs.some((c) => c.href === '/apps/disposisi')).toBe(true);
  });

  it('has a translation for every crumb in every language', () => {
    for (const path of ['/apps/admin/users/new', '/apps/data/validasi/info_peserta', '/apps/disposisi/list']) {
      for (const crumb of trail(path)) {
        if (!crumb.titleKey) continue;
        for (const locale of ['en-US', 'es-ES', 'fr-FR']) {
          let node: unknown = definitions.locales[locale];
          for (const part of crumb.titleKey.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
          expect(typeof node, `${locale} ${crumb.titleKey}`).toBe('string');
        }
      }
    }
  });
});
