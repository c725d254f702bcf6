import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { sandboxWechatPayKeys } from '../../db/schema.ts';

/** The sandbox's stand-in for WeChat Pay's key pair and the merchant's APIv3 key. */
export interface SandboxPayKeys {
  serial: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** 32 bytes, as WeChat Pay's APIv3 key is. */
  apiV3Key: string;
}

const KEY_ROW = 'platform';

/** The APIv3 key of a configured secret: the secret itself when it is 32 bytes, else 32 characters derived from it. */
export function sandboxApiV3KeyOf(secret: string): string {
  return Buffer.byteLength(secret) === 32 ? secret : createHash('sha256').update(`wechat-pay-api-v3:${secret}`).digest('base64url').slice(0, 32);
}

/**
 * Loads the sandbox's signing key pair, making it on first use: the first instance's insert wins
 * and every instance reads the stored pair, so all of them sign and check alike.
 */
export async function loadSandboxPayKeys(db: Db, secret: string): Promise<SandboxPayKeys> {
  const read = async () => (await db.select().from(sandboxWechatPayKeys).where(eq(sandboxWechatPayKeys.id, KEY_ROW)))[0];
  let stored = await read();
  if (!stored) {
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const publicKeyPem = pair.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    await db
      .insert(sandboxWechatPayKeys)
      .values({
        id: KEY_ROW,
        serial: `PUB_KEY_ID_01SANDBOX${createHash('sha256').update(publicKeyPem).digest('hex').slice(0, 24).toUpperCase()}`,
        privateKeyPem: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        publicKeyPem,
      })
      .onConflictDoNothing({ target: sandboxWechatPayKeys.id });
    stored = await read();
  }
  if (!stored) {
    throw new Error('the sandbox WeChat Pay key pair could not be stored');
  }
  return {
    serial: stored.serial,
    privateKey: createPrivateKey(stored.privateKeyPem),
    publicKey: createPublicKey(stored.publicKeyPem),
    apiV3Key: sandboxApiV3KeyOf(secret),
  };
}

/** loadSandboxPayKeys once per process, tried again after a failure (the database was down). */
export function cachedSandboxPayKeys(db: Db, secret: string): () => Promise<SandboxPayKeys> {
  let keys: Promise<SandboxPayKeys> | null = null;
  return () => {
    keys ??= loadSandboxPayKeys(db, secret).catch((error: unknown) => {
      keys = null;
      throw error;
    });
    return keys;
  };
}
