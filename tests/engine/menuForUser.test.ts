import { describe, expect, it } from 'vitest';
import type { MenuDefinition } from '../../engine/generated/definitions.ts';
import { menuForUser, type MenuUser, type VisibleMenuItem } from '../../engine/menu/menuForUser.ts';
import { hasRepositoryDefinitions, repositoryDefinitions } from './definitionsFixture.ts';

/** A slice of the spec's sidebar (shell.md section 2, "Sidebar menu and required permission"). */
const menu: MenuDefinition = {
  items: [
    { id: 'dashboard', titleKey: 'menu.dashboard', icon: 'home', page: '/dashboard/v1', auth: '', sectionTitle: 'menu.section.main' },
    {
      id: 'profile',
      titleKey: 'menu.profile',
      auth: '',
      submenu: [
        { id: 'profile.main', titleKey: 'menu.profile.main', page: '/apps/profile', auth: '' },
        { id: 'profile.deps', titleKey: 'menu.profile.deps', page: '/apps/profile/deps', auth: '' },
      ],
    },
    { id: 'change-password', titleKey: 'menu.changePassword', page: '/apps/change-password', auth: '' },
    { id: 'pedoman', titleKey: 'menu.pedoman', page: '/apps/pedoman', auth: 'general_view_pedoman', sectionTitle: 'menu.section.apps', separator: true },
    {
      id: 'bank',
      titleKey: 'menu.bank',
      auth: 'users_isbankuser',
      submenu: [
        { id: 'bank.otentikasi', titleKey: 'menu.bank.otentikasi', page: '/apps/bank/otentikasi', auth: 'bank_view.otentikasi' },
        { id: 'bank.adv', titleKey: 'menu.bank.adv', page: '/apps/bank/adv', auth: 'bank_view.otentikasi' },
      ],
    },
    {
      id: 'supporting',
      titleKey: 'menu.supporting',
      icon: 'support',
      badge: 'supportOpenNotifications',
      tag: 'new',
      submenu: [
        { id: 'supporting.handler', titleKey: 'menu.supporting.handler', page: '/apps/support/admin/ticket', auth: 'supporting_view.ticket_handler' },
        {
          id: 'supporting.humas',
          titleKey: 'menu.supporting.humas',
          auth: 'supporting_admin.ticket_humas',
          submenu: [
            { id: 'supporting.humas.category', titleKey: 'menu.supporting.category', page: '/apps/support/humas/master/category', auth: 'supporting_admin.ticket_humas' },
            { id: 'supporting.humas.status', titleKey: 'menu.supporting.status', page: '/apps/support/humas/master/status', auth: 'supporting_admin.ticket_humas' },
          ],
        },
      ],
    },
    { id: 'admin.heading', sectionTitle: 'menu.section.admin' },
    {
      id: 'admin',
      titleKey: 'menu.admin',
      auth: { anyOf: ['view_users', 'view_roles'] },
      submenu: [
        { id: 'admin.users', titleKey: 'menu.admin.users', page: '/apps/admin/users', auth: 'view_users' },
        { id: 'admin.roles', titleKey: 'menu.admin.roles', page: '/apps/admin/roles', auth: 'view_roles' },
      ],
    },
    { id: 'guide', titleKey: 'menu.guide', url: 'https://example.org/guide', auth: '', sectionTitle: 'menu.section.help' },
  ],
  reduced: ['/dashboard/v1', '/apps/profile', '/apps/change-password'],
  profileMenu: { signedIn: [], signedOut: [] },
};

const user = (permissions: string[], mustChangePassword = false): MenuUser => ({ permissions, roles: [], mustChangePassword });
const ids = (items: readonly VisibleMenuItem[]): string[] => items.flatMap((item) => [item.id, ...ids(item.submenu ?? [])]);
const find = (items: readonly VisibleMenuItem[], id: string): VisibleMenuItem | undefined => {
  for (const item of items) {
    if (item.id === id) return item;
    const inner = find(item.submenu ?? [], id);
    if (inner) return inner;
  }
  return undefined;
};

describe('menuForUser: permission gating', () => {
  it("a user without permissions sees the '' items only, and no section left empty", () => {
    const items = menuForUser(menu, user([]), { path: '/dashboard/v1' });
    expect(ids(items)).toEqual(['dashboard', 'profile', 'profile.main', 'profile.deps', 'change-password', 'guide']);
  });

  it('an item shows when the user holds its permission', () => {
    const items = menuForUser(menu, user(['general_view_pedoman', 'view_roles']), { path: '/' });
    expect(ids(items)).toContain('pedoman');
    expect(ids(items)).toContain('admin.roles');
    expect(ids(items)).not.toContain('admin.users');
  });

  it('the Bank section needs users_isbankuser itself, and its pages bank_view.otentikasi', () => {
    expect(ids(menuForUser(menu, user(['bank_view.otentikasi']), { path: '/' }))).not.toContain('bank');
    expect(ids(menuForUser(menu, user(['users_isbankuser']), { path: '/' }))).not.toContain('bank');
    expect(ids(menuForUser(menu, user(['users_isbankuser', 'bank_view.otentikasi']), { path: '/' }))).toContain('bank.adv');
  });

  it('a nested section without visible children is dropped, its parent stays for the other child', () => {
    const items = menuForUser(menu, user(['supporting_view.ticket_handler']), { path: '/' });
    expect(ids(find(items, 'supporting')!.submenu!)).toEqual(['supporting.handler']);
  });

  it('keeps the display fields and counts levels from 0', () => {
    const items = menuForUser(menu, user(['supporting_admin.ticket_humas']), { path: '/' });
    const supporting = find(items, 'supporting')!;
    expect(supporting).toMatchObject({ titleKey: 'menu.supporting', icon: 'support', tag: 'new', level: 0 });
    expect(find(items, 'supporting.humas')!.level).toBe(1);
    expect(find(items, 'supporting.humas.status')).toMatchObject({ level: 2, page: '/apps/support/humas/master/status' });
    expect(find(items, 'guide')).toMatchObject({ url: 'https://example.org/guide', level: 0 });
    expect(find(items, 'dashboard')).toMatchObject({ sectionTitle: 'menu.section.main', icon: 'home' });
  });
});

describe('menuForUser: section titles', () => {
  it('a hidden item hands its section title and separator to the next shown item', () => {
    const items = menuForUser(menu, user(['supporting_view.ticket_handler']), { path: '/' });
    expect(find(items, 'pedoman')).toBeUndefined();
    expect(find(items, 'supporting')).toMatchObject({ sectionTitle: 'menu.section.apps', separator: true });
  });

  it('a heading with nothing shown under it is dropped', () => {
    expect(ids(menuForUser(menu, user([]), { path: '/' }))).not.toContain('admin.heading');
    expect(ids(menuForUser(menu, user(['view_users']), { path: '/' }))).toContain('admin.heading');
  });
});

describe('menuForUser: the reduced menu', () => {
  const reducedIds = ['dashboard', 'profile.main', 'change-password'];

  it('is all a user who must change password sees, flat, whatever the permissions', () => {
    const items = menuForUser(menu, user(['view_users', 'general_view_pedoman'], true), { path: '/apps/change-password' });
    expect(items.map((i) => i.id)).toEqual(reducedIds);
    expect(items.every((i) => i.level === 0 && !i.submenu)).toBe(true);
    expect(items.map((i) => i.page)).toEqual(['/dashboard/v1', '/apps/profile', '/apps/change-password']);
  });

  it('is what shows when there is no user', () => {
    expect(menuForUser(menu, null, { path: '/login' }).map((i) => i.id)).toEqual(reducedIds);
  });
});

describe('menuForUser: open sections and the current item', () => {
  const admin = user(['view_users', 'view_roles', 'supporting_admin.ticket_humas']);

  it('a section opens when the path begins with one of its pages, segment by segment', () => {
    const items = menuForUser(menu, admin, { path: '/apps/admin/users/5' });
    expect(find(items, 'admin')!.isOpen).toBe(true);
    expect(find(items, 'profile')!.isOpen).toBe(false);
    expect(find(items, 'admin.users')!.isActive).toBe(true);
  });

  it('a longer segment is not the same page: /apps/admin/users-old opens nothing', () => {
    const items = menuForUser(menu, admin, { path: '/apps/admin/users-old' });
    expect(find(items, 'admin')!.isOpen).toBe(false);
  });

  it('opens every section up the way to a nested page; query string, hash and trailing slash do not matter', () => {
    const items = menuForUser(menu, admin, { path: '/apps/support/humas/master/status/?page=2#top' });
    expect(find(items, 'supporting')!.isOpen).toBe(true);
    expect(find(items, 'supporting.humas')!.isOpen).toBe(true);
    expect(find(items, 'supporting.humas.status')!.isActive).toBe(true);
    expect(find(items, 'supporting.humas.category')!.isActive).toBe(false);
  });

  it('the most specific page is the active one: DEPS, not Profile, at /apps/profile/deps', () => {
    const items = menuForUser(menu, admin, { path: '/apps/profile/deps' });
    expect(find(items, 'profile.deps')!.isActive).toBe(true);
    expect(find(items, 'profile.main')!.isActive).toBe(false);
    expect(find(items, 'profile')!.isOpen).toBe(true);
  });
});

describe('menuForUser: badges', () => {
  const handler = user(['supporting_view.ticket_handler']);

  it('the supporting menu shows the open-notification count when above zero', () => {
    const items = menuForUser(menu, handler, { path: '/', badges: { supportOpenNotifications: 3 } });
    expect(find(items, 'supporting')!.badgeCount).toBe(3);
  });

  it('and no badge at zero or without a count', () => {
    expect(find(menuForUser(menu, handler, { path: '/', badges: { supportOpenNotifications: 0 } }), 'supporting')).not.toHaveProperty('badgeCount');
    expect(find(menuForUser(menu, handler, { path: '/' }), 'supporting')).not.toHaveProperty('badgeCount');
  });
});

describe.skipIf(!hasRepositoryDefinitions)('the sidebar of definitions/menu.json', async () => {
  const real = hasRepositoryDefinitions ? (await repositoryDefinitions()).menu : undefined;

  it('with no user, or one who must change password: dashboard v1, profile, change password', () => {
    for (const who of [null, user(['view_users'], true)]) {
      expect(menuForUser(real!, who, { path: '/' }).map((i) => i.page)).toEqual(['/dashboard/v1', '/apps/profile', '/apps/change-password']);
    }
  });

  it('a signed-in user without permissions sees only items marked for everyone, and no empty section', () => {
    const check = (items: readonly VisibleMenuItem[]) => {
      for (const item of items) {
        if (item.submenu) expect(item.submenu.length, item.id).toBeGreaterThan(0);
        check(item.submenu ?? []);
      }
    };
    const items = menuForUser(real!, user([]), { path: '/dashboard/v1' });
    check(items);
    expect(ids(items)).toContain('dashboard');
    expect(ids(items).some((id) => id.startsWith('admin'))).toBe(false);
  });
});

describe('menuForUser: a heading with its own rule', () => {
  it('stays hidden with its rule, and does not pass its title on', () => {
    const gated: MenuDefinition = {
      items: [
        { id: 'admin.heading', sectionTitle: 'menu.section.admin', auth: 'view_users' },
        { id: 'report', titleKey: 'menu.report', page: '/apps/reporting/general', auth: '' },
      ],
      reduced: [],
      profileMenu: { signedIn: [], signedOut: [] },
    };
    const items = menuForUser(gated, user([]), { path: '/' });
    expect(items.map((i) => i.id)).toEqual(['report']);
    expect(items[0]).not.toHaveProperty('sectionTitle');
  });
});
