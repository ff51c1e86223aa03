/**
 * The migration of module.json and menu.json to the compact language: a list page followed by
 * its create and edit forms becomes one `crud` entry; a page title or a menu title that the
 * convention gives is dropped; a menu item's auth equal to its page's access is dropped. The
 * caller checks that the loaded pages and menu are unchanged.
 */
import type { Access, LoadedResource, MenuDefinition, MenuItem, PageDefinition } from '../../engine/definitions/model.ts';
import { conventionalPageTitle } from '../../engine/definitions/resolve/resolvePages.ts';
import { conventionalMenuTitle } from '../../engine/definitions/resolve/resolveMenu.ts';

type Json = Record<string, unknown>;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function crudTriple(module: string, pages: readonly PageDefinition[], index: number, resources: Record<string, LoadedResource>): Json | undefined {
  const [list, create, edit] = pages.slice(index, index + 3);
  if (!list || !create || !edit || list.view?.kind !== 'list') return undefined;
  const resource = list.view.resource;
  const base = list.path.replace(/\/+$/, '');
  const editParam = edit.path.slice(base.length + 1);
  const title = list.titleKey ?? conventionalPageTitle(module, list.path, list.view);
  const ok =
    create.view?.kind === 'form' && create.view.resource === resource && create.view.mode === 'create' && !create.view.preset && create.path === `${base}/new` &&
    edit.view?.kind === 'form' && edit.view.resource === resource && edit.view.mode === 'edit' && !edit.view.preset && /^:[a-z_]+\??$/.test(editParam) && edit.path === `${base}/${editParam}` &&
    create.titleKey === `${title}_new` && edit.titleKey === `${title}_edit` &&
    same(create.access, list.access) && same(edit.access, list.access) && same(create.middleware, list.middleware) && same(edit.middleware, list.middleware) &&
    !create.note && !edit.note && !list.layout && !create.layout && !edit.layout && !!resources[resource];
  if (!ok) return undefined;
  const entry: Json = { crud: resource, path: list.path };
  if (title !== conventionalPageTitle(module, list.path, list.view)) entry.titleKey = title;
  if (!same(list.access, resources[resource].actions.list?.access as Access)) entry.access = list.access;
  if (list.middleware) entry.middleware = list.middleware;
  if (editParam !== ':id') entry.editParam = editParam;
  if (list.note) entry.note = list.note;
  return entry;
}

export function compactPages(module: string, pages: readonly PageDefinition[], resources: Record<string, LoadedResource>): Json[] {
  const out: Json[] = [];
  for (let index = 0; index < pages.length; index++) {
    const crud = crudTriple(module, pages, index, resources);
    if (crud) {
      out.push(crud);
      index += 2;
      continue;
    }
    const page = { ...pages[index] } as Json;
    if (page.titleKey === conventionalPageTitle(module, pages[index].path, pages[index].view)) delete page.titleKey;
    out.push(page);
  }
  return out;
}

function compactItem(item: MenuItem, accessOfPage: (path: string) => Access | undefined): MenuItem {
  const out: MenuItem = { ...item };
  if (item.page !== undefined && item.titleKey === conventionalMenuTitle(item.id)) delete out.titleKey;
  const access = item.page !== undefined ? accessOfPage(item.page) : undefined;
  if (item.auth !== undefined && (access !== undefined ? same(item.auth, access) : item.auth === '')) delete out.auth;
  if (item.submenu) out.submenu = item.submenu.map((child) => compactItem(child, accessOfPage)) as MenuItem['submenu'];
  return out;
}

export function compactMenu(menu: MenuDefinition, accessOfPage: (path: string) => Access | undefined): MenuDefinition {
  return { ...menu, items: menu.items.map((item) => compactItem(item, accessOfPage)) as MenuDefinition['items'] };
}
