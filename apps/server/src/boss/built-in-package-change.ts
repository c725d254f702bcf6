import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { packageChangeOrders, packages, packageTariffs, subscribers } from '../db/schema.ts';
import { endServiceOrder, recordServiceOrder, ServiceType } from './built-in-subscribed-services.ts';
import type { PackageChangeBoss, PackageChangeOrder } from './package-change-boss.ts';

const packageChangeReference = (orderId: number) => `package-change:${orderId}`;

/** Midnight in China of a YYYY-MM-DD date. */
function startOfChinaDay(date: string): Date {
  return new Date(`${date}T00:00:00+08:00`);
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
        .select({
          id: packages.id,
          name: packages.name,
          monthlyFeeFen: packages.monthlyFeeFen,
          serviceKind: packages.serviceKind,
          callDisplay: packages.callDisplay,
          voiceMinutes: packages.voiceMinutes,
          dataMb: packages.dataMb,
          smsCount: packages.smsCount,
          // A package without its own rates gets the carrier's standard ones.
          voiceOutFenPerMinute: sql<number>`coalesce(${packageTariffs.voiceOutFenPerMinute}, 15)`.mapWith(Number),
          callerDisplayFeeFen: sql<number>`coalesce(${packageTariffs.callerDisplayFeeFen}, 0)`.mapWith(Number),
          descriptionHtml: packages.descriptionHtml,
          isOrderable: packages.isOrderable,
        })
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
          const target = await tx.select({ name: packages.name }).from(packages).where(eq(packages.id, toPackageId));
          await recordServiceOrder(tx, {
            phone,
            serviceType: ServiceType.BASE_PACKAGE,
            packageName: target[0]?.name ?? toPackageId,
            effectTime: startOfChinaDay(effectiveDate),
            orderTime: now,
            reference: packageChangeReference(orderId),
          });
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
            overTime: startOfChinaDay(order.effectiveDate),
          });
        }
      });
    },
  };
}
