import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { pointsProducts } from '../../db/schema.ts';

/** What an editor changes on a product; the stock moves only through adjustProductStock. */
export type ProductFields = Omit<typeof pointsProducts.$inferInsert, 'id' | 'stock'>;

export async function listAllProducts(db: Executor) {
  return db.select().from(pointsProducts).orderBy(asc(pointsProducts.sortOrder), asc(pointsProducts.id)).limit(500);
}

export async function insertProduct(db: Executor, id: string, fields: ProductFields, stock: number) {
  const rows = await db
    .insert(pointsProducts)
    .values({ id, ...fields, stock })
    .onConflictDoNothing()
    .returning();
  return rows[0] ?? null;
}

export async function updateProduct(db: Executor, id: string, fields: ProductFields) {
  const rows = await db.update(pointsProducts).set(fields).where(eq(pointsProducts.id, id)).returning();
  return rows[0] ?? null;
}

/**
 * Moves the stock by `change` in one conditional UPDATE, so it composes with concurrent exchanges
 * (each takes one piece the same way) and never goes below zero. Null when the product is unknown
 * or the stock would turn negative.
 */
export async function adjustProductStock(db: Executor, id: string, change: number) {
  const rows = await db
    .update(pointsProducts)
    .set({ stock: sql`${pointsProducts.stock} + ${change}` })
    .where(sql`${pointsProducts.id} = ${id} and ${pointsProducts.stock} + ${change} >= 0`)
    .returning();
  return rows[0] ?? null;
}

export async function hasProduct(db: Executor, id: string): Promise<boolean> {
  const rows = await db.select({ id: pointsProducts.id }).from(pointsProducts).where(eq(pointsProducts.id, id)).limit(1);
  return rows.length > 0;
}
