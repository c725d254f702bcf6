import { eq } from 'drizzle-orm';
import type { Executor } from '../db/connection.ts';
import { partnerLinks } from '../db/schema.ts';
import { openSealedData, sealData } from '../platform/sealed-data.ts';

// The partner no-code links' write functions, shared by the console's 渠道管理 and the demo seed. A
// link's secret is shown once; it is kept sealed (not hashed) because verifying a link's HMAC needs it.

export type PartnerLinkRecord = typeof partnerLinks.$inferSelect;

/** The secret of a stored link, or null when its seal does not open (another server key, altered data). */
export function openPartnerSecret(secretKey: string, link: PartnerLinkRecord): string | null {
  try {
    const secret = openSealedData<unknown>(secretKey, link.secretSealed);
    return typeof secret === 'string' && secret.length > 0 ? secret : null;
  } catch {
    return null;
  }
}

export async function findPartnerLink(db: Executor, channel: string): Promise<PartnerLinkRecord | null> {
  const rows = await db.select().from(partnerLinks).where(eq(partnerLinks.channel, channel));
  return rows[0] ?? null;
}

/** A new channel's link; false when the channel has one already. */
export async function insertPartnerLink(
  db: Executor,
  secretKey: string,
  link: { channel: string; workNo: string; secret: string; now: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(partnerLinks)
    .values({ channel: link.channel, workNo: link.workNo, secretSealed: sealData(secretKey, link.secret), createdAt: link.now, secretRotatedAt: link.now })
    .onConflictDoNothing()
    .returning({ channel: partnerLinks.channel });
  return inserted.length > 0;
}

/** Replaces a channel's secret (links signed with the old one stop working); false when there is no link. */
export async function replacePartnerSecret(db: Executor, secretKey: string, channel: string, secret: string, now: Date): Promise<boolean> {
  const updated = await db
    .update(partnerLinks)
    .set({ secretSealed: sealData(secretKey, secret), secretRotatedAt: now })
    .where(eq(partnerLinks.channel, channel))
    .returning({ channel: partnerLinks.channel });
  return updated.length > 0;
}

/** Disables or enables a channel's link; false when there is no link. */
export async function setPartnerLinkDisabled(db: Executor, channel: string, isDisabled: boolean, now: Date): Promise<boolean> {
  const updated = await db
    .update(partnerLinks)
    .set({ disabledAt: isDisabled ? now : null })
    .where(eq(partnerLinks.channel, channel))
    .returning({ channel: partnerLinks.channel });
  return updated.length > 0;
}
