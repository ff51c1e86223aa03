/** The user object of GET /sso/api/auth/user (shell.md section 3): lists travel as base64 JSON. */
import type { Principal } from './principal.ts';

export const defaultAvatar = 'default.jpg';

const base64Json = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64');

export function userProfile(principal: Principal) {
  return {
    id: principal.id,
    username: principal.username,
    name: principal.name,
    email: principal.email,
    avatar: principal.avatar || defaultAvatar,
    permissions: base64Json([...principal.permissions].sort()),
    roles: base64Json(principal.roles),
    bidang_id: principal.bidang_id,
    office_id: principal.office_id,
    position_id: principal.position_id,
    must_change_password: principal.must_change_password,
  };
}
