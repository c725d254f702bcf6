import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { packageChangeOrders, packages, packageTariffs, subscribers } from '../db/schema.ts';
import type { PackageChangeBoss, PackageChangeOrder } from './package-change-boss.ts';

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
      const inserted = await db
        .insert(packageChangeOrders)
        .values({ phone, fromPackageId, toPackageId, status: 'pending', effectiveDate, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: packageChangeOrders.id });
      const id = inserted[0]?.id;
      if (id === undefined) {
        return null;
      }
      const rows: PackageChangeOrder[] = await selectOrders().where(eq(packageChangeOrders.id, id)).limit(1);
      return rows[0] ?? null;
    },

    applyDuePackageChanges: async (phone, today, now) => {
      await db.transaction(async (tx) => {
        const due = await tx
          .update(packageChangeOrders)
          .set({ status: 'effective', appliedAt: now })
          .where(
            and(
              eq(packageChangeOrders.phone, phone),
              eq(packageChangeOrders.status, 'pending'),
              lte(packageChangeOrders.effectiveDate, today),
            ),
          )
          .returning({ toPackageId: packageChangeOrders.toPackageId });
        const order = due[0];
        if (order) {
          await tx.update(subscribers).set({ packageId: order.toPackageId }).where(eq(subscribers.phone, phone));
        }
      });
    },
  };
}
