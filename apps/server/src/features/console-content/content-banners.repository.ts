import type { BannerPlacement } from '@hall/contract/console-content/rules';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { banners } from '../../db/schema.ts';

export type BannerFields = Omit<typeof banners.$inferInsert, 'id'>;

export async function listBannersFor(db: Executor, placement: BannerPlacement | undefined) {
  return db
    .select()
    .from(banners)
    .where(placement ? eq(banners.placement, placement) : undefined)
    .orderBy(asc(banners.placement), asc(banners.sortOrder), asc(banners.id))
    .limit(500);
}

export async function insertBanner(db: Executor, fields: BannerFields) {
  const rows = await db.insert(banners).values(fields).returning();
  return rows[0] ?? null;
}

export async function updateBanner(db: Executor, id: number, fields: BannerFields) {
  const rows = await db.update(banners).set(fields).where(eq(banners.id, id)).returning();
  return rows[0] ?? null;
}

export async function deleteBanner(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(banners).where(eq(banners.id, id)).returning({ id: banners.id });
  return rows.length > 0;
}
