import { describe, expect, it } from 'vitest';
import { canAccess, hasPermission, hasRole, isAdmin, type UserAccess } from '../../engine/permissions/evaluate.ts';

const staff: UserAccess = { permissions: ['view_dms_general', 'general_view_pedoman'], roles: ['Staff'] };
const admin: UserAccess = { permissions: ['view_users'], roles: ['Admin'] };

describe('hasPermission', () => {
  it("'' shows an item to every signed-in user (shell.md: 'none')", () => {
    expect(hasPermission('', staff)).toBe(true);
    expect(hasPermission('', { permissions: [], roles: [] })).toBe(true);
  });

  it('no user is granted nothing, not even the empty permission', () => {
    expect(hasPermission('', null)).toBe(false);
    expect(hasPermission('view_dms_general', null)).toBe(false);
  });

  it('a permission string needs that exact permission', () => {
    expect(hasPermission('general_view_pedoman', staff)).toBe(true);
    expect(hasPermission('view_users', staff)).toBe(false);
    expect(hasPermission('view_dms', staff)).toBe(false);
  });

  it('anyOf: the dora dashboard data needs any of the three dora permissions', () => {
    const dora = { anyOf: ['verification_dora_humas', 'verification_dora_spi', 'upload_dora_documents'] } as const;
    expect(hasPermission(dora as never, { permissions: ['verification_dora_spi'], roles: [] })).toBe(true);
    expect(hasPermission(dora as never, staff)).toBe(false);
  });

  it('allOf needs every rule, and rules nest', () => {
    const rule = { allOf: ['view_dms_general', { anyOf: ['general_view_pedoman', 'view_users'] }] } as never;
    expect(hasPermission(rule, staff)).toBe(true);
    expect(hasPermission({ allOf: ['view_dms_general', 'view_users'] } as never, staff)).toBe(false);
  });

  it('refuses malformed rules instead of granting them', () => {
    expect(hasPermission({ allOf: [] } as never, staff)).toBe(false);
    expect(hasPermission({ anyOf: [] } as never, staff)).toBe(false);
    expect(hasPermission({} as never, staff)).toBe(false);
  });
});

describe('canAccess', () => {
  it('public pages (/login, /public/...) are open without a user', () => {
    expect(canAccess({ public: true }, null)).toBe(true);
    expect(canAccess({ public: true }, staff)).toBe(true);
  });

  it('a role rule needs the role', () => {
    expect(canAccess({ role: 'Admin' }, admin)).toBe(true);
    expect(canAccess({ role: 'Admin' }, staff)).toBe(false);
    expect(canAccess({ role: 'Admin' }, null)).toBe(false);
  });

  it('otherwise it is a permission rule', () => {
    expect(canAccess('view_users', admin)).toBe(true);
    expect(canAccess('view_users', staff)).toBe(false);
    expect(canAccess('', null)).toBe(false);
  });
});

describe('isAdmin', () => {
  it('the admin-only rule asks for the role Admin', () => {
    expect(isAdmin(admin)).toBe(true);
    expect(isAdmin(staff)).toBe(false);
    expect(isAdmin(null)).toBe(false);
    expect(isAdmin({ permissions: [], roles: ['admin'] })).toBe(false);
    expect(hasRole(staff, 'Staff')).toBe(true);
  });
});
