import { hashShortCode, areEqualSecrets } from '../../platform/secrets.ts';

// The switch-off link's token: the alert's id and a keyed hash of it with the server's secret (132
// bits), so it is unguessable without being stored, and the same in every message of the alert.

const MAC_LENGTH = 22;

function macOf(secretKey: string, alertId: number): string {
  return Buffer.from(hashShortCode(secretKey, 'usage-alert-off', String(alertId)), 'hex')
    .toString('base64url')
    .slice(0, MAC_LENGTH);
}

export function unsubscribeTokenOf(secretKey: string, alertId: number): string {
  return `${alertId.toString(36)}.${macOf(secretKey, alertId)}`;
}

/** The alert a token names, or null for a token the server did not make. */
export function readUnsubscribeToken(secretKey: string, token: string): number | null {
  const match = /^([0-9a-z]{1,10})\.([\w-]{22})$/.exec(token);
  if (!match?.[1] || !match[2]) {
    return null;
  }
  const alertId = Number.parseInt(match[1], 36);
  if (!Number.isSafeInteger(alertId) || alertId <= 0) {
    return null;
  }
  return areEqualSecrets(match[2], macOf(secretKey, alertId)) ? alertId : null;
}
