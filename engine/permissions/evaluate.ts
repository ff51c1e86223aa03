/**
 * Permission rules of the definitions, evaluated the same way by the sidebar, the router and
 * the API. Deny by default: anything that is not clearly granted is refused.
 */
import type { PermissionRule } from '../generated/definitions.ts';

export type { PermissionRule };

/** What gating needs to know about a user: the decoded permission and role lists of the profile. */
export interface UserAccess {
  readonly permissions: readonly string[];
  readonly roles: readonly string[];
}

/** Who may call or see something (common.schema.json#/definitions/Access). */
export type Access = PermissionRule | { public: true } | { role: string };

/** The role the spec's admin-only rule asks for. */
export const adminRole = 'Admin';

/**
 * '' grants any signed-in user; a string grants users holding that permission; anyOf/allOf
 * combine rules. No user is never granted a permission rule, not even ''.
 */
export function hasPermission(rule: PermissionRule, user: UserAccess | null): boolean {
  if (!user) return false;
  if (typeof rule === 'string') return rule === '' || user.permissions.includes(rule);
  if (rule && typeof rule === 'object') {
    // An empty list would make allOf vacuously true; the meta-schema forbids it, and we refuse it too.
    if ('anyOf' in rule && Array.isArray(rule.anyOf)) return rule.anyOf.some((inner) => hasPermission(inner, user));
    if ('allOf' in rule && Array.isArray(rule.allOf)) {
      return rule.allOf.length > 0 && rule.allOf.every((inner) => hasPermission(inner, user));
    }
  }
  return false;
}

export function hasRole(user: UserAccess | null, role: string): boolean {
  return !!user && user.roles.includes(role);
}

export function isAdmin(user: UserAccess | null): boolean {
  return hasRole(user, adminRole);
}

/** { public: true } lets anyone in, signed in or not; { role } needs that role; otherwise a permission rule. */
export function canAccess(access: Access, user: UserAccess | null): boolean {
  if (access && typeof access === 'object') {
    if ('public' in access) return access.public === true;
    if ('role' in access) return typeof access.role === 'string' && hasRole(user, access.role);
  }
  return hasPermission(access as PermissionRule, user);
}
