import { and, eq, isNull, lt, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { ServiceUnavailableError } from '../../platform/api-error.ts';
import { openSealedData, sealData } from '../../platform/sealed-data.ts';
import { wechatCredentials } from '../../db/schema.ts';

export type CredentialKind = 'access_token' | 'jsapi_ticket';

/** Why a credential is fetched: `isForced` when WeChat rejected the stored one before its expiry. */
export interface FetchReason {
  isForced: boolean;
}

/** What WeChat answered: the credential and how long it lasts. */
export interface FetchedCredential {
  value: string;
  expiresInSeconds: number;
}

/** Refreshed this long before WeChat's expiry, so no request goes out with a dying credential. */
export const REFRESH_MARGIN_MS = 5 * 60 * 1000;
/** How long a claim to refresh holds; a crashed instance's claim lapses after it. */
const CLAIM_MS = 30 * 1000;
const WAIT_STEP_MS = 50;
/**
 * The expiry a rejected credential is given. A row never fetched also has it, but with no value;
 * no fetched credential has it, so a stored value with this expiry is one WeChat rejected.
 */
const REJECTED_EXPIRY = new Date(0);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The credentials every instance shares through the database. A stale row is refreshed by the one
 * instance whose conditional update claims it; the others keep using the old value while it is
 * still valid, or wait for the claimer's answer. Values are sealed with `sealKey` (the AppSecret:
 * whoever reads the table without it cannot call WeChat as the account); one that no longer opens
 * (a new AppSecret) counts as missing.
 */
export function createCredentialCache(db: Db, now: () => Date, options: { waitLimitMs: number; sealKey: string }) {
  const open = (sealed: string): string => {
    if (sealed === '') {
      return '';
    }
    try {
      return openSealedData<string>(options.sealKey, sealed);
    } catch {
      return '';
    }
  };

  const read = async (kind: CredentialKind) => {
    const rows = await db.select().from(wechatCredentials).where(eq(wechatCredentials.kind, kind));
    const row = rows[0];
    return row ? { sealed: row.value, value: open(row.value), expiresAt: row.expiresAt } : null;
  };

  /**
   * The refresh this instance won, or null: the row was stale (or still holds the value this
   * instance could not open) and no live claim was on it. `isForced` when its value was rejected.
   */
  const claim = async (kind: CredentialKind, unreadable: string | null): Promise<FetchReason | null> => {
    const at = now();
    const freshUntil = new Date(at.getTime() + REFRESH_MARGIN_MS);
    const claimedUntil = new Date(at.getTime() + CLAIM_MS);
    await db.insert(wechatCredentials).values({ kind }).onConflictDoNothing();
    const claimed = await db
      .update(wechatCredentials)
      .set({ refreshClaimedUntil: claimedUntil })
      .where(
        and(
          eq(wechatCredentials.kind, kind),
          unreadable === null
            ? lte(wechatCredentials.expiresAt, freshUntil)
            : or(lte(wechatCredentials.expiresAt, freshUntil), eq(wechatCredentials.value, unreadable)),
          or(isNull(wechatCredentials.refreshClaimedUntil), lt(wechatCredentials.refreshClaimedUntil, at)),
        ),
      )
      .returning({ value: wechatCredentials.value, expiresAt: wechatCredentials.expiresAt });
    const row = claimed[0];
    return row ? { isForced: row.value !== '' && row.expiresAt.getTime() === REJECTED_EXPIRY.getTime() } : null;
  };

  const refresh = async (kind: CredentialKind, reason: FetchReason, fetchCredential: (reason: FetchReason) => Promise<FetchedCredential>): Promise<string> => {
    try {
      const fetched = await fetchCredential(reason);
      const expiresAt = new Date(now().getTime() + fetched.expiresInSeconds * 1000);
      await db
        .update(wechatCredentials)
        // A forced refresh keeps its claim until it lapses: WeChat allows one every 30 s (20 a day).
        .set({ value: sealData(options.sealKey, fetched.value), expiresAt, ...(reason.isForced ? {} : { refreshClaimedUntil: null }) })
        .where(eq(wechatCredentials.kind, kind));
      return fetched.value;
    } catch (error) {
      // Let the next caller try at once rather than after the claim lapses; a forced one waits it out.
      if (!reason.isForced) {
        await db.update(wechatCredentials).set({ refreshClaimedUntil: null }).where(eq(wechatCredentials.kind, kind));
      }
      throw error;
    }
  };

  return {
    /** A valid credential of the kind: cached, or fetched by exactly one instance at a time. */
    async get(kind: CredentialKind, fetchCredential: (reason: FetchReason) => Promise<FetchedCredential>): Promise<string> {
      const waitUntil = Date.now() + options.waitLimitMs;
      for (;;) {
        const row = await read(kind);
        const at = now().getTime();
        if (row && row.value !== '' && row.expiresAt.getTime() - REFRESH_MARGIN_MS > at) {
          return row.value;
        }
        const unreadable = row && row.sealed !== '' && row.value === '' ? row.sealed : null;
        const won = await claim(kind, unreadable);
        if (won) {
          return refresh(kind, won, fetchCredential);
        }
        // Another instance is refreshing: its old value serves while it lasts.
        if (row && row.value !== '' && row.expiresAt.getTime() > at) {
          return row.value;
        }
        if (Date.now() > waitUntil) {
          throw new ServiceUnavailableError('wechat-api', `the ${kind} refresh of another instance did not finish in time`);
        }
        await sleep(WAIT_STEP_MS);
      }
    },

    /**
     * WeChat rejected `value` before its expiry: it stops being served, and the next caller
     * fetches a new one (forced). Only that value is marked, so a report about a credential
     * already replaced leaves the new one alone. True when this report marked it.
     */
    async reject(kind: CredentialKind, value: string): Promise<boolean> {
      const row = await read(kind);
      if (!row || row.value !== value || row.expiresAt.getTime() === REJECTED_EXPIRY.getTime()) {
        return false;
      }
      // Compared on the sealed text read with it: a refresh in between writes a new one.
      const marked = await db
        .update(wechatCredentials)
        .set({ expiresAt: REJECTED_EXPIRY })
        .where(and(eq(wechatCredentials.kind, kind), eq(wechatCredentials.value, row.sealed)))
        .returning({ kind: wechatCredentials.kind });
      return marked.length === 1;
    },
  };
}

export type CredentialCache = ReturnType<typeof createCredentialCache>;
