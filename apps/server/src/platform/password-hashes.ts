// Argon2 hashes of passwords and service PINs (argon2id, the library's defaults). The native
// library loads with the first hash or check, not with the server.
import type * as Argon2 from '@node-rs/argon2';

let argon2: Promise<typeof Argon2> | null = null;
const loadArgon2 = () => (argon2 ??= import('@node-rs/argon2'));

/** The Argon2 hash to store for a password. */
export async function hashPassword(password: string): Promise<string> {
  return (await loadArgon2()).hash(password);
}

/** Whether the password matches the stored hash; a malformed hash matches nothing. */
export async function isPasswordOf(storedHash: string, password: string): Promise<boolean> {
  return (await loadArgon2()).verify(storedHash, password).catch(() => false);
}
