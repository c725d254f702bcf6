// What made a month's bill what it is, read from the records that charged it: the caller services
// and flow packs paid from the balance, a package change that took effect, the days usage went
// beyond the package, and how many days the number was charged the package or the keep fee. The
// bill's explanation (账单解读) and the month's forecast are built from these, never from text.
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { chinaDaysBetween, chinaMonthBounds, findStartOfChinaDay, formatChinaDate, formatChinaMonth } from '@hall/contract/china-time';
import type { Db } from '../db/connection.ts';
import { balanceLedger, billItems, callerPackages, packageChangeOrders, packages, serviceOrders, subscribers } from '../db/schema.ts';
import { BillItem } from './bill-items.ts';
import type { BillFacts, MonthForecast } from './boss.ts';
import { closedMonthCharges, countChargedDays, findPackageOfMonth, readDayCharges } from './built-in-monthly-run.ts';
import { readCreditSettings } from './credit-settings.ts';
import { monthBounds, readRatingInput } from './rated-month.ts';
import { findUsageFeeDays, projectMonth } from './usage-fee-days.ts';

async function findNumber(db: Db, phone: string) {
  const [row] = await db
    .select({ status: subscribers.status, packageId: subscribers.packageId, joinedAt: subscribers.joinedAt, cancelledAt: subscribers.cancelledAt })
    .from(subscribers)
    .where(eq(subscribers.phone, phone));
  return row ?? null;
}

async function readItems(db: Db, phone: string, month: string) {
  return db
    .select({ name: billItems.itemName, amountFen: billItems.amountFen })
    .from(billItems)
    .where(and(eq(billItems.phone, phone), eq(billItems.billMonth, month)))
    .orderBy(asc(billItems.sortOrder), asc(billItems.itemName));
}

/** Caller services whose monthly fee the balance paid in the month (a free reopening paid nothing). */
async function readCallerCharges(db: Db, phone: string, start: Date, end: Date) {
  const rows = await db
    .select({ title: callerPackages.title, reference: balanceLedger.reference, chargedAt: balanceLedger.createdAt })
    .from(balanceLedger)
    .leftJoin(callerPackages, sql`${callerPackages.id} = split_part(${balanceLedger.reference}, ':', 1)`)
    .where(
      and(eq(balanceLedger.phone, phone), eq(balanceLedger.reason, 'caller_service'), gte(balanceLedger.createdAt, start), lt(balanceLedger.createdAt, end)),
    )
    .orderBy(asc(balanceLedger.createdAt), asc(balanceLedger.id));
  return rows.map((row) => ({ title: row.title ?? '增值业务', chargedOn: formatChinaDate(row.chargedAt) }));
}

/** Flow packs opened from the balance in the month: their orders passed. */
async function readFlowPacks(db: Db, phone: string, start: Date, end: Date) {
  const rows = await db
    .select({ title: serviceOrders.summary, orderedAt: serviceOrders.createdAt })
    .from(serviceOrders)
    .where(
      and(
        eq(serviceOrders.phone, phone),
        eq(serviceOrders.kind, 'flowPack'),
        eq(serviceOrders.checkStatus, '审核通过'),
        gte(serviceOrders.createdAt, start),
        lt(serviceOrders.createdAt, end),
      ),
    )
    .orderBy(asc(serviceOrders.createdAt));
  return rows.map((row) => ({ title: row.title, orderedOn: formatChinaDate(row.orderedAt) }));
}

/** Package changes that took effect on a day of the month, with the packages' names. */
async function readPackageChanges(db: Db, phone: string, firstDay: string, nextFirstDay: string) {
  const changes = await db
    .select({ fromId: packageChangeOrders.fromPackageId, toId: packageChangeOrders.toPackageId, effectiveDate: packageChangeOrders.effectiveDate })
    .from(packageChangeOrders)
    .where(
      and(
        eq(packageChangeOrders.phone, phone),
        eq(packageChangeOrders.status, 'effective'),
        gte(packageChangeOrders.effectiveDate, firstDay),
        lt(packageChangeOrders.effectiveDate, nextFirstDay),
      ),
    )
    .orderBy(asc(packageChangeOrders.effectiveDate), asc(packageChangeOrders.id));
  if (changes.length === 0) {
    return [];
  }
  const ids = [...new Set(changes.flatMap((change) => [change.fromId, change.toId]))];
  const named = await db.select({ id: packages.id, name: packages.name }).from(packages).where(inArray(packages.id, ids));
  const nameOf = (id: string) => named.find((row) => row.id === id)?.name ?? id;
  return changes.map((change) => ({ fromName: nameOf(change.fromId), toName: nameOf(change.toId), effectiveDate: change.effectiveDate }));
}

async function readPackageOfMonth(db: Db, phone: string, currentPackageId: string, month: string) {
  const packageId = await findPackageOfMonth(db, phone, currentPackageId, chinaMonthBounds(month).end);
  const [pkg] = await db
    .select({ monthlyFeeFen: packages.monthlyFeeFen, isFirstMonthFree: packages.isFirstMonthFree })
    .from(packages)
    .where(eq(packages.id, packageId));
  return { packageId, monthlyFeeFen: pkg?.monthlyFeeFen ?? 0, isFirstMonthFree: pkg?.isFirstMonthFree ?? false };
}

/** The month's bill lines and what made them; null when the number is unknown. */
export async function readBillFacts(db: Db, phone: string, month: string): Promise<BillFacts | null> {
  const number = await findNumber(db, phone);
  if (!number) {
    return null;
  }
  const bounds = monthBounds(month);
  const pkg = await readPackageOfMonth(db, phone, number.packageId, month);
  const [items, callerServices, flowPacks, packageChanges, rating, chargeOfDay] = await Promise.all([
    readItems(db, phone, month),
    readCallerCharges(db, phone, bounds.start, bounds.end),
    readFlowPacks(db, phone, bounds.start, bounds.end),
    readPackageChanges(db, phone, bounds.firstDay, bounds.nextFirstDay),
    readRatingInput(db, phone, pkg.packageId, month),
    readDayCharges(db, phone, month, number.status),
  ]);
  const counted = countChargedDays(month, number, chargeOfDay);
  return {
    month,
    items,
    joined: counted.joinedThisMonth ? { day: formatChinaDate(number.joinedAt), isFirstMonthFree: pkg.isFirstMonthFree } : null,
    callerServices,
    flowPacks,
    packageChanges,
    usageFeeDays: findUsageFeeDays(rating.input),
    days: { inMonth: counted.days, packageFee: counted.packageFee, keepFee: counted.keepFee, nothing: counted.nothing },
  };
}

/**
 * This month's bill if the number stays in its state and the days left use what the days so far
 * used on average: the package and keep fees as the monthly run will charge them, what the balance
 * paid for services and packs so far, and the usage fees of the projected month.
 */
export async function forecastMonth(db: Db, phone: string, now: Date): Promise<MonthForecast | null> {
  const number = await findNumber(db, phone);
  if (!number || number.status === 'cancelled') {
    return null;
  }
  const month = formatChinaMonth(now);
  const bounds = monthBounds(month);
  const pkg = await readPackageOfMonth(db, phone, number.packageId, month);
  const [items, rating, chargeOfDay, { keepFeeFen }] = await Promise.all([
    readItems(db, phone, month),
    readRatingInput(db, phone, pkg.packageId, month),
    readDayCharges(db, phone, month, number.status),
    readCreditSettings(db),
  ]);
  const fixed = closedMonthCharges(month, { ...number, ...pkg }, chargeOfDay, keepFeeFen);
  const oneOffFen = items
    .filter((item) => item.name === BillItem.VALUE_ADDED || item.name === BillItem.FLOW_PACK)
    .reduce((sum, item) => sum + item.amountFen, 0);
  const today = formatChinaDate(findStartOfChinaDay(now));
  const lastDay = formatChinaDate(new Date(bounds.end.getTime() - 1));
  // A number that joined this month has used only the days since it joined.
  const joinedOn = formatChinaDate(number.joinedAt);
  const firstDay = joinedOn > bounds.firstDay ? joinedOn : bounds.firstDay;
  const projected = projectMonth(rating.input, { firstDay, today, lastDay });
  const usageFen = projected.fen.data + projected.fen.voice + projected.fen.sms;
  const packageFeeFen = fixed.packageFeeFen + fixed.keepFeeFen;
  return {
    month,
    amountFen: packageFeeFen + oneOffFen + usageFen,
    packageFeeFen,
    oneOffFen,
    usageFen,
    elapsedDays: chinaDaysBetween(firstDay, today) + 1,
    daysInMonth: Number(lastDay.slice(8, 10)),
  };
}
