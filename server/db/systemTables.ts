/**
 * Kysely types of the system tables (server/db/migrations). Resource tables come from the
 * definitions and are known only at run time: see ResourceDb in database.ts.
 */
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Json = ColumnType<unknown, string | undefined, string>;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  name: string;
  email: string | null;
  avatar: string | null;
  bidang_id: number | null;
  office_id: number | null;
  position_id: number | null;
  birth_date: string | null;
  status: Generated<number>;
  must_change_password: Generated<boolean>;
  disabled: Generated<boolean>;
  /** bumped to end every session of the user at once (password change, disable) */
  token_version: Generated<number>;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface RolesTable {
  id: Generated<number>;
  name: string;
  description: string | null;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface PermissionsTable {
  id: Generated<number>;
  name: string;
  area: string | null;
  description: string | null;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface RolePermissionsTable {
  role_id: number;
  permission_id: number;
}

export interface UserRolesTable {
  user_id: number;
  role_id: number;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  user_id: number;
  /** every token rotated from one sign-in shares a family; a replay revokes the family */
  family: string;
  /** sha-256 of the token; the token itself is never stored */
  hash: string;
  expires: Date;
  revoked: Generated<boolean>;
  created_at: CreatedAt;
  /** the family's sign-in: the family ends refreshFamilySeconds after it (migration 002) */
  family_started_at: Date;
}

export interface AuditTrailTable {
  id: Generated<string>;
  who: string;
  at: CreatedAt;
  resource: string;
  record_id: string | null;
  action: string;
  before: Json | null;
  after: Json | null;
}

export interface FilesTable {
  id: Generated<number>;
  storage_key: string;
  original_name: string;
  mime_type: string | null;
  size: number;
  created_by: string | null;
  created_at: CreatedAt;
  /** the owning record: resource id, record id and x-file field (002_fileOwners) */
  resource: string | null;
  record_id: string | null;
  field: string | null;
}

export interface JobsTable {
  id: Generated<string>;
  kind: string;
  payload: Json;
  status: Generated<string>;
  progress: Generated<number>;
  attempts: Generated<number>;
  run_at: CreatedAt;
  locked_by: string | null;
  locked_at: Date | null;
  last_error: string | null;
  result: Json | null;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface DefinitionVersionsTable {
  id: Generated<number>;
  hash: string;
  /** what the table sync reported for this version (changed types, removed fields) */
  report: Json;
  created_at: CreatedAt;
}

/** one change of a record's status field (the recordStatusChange effect, 004_effectTables) */
export interface StatusHistoryTable {
  id: Generated<string>;
  resource: string;
  record_id: string;
  field: string;
  from_value: Json | null;
  to_value: Json | null;
  action: string;
  who: string;
  at: CreatedAt;
}

/** what a write leaves for a user it concerns (the notifyRecipients effect, 004_effectTables) */
export interface NotificationsTable {
  id: Generated<string>;
  recipient: string;
  resource: string;
  record_id: string;
  action: string;
  who: string;
  read_at: Date | null;
  /** when the new notification was pushed to the recipient's closed tabs (server/realtime/webPush.ts) */
  pushed_at: Generated<Date | null>;
  created_at: CreatedAt;
}

export interface PushSubscriptionsTable {
  id: Generated<string>;
  username: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: CreatedAt;
}

export interface SystemTables {
  users: UsersTable;
  roles: RolesTable;
  permissions: PermissionsTable;
  role_permissions: RolePermissionsTable;
  user_roles: UserRolesTable;
  refresh_tokens: RefreshTokensTable;
  audit_trail: AuditTrailTable;
  files: FilesTable;
  jobs: JobsTable;
  definition_versions: DefinitionVersionsTable;
  status_history: StatusHistoryTable;
  notifications: NotificationsTable;
  push_subscriptions: PushSubscriptionsTable;
}
