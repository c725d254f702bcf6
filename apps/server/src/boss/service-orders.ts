import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/connection.ts';
import { serviceOrders } from '../db/schema.ts';
import { formatChinaDate } from '@hall/contract/china-time';
import { createNumericCode } from '../platform/secrets.ts';
import type { ServiceOrder } from './boss.ts';

// Every order a subscriber makes is a service order (/orderQuery, /orderDetail), written by the
// flow in its own transaction and moved by the flow (or the staff decision) that changes it.
// Which status each kind gets, and when one lapses, is in docs/account-services.md.

export type ServiceOrderKind = 'simReplacement' | 'packageChange' | 'callerService' | 'flowPack' | 'smsRegister' | 'staffAction' | 'numberKeeping';
export type ServiceOrderStatus = ServiceOrder['checkStatus'];
export type ServiceOrderDetail = { title: string; content: string };

/**
 * The first letters of the order number: the kind in pinyin initials (换卡, 套餐, 来电, 流量, 短信, 管理, 保号);
 * not BK, which starts the SIM replacement's application number.
 */
const OID_PREFIX: Record<ServiceOrderKind, string> = {
  simReplacement: 'HK',
  packageChange: 'TC',
  callerService: 'LD',
  flowPack: 'LL',
  smsRegister: 'DX',
  staffAction: 'GL',
  numberKeeping: 'BH',
};
const OID_RANDOM_DIGITS = 10;
const OID_ATTEMPTS = 5;

/** The title of the detail line that carries the order number. */
export const ORDER_NUMBER_TITLE = '订单编号';

export interface NewServiceOrder {
  kind: ServiceOrderKind;
  /** The flow's own row (application id, order id, request id): unique per kind. */
  reference: string;
  phone: string;
  /** The business, as the list shows it (业务名称). */
  name: string;
  checkStatus: ServiceOrderStatus;
  summary: string;
  details: ServiceOrderDetail[];
  tips?: string;
  createdAt: Date;
}

/** HK20260315 and ten random digits: readable, sortable by day, not guessable from another one. */
export function createOrderNumber(kind: ServiceOrderKind, createdAt: Date): string {
  return `${OID_PREFIX[kind]}${formatChinaDate(createdAt).replace(/-/g, '')}${createNumericCode(OID_RANDOM_DIGITS)}`;
}

const byReference = (kind: ServiceOrderKind, reference: string) => and(eq(serviceOrders.kind, kind), eq(serviceOrders.reference, reference));

/**
 * Records a service order once per (kind, reference): a repeat is a no-op and answers false. The
 * order number leads the details, so the detail page names the order it shows.
 */
export async function recordServiceOrder(db: Executor, order: NewServiceOrder): Promise<boolean> {
  for (let attempt = 0; attempt < OID_ATTEMPTS; attempt += 1) {
    const oid = createOrderNumber(order.kind, order.createdAt);
    // "Do nothing" on any conflict keeps the transaction usable, so an oid clash can be retried.
    const inserted = await db
      .insert(serviceOrders)
      .values({
        oid,
        kind: order.kind,
        reference: order.reference,
        phone: order.phone,
        name: order.name,
        checkStatus: order.checkStatus,
        summary: order.summary,
        details: [{ title: ORDER_NUMBER_TITLE, content: oid }, ...order.details],
        tips: order.tips ?? '',
        createdAt: order.createdAt,
      })
      .onConflictDoNothing()
      .returning({ oid: serviceOrders.oid });
    if (inserted.length > 0) {
      return true;
    }
    const existing = await db.select({ oid: serviceOrders.oid }).from(serviceOrders).where(byReference(order.kind, order.reference)).limit(1);
    if (existing.length > 0) {
      return false;
    }
  }
  throw new Error(`no free order number for ${order.kind} ${order.reference}`);
}

/** Detail lines with a new line replacing the one of the same title (the page keys lines by title). */
function mergeDetails(current: ServiceOrderDetail[], changes: ServiceOrderDetail[], dropTitles: string[]): ServiceOrderDetail[] {
  const merged = current.filter((line) => !dropTitles.includes(line.title));
  for (const change of changes) {
    const index = merged.findIndex((line) => line.title === change.title);
    if (index === -1) {
      merged.push(change);
    } else {
      merged[index] = change;
    }
  }
  return merged;
}

export interface ServiceOrderChange {
  kind: ServiceOrderKind;
  reference: string;
  checkStatus: ServiceOrderStatus;
  /** Lines to set (a reason, a new card): one whose title is already there replaces it. */
  addDetails?: ServiceOrderDetail[];
  /** Titles of lines that no longer hold (a refusal's reason once it passes). */
  dropDetails?: string[];
  tips?: string;
  now: Date;
}

/** Moves the order of a flow's row to a new status; false when the flow's row has no order. */
export async function moveServiceOrder(db: Executor, change: ServiceOrderChange): Promise<boolean> {
  const where = byReference(change.kind, change.reference);
  const [order] = await db.select({ details: serviceOrders.details }).from(serviceOrders).where(where).limit(1).for('update');
  if (!order) {
    return false;
  }
  await db
    .update(serviceOrders)
    .set({
      checkStatus: change.checkStatus,
      details: mergeDetails(order.details, change.addDetails ?? [], change.dropDetails ?? []),
      ...(change.tips === undefined ? {} : { tips: change.tips }),
      updatedAt: change.now,
    })
    .where(where);
  return true;
}
