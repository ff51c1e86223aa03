/**
 * The sidebar a given user sees at a given path: items gated by permission, empty sections
 * dropped, the section of the current page open, badge counts attached. Pure, so the renderer
 * recomputes it on every navigation and the tests read it directly.
 */
import type { MenuDefinition, MenuItem } from '../generated/definitions.ts';
import { hasPermission, type UserAccess } from '../permissions/evaluate.ts';
import { isPathUnder, parsePattern } from '../routes/path.ts';

export { toggleSection, openSectionIds } from './toggleSection.ts';

export type MenuUser = UserAccess & { readonly mustChangePassword: boolean };

export interface VisibleMenuItem {
  readonly id: string;
  readonly titleKey?: string;
  readonly icon?: string;
  readonly page?: string;
  readonly url?: string;
  readonly tag?: string;
  readonly sectionTitle?: string;
  readonly separator?: boolean;
  /** 0 for top-level items, 1 for their children, and so on. */
  readonly level: number;
  /** A section holding the current page starts open. */
  readonly isOpen: boolean;
  /**
   * The item whose page best holds the current path: '/apps/profile/deps' marks the DEPS item,
   * not Profile, though both pages begin the path.
   */
  readonly isActive: boolean;
  /** Present only when the item names a badge source whose count is above zero. */
  readonly badgeCount?: number;
  readonly submenu?: readonly VisibleMenuItem[];
}

export interface MenuOptions {
  readonly path: string;
  readonly badges?: Readonly<Record<string, number>>;
}

/** A heading or separator with nothing of its own: it only introduces the items after it. */
function isHeadingOnly(item: MenuItem): boolean {
  return !item.page && !item.url && !item.submenu;
}

function badgeCountOf(item: MenuItem, badges: MenuOptions['badges']): number | undefined {
  if (!item.badge || !badges || !Object.hasOwn(badges, item.badge)) return undefined;
  const count = badges[item.badge];
  return typeof count === 'number' && count > 0 ? count : undefined;
}

function holdsPath(item: VisibleMenuItem, path: string): boolean {
  return !!item.page && isPathUnder(path, item.page);
}

function present(item: MenuItem, level: number, options: MenuOptions, submenu?: VisibleMenuItem[]): VisibleMenuItem {
  const isActive = false; // set by markActive once the whole tree is known
  const isOpen = !!submenu && submenu.some((child) => holdsPath(child, options.path) || child.isOpen);
  const badgeCount = badgeCountOf(item, options.badges);
  const visible: VisibleMenuItem = {
    id: item.id,
    ...(item.titleKey !== undefined && { titleKey: item.titleKey }),
    ...(item.icon !== undefined && { icon: item.icon }),
    ...(item.page !== undefined && { page: item.page }),
    ...(item.url !== undefined && { url: item.url }),
    ...(item.tag !== undefined && { tag: item.tag }),
    ...(item.sectionTitle !== undefined && { sectionTitle: item.sectionTitle }),
    ...(item.separator !== undefined && { separator: item.separator }),
    level,
    isOpen,
    isActive,
    ...(badgeCount !== undefined && { badgeCount }),
    ...(submenu && { submenu }),
  };
  return visible;
}

/**
 * The section title or separator of a hidden item moves to the next shown item of its group,
 * so a user who may not see the first item of "Apps" still sees the "Apps" heading.
 */
function visibleLevel(items: readonly MenuItem[], user: MenuUser, level: number, options: MenuOptions): VisibleMenuItem[] {
  const shown: VisibleMenuItem[] = [];
  let pending: Pick<MenuItem, 'sectionTitle' | 'separator'> = {};
  for (const item of items) {
    const starts = item.sectionTitle !== undefined || item.separator !== undefined;
    if (starts) pending = { sectionTitle: item.sectionTitle, separator: item.separator };
    if (!hasPermission(item.auth ?? '', user)) {
      // A heading its own rule hides stays hidden; only a heading carried by a hidden page moves on.
      if (isHeadingOnly(item)) pending = {};
      continue;
    }
    let submenu: VisibleMenuItem[] | undefined;
    if (item.submenu) {
      submenu = visibleLevel(item.submenu, user, level + 1, options);
      if (submenu.length === 0) continue;
    }
    if (isHeadingOnly(item)) {
      shown.push(present(item, level, options));
      pending = {};
      continue;
    }
    const inherited = starts ? item : { ...item, ...definedOnly(pending) };
    shown.push(present(inherited, level, options, submenu));
    pending = {};
  }
  return dropDanglingHeadings(shown);
}

function definedOnly(heading: Pick<MenuItem, 'sectionTitle' | 'separator'>): Pick<MenuItem, 'sectionTitle' | 'separator'> {
  return {
    ...(heading.sectionTitle !== undefined && { sectionTitle: heading.sectionTitle }),
    ...(heading.separator !== undefined && { separator: heading.separator }),
  };
}

/** A heading-only item followed by nothing, or by the start of another group, introduces nothing. */
function dropDanglingHeadings(items: VisibleMenuItem[]): VisibleMenuItem[] {
  const isHeading = (item: VisibleMenuItem) => !item.page && !item.url && !item.submenu;
  const startsGroup = (item: VisibleMenuItem | undefined) =>
    !item || isHeading(item) || item.sectionTitle !== undefined || item.separator !== undefined;
  return items.filter((item, index) => !isHeading(item) || !startsGroup(items[index + 1]));
}

function findByPage(items: readonly MenuItem[], page: string): MenuItem | undefined {
  for (const item of items) {
    if (item.page === page) return item;
    const inner = item.submenu && findByPage(item.submenu, page);
    if (inner) return inner;
  }
  return undefined;
}

/** The spec's reduced menu (dashboard v1, profile, change password), flat, in menu.reduced order. */
function reducedMenu(menu: MenuDefinition, options: MenuOptions): VisibleMenuItem[] {
  const shown: VisibleMenuItem[] = [];
  for (const page of menu.reduced) {
    const item = findByPage(menu.items, page);
    if (item) shown.push(present({ ...item, submenu: undefined }, 0, options));
  }
  return shown;
}

/**
 * The sidebar of a user. With no user, or a user who must change password, only the reduced
 * menu; otherwise every item the user's permissions allow (an absent auth counts as '': any
 * signed-in user), without sections left empty.
 */
export function menuForUser(menu: MenuDefinition, user: MenuUser | null, options: MenuOptions): VisibleMenuItem[] {
  const items = !user || user.mustChangePassword ? reducedMenu(menu, options) : visibleLevel(menu.items, user, 0, options);
  return markActive(items, options.path);
}

/** Marks the shown items whose page holds the path with the most segments. */
function markActive(items: VisibleMenuItem[], path: string): VisibleMenuItem[] {
  const depth = (item: VisibleMenuItem) => (holdsPath(item, path) ? parsePattern(item.page!).length : -1);
  const deepestIn = (list: readonly VisibleMenuItem[]): number =>
    Math.max(-1, ...list.map((item) => Math.max(depth(item), deepestIn(item.submenu ?? []))));
  const deepest = deepestIn(items);
  if (deepest < 0) return items;
  const mark = (list: readonly VisibleMenuItem[]): VisibleMenuItem[] =>
    list.map((item) => ({
      ...item,
      isActive: depth(item) === deepest,
      ...(item.submenu && { submenu: mark(item.submenu) }),
    }));
  return mark(items);
}
