import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { packageChangeOrders, subscribers } from '../../db/schema.ts';
import { formatChinaDate } from '@hall/contract/china-time';
import { canRunFleet, FLEET_NEEDS_POSTGRESQL, useFleet } from '../../test/second-instance.ts';
import { applyDuePackageChanges } from './package-change.schedule.ts';

// Two server instances on one PostgreSQL database sweep the package changes that fell due at the
// same moment: each change takes effect once, each number ends on its new package, and no sweep
// fails on the other's locks.

const TARGET = 'PKG_FLOW_59';
const fleet = useFleet();

describe.skipIf(!canRunFleet)(`package changes across two instances (skipped without PostgreSQL: ${FLEET_NEEDS_POSTGRESQL})`, () => {
  it('applies each change that fell due once when both instances sweep at once', async () => {
    const numbers = await fleet.api.deps.db
      .select({ phone: subscribers.phone, packageId: subscribers.packageId })
      .from(subscribers)
      .where(and(eq(subscribers.status, 'normal'), isNotNull(subscribers.packageId), ne(subscribers.packageId, TARGET)))
      .limit(12);
    expect(numbers.length).toBeGreaterThanOrEqual(4);
    const today = formatChinaDate(fleet.api.deps.now());
    for (const number of numbers) {
      await fleet.api.deps.boss.createPackageChange({
        phone: number.phone,
        fromPackageId: number.packageId ?? '',
        toPackageId: TARGET,
        effectiveDate: today,
        now: fleet.api.deps.now(),
      });
    }
    const phones = numbers.map((number) => number.phone);

    const results = await Promise.allSettled([
      applyDuePackageChanges(fleet.api.deps),
      applyDuePackageChanges(fleet.second.deps),
      applyDuePackageChanges(fleet.api.deps),
      applyDuePackageChanges(fleet.second.deps),
    ]);
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);

    const orders = await fleet.api.deps.db
      .select({ phone: packageChangeOrders.phone, status: packageChangeOrders.status, appliedAt: packageChangeOrders.appliedAt })
      .from(packageChangeOrders)
      .where(inArray(packageChangeOrders.phone, phones));
    expect(orders).toHaveLength(phones.length);
    expect(orders.every((order) => order.status === 'effective' && order.appliedAt !== null)).toBe(true);
    const switched = await fleet.api.deps.db.select({ packageId: subscribers.packageId }).from(subscribers).where(inArray(subscribers.phone, phones));
    expect(switched.every((number) => number.packageId === TARGET)).toBe(true);
    expect(await applyDuePackageChanges(fleet.second.deps)).toBe(0);
  });
});
