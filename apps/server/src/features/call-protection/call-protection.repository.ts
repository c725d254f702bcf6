import { and, asc, count, desc, eq, gte, inArray, notInArray } from 'drizzle-orm';
import type { MarkedCategoryCode } from '@hall/contract/call-protection/rules';
import type { Executor } from '../../db/connection.ts';
import { callInterceptions, callProtectionCategories, callProtectionEntries, callProtectionSettings, markedNumberCategories } from '../../db/schema.ts';

// SQL of call protection's settings (one row per number, its listed numbers and ranges, its blocked
// categories) and of its interception log.

export interface StoredProtection {
  enabledSince: Date | null;
  updatedAt: Date | null;
  numbers: string[];
  prefixes: string[];
  categories: MarkedCategoryCode[];
}

export interface ProtectionChange {
  enabled: boolean;
  numbers: string[];
  prefixes: string[];
  categories: MarkedCategoryCode[];
}

export async function readStoredProtection(executor: Executor, phone: string): Promise<StoredProtection> {
  const [settings, entries, categories] = await Promise.all([
    executor.select().from(callProtectionSettings).where(eq(callProtectionSettings.phone, phone)),
    executor
      .select({ kind: callProtectionEntries.kind, value: callProtectionEntries.value })
      .from(callProtectionEntries)
      .where(eq(callProtectionEntries.phone, phone))
      .orderBy(asc(callProtectionEntries.position), asc(callProtectionEntries.value)),
    executor
      .select({ code: callProtectionCategories.categoryCode })
      .from(callProtectionCategories)
      .innerJoin(markedNumberCategories, eq(markedNumberCategories.code, callProtectionCategories.categoryCode))
      .where(eq(callProtectionCategories.phone, phone))
      .orderBy(asc(markedNumberCategories.sortOrder)),
  ]);
  return {
    enabledSince: settings[0]?.enabledSince ?? null,
    updatedAt: settings[0]?.updatedAt ?? null,
    numbers: entries.filter((entry) => entry.kind === 'number').map((entry) => entry.value),
    prefixes: entries.filter((entry) => entry.kind === 'prefix').map((entry) => entry.value),
    categories: categories.map((row) => row.code as MarkedCategoryCode),
  };
}

/**
 * Replaces a number's settings in one transaction, its settings row locked first (so two saves at
 * once are applied one after the other). What stays listed keeps the time it was added, what is new
 * counts from now, and turning protection on starts it now (staying on keeps its start).
 */
export async function replaceProtection(executor: Executor, phone: string, change: ProtectionChange, now: Date): Promise<void> {
  await executor.transaction(async (tx) => {
    await tx.insert(callProtectionSettings).values({ phone, enabledSince: null, updatedAt: now }).onConflictDoNothing();
    const [locked] = await tx.select().from(callProtectionSettings).where(eq(callProtectionSettings.phone, phone)).for('update');
    const enabledSince = change.enabled ? (locked?.enabledSince ?? now) : null;
    await tx.update(callProtectionSettings).set({ enabledSince, updatedAt: now }).where(eq(callProtectionSettings.phone, phone));
    for (const kind of ['number', 'prefix'] as const) {
      const values = kind === 'number' ? change.numbers : change.prefixes;
      const ofKind = and(eq(callProtectionEntries.phone, phone), eq(callProtectionEntries.kind, kind));
      await tx.delete(callProtectionEntries).where(values.length === 0 ? ofKind : and(ofKind, notInArray(callProtectionEntries.value, values)));
      for (const [position, value] of values.entries()) {
        await tx
          .insert(callProtectionEntries)
          .values({ phone, kind, value, position, addedAt: now })
          .onConflictDoUpdate({ target: [callProtectionEntries.phone, callProtectionEntries.kind, callProtectionEntries.value], set: { position } });
      }
    }
    const ofPhone = eq(callProtectionCategories.phone, phone);
    await tx
      .delete(callProtectionCategories)
      .where(change.categories.length === 0 ? ofPhone : and(ofPhone, notInArray(callProtectionCategories.categoryCode, change.categories)));
    if (change.categories.length > 0) {
      await tx
        .insert(callProtectionCategories)
        .values(change.categories.map((categoryCode) => ({ phone, categoryCode, addedAt: now })))
        .onConflictDoNothing();
    }
  });
}

/** A page of a number's interceptions since `since` (its current owner's), newest first, and how many there are. */
export async function listCallInterceptions(executor: Executor, phone: string, since: Date | null, page: { limit: number; offset: number }) {
  const where = and(eq(callInterceptions.phone, phone), since ? gte(callInterceptions.occurredAt, since) : undefined);
  const [rows, totals] = await Promise.all([
    executor
      .select()
      .from(callInterceptions)
      .where(where)
      .orderBy(desc(callInterceptions.occurredAt), desc(callInterceptions.id))
      .limit(page.limit)
      .offset(page.offset),
    executor.select({ total: count() }).from(callInterceptions).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** Which of these numbers the number lists itself now (their calls are shown whole in its log). */
export async function findListedNumbers(executor: Executor, phone: string, numbers: string[]): Promise<Set<string>> {
  if (numbers.length === 0) {
    return new Set();
  }
  const rows = await executor
    .select({ value: callProtectionEntries.value })
    .from(callProtectionEntries)
    .where(and(eq(callProtectionEntries.phone, phone), eq(callProtectionEntries.kind, 'number'), inArray(callProtectionEntries.value, numbers)));
  return new Set(rows.map((row) => row.value));
}
