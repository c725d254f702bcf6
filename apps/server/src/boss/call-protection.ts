import type { CallInterceptionReason, MarkedCategoryCode } from '@hall/contract/call-protection/rules';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/connection.ts';
import { callInterceptions, callProtectionCategories, callProtectionEntries, callProtectionSettings, markedNumbers, usageRecords } from '../db/schema.ts';
import { interceptIncomingSms } from './built-in-sms-register.ts';
import type { UsageEvent } from './usage-boss.ts';

// Call protection (骚扰拦截) taking effect in the usage feed: a received call (voice_in) or message
// (sms_in) from a number the subscriber blocked, a range they blocked, or a number the back office
// marked with a category they block is kept in call_interceptions and never recorded as usage.

type IncomingEvent = Extract<UsageEvent, { kind: 'sms_in' }> | (Extract<UsageEvent, { kind: 'voice_out' | 'voice_in' }> & { kind: 'voice_in' });

interface Protection {
  enabledSince: Date;
  numbers: { value: string; since: Date }[];
  prefixes: { value: string; since: Date }[];
  categories: { code: string; since: Date }[];
  marked: Map<string, { categoryCode: string; since: Date }>;
}

interface Verdict {
  reason: CallInterceptionReason;
  matched: string;
  categoryCode: MarkedCategoryCode | null;
}

const isIncoming = (event: UsageEvent): event is IncomingEvent => event.kind === 'voice_in' || event.kind === 'sms_in';

/**
 * Why call protection blocks an event, or null: a listed number first, then the longest listed range,
 * then a blocked category of the caller's mark. Each rule counts from the time it was set (and the
 * protection from when it was last turned on), so what arrived before is not judged by it.
 */
export function judgeIncoming(event: IncomingEvent, protection: Protection): Verdict | null {
  const at = event.occurredAt;
  if (at < protection.enabledSince) {
    return null;
  }
  const caller = event.otherParty;
  if (protection.numbers.some((entry) => entry.value === caller && entry.since <= at)) {
    return { reason: 'number', matched: caller, categoryCode: null };
  }
  const range = protection.prefixes
    .filter((entry) => caller.startsWith(entry.value) && entry.since <= at)
    .sort((first, second) => second.value.length - first.value.length)[0];
  if (range) {
    return { reason: 'prefix', matched: range.value, categoryCode: null };
  }
  const mark = protection.marked.get(caller);
  if (mark && mark.since <= at && protection.categories.some((entry) => entry.code === mark.categoryCode && entry.since <= at)) {
    return { reason: 'category', matched: caller, categoryCode: mark.categoryCode as MarkedCategoryCode };
  }
  return null;
}

/** The number's protection as it stands, or null while it is off. */
async function readProtection(tx: Executor, phone: string, callers: string[]): Promise<Protection | null> {
  const [settings] = await tx.select().from(callProtectionSettings).where(eq(callProtectionSettings.phone, phone));
  if (!settings?.enabledSince) {
    return null;
  }
  // One after another: a transaction is one connection, which runs one statement at a time.
  const entries = await tx.select().from(callProtectionEntries).where(eq(callProtectionEntries.phone, phone));
  const categories = await tx.select().from(callProtectionCategories).where(eq(callProtectionCategories.phone, phone));
  const marked = callers.length === 0 ? [] : await tx.select().from(markedNumbers).where(inArray(markedNumbers.number, callers));
  const listed = (kind: 'number' | 'prefix') => entries.filter((entry) => entry.kind === kind).map((entry) => ({ value: entry.value, since: entry.addedAt }));
  return {
    enabledSince: settings.enabledSince,
    numbers: listed('number'),
    prefixes: listed('prefix'),
    categories: categories.map((row) => ({ code: row.categoryCode, since: row.addedAt })),
    marked: new Map(marked.map((row) => [row.number, { categoryCode: row.categoryCode, since: row.markedAt }])),
  };
}

/**
 * Call protection in the usage feed's transaction (the subscriber row locked): blocked incoming
 * events are kept in call_interceptions and left out of what is delivered. An event id keeps the fate
 * it first had: one delivered before is not intercepted later, one intercepted is never delivered.
 */
async function interceptProtectedEvents(
  tx: Executor,
  phone: string,
  events: UsageEvent[],
  now: Date,
): Promise<{ delivered: UsageEvent[]; intercepted: number }> {
  const incoming = events.filter(isIncoming);
  if (incoming.length === 0) {
    return { delivered: events, intercepted: 0 };
  }
  const protection = await readProtection(tx, phone, [...new Set(incoming.map((event) => event.otherParty))]);
  if (!protection) {
    return { delivered: events, intercepted: 0 };
  }
  const toIntercept = new Map<string, { event: IncomingEvent; verdict: Verdict }>();
  for (const event of incoming) {
    const verdict = toIntercept.has(event.eventId) ? null : judgeIncoming(event, protection);
    if (verdict) {
      toIntercept.set(event.eventId, { event, verdict });
    }
  }
  if (toIntercept.size === 0) {
    return { delivered: events, intercepted: 0 };
  }
  const deliveredBefore = await tx
    .select({ eventId: usageRecords.eventId })
    .from(usageRecords)
    .where(inArray(usageRecords.eventId, [...toIntercept.keys()]));
  for (const row of deliveredBefore) {
    toIntercept.delete(row.eventId);
  }
  let intercepted = 0;
  if (toIntercept.size > 0) {
    const inserted = await tx
      .insert(callInterceptions)
      .values(
        [...toIntercept.values()].map(({ event, verdict }) => ({
          eventId: event.eventId,
          phone,
          kind: event.kind === 'voice_in' ? ('call' as const) : ('sms' as const),
          otherParty: event.otherParty,
          reason: verdict.reason,
          matched: verdict.matched,
          categoryCode: verdict.categoryCode,
          seconds: event.kind === 'voice_in' ? event.seconds : null,
          messageCount: event.kind === 'sms_in' ? event.count : null,
          occurredAt: event.occurredAt,
          interceptedAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning({ eventId: callInterceptions.eventId });
    intercepted = inserted.length;
  }
  return { delivered: events.filter((event) => !toIntercept.has(event.eventId)), intercepted };
}

/**
 * What a number receives, screened in one place: an event call protection kept before stays kept;
 * received messages go through the SMS do-not-disturb registration (its interceptions win, as they
 * did before call protection), then calls and messages through call protection. Returns what is to
 * be recorded and how many interceptions are new.
 */
export async function screenIncomingUsage(
  tx: Executor,
  phone: string,
  events: UsageEvent[],
  now: Date,
): Promise<{ delivered: UsageEvent[]; intercepted: number }> {
  const incomingIds = [...new Set(events.filter(isIncoming).map((event) => event.eventId))];
  if (incomingIds.length === 0) {
    return { delivered: events, intercepted: 0 };
  }
  const keptBefore = await tx.select({ eventId: callInterceptions.eventId }).from(callInterceptions).where(inArray(callInterceptions.eventId, incomingIds));
  const kept = new Set(keptBefore.map((row) => row.eventId));
  const fresh = kept.size === 0 ? events : events.filter((event) => !kept.has(event.eventId));
  const afterSmsRegister = await interceptIncomingSms(tx, phone, fresh, now);
  const afterProtection = await interceptProtectedEvents(tx, phone, afterSmsRegister.delivered, now);
  return { delivered: afterProtection.delivered, intercepted: afterSmsRegister.intercepted + afterProtection.intercepted };
}
