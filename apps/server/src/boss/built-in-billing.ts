import { restoreByPayment } from './credit-control.ts';
import { and, asc, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/connection.ts';
import {
  balanceLedger,
  billItems,
  promiseVideoRequirements,
  rechargeProducts,
  serviceOrders,
  subscribedServices,
  subscribers,
  usageItems,
} from '../db/schema.ts';
import { DAY_MS, findStartOfChinaDay, findStartOfNextChinaMonth, formatChinaMonth } from '@hall/contract/china-time';
import { BillItem, billItemSortOrder, type BillItemName } from './bill-items.ts';
import { forecastMonth, readBillFacts } from './bill-facts.ts';
import { statusAt } from './built-in-subscribed-services.ts';
import type { BillingBoss, FlowPackOutcome, PackageUsage, UsageItem } from './boss.ts';
import { rateNumberMonth, type RatedMonth } from './rated-month.ts';
import { DAY_PACK_FEE_FEN, DAY_PACK_MB } from './rating.ts';
import { moveServiceOrder, recordServiceOrder } from './service-orders.ts';
import { queueUsageAlertCheck } from './usage-alert-checks.ts';

/** 500MB → 500, 2GB → 2048, 600M → 600: the size of a flow pack from its name. */
export function parseFlowMegabytes(name: string): number {
  const match = /(\d+(?:\.\d+)?)\s*(GB|G|MB|M)/i.exec(name);
  if (!match) {
    return 0;
  }
  const value = Number(match[1]);
  return Math.round(/^g/i.test(match[2] ?? '') ? value * 1024 : value);
}

/** 23:59:59 China time of the day, or of the month, an order was placed in: when its service ends. */
const endOfChinaDay = (now: Date) => new Date(findStartOfChinaDay(now).getTime() + DAY_MS - 1000);
const endOfChinaMonth = (now: Date) => new Date(findStartOfNextChinaMonth(now).getTime() - 1000);

/**
 * Puts a charge paid from the balance on the bill of the month it happened in, one line per item
 * (a second charge of the same item adds to it). Call it in the transaction that takes the money,
 * so the balance and the bill never disagree.
 */
export async function addToMonthlyBill(tx: Executor, charge: { phone: string; itemName: BillItemName; amountFen: number; chargedAt: Date }): Promise<void> {
  if (charge.amountFen <= 0) {
    return;
  }
  await tx
    .insert(billItems)
    .values({
      phone: charge.phone,
      billMonth: formatChinaMonth(charge.chargedAt),
      itemName: charge.itemName,
      amountFen: charge.amountFen,
      sortOrder: billItemSortOrder(charge.itemName),
    })
    .onConflictDoUpdate({
      target: [billItems.phone, billItems.billMonth, billItems.itemName],
      set: { amountFen: sql`${billItems.amountFen} + ${charge.amountFen}` },
    });
}

/**
 * A flow pack is an order (/orderQuery): passed when opened; refused, with the reason, when the
 * balance (after arrears) cannot pay it, since the subscriber paid for a pack they did not get.
 */
async function recordFlowPackOrder(
  tx: Executor,
  order: { phone: string; product: { name: string; amountFen: number }; reference: string; outcome: FlowPackOutcome; orderedAt: Date },
): Promise<void> {
  const isOpened = order.outcome === 'opened';
  const reason = { title: '未通过原因', content: '账户余额不足（含欠费），流量包未开通' };
  const details = [
    { title: '业务名称', content: '流量包订购' },
    { title: '流量包', content: order.product.name },
    { title: '费用', content: `${(order.product.amountFen / 100).toFixed(2)}元（从话费余额扣除）` },
    ...(isOpened ? [{ title: '生效时间', content: '立即生效' }] : [reason]),
  ];
  const tips = isOpened ? '' : '已支付的金额已存入话费余额，可在余额查询中查看。';
  const checkStatus = isOpened ? '审核通过' : '审核未通过';
  const isNew = await recordServiceOrder(tx, {
    kind: 'flowPack',
    reference: order.reference,
    phone: order.phone,
    name: '流量包订购',
    checkStatus,
    summary: order.product.name,
    details,
    tips,
    createdAt: order.orderedAt,
  });
  if (!isNew && isOpened) {
    // Refused once, opened on a repeat after the balance rose: the opening is what holds.
    await moveServiceOrder(tx, {
      kind: 'flowPack',
      reference: order.reference,
      checkStatus,
      addDetails: details,
      dropDetails: [reason.title],
      tips,
      now: order.orderedAt,
    });
  }
}

/**
 * The usage page's items from the rated month: the package's allowances (directed data only where
 * the package has it), each pack bought, the auto-renewing daily packs when any were ordered.
 */
function toPackageUsage({ packageName, packageFeeFen, rating }: RatedMonth): PackageUsage {
  const ofPackage = { packageName, feeFen: packageFeeFen, isAutoDayPack: false, autoDayPackCount: 0 };
  const items: (UsageItem | null)[] = [
    rating.general.total > 0 ? { ...ofPackage, kind: 'data', title: '国内通用流量', total: rating.general.total, used: rating.general.used } : null,
    rating.directed.total > 0 ? { ...ofPackage, kind: 'data', title: '国内定向流量', total: rating.directed.total, used: rating.directed.used } : null,
    ...rating.packs.map((pack): UsageItem => ({
      kind: 'data',
      title: pack.title,
      packageName: pack.title,
      feeFen: pack.feeFen,
      total: pack.megabytes,
      used: pack.usedMb,
      isAutoDayPack: false,
      autoDayPackCount: 0,
    })),
    rating.dayPackCount > 0
      ? {
          kind: 'data',
          title: '1元500M自动续订日包',
          packageName: '自动续订日包',
          feeFen: DAY_PACK_FEE_FEN,
          total: rating.dayPackCount * DAY_PACK_MB,
          used: rating.dayPackUsedMb,
          isAutoDayPack: true,
          autoDayPackCount: rating.dayPackCount,
        }
      : null,
    rating.voice.total > 0 ? { ...ofPackage, kind: 'voice', title: '国内语音通话', total: rating.voice.total, used: rating.voice.used } : null,
    rating.sms.total > 0 ? { ...ofPackage, kind: 'sms', title: '国内短信', total: rating.sms.total, used: rating.sms.used } : null,
  ];
  return {
    items: items.filter((item) => item !== null),
    overage: { dataFeeFen: rating.fen.data, voiceMinutes: rating.voiceOverMinutes, smsCount: rating.smsOverCount },
  };
}

/** Bills, usage, ordered services and balance changes of the built-in back office. */
export function createBuiltInBilling(db: Db, now: () => Date): BillingBoss {
  // The bill page's query, prepared once (a prepared statement on PostgreSQL).
  const monthlyBillQuery = db
    .select({ name: billItems.itemName, amountFen: billItems.amountFen })
    .from(billItems)
    .where(and(eq(billItems.phone, sql.placeholder('phone')), eq(billItems.billMonth, sql.placeholder('month'))))
    .orderBy(asc(billItems.sortOrder), asc(billItems.itemName))
    .prepare('boss_monthly_bill');
  return {
    getBillFacts: (phone, month) => readBillFacts(db, phone, month),
    forecastMonth: (phone) => forecastMonth(db, phone, now()),
    listBillMonths: async (phone) => {
      const rows = await db
        .select({ month: billItems.billMonth, totalFen: sql<number>`sum(${billItems.amountFen})`.mapWith(Number) })
        .from(billItems)
        .where(eq(billItems.phone, phone))
        .groupBy(billItems.billMonth)
        .orderBy(desc(billItems.billMonth));
      return rows;
    },
    getMonthlyBill: async (phone, month) => {
      const rows = await monthlyBillQuery.execute({ phone, month });
      if (rows.length === 0) {
        return null;
      }
      return { month, items: rows, totalFen: rows.reduce((sum, item) => sum + item.amountFen, 0) };
    },
    getPackageUsage: async (phone) => {
      const found = await db.select({ packageId: subscribers.packageId }).from(subscribers).where(eq(subscribers.phone, phone));
      const subscriber = found[0];
      if (!subscriber) {
        return { items: [], overage: { dataFeeFen: 0, voiceMinutes: 0, smsCount: 0 } };
      }
      const rated = await rateNumberMonth(db, phone, subscriber.packageId, formatChinaMonth(now()));
      return toPackageUsage(rated);
    },
    listSubscribedServices: async (phone, type, page, pageSize) => {
      const where = and(eq(subscribedServices.phone, phone), eq(subscribedServices.serviceType, type));
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(subscribedServices)
          .where(where)
          .orderBy(desc(subscribedServices.orderTime), desc(subscribedServices.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(subscribedServices).where(where),
      ]);
      return {
        list: rows.map((row) => ({
          packageName: row.packageName,
          status: statusAt(row, now()),
          effectTime: row.effectTime,
          overTime: row.overTime,
          orderTime: row.orderTime,
        })),
        total: Number(totals[0]?.total ?? 0),
      };
    },
    creditBalance: async ({ phone, amountFen, reference }) =>
      db.transaction(async (tx) => {
        // The row lock orders concurrent changes of one number; the unique reference makes repeats no-ops.
        const locked = await tx
          .select({ balanceFen: subscribers.balanceFen, status: subscribers.status })
          .from(subscribers)
          .where(eq(subscribers.phone, phone))
          .for('update');
        const current = locked[0];
        if (!current || current.status === 'cancelled') {
          // A closed number takes no money; the payer gets it back (the caller refunds).
          return { isApplied: false, isClosed: true };
        }
        const inserted = await tx
          .insert(balanceLedger)
          .values({ phone, changeFen: amountFen, balanceAfterFen: current.balanceFen + amountFen, reason: 'recharge', reference, createdAt: now() })
          .onConflictDoNothing()
          .returning({ id: balanceLedger.id });
        if (inserted.length === 0) {
          return { isApplied: false, isClosed: false };
        }
        await tx
          .update(subscribers)
          .set({ balanceFen: sql`${subscribers.balanceFen} + ${amountFen}` })
          .where(eq(subscribers.phone, phone));
        await restoreByPayment(tx, phone, current.balanceFen + amountFen, now());
        return { isApplied: true, isClosed: false };
      }),
    orderFlowPack: async ({ phone, productId, reference, amountFen }): Promise<FlowPackOutcome> =>
      db.transaction(async (tx) => {
        const products = await tx.select().from(rechargeProducts).where(eq(rechargeProducts.id, productId));
        const found = products[0];
        if (!found || found.productGroup === 'call') {
          throw new Error(`not a flow pack: ${productId}`);
        }
        // The pack costs what its order was placed at, even if an editor changed the price since.
        const product = { ...found, amountFen };
        await tx.select({ phone: subscribers.phone }).from(subscribers).where(eq(subscribers.phone, phone)).for('update');
        const done = await tx
          .select({ id: balanceLedger.id })
          .from(balanceLedger)
          .where(and(eq(balanceLedger.reason, 'flow_pack'), eq(balanceLedger.reference, reference)));
        if (done.length > 0) {
          return 'opened';
        }
        const charged = await tx
          .update(subscribers)
          .set({ balanceFen: sql`${subscribers.balanceFen} - ${product.amountFen}` })
          .where(and(eq(subscribers.phone, phone), gte(subscribers.balanceFen, product.amountFen)))
          .returning({ balanceFen: subscribers.balanceFen });
        const after = charged[0];
        const orderedAt = now();
        if (!after) {
          await recordFlowPackOrder(tx, { phone, product, reference, outcome: 'insufficient', orderedAt });
          return 'insufficient';
        }
        await recordFlowPackOrder(tx, { phone, product, reference, outcome: 'opened', orderedAt });
        await tx.insert(balanceLedger).values({
          phone,
          changeFen: -product.amountFen,
          balanceAfterFen: after.balanceFen,
          reason: 'flow_pack',
          reference,
          createdAt: orderedAt,
        });
        await addToMonthlyBill(tx, { phone, itemName: BillItem.FLOW_PACK, amountFen: product.amountFen, chargedAt: orderedAt });
        await queueUsageAlertCheck(tx, phone, orderedAt);
        await tx.insert(usageItems).values({
          phone,
          usageKind: 'data',
          title: product.name,
          packageName: product.name,
          feeFen: product.amountFen,
          totalAmount: parseFlowMegabytes(product.name),
          reference,
          sortOrder: 50,
          createdAt: orderedAt,
          // A day pack serves the China day it was bought on; a month pack the rest of the month.
          validUntil: product.productGroup === 'dayFlow' ? new Date(findStartOfChinaDay(orderedAt).getTime() + DAY_MS - 1) : null,
        });
        await tx.insert(subscribedServices).values({
          phone,
          serviceType: 1,
          packageName: product.name,
          status: 1,
          effectTime: orderedAt,
          overTime: product.productGroup === 'dayFlow' ? endOfChinaDay(orderedAt) : endOfChinaMonth(orderedAt),
          orderTime: orderedAt,
          reference,
        });
        return 'opened';
      }),
    listServiceOrders: async (phone, since) =>
      db
        .select()
        .from(serviceOrders)
        .where(and(eq(serviceOrders.phone, phone), gte(serviceOrders.createdAt, since)))
        .orderBy(desc(serviceOrders.createdAt))
        .limit(100),
    findServiceOrder: async (phone, oid) => {
      const rows = await db
        .select()
        .from(serviceOrders)
        .where(and(eq(serviceOrders.phone, phone), eq(serviceOrders.oid, oid)));
      return rows[0] ?? null;
    },
    findPromiseVideoPending: async (idLast6, ownerName) => {
      const rows = await db
        .select({ phone: promiseVideoRequirements.phone })
        .from(promiseVideoRequirements)
        .innerJoin(subscribers, eq(subscribers.phone, promiseVideoRequirements.phone))
        .where(and(eq(subscribers.idLast6, idLast6.toUpperCase()), eq(subscribers.ownerName, ownerName)))
        .limit(1);
      return rows[0]?.phone ?? null;
    },
    isPromiseVideoPending: async (phone) => {
      const rows = await db.select({ phone: promiseVideoRequirements.phone }).from(promiseVideoRequirements).where(eq(promiseVideoRequirements.phone, phone));
      return rows.length > 0;
    },
  };
}
