import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, realNameOrders, staffUsers } from '../../db/schema.ts';
import { migrate } from '../../db/migrate.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Orders issued before link ids were random (date + sequence) move to random ids with migration
// 0034; the migration is run again here over such an order and an application that names it.

const MIGRATION = '0034_public_link_capabilities.sql';
const LEGACY_ID = '20240301000017';

let api: TestApp;

beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

describe('migration 0034 on real-name orders', () => {
  it('gives an order with a date-and-sequence id a random link id; its application follows; the old id finds nothing', async () => {
    const { db } = api.deps;
    const [staff] = await db.select({ id: staffUsers.id }).from(staffUsers).limit(1);
    const now = api.deps.now();
    await db.insert(realNameOrders).values({
      id: LEGACY_ID,
      phone: '17012340002',
      reason: '开户时实名资料缺失',
      issuedBy: staff?.id ?? 0,
      status: 'waiting',
      createdAt: now,
      expiresAt: new Date(now.getTime() + 24 * 3600 * 1000),
    });
    await db.insert(applications).values({
      kind: 'realName',
      applicationNo: 'RN-LEGACY-0001',
      phone: '17012340002',
      bizNo: 'BZ-LEGACY-0001',
      form: { orderId: LEGACY_ID, sparePhone: '13800138000' },
      createdAt: now,
    });
    await db.execute(sql`delete from schema_migrations where name = ${MIGRATION}`);

    expect(await migrate(api.deps.database)).toEqual([MIGRATION]);

    const orders = await db.select().from(realNameOrders).where(eq(realNameOrders.phone, '17012340002'));
    expect(orders.map((order) => order.id)).not.toContain(LEGACY_ID);
    const moved = orders.find((order) => order.reason === '开户时实名资料缺失');
    expect(moved?.id).toMatch(/^[\w-]{32}$/);
    const [application] = await db.select().from(applications).where(eq(applications.applicationNo, 'RN-LEGACY-0001'));
    expect(application?.form.orderId).toBe(moved?.id);
    expect(await api.call('GET_PHONE_BY_ID', { id: LEGACY_ID })).toMatchObject({ code: -100, msg: '订单不存在，请重新扫码' });
    expect(await api.call('GET_PHONE_BY_ID', { id: moved?.id ?? '' })).toMatchObject({ code: 1, data: { serviceId: '170****0002' } });
  });
});
