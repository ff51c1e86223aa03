/**
 * x-writeOnly fields (a password), in one place: accepted on write, stored hashed in
 * "<field>_hash" (storageModel.ts), never read back. An empty value leaves the stored hash as it
 * is. The writer tells the effects which write-only fields changed (never their values): the
 * user resource's endAccountSessions effect ends an account's sessions on a new password.
 */
import { hashPassword } from '../auth/passwords.ts';

/** The hash to store for a write-only value, or undefined to keep the stored one. */
export async function writeOnlyValue(value: unknown): Promise<string | undefined> {
  return typeof value === 'string' && value !== '' ? hashPassword(value) : undefined;
}
