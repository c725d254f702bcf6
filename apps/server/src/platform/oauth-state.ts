import { randomBytes } from 'node:crypto';

/**
 * A WeChat authorisation state: 32 random bytes as 64 hex digits. WeChat takes a state of
 * [a-zA-Z0-9] only, at most 128 bytes, so base64url (with - and _) would not do.
 */
export function createOAuthState(): string {
  return randomBytes(32).toString('hex');
}

/** How long a browser has to come back from WeChat's authorise page. */
export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;
