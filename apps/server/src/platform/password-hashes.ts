// Argon2 hashes of passwords and service PINs (argon2id, the library's defaults). The native
// library loads with the first hash or check, not with the server.
import type * as Argon2 from '@node-rs/argon2';
import { randomInt } from 'node:crypto';

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

/** No 0/O, 1/l/I: a generated password is read off a screen and typed, often on a phone. */
const READABLE_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random, readable password the server generates (an agent's, a staff member's): log2(56) ≈ 5.8 bits a character. */
export function generateReadablePassword(length: number): string {
  return Array.from({ length }, () => READABLE_ALPHABET[randomInt(READABLE_ALPHABET.length)]).join('');
}
