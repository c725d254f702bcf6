import { and, asc, desc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { banners, contentPages, pointsAccounts, pointsLedger, pointsOrders, pointsProducts, pointsSignIns } from '../../db/schema.ts';

export interface PointsBalance {
  currentPoints: number;
  grandTotalPoints: number;
}

export interface ProductTaken {
  id: string;
  name: string;
  pointsCost: number;
  valueFen: number;
}

export async function listActiveBanners(db: Executor, placement: 'points' | 'board') {
  return db
    .select({ id: banners.id, title: banners.title, imageUrl: banners.imageUrl, linkUrl: banners.linkUrl })
    .from(banners)
    .where(and(eq(banners.placement, placement), eq(banners.isActive, true)))
    .orderBy(asc(banners.sortOrder), asc(banners.id));
}

function prepareProductsOnSale(db: Executor) {
  return db.select().from(pointsProducts).where(eq(pointsProducts.isOnSale, true)).orderBy(asc(pointsProducts.sortOrder), asc(pointsProducts.id)).prepare('points_products_on_sale');
}

// The exchange list is read on every visit of the points mall: built once per database handle.
const productsOnSaleQueries = new WeakMap<Executor, ReturnType<typeof prepareProductsOnSale>>();

export async function listProductsOnSale(db: Executor) {
  let query = productsOnSaleQueries.get(db);
  if (!query) {
    query = prepareProductsOnSale(db);
    productsOnSaleQueries.set(db, query);
  }
  return query.execute();
}

export async function findProduct(db: Executor, productId: string) {
  const rows = await db.select({ id: pointsProducts.id, isOnSale: pointsProducts.isOnSale }).from(pointsProducts).where(eq(pointsProducts.id, productId)).limit(1);
  return rows[0] ?? null;
}

/** Takes one piece from stock; null when the product is sold out, off sale or unknown. */
export async function takeProductFromStock(db: Executor, productId: string): Promise<ProductTaken | null> {
  const rows = await db
    .update(pointsProducts)
    .set({ stock: sql`${pointsProducts.stock} - 1` })
    .where(and(eq(pointsProducts.id, productId), gt(pointsProducts.stock, 0), eq(pointsProducts.isOnSale, true)))
    .returning({ id: pointsProducts.id, name: pointsProducts.name, pointsCost: pointsProducts.pointsCost, valueFen: pointsProducts.valueFen });
  return rows[0] ?? null;
}

/** Spends points only when the balance covers them (the conditional update is the guard). */
export async function spendPoints(db: Executor, phone: string, points: number): Promise<PointsBalance | null> {
  const rows = await db
    .update(pointsAccounts)
    .set({ currentPoints: sql`${pointsAccounts.currentPoints} - ${points}` })
    .where(and(eq(pointsAccounts.phone, phone), gte(pointsAccounts.currentPoints, points)))
    .returning({ currentPoints: pointsAccounts.currentPoints, grandTotalPoints: pointsAccounts.grandTotalPoints });
  return rows[0] ?? null;
}

/** Adds earned points to the current and the grand total, opening the account if needed. */
export async function earnPoints(db: Executor, phone: string, points: number): Promise<PointsBalance> {
  const rows = await db
    .insert(pointsAccounts)
    .values({ phone, currentPoints: points, grandTotalPoints: points })
    .onConflictDoUpdate({
      target: pointsAccounts.phone,
      set: {
        currentPoints: sql`${pointsAccounts.currentPoints} + ${points}`,
        grandTotalPoints: sql`${pointsAccounts.grandTotalPoints} + ${points}`,
      },
    })
    .returning({ currentPoints: pointsAccounts.currentPoints, grandTotalPoints: pointsAccounts.grandTotalPoints });
  const balance = rows[0];
  if (!balance) {
    throw new Error('points account upsert returned nothing');
  }
  return balance;
}

export async function appendLedgerEntry(db: Executor, entry: typeof pointsLedger.$inferInsert): Promise<void> {
  await db.insert(pointsLedger).values(entry);
}

export async function insertOrder(db: Executor, order: typeof pointsOrders.$inferInsert): Promise<number> {
  const rows = await db.insert(pointsOrders).values(order).returning({ id: pointsOrders.id });
  const row = rows[0];
  if (!row) {
    throw new Error('points order insert returned nothing');
  }
  return row.id;
}

export async function findOrderByRequest(db: Executor, phone: string, requestId: string) {
  const rows = await db
    .select()
    .from(pointsOrders)
    .where(and(eq(pointsOrders.phone, phone), eq(pointsOrders.requestId, requestId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function readBalance(db: Executor, phone: string): Promise<PointsBalance> {
  const rows = await db
    .select({ currentPoints: pointsAccounts.currentPoints, grandTotalPoints: pointsAccounts.grandTotalPoints })
    .from(pointsAccounts)
    .where(eq(pointsAccounts.phone, phone))
    .limit(1);
  return rows[0] ?? { currentPoints: 0, grandTotalPoints: 0 };
}

/** Records today's sign-in; false when this member or this number has signed in on that day. */
export async function insertSignIn(db: Executor, signIn: { phone: string; memberId: number; signDate: string; createdAt: Date }): Promise<boolean> {
  const rows = await db.insert(pointsSignIns).values(signIn).onConflictDoNothing().returning({ id: pointsSignIns.id });
  return rows.length > 0;
}

export async function hasSignedIn(db: Executor, memberId: number, phone: string, signDate: string): Promise<boolean> {
  const rows = await db
    .select({ id: pointsSignIns.id })
    .from(pointsSignIns)
    .where(and(eq(pointsSignIns.signDate, signDate), sql`(${pointsSignIns.memberId} = ${memberId} or ${pointsSignIns.phone} = ${phone})`))
    .limit(1);
  return rows.length > 0;
}

export async function listOrdersSince(db: Executor, phone: string, since: Date) {
  return db
    .select()
    .from(pointsOrders)
    .where(and(eq(pointsOrders.phone, phone), gte(pointsOrders.createdAt, since)))
    .orderBy(desc(pointsOrders.createdAt), desc(pointsOrders.id))
    .limit(200);
}

export async function listLedgerEntries(db: Executor, phone: string, direction: 'all' | 'earned' | 'used') {
  const conditions = [eq(pointsLedger.phone, phone)];
  if (direction === 'earned') {
    conditions.push(gt(pointsLedger.change, 0));
  } else if (direction === 'used') {
    conditions.push(lt(pointsLedger.change, 0));
  }
  return db
    .select({ id: pointsLedger.id, title: pointsLedger.title, change: pointsLedger.change, createdAt: pointsLedger.createdAt })
    .from(pointsLedger)
    .where(and(...conditions))
    .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
    .limit(200);
}

export async function findContentPage(db: Executor, key: string) {
  const rows = await db.select({ title: contentPages.title, body: contentPages.body }).from(contentPages).where(eq(contentPages.key, key)).limit(1);
  return rows[0] ?? null;
}
