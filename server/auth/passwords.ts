/** Passwords are stored as argon2id hashes (@node-rs/argon2 defaults: 19 MiB, 2 passes). */
import { hash, verify, type Algorithm } from '@node-rs/argon2';

// Algorithm is a const enum, which isolated modules cannot read: 2 is Algorithm.Argon2id.
const options = { algorithm: 2 as Algorithm };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

// Verified against when the account does not exist, so a wrong user name costs the same time.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  const target = storedHash ?? (await (dummyHash ??= hashPassword('not-a-real-password')));
  try {
    return (await verify(target, password)) && storedHash !== undefined;
  } catch {
    return false;
  }
}
