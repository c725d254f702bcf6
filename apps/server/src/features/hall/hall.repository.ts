import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { banners } from '../../db/schema.ts';

/** The hall's banners as the editors set them in the console: enabled ones, in their order. */
export async function listHallBanners(db: Executor) {
  return db
    .select({ id: banners.id, title: banners.title, imageUrl: banners.imageUrl, linkUrl: banners.linkUrl })
    .from(banners)
    .where(and(eq(banners.placement, 'hall'), eq(banners.isActive, true)))
    .orderBy(asc(banners.sortOrder), asc(banners.id))
    .limit(10);
}
