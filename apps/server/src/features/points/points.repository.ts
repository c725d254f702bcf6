import { and, asc, count, desc, eq, gt, gte, lt, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/connection.ts';
import { banners, pointsAccounts, pointsLedger, pointsOrders, pointsProducts, pointsSettings, pointsSignIns } from '../../db/schema.ts';

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
  return db
    .select()
    .from(pointsProducts)
    .where(eq(pointsProducts.isOnSale, true))
    .orderBy(asc(pointsProducts.sortOrder), asc(pointsProducts.id))
    .prepare('points_products_on_sale');
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
  const rows = await db
    .select({
      id: pointsProducts.id,
      name: pointsProducts.name,
      pointsCost: pointsProducts.pointsCost,
      valueFen: pointsProducts.valueFen,
      stock: pointsProducts.stock,
      isOnSale: pointsProducts.isOnSale,
    })
    .from(pointsProducts)
    .where(eq(pointsProducts.id, productId))
    .limit(1);
  return rows[0] ?? null;
}

export interface ExchangePlaced extends PointsBalance {
  orderId: number;
  productName: string;
  pointsCost: number;
}

/**
 * One exchange in one statement (one round trip, atomic): a piece of the product's stock, its
 * points from the number's account, the order and the ledger entry. The product row, which every
 * exchange of it updates, is locked for this one statement only. The stock and the balance cannot
 * go below zero by their CHECK constraints: a product sold out, or points spent meanwhile, fail the
 * whole statement (`points_products_stock_check`, `points_accounts_current_points_check`). Null when
 * nothing was exchanged: the product is unknown or off sale, or the account does not cover it.
 */
export async function placeExchange(
  db: Executor,
  exchange: { phone: string; memberId: number; productId: string; requestId: string | null; createdAt: Date },
): Promise<ExchangePlaced | null> {
  const createdAt = exchange.createdAt.toISOString();
  const rows = await queryRows<{ order_id: number; name: string; points_cost: number; current_points: number; grand_total_points: number }>(
    db,
    sql`with product as (
          update ${pointsProducts} set stock = stock - 1
          where id = ${exchange.productId} and is_on_sale
            and exists (
              select 1 from ${pointsAccounts}
              where phone = ${exchange.phone} and current_points >= ${pointsProducts}.points_cost
            )
          returning id, name, points_cost, value_fen
        ), account as (
          update ${pointsAccounts} set current_points = ${pointsAccounts}.current_points - product.points_cost
          from product
          where ${pointsAccounts}.phone = ${exchange.phone}
          returning ${pointsAccounts}.current_points, ${pointsAccounts}.grand_total_points
        ), placed as (
          insert into ${pointsOrders} (phone, member_id, product_id, title, points_cost, value_fen, request_id, created_at)
          select ${exchange.phone}, ${exchange.memberId}, product.id, product.name, product.points_cost, product.value_fen, ${exchange.requestId}, ${createdAt}
          from product, account
          returning id
        ), ledger as (
          insert into ${pointsLedger} (phone, member_id, change, kind, title, balance_after, created_at)
          select ${exchange.phone}, ${exchange.memberId}, -product.points_cost, 'exchange', '兑换' || product.name, account.current_points, ${createdAt}
          from product, account
        )
        select placed.id as order_id, product.name, product.points_cost, account.current_points, account.grand_total_points
        from placed, product, account`,
  );
  const row = rows[0];
  return row
    ? {
        orderId: Number(row.order_id),
        productName: row.name,
        pointsCost: Number(row.points_cost),
        currentPoints: Number(row.current_points),
        grandTotalPoints: Number(row.grand_total_points),
      }
    : null;
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

/**
 * Today's sign-in in one statement (one round trip, atomic): the reward the points settings give
 * now, the sign-in row, the reward on the points account (opened if needed) and the ledger entry.
 * Null when this member or this number has signed in on that day already (the unique rows refuse
 * it, also under concurrency).
 */
export async function signInWithReward(
  db: Executor,
  signIn: { phone: string; memberId: number; signDate: string; createdAt: Date; title: string },
): Promise<(PointsBalance & { reward: number }) | null> {
  const rows = await queryRows<{ current_points: number; grand_total_points: number; reward: number }>(
    db,
    sql`with settings as (
          select sign_in_reward as reward from ${pointsSettings} where id = 1
        ), signed as (
          insert into ${pointsSignIns} (phone, member_id, sign_date, created_at)
          values (${signIn.phone}, ${signIn.memberId}, ${signIn.signDate}, ${signIn.createdAt.toISOString()})
          on conflict do nothing
          returning phone
        ), account as (
          insert into ${pointsAccounts} (phone, current_points, grand_total_points)
          select signed.phone, settings.reward, settings.reward from signed, settings
          on conflict (phone) do update set
            current_points = ${pointsAccounts}.current_points + excluded.current_points,
            grand_total_points = ${pointsAccounts}.grand_total_points + excluded.grand_total_points
          returning current_points, grand_total_points
        ), ledger as (
          insert into ${pointsLedger} (phone, member_id, change, kind, title, balance_after, created_at)
          select ${signIn.phone}, ${signIn.memberId}, settings.reward, 'sign_in', ${signIn.title}, account.current_points, ${signIn.createdAt.toISOString()}
          from account, settings
          where settings.reward <> 0
        )
        select account.current_points, account.grand_total_points, settings.reward from account, settings`,
  );
  const row = rows[0];
  return row ? { currentPoints: Number(row.current_points), grandTotalPoints: Number(row.grand_total_points), reward: Number(row.reward) } : null;
}

/** Whether the number signed in that day: once a day per number, whichever member holds it. */
export async function hasSignedIn(db: Executor, phone: string, signDate: string): Promise<boolean> {
  const rows = await db
    .select({ id: pointsSignIns.id })
    .from(pointsSignIns)
    .where(and(eq(pointsSignIns.signDate, signDate), eq(pointsSignIns.phone, phone)))
    .limit(1);
  return rows.length > 0;
}

/** Which page of a newest-first list: the first `limit` rows after the row `lastId` when given, else after `offset` rows. */
export interface PageWindow {
  limit: number;
  offset: number;
  lastId?: number | undefined;
}

/** The rows of a page, the rows of the whole filter, and the rows after the cursor (null without one). */
export interface PageRows<Row> {
  rows: Row[];
  total: number;
  rest: number | null;
}

// Newest first by (created_at, id): the rows strictly after the cursor row of the same number. A
// cursor that is not one of the number's rows matches nothing, so it never reveals another's rows.
function ordersAfter(phone: string, lastId: number): SQL {
  return sql`(${pointsOrders.createdAt}, ${pointsOrders.id}) < (select c.created_at, c.id from points_orders c where c.id = ${lastId} and c.phone = ${phone})`;
}

function ledgerAfter(phone: string, lastId: number): SQL {
  return sql`(${pointsLedger.createdAt}, ${pointsLedger.id}) < (select c.created_at, c.id from points_ledger c where c.id = ${lastId} and c.phone = ${phone})`;
}

async function countWhere(db: Executor, table: typeof pointsOrders | typeof pointsLedger, where: SQL | undefined): Promise<number> {
  const rows = await db.select({ total: count() }).from(table).where(where);
  return Number(rows[0]?.total ?? 0);
}

/** A number's points orders since a time, one page, newest first. */
export async function listOrdersSince(db: Executor, phone: string, since: Date, window: PageWindow): Promise<PageRows<typeof pointsOrders.$inferSelect>> {
  const filter = and(eq(pointsOrders.phone, phone), gte(pointsOrders.createdAt, since));
  const after = window.lastId === undefined ? undefined : and(filter, ordersAfter(phone, window.lastId));
  const [rows, total, rest] = await Promise.all([
    db
      .select()
      .from(pointsOrders)
      .where(after ?? filter)
      .orderBy(desc(pointsOrders.createdAt), desc(pointsOrders.id))
      .limit(window.limit)
      .offset(after ? 0 : window.offset),
    countWhere(db, pointsOrders, filter),
    after ? countWhere(db, pointsOrders, after) : Promise.resolve(null),
  ]);
  return { rows, total, rest };
}

/** A number's ledger entries (all, earned or used), one page, newest first. */
export async function listLedgerEntries(db: Executor, phone: string, direction: 'all' | 'earned' | 'used', window: PageWindow) {
  const conditions = [eq(pointsLedger.phone, phone)];
  if (direction === 'earned') {
    conditions.push(gt(pointsLedger.change, 0));
  } else if (direction === 'used') {
    conditions.push(lt(pointsLedger.change, 0));
  }
  const filter = and(...conditions);
  const after = window.lastId === undefined ? undefined : and(filter, ledgerAfter(phone, window.lastId));
  const [rows, total, rest] = await Promise.all([
    db
      .select({ id: pointsLedger.id, title: pointsLedger.title, change: pointsLedger.change, createdAt: pointsLedger.createdAt })
      .from(pointsLedger)
      .where(after ?? filter)
      .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
      .limit(window.limit)
      .offset(after ? 0 : window.offset),
    countWhere(db, pointsLedger, filter),
    after ? countWhere(db, pointsLedger, after) : Promise.resolve(null),
  ]);
  return { rows, total, rest };
}
