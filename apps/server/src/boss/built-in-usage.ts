import { isInService, type NumberState } from '@hall/contract/number-state';
import { listStateChangesSince, stateAt, tryMoveNumber } from './number-state-machine.ts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/connection.ts';
import { balanceLedger, billingRuns, subscribers, usageCharges, usageDays, usageRecords } from '../db/schema.ts';
import { formatChinaMonth } from '@hall/contract/china-time';
import { BillItem } from './bill-items.ts';
import { queueAutoTopUpCheck } from './auto-top-up-trigger.ts';
import { addToMonthlyBill } from './built-in-billing.ts';
import { recordMonthlyFee } from './built-in-monthly-run.ts';
import { processDueSmsRegisterRequests, type SmsRegisterProcessing } from './built-in-sms-register.ts';
import { screenIncomingUsage } from './call-protection.ts';
import { isBarredAt, listReportsOverlapping } from './loss-reports.ts';
import { addUpDays, monthBounds, rateNumberMonth } from './rated-month.ts';
import type { UsageBoss, UsageEvent } from './usage-boss.ts';
import { queueUsageAlertCheck } from './usage-alert-checks.ts';

/** Charges what a month's re-rated usage grew by since it was last charged; one ledger entry per batch. */
async function chargeMonth(tx: Executor, phone: string, packageId: string, month: string, chargedAt: Date): Promise<void> {
  const { rating } = await rateNumberMonth(tx, phone, packageId, month);
  const charged = (
    await tx
      .select()
      .from(usageCharges)
      .where(and(eq(usageCharges.phone, phone), eq(usageCharges.billMonth, month)))
  )[0];
  // A pack bought after the day's daily packs were charged can lower the rating: nothing is refunded.
  const delta = {
    data: Math.max(0, rating.fen.data - (charged?.dataFen ?? 0)),
    voice: Math.max(0, rating.fen.voice - (charged?.voiceFen ?? 0)),
    sms: Math.max(0, rating.fen.sms - (charged?.smsFen ?? 0)),
  };
  const totalFen = delta.data + delta.voice + delta.sms;
  if (totalFen === 0) {
    return;
  }
  const sequence = (charged?.sequence ?? 0) + 1;
  const next = {
    dayPackCount: Math.max(rating.dayPackCount, charged?.dayPackCount ?? 0),
    dataFen: (charged?.dataFen ?? 0) + delta.data,
    voiceFen: (charged?.voiceFen ?? 0) + delta.voice,
    smsFen: (charged?.smsFen ?? 0) + delta.sms,
    sequence,
  };
  await tx
    .insert(usageCharges)
    .values({ phone, billMonth: month, ...next })
    .onConflictDoUpdate({ target: [usageCharges.phone, usageCharges.billMonth], set: next });
  const updated = await tx
    .update(subscribers)
    .set({ balanceFen: sql`${subscribers.balanceFen} - ${totalFen}` })
    .where(eq(subscribers.phone, phone))
    .returning({ balanceFen: subscribers.balanceFen, status: subscribers.status });
  const after = updated[0];
  if (!after) {
    return;
  }
  await tx.insert(balanceLedger).values({
    phone,
    changeFen: -totalFen,
    balanceAfterFen: after.balanceFen,
    reason: 'usage',
    reference: `usage:${phone}:${month}:${sequence}`,
    createdAt: chargedAt,
  });
  await queueAutoTopUpCheck(tx, { phone, balanceAfterFen: after.balanceFen, reference: `usage:${phone}:${month}:${sequence}`, now: chargedAt });
  await addToMonthlyBill(tx, { phone, itemName: BillItem.DATA, amountFen: delta.data, chargedAt });
  await addToMonthlyBill(tx, { phone, itemName: BillItem.VOICE, amountFen: delta.voice, chargedAt });
  await addToMonthlyBill(tx, { phone, itemName: BillItem.SMS, amountFen: delta.sms, chargedAt });
  // Usage arriving after the run closed its month: the month's total for invoicing follows it.
  const closed = await tx
    .select({ phone: billingRuns.phone })
    .from(billingRuns)
    .where(and(eq(billingRuns.phone, phone), eq(billingRuns.billMonth, month)));
  if (closed.length > 0) {
    await recordMonthlyFee(tx, phone, month);
  }
  if (after.balanceFen < 0) {
    await tryMoveNumber(tx, { phone, transition: 'fellIntoDebt', now: chargedAt });
  }
}

/**
 * Records one number's events in the caller's transaction, with the subscriber row locked: the new
 * records go into their days, and each month they touch is re-rated and charged by what it grew.
 */
/** A number reported lost is barred: what it used while a report was in force is not recorded. */
async function dropBarredUsage(tx: Executor, phone: string, events: UsageEvent[]): Promise<UsageEvent[]> {
  const times = events.map((event) => event.occurredAt.getTime());
  const first = times.reduce((earliest, time) => Math.min(earliest, time));
  const last = times.reduce((latest, time) => Math.max(latest, time));
  const reports = await listReportsOverlapping(tx, phone, new Date(first), new Date(last));
  return reports.length === 0 ? events : events.filter((event) => !isBarredAt(reports, event.occurredAt));
}

/**
 * A number out of service (suspended, pre-cancelled) carries no traffic: what the network reports
 * for a time it was stopped is not the owner's usage and is not charged. A late record of a time
 * it was in service still is.
 */
async function dropOutOfServiceUsage(tx: Executor, phone: string, current: NumberState, events: UsageEvent[]): Promise<UsageEvent[]> {
  const first = new Date(Math.min(...events.map((event) => event.occurredAt.getTime())));
  const changes = await listStateChangesSince(tx, phone, first);
  return events.filter((event) => isInService(stateAt(changes, current, event.occurredAt)));
}

export async function recordNumberUsage(tx: Executor, phone: string, events: UsageEvent[], now: Date): Promise<{ recorded: number; intercepted: number }> {
  const none = { recorded: 0, intercepted: 0 };
  const locked = await tx
    .select({ status: subscribers.status, packageId: subscribers.packageId })
    .from(subscribers)
    .where(eq(subscribers.phone, phone))
    .for('update');
  const subscriber = locked[0];
  if (!subscriber || subscriber.status === 'cancelled' || events.length === 0) {
    return none;
  }
  const inService = await dropOutOfServiceUsage(tx, phone, subscriber.status, events);
  const unbarred = inService.length === 0 ? [] : await dropBarredUsage(tx, phone, inService);
  if (unbarred.length === 0) {
    return none;
  }
  // Received messages the do-not-disturb registration rejects, and received calls and messages call
  // protection blocks, are intercepted, not delivered.
  const { delivered: allowed, intercepted } = await screenIncomingUsage(tx, phone, unbarred, now);
  if (allowed.length === 0) {
    return { recorded: 0, intercepted };
  }
  const inserted = await tx
    .insert(usageRecords)
    .values(
      allowed.map((event) => ({
        eventId: event.eventId,
        phone,
        occurredAt: event.occurredAt,
        kind: event.kind,
        otherParty: event.kind === 'data' ? null : event.otherParty,
        seconds: event.kind === 'voice_out' || event.kind === 'voice_in' ? event.seconds : null,
        messageCount: event.kind === 'sms_out' || event.kind === 'sms_in' ? event.count : null,
        megabytes: event.kind === 'data' ? event.megabytes : null,
        pool: event.kind === 'data' ? event.pool : null,
      })),
    )
    .onConflictDoNothing()
    .returning({ eventId: usageRecords.eventId });
  const newIds = new Set(inserted.map((row) => row.eventId));
  // An id repeated within the batch counts once, like one repeated across batches.
  const fresh = [...new Map(allowed.map((event) => [event.eventId, event])).values()].filter((event) => newIds.has(event.eventId));
  if (fresh.length === 0) {
    return { recorded: 0, intercepted };
  }
  for (const [day, usage] of addUpDays(fresh)) {
    await tx
      .insert(usageDays)
      .values({ phone, day, ...usage })
      .onConflictDoUpdate({
        target: [usageDays.phone, usageDays.day],
        set: {
          generalMb: sql`${usageDays.generalMb} + ${usage.generalMb}`,
          directedMb: sql`${usageDays.directedMb} + ${usage.directedMb}`,
          voiceMinutes: sql`${usageDays.voiceMinutes} + ${usage.voiceMinutes}`,
          smsCount: sql`${usageDays.smsCount} + ${usage.smsCount}`,
        },
      });
  }
  const months = [...new Set(fresh.map((event) => formatChinaMonth(event.occurredAt)))].sort();
  for (const month of months) {
    // Charged now, on the bill of the month the usage happened in.
    const chargedAt = month === formatChinaMonth(now) ? now : new Date(monthBounds(month).end.getTime() - 1);
    await chargeMonth(tx, phone, subscriber.packageId, month, chargedAt);
  }
  await queueUsageAlertCheck(tx, phone, now);
  return { recorded: fresh.length, intercepted };
}

/**
 * The built-in back office's usage feed: one transaction per number. Before a number's received
 * messages are looked at, its do-not-disturb requests that are due are carried out, so a
 * registration done by now filters them whether or not a page read it since.
 */
export function createBuiltInUsage(db: Db, now: () => Date, smsRegisterProcessing: SmsRegisterProcessing): UsageBoss {
  return {
    recordUsage: async (events) => {
      const byPhone = new Map<string, UsageEvent[]>();
      for (const event of events) {
        byPhone.set(event.phone, [...(byPhone.get(event.phone) ?? []), event]);
      }
      let recorded = 0;
      let intercepted = 0;
      for (const [phone, phoneEvents] of byPhone) {
        if (phoneEvents.some((event) => event.kind === 'sms_in')) {
          await processDueSmsRegisterRequests(db, smsRegisterProcessing, phone, now());
        }
        const result = await db.transaction((tx) => recordNumberUsage(tx, phone, phoneEvents, now()));
        recorded += result.recorded;
        intercepted += result.intercepted;
      }
      return { recorded, intercepted };
    },
  };
}
