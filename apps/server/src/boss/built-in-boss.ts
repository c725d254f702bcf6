import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { bossMonthlyFees, packages, pointsAccounts, rechargeProducts, subscribers } from '../db/schema.ts';
import type { Boss, SubscriberProfile } from './boss.ts';
import { createBuiltInAccountServices } from './built-in-account-services.ts';
import { createBuiltInBilling } from './built-in-billing.ts';
import { createBuiltInPackageChangeBoss } from './built-in-package-change.ts';
import { createBuiltInSmsRegisterBoss, type SmsRegisterProcessing } from './built-in-sms-register.ts';

export interface BuiltInBossOptions {
  initialPin: string;
  now?: () => Date;
  smsRegisterProcessing?: SmsRegisterProcessing;
}

const DEFAULT_SMS_REGISTER_PROCESSING: SmsRegisterProcessing = { delaySeconds: 10 };

/** The built-in back office on our own tables, with the demo data of the seed. */
export function createBuiltInBoss(db: Db, options: BuiltInBossOptions): Boss {
  const now = options.now ?? (() => new Date());
  const smsRegisterProcessing = options.smsRegisterProcessing ?? DEFAULT_SMS_REGISTER_PROCESSING;
  const profileColumns = {
    phone: subscribers.phone,
    ownerName: subscribers.ownerName,
    idNumber: subscribers.idNumber,
    status: subscribers.status,
    packageId: subscribers.packageId,
    packageName: packages.name,
    joinedAt: subscribers.joinedAt,
    province: subscribers.province,
    city: subscribers.city,
    starLevel: subscribers.starLevel,
    balanceFen: subscribers.balanceFen,
    isRealName: subscribers.isRealName,
    serviceKind: subscribers.serviceKind,
    currentPoints: sql<number>`coalesce(${pointsAccounts.currentPoints}, 0)`.mapWith(Number),
    grandTotalPoints: sql<number>`coalesce(${pointsAccounts.grandTotalPoints}, 0)`.mapWith(Number),
  };

  const selectProfiles = () =>
    db
      .select(profileColumns)
      .from(subscribers)
      .innerJoin(packages, eq(packages.id, subscribers.packageId))
      .leftJoin(pointsAccounts, eq(pointsAccounts.phone, subscribers.phone));

  return {
    ...createBuiltInAccountServices(db, { initialPin: options.initialPin }),
    ...createBuiltInBilling(db, now),
    ...createBuiltInPackageChangeBoss(db),
    ...createBuiltInSmsRegisterBoss(db, smsRegisterProcessing),
    findSubscriber: async (phone): Promise<SubscriberProfile | null> => {
      const rows = await selectProfiles().where(eq(subscribers.phone, phone)).limit(1);
      return rows[0] ?? null;
    },
    findSubscribersByIdentity: async (idLast6, ownerName) =>
      selectProfiles()
        .where(and(eq(subscribers.idLast6, idLast6.toUpperCase()), eq(subscribers.ownerName, ownerName)))
        .orderBy(asc(subscribers.joinedAt))
        .limit(20),
    listRechargeProducts: async (serviceKind) => {
      const rows = await db
        .select()
        .from(rechargeProducts)
        .where(inArray(rechargeProducts.serviceKind, [0, serviceKind]))
        .orderBy(asc(rechargeProducts.sortOrder));
      return rows.map((row) => ({
        id: row.id,
        group: row.productGroup,
        name: row.name,
        amountFen: row.amountFen,
        serviceKind: row.serviceKind,
      }));
    },
    listOrderablePackages: async (serviceKind) =>
      db
        .select({
          id: packages.id,
          name: packages.name,
          monthlyFeeFen: packages.monthlyFeeFen,
          callDisplay: packages.callDisplay,
          serviceKind: packages.serviceKind,
        })
        .from(packages)
        .where(and(eq(packages.isOrderable, true), eq(packages.serviceKind, serviceKind)))
        .orderBy(asc(packages.sortOrder)),
    listMonthlyFees: async (phone, months) => {
      if (months.length === 0) {
        return [];
      }
      const rows = await db
        .select({ month: bossMonthlyFees.feeMonth, amountFen: bossMonthlyFees.amountFen })
        .from(bossMonthlyFees)
        .where(and(eq(bossMonthlyFees.phone, phone), inArray(bossMonthlyFees.feeMonth, months)))
        .orderBy(desc(bossMonthlyFees.feeMonth));
      return rows;
    },
  };
}
