import type { MarkedNumberView } from '@hall/contract/call-protection/schemas';
import { CallProtectionMessage, MARKED_NUMBERS_PAGE_SIZE, type MarkedCategoryCode } from '@hall/contract/call-protection/rules';
import { and, asc, count, eq, like } from 'drizzle-orm';
import type { AppDeps } from '../../deps.ts';
import { markedNumbers } from '../../db/schema.ts';
import { insertAuditEntry } from '../../domain/audit-log.ts';
import { invalid } from '../../platform/api-error.ts';
import type { AuthenticatedStaff } from '../../platform/staff-sessions.ts';

// 标记号码 (customer service): the back office's marked numbers. Call protection reads them as calls
// arrive, so a mark applies to the next call (from its marked_at on) and an unmarked number rings again.

const toView = (row: typeof markedNumbers.$inferSelect): MarkedNumberView => ({
  number: row.number,
  category: row.categoryCode as MarkedCategoryCode,
  reportCount: row.reportCount,
  source: row.source,
  markedAt: row.markedAt.toISOString(),
});

/** CONSOLE_MARKED_NUMBERS: a page of marked numbers by number, filtered by their first digits and category. */
export async function listMarkedNumbers(deps: AppDeps, filter: { number: string; category?: MarkedCategoryCode; page: number }) {
  const where = and(
    filter.number ? like(markedNumbers.number, `${filter.number}%`) : undefined,
    filter.category ? eq(markedNumbers.categoryCode, filter.category) : undefined,
  );
  const [rows, totals] = await Promise.all([
    deps.db
      .select()
      .from(markedNumbers)
      .where(where)
      .orderBy(asc(markedNumbers.number))
      .limit(MARKED_NUMBERS_PAGE_SIZE)
      .offset((filter.page - 1) * MARKED_NUMBERS_PAGE_SIZE),
    deps.db.select({ total: count() }).from(markedNumbers).where(where),
  ]);
  return { list: rows.map(toView), total: totals[0]?.total ?? 0, page: filter.page, pageSize: MARKED_NUMBERS_PAGE_SIZE };
}

/**
 * CONSOLE_SAVE_MARKED_NUMBER: marks a number (or changes its category), audit-logged in the same
 * transaction. A new mark counts from now; a changed category keeps the mark's time and count.
 */
export async function saveMarkedNumber(
  deps: AppDeps,
  staff: AuthenticatedStaff,
  input: { number: string; category: MarkedCategoryCode },
): Promise<MarkedNumberView> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(markedNumbers).where(eq(markedNumbers.number, input.number)).for('update');
    const [row] = before
      ? await tx.update(markedNumbers).set({ categoryCode: input.category }).where(eq(markedNumbers.number, input.number)).returning()
      : await tx
          .insert(markedNumbers)
          .values({ number: input.number, categoryCode: input.category, reportCount: 1, source: `客服${staff.displayName}`, markedAt: now })
          .onConflictDoUpdate({ target: markedNumbers.number, set: { categoryCode: input.category } })
          .returning();
    await insertAuditEntry(tx, {
      createdAt: now,
      staffId: staff.id,
      action: 'marked_number_save',
      subjectType: 'marked_number',
      subjectId: input.number,
      detail: { before: before?.categoryCode ?? null, after: input.category },
    });
    if (!row) {
      throw invalid(CallProtectionMessage.MARKED_NUMBER_NOT_FOUND);
    }
    return toView(row);
  });
}

/** CONSOLE_DELETE_MARKED_NUMBER: removes a mark (calls from the number ring again), audit-logged. */
export async function deleteMarkedNumber(deps: AppDeps, staff: AuthenticatedStaff, number: string): Promise<{ number: string }> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [deleted] = await tx.delete(markedNumbers).where(eq(markedNumbers.number, number)).returning();
    if (!deleted) {
      throw invalid(CallProtectionMessage.MARKED_NUMBER_NOT_FOUND);
    }
    await insertAuditEntry(tx, {
      createdAt: now,
      staffId: staff.id,
      action: 'marked_number_delete',
      subjectType: 'marked_number',
      subjectId: number,
      detail: { category: deleted.categoryCode },
    });
    return { number };
  });
}
