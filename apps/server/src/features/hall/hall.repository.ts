import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { banners, hallSettings } from '../../db/schema.ts';

/** The hall's banners as the editors set them in the console: enabled ones, in their order. */
export async function listHallBanners(db: Executor) {
  return db
    .select({ id: banners.id, title: banners.title, imageUrl: banners.imageUrl, linkUrl: banners.linkUrl })
    .from(banners)
    .where(and(eq(banners.placement, 'hall'), eq(banners.isActive, true)))
    .orderBy(asc(banners.sortOrder), asc(banners.id))
    .limit(10);
}

/** The hall notice the console saved, if any. */
export async function findHallNoticeText(db: Executor, key: string): Promise<string | null> {
  const rows = await db.select({ value: hallSettings.value }).from(hallSettings).where(eq(hallSettings.key, key)).limit(1);
  return rows[0]?.value ?? null;
}
