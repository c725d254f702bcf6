import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// Personal data at rest (bank details, ID photos, signatures): AES-256-GCM under a key derived from the
// server's secret key, so a copy of the database alone reveals nothing.

const VERSION = 'v1';

function deriveKey(secretKey: string): Buffer {
  return createHash('sha256').update(`sealed-data:${secretKey}`).digest();
}

/** Encrypts a JSON-serialisable value into `v1.<iv>.<tag>.<ciphertext>` (base64url parts). */
export function sealData(secretKey: string, value: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', deriveKey(secretKey), iv);
  const encrypted = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), encrypted.toString('base64url')].join('.');
}

/** Decrypts what sealData produced; throws when the text was altered or the key differs. */
export function openSealedData<T>(secretKey: string, sealed: string): T {
  const [version, iv, tag, encrypted] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || !encrypted) {
    throw new Error('unknown sealed data format');
  }
  const decipher = createDecipheriv('aes-256-gcm', deriveKey(secretKey), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const plain = Buffer.concat([decipher.update(Buffer.from(encrypted, 'base64url')), decipher.final()]);
  return JSON.parse(plain.toString('utf8')) as T;
}

const BYTES_VERSION = 'b1';

/** Encrypts a file (ID photo, signature) into `b1.<iv>.<tag>.<ciphertext>` (base64url parts). */
export function sealBytes(secretKey: string, bytes: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', deriveKey(secretKey), iv);
  const encrypted = Buffer.concat([cipher.update(bytes), cipher.final()]);
  return [BYTES_VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), encrypted.toString('base64url')].join('.');
}

/**
 * The bytes of a stored file: sealed ones decrypted, files stored before sealing (plain base64
 * or text) as they are. Null when the seal does not open (another key, altered data).
 */
export function openStoredBytes(secretKey: string, stored: string, legacyEncoding: 'base64' | 'utf8'): Buffer | null {
  if (!stored.startsWith(`${BYTES_VERSION}.`)) {
    return Buffer.from(stored, legacyEncoding);
  }
  const [, iv, tag, encrypted] = stored.split('.');
  if (!iv || !tag || encrypted === undefined) {
    return null;
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', deriveKey(secretKey), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(encrypted, 'base64url')), decipher.final()]);
  } catch {
    return null;
  }
}
