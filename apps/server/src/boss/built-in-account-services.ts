import { randomUUID } from 'node:crypto';
import { hashPassword, isPasswordOf } from '../platform/password-hashes.ts';
import { SERVICE_PASSWORD_MAX_WRONG_TRIES } from '@hall/contract/password/rules';
import { and, asc, eq, isNull, lt, sql, TransactionRollbackError } from 'drizzle-orm';
import { queryRows, type Db, type Executor } from '../db/connection.ts';
import { findStartOfNextChinaMonth, formatChinaDate } from '@hall/contract/china-time';
import { maskPhone } from '../platform/masking.ts';
import { balanceLedger, callerPackages, callerSubscriptions, servicePasswords, subscribers } from '../db/schema.ts';
import { BillItem } from './bill-items.ts';
import { addToMonthlyBill } from './built-in-billing.ts';
import { endServiceOrder, recordServiceOrder, resumeServiceOrder, ServiceType } from './built-in-subscribed-services.ts';
import { recordServiceOrder as recordOrder, type ServiceOrderDetail } from './service-orders.ts';
import type { BossAccountServices, CallerService, CallerServiceStatus } from './boss.ts';

function statusOf(row: { orderedAt: Date | null; cancelledAt: Date | null; expiresAt: Date | null }, now: Date): CallerServiceStatus {
  if (!row.orderedAt) {
    return 'none';
  }
  if (!row.cancelledAt) {
    return 'open';
  }
  return row.expiresAt && row.expiresAt > now ? 'cancelled' : 'none';
}

function formatYuan(fen: number): string {
  return String(Number((fen / 100).toFixed(2)));
}

/** An open or a cancel is an order of its own (/orderQuery), accepted at once (docs/account-services.md). */
async function recordCallerOrder(
  tx: Executor,
  order: { phone: string; service: { packageId: string; title: string }; action: 'open' | 'cancel'; now: Date; details: ServiceOrderDetail[] },
): Promise<void> {
  const name = `${order.service.title}${order.action === 'open' ? '开通' : '取消'}`;
  await recordOrder(tx, {
    kind: 'callerService',
    // Each open and cancel is its own order; the subscription's row already refuses a repeat.
    reference: `${order.phone}:${order.service.packageId}:${order.action}:${randomUUID()}`,
    phone: order.phone,
    name,
    checkStatus: '审核通过',
    summary: order.service.title,
    details: [{ title: '业务名称', content: name }, ...order.details],
    createdAt: order.now,
  });
}

/** Service passwords and caller services of the built-in back office. */
export function createBuiltInAccountServices(db: Db, options: { initialPin: string }): BossAccountServices {
  /** A number's password row, created with the configured initial PIN on first use. */
  const readPassword = async (phone: string) => {
    const existing = await db.select().from(servicePasswords).where(eq(servicePasswords.phone, phone));
    if (existing[0]) {
      return existing[0];
    }
    await db
      .insert(servicePasswords)
      .values({ phone, passwordHash: await hashPassword(options.initialPin) })
      .onConflictDoNothing();
    const created = await db.select().from(servicePasswords).where(eq(servicePasswords.phone, phone));
    if (!created[0]) {
      throw new Error(`no service password row for ${phone}`);
    }
    return created[0];
  };

  const listCallerServices = async (phone: string, now: Date): Promise<CallerService[]> => {
    const rows = await db
      .select({
        packageId: callerPackages.id,
        callType: callerPackages.callType,
        title: callerPackages.title,
        detail: callerPackages.detail,
        monthlyFeeFen: callerPackages.monthlyFeeFen,
        orderedAt: callerSubscriptions.orderedAt,
        effectiveAt: callerSubscriptions.effectiveAt,
        cancelledAt: callerSubscriptions.cancelledAt,
        expiresAt: callerSubscriptions.expiresAt,
        forwardTo: callerSubscriptions.forwardTo,
      })
      .from(callerPackages)
      .leftJoin(callerSubscriptions, and(eq(callerSubscriptions.packageId, callerPackages.id), eq(callerSubscriptions.phone, phone)))
      .orderBy(asc(callerPackages.sortOrder));
    return rows.map((row) => ({
      ...row,
      callType: row.callType as CallerService['callType'],
      status: statusOf(row, now),
    }));
  };

  const findCallerService = async (phone: string, packageId: string, now: Date) =>
    (await listCallerServices(phone, now)).find((service) => service.packageId === packageId) ?? null;

  return {
    verifyServicePassword: async (phone, password, verifyOptions) => {
      let row = await readPassword(phone);
      if (row.lockedAt && verifyOptions.unlockLockedBefore && row.lockedAt < verifyOptions.unlockLockedBefore) {
        await db
          .update(servicePasswords)
          .set({ lockedAt: null, wrongAttempts: 0 })
          .where(and(eq(servicePasswords.phone, phone), lt(servicePasswords.lockedAt, verifyOptions.unlockLockedBefore)));
        row = await readPassword(phone);
      }
      if (row.lockedAt) {
        return { outcome: 'locked', isNewlyLocked: false };
      }
      const isCorrect = await isPasswordOf(row.passwordHash, password);
      if (isCorrect) {
        // Only an unlocked password may accept: a lock placed meanwhile by parallel tries wins.
        const accepted = await db
          .update(servicePasswords)
          .set({ wrongAttempts: 0 })
          .where(and(eq(servicePasswords.phone, phone), isNull(servicePasswords.lockedAt)))
          .returning({ phone: servicePasswords.phone });
        return accepted.length > 0 ? { outcome: 'accepted' } : { outcome: 'locked', isNewlyLocked: false };
      }
      // One conditional UPDATE: the row lock serialises parallel wrong tries, so exactly one of
      // them moves the password from unlocked to locked and the later ones find it locked.
      const counted = await queryRows<{ wrong_attempts: number; is_locked: boolean }>(
        db,
        sql`update service_passwords
            set wrong_attempts = wrong_attempts + 1,
                locked_at = case when wrong_attempts + 1 >= ${SERVICE_PASSWORD_MAX_WRONG_TRIES} then ${verifyOptions.now.toISOString()}::timestamptz else null end,
                lock_count = lock_count + case when wrong_attempts + 1 >= ${SERVICE_PASSWORD_MAX_WRONG_TRIES} then 1 else 0 end,
                updated_at = ${verifyOptions.now.toISOString()}::timestamptz
            where phone = ${phone} and locked_at is null
            returning wrong_attempts, locked_at is not null as is_locked`,
      );
      const result = counted[0];
      if (!result) {
        return { outcome: 'locked', isNewlyLocked: false };
      }
      if (result.is_locked) {
        return { outcome: 'locked', isNewlyLocked: true };
      }
      return { outcome: 'wrong', triesLeft: SERVICE_PASSWORD_MAX_WRONG_TRIES - Number(result.wrong_attempts) };
    },

    changeServicePassword: async (phone, newPassword, now) => {
      await readPassword(phone);
      await db
        .update(servicePasswords)
        .set({ passwordHash: await hashPassword(newPassword), wrongAttempts: 0, lockedAt: null, updatedAt: now })
        .where(eq(servicePasswords.phone, phone));
    },

    listCallerServices,

    openCallerService: async ({ phone, packageId, forwardTo, now }) => {
      const service = await findCallerService(phone, packageId, now);
      if (!service) {
        throw new Error(`unknown caller package ${packageId}`);
      }
      if (service.status === 'open') {
        return { outcome: 'already_open' };
      }
      // Cancelled but still running this month: the month is paid, so reopening is free.
      const feeFen = service.status === 'cancelled' ? 0 : service.monthlyFeeFen;
      return db
        .transaction(async (tx) => {
          const charged = await tx
            .update(subscribers)
            .set({ balanceFen: sql`${subscribers.balanceFen} - ${feeFen}` })
            .where(and(eq(subscribers.phone, phone), sql`${subscribers.balanceFen} >= ${feeFen}`))
            .returning({ balanceFen: subscribers.balanceFen });
          const balance = charged[0];
          if (!balance) {
            const current = await tx.select({ balanceFen: subscribers.balanceFen }).from(subscribers).where(eq(subscribers.phone, phone));
            return { outcome: 'insufficient_balance' as const, balanceFen: current[0]?.balanceFen ?? 0, feeFen };
          }
          const opened = await tx
            .insert(callerSubscriptions)
            .values({ phone, packageId, forwardTo, orderedAt: now, effectiveAt: now })
            .onConflictDoUpdate({
              target: [callerSubscriptions.phone, callerSubscriptions.packageId],
              set: {
                forwardTo,
                orderedAt: now,
                effectiveAt: sql`case when caller_subscriptions.expires_at > ${now} then caller_subscriptions.effective_at else ${now} end`,
                cancelledAt: null,
                expiresAt: null,
              },
              // A parallel open of the same service must not be charged twice.
              setWhere: sql`caller_subscriptions.cancelled_at is not null`,
            })
            .returning({ phone: callerSubscriptions.phone });
          if (opened.length === 0) {
            tx.rollback();
          }
          // After the subscription: a parallel open has rolled back by now and writes no ledger row.
          const order = { phone, serviceType: ServiceType.VALUE_ADDED, packageName: service.title };
          if (!(await resumeServiceOrder(tx, { ...order, now }))) {
            await recordServiceOrder(tx, { ...order, effectTime: now, orderTime: now, reference: `caller:${randomUUID()}` });
          }
          await recordCallerOrder(tx, {
            phone,
            service,
            action: 'open',
            now,
            details: [
              { title: '月功能费', content: `${formatYuan(feeFen)}元${feeFen === 0 ? '（本月已付）' : ''}` },
              ...(forwardTo ? [{ title: '呼转号码', content: maskPhone(forwardTo) }] : []),
              { title: '生效时间', content: '立即生效' },
            ],
          });
          if (feeFen > 0) {
            await tx.insert(balanceLedger).values({
              phone,
              changeFen: -feeFen,
              balanceAfterFen: balance.balanceFen,
              reason: 'caller_service',
              reference: `${packageId}:${randomUUID()}`,
              createdAt: now,
            });
            await addToMonthlyBill(tx, { phone, itemName: BillItem.VALUE_ADDED, amountFen: feeFen, chargedAt: now });
          }
          return { outcome: 'done' as const, balanceFen: balance.balanceFen, chargedFen: feeFen };
        })
        .catch((error: unknown) => {
          if (error instanceof TransactionRollbackError) {
            return { outcome: 'already_open' as const };
          }
          throw error;
        });
    },

    cancelCallerService: async ({ phone, packageId, isImmediate, now }) => {
      const expiresAt = isImmediate ? now : findStartOfNextChinaMonth(now);
      return db.transaction(async (tx) => {
        const cancelled = await tx
          .update(callerSubscriptions)
          .set({ cancelledAt: now, expiresAt })
          .where(and(eq(callerSubscriptions.phone, phone), eq(callerSubscriptions.packageId, packageId), isNull(callerSubscriptions.cancelledAt)))
          .returning({ phone: callerSubscriptions.phone });
        if (cancelled.length === 0) {
          return { outcome: 'not_open' as const };
        }
        const services = await tx.select({ title: callerPackages.title }).from(callerPackages).where(eq(callerPackages.id, packageId));
        const title = services[0]?.title ?? packageId;
        await endServiceOrder(tx, { phone, serviceType: ServiceType.VALUE_ADDED, packageName: title, overTime: expiresAt });
        await recordCallerOrder(tx, {
          phone,
          service: { packageId, title },
          action: 'cancel',
          now,
          details: [{ title: '失效时间', content: isImmediate ? '立即失效' : `${formatChinaDate(expiresAt)}起失效（本月可继续使用）` }],
        });
        const balance = await tx.select({ balanceFen: subscribers.balanceFen }).from(subscribers).where(eq(subscribers.phone, phone));
        return { outcome: 'done' as const, balanceFen: balance[0]?.balanceFen ?? 0, chargedFen: 0 };
      });
    },
  };
}
