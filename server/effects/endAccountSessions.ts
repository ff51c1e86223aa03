/**
 * endAccountSessions: a new password or a disabled account ends the account's sessions at once
 * (the token version moves on, every refresh token is revoked: server/auth/endSessions.ts), in
 * the write's transaction. Named by the user resource's update; the hashing of the password itself
 * is the generic x-writeOnly writer's (writeOnlyFields.ts).
 */
import { endSessions } from '../auth/endSessions.ts';
import type { Effect } from './effect.ts';

export interface AccountChange {
  readonly userId: number;
}

export const endAccountSessions: Effect<AccountChange> = {
  name: 'endAccountSessions',
  inputOf: (event) => {
    const newSecret = event.writeOnlyChanged.length > 0;
    const disabledNow = event.after?.disabled === true && event.before?.disabled !== true;
    return newSecret || disabledNow ? { userId: Number(event.recordId) } : undefined;
  },
  run: (input, ctx) => endSessions(ctx.db, input.userId),
  check: (resource, models) => {
    const model = models.get(resource.id);
    // Sessions are kept for the accounts of the system table users (server/db/systemTables.ts) alone.
    return model?.table === 'users' ? undefined : 'names endAccountSessions, but only the accounts (table users) have sessions';
  },
};
