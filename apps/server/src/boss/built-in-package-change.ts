import { startOfChinaDate } from '@hall/contract/china-time';
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Db, Executor } from '../db/connection.ts';
import { packageChangeOrders, packages, packageTariffs, subscribedServices, subscribers } from '../db/schema.ts';
import { endServiceOrder, recordServiceOrder, ServiceType } from './built-in-subscribed-services.ts';
import { moveServiceOrder, recordServiceOrder as recordOrder, type NewServiceOrder } from './service-orders.ts';
import { packageColumns } from './built-in-package-catalogue.ts';
import type { PackageChangeBoss, PackageChangeOrder } from './package-change-boss.ts';

const packageChangeReference = (orderId: number) => `package-change:${orderId}`;

/** Why a pending change lapses (订单已失效), as its order's detail page says. */
export const PackageChangeLapse = {
  NUMBER_CANCELLED: '号码已销户，套餐变更未生效',
} as const;

/**
 * A change is accepted at once (审核通过) and takes effect on the 1st of next month; the order
 * says so. See docs/account-services.md for when it lapses.
 */
function describePackageChangeOrder(change: {
  orderId: number;
  phone: string;
  fromName: string;
  toName: string;
  effectiveDate: string;
  now: Date;
}): NewServiceOrder {
  return {
    kind: 'packageChange',
    reference: String(change.orderId),
    phone: change.phone,
    name: '套餐变更',
    checkStatus: '审核通过',
    summary: `${change.fromName} → ${change.toName}（次月生效）`,
    details: [
      { title: '业务名称', content: '套餐变更' },
      { title: '原套餐', content: change.fromName },
      { title: '新套餐', content: change.toName },
      { title: '生效时间', content: `${change.effectiveDate}（次月1日生效）` },
    ],
    tips: `变更已受理，新套餐将于${change.effectiveDate}生效，本月仍按原套餐计费。`,
    createdAt: change.now,
  };
}

async function lapsePackageChangeOrder(tx: Executor, lapse: { orderId: number; reason: string; now: Date }): Promise<void> {
  await moveServiceOrder(tx, {
    kind: 'packageChange',
    reference: String(lapse.orderId),
    checkStatus: '订单已失效',
    addDetails: [{ title: '失效原因', content: lapse.reason }],
    tips: '该套餐变更未生效，号码套餐保持不变。',
    now: lapse.now,
  });
}

/**
 * Cancels the number's pending change inside the caller's transaction (a closing number's
 * decision): the change will not apply and its order becomes 订单已失效. False when none is pending.
 */
export async function cancelPendingPackageChange(tx: Executor, cancellation: { phone: string; reason: string; now: Date }): Promise<boolean> {
  const cancelled = await tx
    .update(packageChangeOrders)
    .set({ status: 'cancelled' })
    .where(and(eq(packageChangeOrders.phone, cancellation.phone), eq(packageChangeOrders.status, 'pending')))
    .returning({ id: packageChangeOrders.id, phone: packageChangeOrders.phone });
  const order = cancelled[0];
  if (!order) {
    return false;
  }
  await tx.delete(subscribedServices).where(and(eq(subscribedServices.phone, order.phone), eq(subscribedServices.reference, packageChangeReference(order.id))));
  await lapsePackageChangeOrder(tx, { orderId: order.id, reason: cancellation.reason, now: cancellation.now });
  return true;
}

/** Package details and change orders on our own tables. */
export function createBuiltInPackageChangeBoss(db: Db): PackageChangeBoss {
  const selectOrders = () =>
    db
      .select({
        id: packageChangeOrders.id,
        phone: packageChangeOrders.phone,
        fromPackageId: packageChangeOrders.fromPackageId,
        toPackageId: packageChangeOrders.toPackageId,
        toPackageName: packages.name,
        status: packageChangeOrders.status,
        effectiveDate: packageChangeOrders.effectiveDate,
        createdAt: packageChangeOrders.createdAt,
      })
      .from(packageChangeOrders)
      .innerJoin(packages, eq(packages.id, packageChangeOrders.toPackageId));

  return {
    findPackage: async (id) => {
      const rows = await db
        .select(packageColumns)
        .from(packages)
        .leftJoin(packageTariffs, eq(packageTariffs.packageId, packages.id))
        .where(eq(packages.id, id))
        .limit(1);
      return rows[0] ?? null;
    },

    findPendingPackageChange: async (phone) => {
      const rows = await selectOrders()
        .where(and(eq(packageChangeOrders.phone, phone), eq(packageChangeOrders.status, 'pending')))
        .limit(1);
      return rows[0] ?? null;
    },

    createPackageChange: async ({ phone, fromPackageId, toPackageId, effectiveDate, now }) => {
      // The partial unique index allows one pending order per number; a second one does nothing.
      const id = await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(packageChangeOrders)
          .values({ phone, fromPackageId, toPackageId, status: 'pending', effectiveDate, createdAt: now })
          .onConflictDoNothing()
          .returning({ id: packageChangeOrders.id });
        const orderId = inserted[0]?.id;
        if (orderId !== undefined) {
          const named = await tx
            .select({ id: packages.id, name: packages.name })
            .from(packages)
            .where(inArray(packages.id, [fromPackageId, toPackageId]));
          const nameOf = (id: string) => named.find((item) => item.id === id)?.name ?? id;
          await recordServiceOrder(tx, {
            phone,
            serviceType: ServiceType.BASE_PACKAGE,
            packageName: nameOf(toPackageId),
            effectTime: startOfChinaDate(effectiveDate),
            orderTime: now,
            reference: packageChangeReference(orderId),
          });
          await recordOrder(
            tx,
            describePackageChangeOrder({ orderId, phone, fromName: nameOf(fromPackageId), toName: nameOf(toPackageId), effectiveDate, now }),
          );
        }
        return orderId;
      });
      if (id === undefined) {
        return null;
      }
      const rows: PackageChangeOrder[] = await selectOrders().where(eq(packageChangeOrders.id, id)).limit(1);
      return rows[0] ?? null;
    },

    listNumbersWithDueChanges: async (today, limit) => {
      const rows = await db
        .select({ phone: packageChangeOrders.phone })
        .from(packageChangeOrders)
        .where(and(eq(packageChangeOrders.status, 'pending'), lte(packageChangeOrders.effectiveDate, today)))
        .limit(limit);
      return rows.map((row) => row.phone);
    },

    applyDuePackageChanges: async (phone, today, now) => {
      await db.transaction(async (tx) => {
        const [number] = await tx.select({ status: subscribers.status }).from(subscribers).where(eq(subscribers.phone, phone)).for('update');
        if (number?.status === 'cancelled') {
          // A number closed before the date switches to nothing: its change lapses instead.
          await cancelPendingPackageChange(tx, { phone, reason: PackageChangeLapse.NUMBER_CANCELLED, now });
          return;
        }
        const due = await tx
          .update(packageChangeOrders)
          .set({ status: 'effective', appliedAt: now })
          .where(and(eq(packageChangeOrders.phone, phone), eq(packageChangeOrders.status, 'pending'), lte(packageChangeOrders.effectiveDate, today)))
          .returning({ id: packageChangeOrders.id, toPackageId: packageChangeOrders.toPackageId, effectiveDate: packageChangeOrders.effectiveDate });
        const order = due[0];
        if (order) {
          await tx.update(subscribers).set({ packageId: order.toPackageId }).where(eq(subscribers.phone, phone));
          // The package it replaces ends where the new one starts.
          await endServiceOrder(tx, {
            phone,
            serviceType: ServiceType.BASE_PACKAGE,
            exceptReference: packageChangeReference(order.id),
            overTime: startOfChinaDate(order.effectiveDate),
          });
        }
      });
    },
  };
}
