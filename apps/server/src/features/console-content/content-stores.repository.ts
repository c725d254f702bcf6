import { asc, eq, ilike, or } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { stores } from '../../db/schema.ts';

export type StoreFields = Omit<typeof stores.$inferInsert, 'id'>;

/** Stores whose name, address or division contains the keyword (all when empty). */
export async function listStoresMatching(db: Executor, keyword: string) {
  const pattern = `%${keyword.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return db
    .select()
    .from(stores)
    .where(keyword ? or(ilike(stores.name, pattern), ilike(stores.address, pattern), ilike(stores.city, pattern), ilike(stores.county, pattern)) : undefined)
    .orderBy(asc(stores.province), asc(stores.city), asc(stores.county), asc(stores.sortOrder), asc(stores.id))
    .limit(200);
}

export async function insertStore(db: Executor, fields: StoreFields) {
  const rows = await db.insert(stores).values(fields).returning();
  return rows[0] ?? null;
}

export async function updateStore(db: Executor, id: number, fields: StoreFields) {
  const rows = await db.update(stores).set(fields).where(eq(stores.id, id)).returning();
  return rows[0] ?? null;
}

export async function deleteStore(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(stores).where(eq(stores.id, id)).returning({ id: stores.id });
  return rows.length > 0;
}
