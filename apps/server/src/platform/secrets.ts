import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A random bearer secret of 256 bits, URL-safe. */
export function createRandomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** How bearer secrets are stored: their SHA-256, so a database leak reveals no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Short codes are guessable offline from a plain hash, so they are keyed with the server secret. */
export function hashShortCode(secretKey: string, ...parts: string[]): string {
  return createHmac('sha256', secretKey).update(parts.join('\u0000')).digest('hex');
}

export function createNumericCode(length: number): string {
  let code = '';
  for (let index = 0; index < length; index += 1) {
    code += String(randomInt(10));
  }
  return code;
}

export function areEqualSecrets(left: string, right: string): boolean {
  const leftBytes = Buffer.from(left);
  const rightBytes = Buffer.from(right);
  return leftBytes.length === rightBytes.length && timingSafeEqual(leftBytes, rightBytes);
}
