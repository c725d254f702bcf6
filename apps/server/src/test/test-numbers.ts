import type { subscribers } from '../db/schema.ts';

type SubscriberRow = typeof subscribers.$inferInsert;

const DAY_MS = 86_400_000;

/**
 * A number of the operator for a test that needs one of its own: 测试 on 标准卡A in 北京, ¥50, in
 * service since a year and a bit, its SIM's ICCID made from the number. Overrides change the rest.
 */
export function testNumberRow(phone: string, now: Date, overrides: Partial<SubscriberRow> = {}): SubscriberRow {
  return {
    phone,
    ownerName: '测试',
    idNumber: '110105199003071234',
    idLast6: '071234',
    status: 'normal',
    packageId: 'PKG_STD_A',
    joinedAt: new Date(now.getTime() - 400 * DAY_MS),
    province: '北京',
    city: '北京',
    balanceFen: 5000,
    iccid: `8986${phone}00000`,
    stateSince: now,
    ...overrides,
  };
}
