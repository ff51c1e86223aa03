/**
 * The menu: an item that opens a page is gated by that page's access and titled
 * menu.<id, dots as underscores> unless it says otherwise; any other item without auth is open
 * to every signed-in user. So the permission that shows an item and the one that opens its page
 * cannot drift apart by accident.
 */
import type { Access, MenuDefinition, MenuItem } from '../model.ts';

type PermissionRule = NonNullable<MenuItem['auth']>;

/** A page's access as a menu permission: public pages and role pages are shown to everyone signed in. */
function menuPermission(access: Access): PermissionRule {
  return typeof access === 'object' && ('public' in access || 'role' in access) ? '' : (access as PermissionRule);
}

export function conventionalMenuTitle(id: string): string {
  return `menu.${id.replace(/\./g, '_')}`;
}

function resolveItem(item: MenuItem, accessOfPage: (path: string) => Access | undefined): MenuItem {
  const resolved: MenuItem = { ...item };
  const pageAccess = item.page !== undefined ? accessOfPage(item.page) : undefined;
  if (resolved.titleKey === undefined && item.page !== undefined) resolved.titleKey = conventionalMenuTitle(item.id);
  if (resolved.auth === undefined && !item.separator) resolved.auth = pageAccess !== undefined ? menuPermission(pageAccess) : '';
  if (item.submenu) resolved.submenu = item.submenu.map((child) => resolveItem(child, accessOfPage)) as MenuItem['submenu'];
  return resolved;
}

export function resolveMenu(menu: MenuDefinition, accessOfPage: (path: string) => Access | undefined): MenuDefinition {
  return { ...menu, items: menu.items.map((item) => resolveItem(item, accessOfPage)) as MenuDefinition['items'] };
}
