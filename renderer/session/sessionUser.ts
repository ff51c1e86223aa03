/** The signed-in user as the shell keeps it: the profile of GET /sso/api/auth/user, decoded. */
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
  /** every other field the server sends, shown as-is on the profile screen */
  readonly raw: Readonly<Record<string, unknown>>;
}
