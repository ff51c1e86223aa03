/**
 * The signed-in user as the shell keeps it: the profile of GET /sso/api/auth/user, with its
 * base64 JSON permission and role lists decoded by the engine.
 */
import type { MenuUser } from '../../engine/menu/menuForUser.ts';
import { decodeProfileList } from './profileList.ts';

export interface SessionUser {
  readonly id?: number | string;
  readonly username: string;
  readonly name?: string;
  readonly email?: string;
  readonly avatar?: string;
  readonly permissions: readonly string[];
  readonly roles: readonly string[];
  readonly bidang_id?: number | null;
  readonly must_change_password: boolean;
  /** every field the server sent, for the profile screen */
  readonly raw: Readonly<Record<string, unknown>>;
}

type RawProfile = Record<string, unknown>;

/** GET /sso/api/auth/user answers the user object itself, or wrapped in `data`. */
export function toSessionUser(answer: unknown): SessionUser {
  const outer = (answer ?? {}) as RawProfile;
  const raw = (outer.data && typeof outer.data === 'object' && 'username' in (outer.data as object) ? outer.data : outer) as RawProfile;
  const text = (key: string) => (typeof raw[key] === 'string' ? (raw[key] as string) : undefined);
  return {
    id: raw.id as number | string | undefined,
    username: text('username') ?? '',
    name: text('name') ?? text('full_name'),
    email: text('email'),
    avatar: text('avatar'),
    permissions: decodeProfileList(raw.permissions),
    roles: decodeProfileList(raw.roles),
    bidang_id: typeof raw.bidang_id === 'number' ? raw.bidang_id : raw.bidang_id == null ? null : Number(raw.bidang_id),
    must_change_password: raw.must_change_password === true || raw.must_change_password === 1 || raw.must_change_password === '1',
    raw,
  };
}

/** What the engine's permission and menu functions need. */
export function menuUserOf(user: SessionUser | null): MenuUser | null {
  if (!user || !user.username) return null;
  return { permissions: user.permissions, roles: user.roles, mustChangePassword: user.must_change_password };
}
