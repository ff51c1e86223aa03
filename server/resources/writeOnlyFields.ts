/**
 * x-writeOnly fields (a password), in one place: accepted on write, stored hashed in
 * "<field>_hash" (storageModel.ts), never read back. An empty value leaves the stored hash as it
 * is. When an account's hash changes, or the account is disabled, its sessions end: the accounts
 * are the one resource stored in the system table `users`, whose sessions the server keeps.
 */
import { endSessions } from '../auth/endSessions.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { Database } from '../db/database.ts';
import type { StorageModel } from './storageModel.ts';

/** The hash to store for a write-only value, or undefined to keep the stored one. */
export async function writeOnlyValue(value: unknown): Promise<string | undefined> {
  return typeof value === 'string' && value !== '' ? hashPassword(value) : undefined;
}

export async function endSessionsOnAccountChange(db: Database, model: StorageModel, id: number | string, hashedChanged: boolean, values: Record<string, unknown>): Promise<void> {
  if (model.table !== 'users') return;
  if (hashedChanged || values.disabled === true) await endSessions(db, Number(id));
}
