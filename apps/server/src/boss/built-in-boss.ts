import { and, asc, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { isFreeAt } from './card-stock-availability.ts';
import { agentOffers, bossMonthlyFees, cardStock, packages, pointsAccounts, rechargeProducts, subscribers } from '../db/schema.ts';
import type { Boss, CardStockBoss, SubscriberProfile } from './boss.ts';
import { createBuiltInAccountServices } from './built-in-account-services.ts';
import { createBuiltInBilling } from './built-in-billing.ts';
import { createBuiltInOpeningsBoss } from './built-in-openings.ts';
import { createBuiltInPackageCatalogue } from './built-in-package-catalogue.ts';
import { createBuiltInPackageChangeBoss } from './built-in-package-change.ts';
import { createBuiltInUsage } from './built-in-usage.ts';
import { createBuiltInSmsRegisterBoss, processDueSmsRegisterRequests, type SmsRegisterProcessing } from './built-in-sms-register.ts';

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

  // The profile behind most hall pages, prepared once (a prepared statement on PostgreSQL).
  const findSubscriberQuery = selectProfiles()
    .where(eq(subscribers.phone, sql.placeholder('phone')))
    .limit(1)
    .prepare('boss_find_subscriber');

  const billing = createBuiltInBilling(db, now);
  return {
    ...createBuiltInAccountServices(db, { initialPin: options.initialPin }),
    ...billing,
    ...createBuiltInOpeningsBoss(db),
    ...createBuiltInPackageChangeBoss(db),
    ...createBuiltInPackageCatalogue(db),
    ...createBuiltInSmsRegisterBoss(db, smsRegisterProcessing),
    ...createCardStockBoss(db, now),
    ...createBuiltInUsage(db, now, smsRegisterProcessing),
    // The simulated do-not-disturb processing catches up first, so its orders show where they are.
    listServiceOrders: async (phone, since) => {
      await processDueSmsRegisterRequests(db, smsRegisterProcessing, phone, now());
      return billing.listServiceOrders(phone, since);
    },
    findServiceOrder: async (phone, oid) => {
      await processDueSmsRegisterRequests(db, smsRegisterProcessing, phone, now());
      return billing.findServiceOrder(phone, oid);
    },
    findSubscriber: async (phone): Promise<SubscriberProfile | null> => {
      const rows = await findSubscriberQuery.execute({ phone });
      return rows[0] ?? null;
    },
    findSubscribersByIdentity: async (idLast6, ownerName) =>
      selectProfiles()
        .where(and(eq(subscribers.idLast6, idLast6.toUpperCase()), eq(subscribers.ownerName, ownerName)))
        .orderBy(asc(subscribers.joinedAt))
        .limit(20),
    findOwnerIdentity: async ({ name, idLast6, phone }) => {
      const rows = await db
        .selectDistinct({ idNumber: sql<string>`upper(${subscribers.idNumber})` })
        .from(subscribers)
        .where(
          and(
            eq(subscribers.ownerName, name),
            eq(subscribers.idLast6, idLast6.toUpperCase()),
            ne(subscribers.status, 'cancelled'),
            phone ? eq(subscribers.phone, phone) : undefined,
          ),
        )
        .limit(2);
      const [only, other] = rows;
      if (!only) {
        return { found: false, reason: 'noMatch' };
      }
      return other ? { found: false, reason: 'ambiguous' } : { found: true, idNumber: only.idNumber };
    },
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
        isOnSale: row.isOnSale,
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

function createCardStockBoss(db: Db, now: () => Date): CardStockBoss {
  const findStockCard = async (condition: SQL | undefined) => {
    const rows = await db.select().from(cardStock).where(condition).limit(1);
    return rows[0] ?? null;
  };
  return {
    // A retired card (its number went back to the pool) is never the number's card again.
    findStockCardByPhone: (phone) => findStockCard(and(eq(cardStock.phone, phone), ne(cardStock.status, 'retired'))),
    findStockCardBySaleResource: (resourceId) => findStockCard(eq(cardStock.saleResourceId, resourceId)),
    findOffer: async (offerId) => {
      const rows = await db.select().from(agentOffers).where(eq(agentOffers.id, offerId)).limit(1);
      return rows[0] ?? null;
    },
    listChangeableOffers: (systemId) =>
      db
        .select()
        .from(agentOffers)
        .where(and(eq(agentOffers.systemId, systemId), eq(agentOffers.isChangeable, true), eq(agentOffers.isOnSale, true)))
        .orderBy(asc(agentOffers.sortOrder)),
    countNumbersOfOwner: async (idNumber) => {
      const rows = await db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(subscribers)
        .where(and(eq(subscribers.idNumber, idNumber.toUpperCase()), ne(subscribers.status, 'cancelled')));
      return rows[0]?.count ?? 0;
    },
    openNumber: (request) =>
      db.transaction(async (tx) => {
        const opened = await tx
          .update(cardStock)
          .set({ status: 'opened', openedAt: now(), reservedByAgent: null, reservedByMember: null, reservedUntil: null, reservationCode: null })
          .where(
            and(
              eq(cardStock.iccid, request.iccid),
              eq(cardStock.phone, request.phone),
              or(isFreeAt(now()), and(eq(cardStock.status, 'locked'), eq(cardStock.reservedByAgent, request.workNo))),
            ),
          )
          .returning({ iccid: cardStock.iccid });
        if (opened.length === 0) {
          return false;
        }
        const idNumber = request.idNumber.toUpperCase();
        await tx.insert(subscribers).values({
          phone: request.phone,
          ownerName: request.ownerName,
          idNumber,
          idLast6: idNumber.slice(-6),
          status: 'normal',
          packageId: request.packageId,
          joinedAt: now(),
          stateSince: now(),
          province: request.province,
          city: request.city,
          starLevel: 0,
          balanceFen: request.balanceFen,
          isRealName: true,
          serviceKind: request.serviceKind,
          iccid: request.iccid,
        });
        await tx.insert(pointsAccounts).values({ phone: request.phone, currentPoints: 0, grandTotalPoints: 0 });
        return true;
      }),
  };
}
