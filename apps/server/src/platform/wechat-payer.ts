import { and, eq, gt } from 'drizzle-orm';
import { wechatPayerOpenids } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { hashToken } from './secrets.ts';

/** The HttpOnly cookie that names a browser's payer openid (a random token; only its hash is stored). */
export const PAYER_COOKIE = 'hall_wx_payer';

/** One cookie's value from a Cookie header; undefined when it is absent. */
function cookieValueOf(cookieHeader: string | undefined, name: string): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) {
      return decodeURIComponent(part.slice(separator + 1).trim());
    }
  }
  return undefined;
}

/**
 * The openid a snsapi_base authorisation gave this browser (GET /api/wechat/payer), for a JSAPI
 * payment by a payer who is not logged in; null when it has none, it expired, or it is a snapshot
 * page's virtual user (who may not pay).
 */
export async function payerOpenidOf(deps: AppDeps, cookieHeader: string | undefined): Promise<string | null> {
  const token = cookieValueOf(cookieHeader, PAYER_COOKIE);
  if (!token || token.length > 128) {
    return null;
  }
  const rows = await deps.db
    .select({ openid: wechatPayerOpenids.openid, isSnapshotUser: wechatPayerOpenids.isSnapshotUser })
    .from(wechatPayerOpenids)
    .where(and(eq(wechatPayerOpenids.tokenHash, hashToken(token)), gt(wechatPayerOpenids.expiresAt, deps.now())))
    .limit(1);
  const payer = rows[0];
  return payer && !payer.isSnapshotUser ? payer.openid : null;
}
