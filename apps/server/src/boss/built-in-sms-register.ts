import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/connection.ts';
import {
  smsIndustryCategories,
  smsInterceptions,
  smsRegisterCategories,
  smsRegisterNumbers,
  smsRegisterRequests,
  smsRegisterSubscriptions,
  usageRecords,
} from '../db/schema.ts';
import { maskPhone } from '../platform/masking.ts';
import { moveServiceOrder, recordServiceOrder, type NewServiceOrder } from './service-orders.ts';
import type { SmsRegisterBoss, SmsRegisterRequest } from './sms-register-boss.ts';
import type { UsageEvent } from './usage-boss.ts';

export interface SmsRegisterProcessing {
  /** How long the back office takes to carry out a request. */
  delaySeconds: number;
}

/** How far back the progress table looks. */
const REQUEST_HISTORY_DAYS = 7;

const SERVICE_NAME = '短信防骚扰';
const REQUEST_NAME = {
  category: { add: '登记拒收行业', delete: '取消拒收行业' },
  number: { add: '添加拒收号码', delete: '删除拒收号码' },
} as const;

const requestReference = (requestId: number) => `request:${requestId}`;

/** Each request is an order, 待审核 while the back office processes it (docs/account-services.md). */
function describeRequestOrder(request: typeof smsRegisterRequests.$inferSelect, categoryNames: Map<string, string>): NewServiceOrder {
  const name = `${SERVICE_NAME}-${REQUEST_NAME[request.target][request.pickType]}`;
  // A rejected mobile number is someone's number, so it is masked; service numbers (106…, 95…) are not.
  const items = request.items
    .split(',')
    .filter((item) => item.length > 0)
    .map((item) => (request.target === 'category' ? (categoryNames.get(item) ?? item) : /^1[3-9]\d{9}$/.test(item) ? maskPhone(item) : item))
    .join('、');
  return {
    kind: 'smsRegister',
    reference: requestReference(request.id),
    phone: request.phone,
    name,
    checkStatus: '待审核',
    summary: items,
    details: [
      { title: '业务名称', content: name },
      { title: request.target === 'category' ? '行业' : '号码', content: items },
    ],
    tips: '申请正在处理中，办结后即生效，进度可在短信防骚扰页面查看。',
    createdAt: request.createdAt,
  };
}

/** Ordering and unsubscribing the service are orders too, done at once. */
function describeServiceOrder(phone: string, action: 'order' | 'unsubscribe', now: Date): NewServiceOrder {
  const name = `${SERVICE_NAME}${action === 'order' ? '开通' : '退订'}`;
  return {
    kind: 'smsRegister',
    // Each order and unsubscribe is its own order; the subscription's row already refuses a repeat.
    reference: `${phone}:${action}:${randomUUID()}`,
    phone,
    name,
    checkStatus: '审核通过',
    summary: SERVICE_NAME,
    details: [
      { title: '业务名称', content: name },
      { title: '生效时间', content: '立即生效' },
    ],
    tips: action === 'order' ? '' : '已登记的拒收行业和号码已一并取消。',
    createdAt: now,
  };
}

/**
 * Carries out the number's requests that are `delaySeconds` old (the simulated back office): what
 * they add or remove is registered, and their orders pass. Runs when the registration or the
 * number's orders are read or changed.
 */
export async function processDueSmsRegisterRequests(db: Executor, processing: SmsRegisterProcessing, phone: string, now: Date): Promise<void> {
  const dueBefore = new Date(now.getTime() - processing.delaySeconds * 1000);
  await db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(smsRegisterRequests)
      .where(and(eq(smsRegisterRequests.phone, phone), eq(smsRegisterRequests.status, 'processing'), lte(smsRegisterRequests.createdAt, dueBefore)))
      .orderBy(asc(smsRegisterRequests.id))
      .for('update');
    for (const request of due) {
      const items = request.items.split(',').filter((item) => item.length > 0);
      const doneAt = new Date(request.createdAt.getTime() + processing.delaySeconds * 1000);
      if (items.length > 0 && request.target === 'category' && request.pickType === 'add') {
        await tx
          .insert(smsRegisterCategories)
          .values(items.map((categoryCode) => ({ phone, categoryCode, registeredAt: doneAt })))
          .onConflictDoNothing();
      } else if (items.length > 0 && request.target === 'category') {
        await tx.delete(smsRegisterCategories).where(and(eq(smsRegisterCategories.phone, phone), inArray(smsRegisterCategories.categoryCode, items)));
      } else if (items.length > 0 && request.pickType === 'add') {
        await tx
          .insert(smsRegisterNumbers)
          .values(items.map((rejectedNumber) => ({ phone, rejectedNumber, registeredAt: doneAt })))
          .onConflictDoNothing();
      } else if (items.length > 0) {
        await tx.delete(smsRegisterNumbers).where(and(eq(smsRegisterNumbers.phone, phone), inArray(smsRegisterNumbers.rejectedNumber, items)));
      }
      await tx.update(smsRegisterRequests).set({ status: 'done', doneAt }).where(eq(smsRegisterRequests.id, request.id));
      await moveServiceOrder(tx, {
        kind: 'smsRegister',
        reference: requestReference(request.id),
        checkStatus: '审核通过',
        addDetails: [{ title: '办理结果', content: '已生效' }],
        now: doneAt,
      });
    }
  });
}

type IncomingSms = Extract<UsageEvent, { kind: 'sms_in' }>;

/**
 * Why a received message is intercepted, or null when it is delivered: a rejected sender or a
 * registered industry category, each only from the moment its request was done (registered_at).
 */
function findInterceptionReason(
  event: IncomingSms,
  registered: { categories: { code: string; since: Date }[]; numbers: { number: string; since: Date }[] },
): 'number' | 'category' | null {
  if (registered.numbers.some((row) => row.number === event.otherParty && row.since <= event.occurredAt)) {
    return 'number';
  }
  if (event.category && registered.categories.some((row) => row.code === event.category && row.since <= event.occurredAt)) {
    return 'category';
  }
  return null;
}

/**
 * The SMS do-not-disturb registration taking effect, in the usage feed's transaction: received
 * messages (sms_in) that the number's done registration rejects are kept in `sms_interceptions`
 * and left out of what is delivered (recorded as usage). Pending requests do not filter yet (their
 * rows are written when done), and unsubscribing removes the rows, so nothing is filtered after it.
 * An event id keeps the fate it first had: one already delivered is not intercepted later, one
 * intercepted is never delivered later.
 */
export async function interceptIncomingSms(
  tx: Executor,
  phone: string,
  events: UsageEvent[],
  now: Date,
): Promise<{ delivered: UsageEvent[]; intercepted: number }> {
  const incoming = events.filter((event): event is IncomingSms => event.kind === 'sms_in');
  if (incoming.length === 0) {
    return { delivered: events, intercepted: 0 };
  }
  const incomingIds = [...new Set(incoming.map((event) => event.eventId))];
  // One after another: a transaction is one connection, which runs one statement at a time.
  const categories = await tx
    .select({ code: smsRegisterCategories.categoryCode, since: smsRegisterCategories.registeredAt })
    .from(smsRegisterCategories)
    .where(eq(smsRegisterCategories.phone, phone));
  const numbers = await tx
    .select({ number: smsRegisterNumbers.rejectedNumber, since: smsRegisterNumbers.registeredAt })
    .from(smsRegisterNumbers)
    .where(eq(smsRegisterNumbers.phone, phone));
  const interceptedBefore = await tx.select({ eventId: smsInterceptions.eventId }).from(smsInterceptions).where(inArray(smsInterceptions.eventId, incomingIds));
  const kept = new Set(interceptedBefore.map((row) => row.eventId));
  const toIntercept = new Map<string, { event: IncomingSms; reason: 'number' | 'category' }>();
  for (const event of incoming) {
    const reason = kept.has(event.eventId) ? null : findInterceptionReason(event, { categories, numbers });
    if (reason && !toIntercept.has(event.eventId)) {
      toIntercept.set(event.eventId, { event, reason });
    }
  }
  if (toIntercept.size > 0) {
    const delivered = await tx
      .select({ eventId: usageRecords.eventId })
      .from(usageRecords)
      .where(inArray(usageRecords.eventId, [...toIntercept.keys()]));
    for (const row of delivered) {
      toIntercept.delete(row.eventId);
    }
  }
  let intercepted = 0;
  if (toIntercept.size > 0) {
    const inserted = await tx
      .insert(smsInterceptions)
      .values(
        [...toIntercept.values()].map(({ event, reason }) => ({
          eventId: event.eventId,
          phone,
          sender: event.otherParty,
          categoryCode: event.category ?? null,
          reason,
          messageCount: event.count,
          occurredAt: event.occurredAt,
          interceptedAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning({ eventId: smsInterceptions.eventId });
    intercepted = inserted.length;
  }
  const notDelivered = new Set([...kept, ...toIntercept.keys()]);
  return { delivered: events.filter((event) => event.kind !== 'sms_in' || !notDelivered.has(event.eventId)), intercepted };
}

/**
 * The SMS do-not-disturb service on our own tables. The back office's processing is simulated:
 * a request is carried out once it is `delaySeconds` old, when the registration is next read or
 * changed, so no timer has to run and every instance sees the same result.
 */
export function createBuiltInSmsRegisterBoss(db: Db, processing: SmsRegisterProcessing): SmsRegisterBoss {
  const processDueRequests = (phone: string, now: Date) => processDueSmsRegisterRequests(db, processing, phone, now);

  const findSmsOrder = async (phone: string) => {
    const rows = await db.select().from(smsRegisterSubscriptions).where(eq(smsRegisterSubscriptions.phone, phone)).limit(1);
    return rows[0]?.orderedAt ?? null;
  };

  return {
    listIndustryCategories: () =>
      db
        .select({ code: smsIndustryCategories.code, name: smsIndustryCategories.name })
        .from(smsIndustryCategories)
        .orderBy(asc(smsIndustryCategories.sortOrder)),

    findSmsOrder,

    orderSmsService: async (phone, now) =>
      db.transaction(async (tx) => {
        const inserted = await tx
          .insert(smsRegisterSubscriptions)
          .values({ phone, orderedAt: now })
          .onConflictDoNothing()
          .returning({ phone: smsRegisterSubscriptions.phone });
        if (inserted.length === 0) {
          return false;
        }
        await recordServiceOrder(tx, describeServiceOrder(phone, 'order', now));
        return true;
      }),

    unsubscribeSmsService: async (phone, now) =>
      db.transaction(async (tx) => {
        const deleted = await tx
          .delete(smsRegisterSubscriptions)
          .where(eq(smsRegisterSubscriptions.phone, phone))
          .returning({ phone: smsRegisterSubscriptions.phone });
        if (deleted.length === 0) {
          return false;
        }
        await tx.delete(smsRegisterCategories).where(eq(smsRegisterCategories.phone, phone));
        await tx.delete(smsRegisterNumbers).where(eq(smsRegisterNumbers.phone, phone));
        const cancelled = await tx
          .update(smsRegisterRequests)
          .set({ status: 'cancelled', doneAt: now })
          .where(and(eq(smsRegisterRequests.phone, phone), eq(smsRegisterRequests.status, 'processing')))
          .returning({ id: smsRegisterRequests.id });
        for (const request of cancelled) {
          await moveServiceOrder(tx, {
            kind: 'smsRegister',
            reference: requestReference(request.id),
            checkStatus: '订单已失效',
            addDetails: [{ title: '失效原因', content: '已退订短信防骚扰业务，未办结的申请随之取消' }],
            now,
          });
        }
        await recordServiceOrder(tx, describeServiceOrder(phone, 'unsubscribe', now));
        return true;
      }),

    readSmsRegistration: async (phone, now) => {
      const orderedAt = await findSmsOrder(phone);
      if (!orderedAt) {
        return null;
      }
      await processDueRequests(phone, now);
      const historyStart = new Date(now.getTime() - REQUEST_HISTORY_DAYS * 24 * 3600 * 1000);
      const [categories, numbers, requests] = await Promise.all([
        db
          .select({ code: smsRegisterCategories.categoryCode })
          .from(smsRegisterCategories)
          .innerJoin(smsIndustryCategories, eq(smsIndustryCategories.code, smsRegisterCategories.categoryCode))
          .where(eq(smsRegisterCategories.phone, phone))
          .orderBy(asc(smsIndustryCategories.sortOrder)),
        db
          .select({ number: smsRegisterNumbers.rejectedNumber })
          .from(smsRegisterNumbers)
          .where(eq(smsRegisterNumbers.phone, phone))
          .orderBy(desc(smsRegisterNumbers.registeredAt), asc(smsRegisterNumbers.rejectedNumber)),
        db
          .select()
          .from(smsRegisterRequests)
          .where(
            and(
              eq(smsRegisterRequests.phone, phone),
              ne(smsRegisterRequests.status, 'cancelled'),
              gt(smsRegisterRequests.createdAt, historyStart),
              // A new order starts a new history.
              gte(smsRegisterRequests.createdAt, orderedAt),
            ),
          )
          .orderBy(desc(smsRegisterRequests.id))
          .limit(50),
      ]);
      return {
        orderedAt,
        categoryCodes: categories.map((row) => row.code),
        rejectedNumbers: numbers.map((row) => row.number),
        requests: requests.map((row): SmsRegisterRequest => ({
          id: row.id,
          target: row.target,
          pickType: row.pickType,
          items: row.items.split(',').filter((item) => item.length > 0),
          status: row.status === 'done' ? 'done' : 'processing',
          createdAt: row.createdAt,
        })),
      };
    },

    listSmsInterceptions: async (phone, since, limit) => {
      const inWindow = and(eq(smsInterceptions.phone, phone), gte(smsInterceptions.occurredAt, since));
      const [rows, totals] = await Promise.all([
        db
          .select({
            id: smsInterceptions.id,
            occurredAt: smsInterceptions.occurredAt,
            sender: smsInterceptions.sender,
            categoryCode: smsInterceptions.categoryCode,
            categoryName: smsIndustryCategories.name,
            reason: smsInterceptions.reason,
            count: smsInterceptions.messageCount,
          })
          .from(smsInterceptions)
          .leftJoin(smsIndustryCategories, eq(smsIndustryCategories.code, smsInterceptions.categoryCode))
          .where(inWindow)
          .orderBy(desc(smsInterceptions.occurredAt), desc(smsInterceptions.id))
          .limit(limit),
        db
          .select({ total: sql<number>`coalesce(sum(${smsInterceptions.messageCount}), 0)`.mapWith(Number) })
          .from(smsInterceptions)
          .where(inWindow),
      ]);
      return { total: totals[0]?.total ?? 0, list: rows };
    },

    submitSmsRegisterChanges: async (phone, changes, now) => {
      const rows = [
        { target: 'category' as const, pickType: 'add' as const, items: changes.addTypes },
        { target: 'category' as const, pickType: 'delete' as const, items: changes.deleteTypes },
        { target: 'number' as const, pickType: 'add' as const, items: changes.addNumbers },
        { target: 'number' as const, pickType: 'delete' as const, items: changes.deleteNumbers },
      ].filter((row) => row.items.length > 0);
      if (rows.length === 0) {
        return 0;
      }
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(smsRegisterRequests)
          .values(
            rows.map((row) => ({
              phone,
              target: row.target,
              pickType: row.pickType,
              items: row.items.join(','),
              status: 'processing' as const,
              createdAt: now,
            })),
          )
          .returning();
        const categories = await tx.select({ code: smsIndustryCategories.code, name: smsIndustryCategories.name }).from(smsIndustryCategories);
        const nameOf = new Map(categories.map((category) => [category.code, category.name]));
        for (const request of inserted) {
          await recordServiceOrder(tx, describeRequestOrder(request, nameOf));
        }
        return inserted.length;
      });
    },
  };
}
