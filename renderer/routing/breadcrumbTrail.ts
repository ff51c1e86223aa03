/**
 * The breadcrumb trail of a location, from the menu and the route table: Home, then the menu
 * sections and item that hold the page (or, for a page no menu item holds, its module), then the
 * declared pages between that item and the page (a list above its form), then the page, and for
 * a detail or edit page its record. Pure, so a test reads it for any path and user.
 */
import type { LoadedPage } from '../../engine/definitions/model.ts';
import type { VisibleMenuItem } from '../../engine/menu/menuForUser.ts';
import { fillPath, normalisePath, parsePattern, splitPath } from '../../engine/routes/path.ts';
import { matchRoute, type RouteTable } from '../../engine/routes/routeTable.ts';

export interface Crumb {
  /** stable across renders, for React keys and tests */
  readonly id: string;
  /** translated by the view; absent on a record crumb */
  readonly titleKey?: string;
  /** where a click goes; absent on the current page and on a menu section without a page */
  readonly href?: string;
  /** the record crumb: its name is read from the record the page loads */
  readonly record?: { readonly resource: string; readonly id: string };
}

export interface TrailInput {
  readonly table: RouteTable;
  /** the user's visible menu at this location (menuForUser), so no crumb links to a hidden item */
  readonly menu: readonly VisibleMenuItem[];
  readonly page: LoadedPage;
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly pathname: string;
  readonly homePath: string;
  /** the label key of the page's module, for a page no menu item holds */
  readonly moduleLabelKey?: string;
}

export const homeTitleKey = 'shell.breadcrumb.home';

/** The menu items from the top level down to the first active item (menuForUser marks it). */
function activeChain(items: readonly VisibleMenuItem[]): VisibleMenuItem[] {
  for (const item of items) {
    if (item.isActive && !item.submenu) return [item];
    const inner = item.submenu ? activeChain(item.submenu) : [];
    if (inner.length > 0) return [item, ...inner];
    if (item.isActive) return [item];
  }
  return [];
}

/** A menu page with a required parameter has no single address; its list is one level up. */
function hrefOf(page: string): string {
  try {
    return fillPath(page);
  } catch {
    return page.replace(/\/:[^/]+.*$/, '') || '/';
  }
}

/** The record a page shows, where it shows one: a detail's or an edit form's id, a list's recordParam. */
function recordOf(page: LoadedPage, params: TrailInput['params']): Crumb['record'] {
  const view = page.view;
  if (!view || !('resource' in view)) return undefined;
  let id: string | undefined;
  if (view.kind === 'list') id = view.recordParam ? params[view.recordParam] : undefined;
  else {
    const last = parsePattern(page.path).filter((segment) => segment.kind === 'param').at(-1);
    id = params.id ?? (last?.kind === 'param' ? params[last.name] : undefined);
    if (view.kind === 'form' && (view.mode === 'create' || id === 'new')) id = undefined;
  }
  return id === undefined || id === '' ? undefined : { resource: view.resource, id };
}

export function breadcrumbTrail(input: TrailInput): Crumb[] {
  const { table, menu, page, params, homePath } = input;
  const location = normalisePath(input.pathname);
  const home = normalisePath(homePath);
  if (location === home) return [{ id: 'home', titleKey: homeTitleKey }];

  const trail: Crumb[] = [{ id: 'home', titleKey: homeTitleKey, href: home }];
  // How many segments of the location the crumbs so far stand for.
  let covered = 0;
  let pageShown = false;
  const chain = activeChain(menu);
  for (const item of chain) {
    if (item.page && normalisePath(hrefOf(item.page)) === home) continue;
    trail.push({ id: `menu:${item.id}`, ...(item.titleKey && { titleKey: item.titleKey }), ...(item.page && { href: hrefOf(item.page) }) });
    if (item.page) {
      covered = splitPath(hrefOf(item.page)).length;
      pageShown = item.page === page.path;
    }
  }
  if (chain.length === 0 && input.moduleLabelKey) trail.push({ id: 'module', titleKey: input.moduleLabelKey });

  // The declared pages between the menu item and the page: /apps/admin/users above /apps/admin/users/new.
  const segments = splitPath(location);
  for (let length = covered + 1; length < segments.length; length++) {
    const prefix = '/' + segments.slice(0, length).join('/');
    const match = matchRoute(table, prefix);
    if (match.kind !== 'page' || match.page === page || parsePattern(match.page.path).length !== length) continue;
    trail.push({ id: `page:${prefix}`, titleKey: match.page.titleKey, href: prefix });
  }
  const record = recordOf(page, params);
  // A list showing one of its records on its own address (recordParam) links back to the list.
  const listAddress = record && page.view?.kind === 'list' ? hrefOf(page.path) : undefined;
  if (!pageShown) trail.push({ id: 'page', titleKey: page.titleKey, ...(listAddress && { href: listAddress }) });
  if (record) trail.push({ id: 'record', record });
  // The last crumb is where the user is: no link.
  const last = trail.length - 1;
  const { href: _here, ...current } = trail[last]!;
  trail[last] = current;
  return trail;
}
