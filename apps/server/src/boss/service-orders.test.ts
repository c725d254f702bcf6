import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/connection.ts';
import { migrate } from '../db/migrate.ts';
import { serviceOrders } from '../db/schema.ts';
import { seedDemoData } from '../seed/seed.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { createOrderNumber, moveServiceOrder, ORDER_NUMBER_TITLE, recordServiceOrder, type NewServiceOrder } from './service-orders.ts';

const CREATED_AT = new Date('2026-03-14T16:30:00Z');

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database);
  await seedDemoData(database.db, { demoAgentPassword: 'agent-password', demoStaffPassword: 'staff-password', now: CREATED_AT });
});
afterAll(() => database.close());

function order(reference: string): NewServiceOrder {
  return {
    kind: 'simReplacement',
    reference,
    phone: '17012340001',
    name: '补换卡',
    checkStatus: '待审核',
    summary: '补卡',
    details: [{ title: '业务名称', content: '补换卡' }],
    createdAt: CREATED_AT,
  };
}

const rowsOf = (reference: string) =>
  database.db
    .select()
    .from(serviceOrders)
    .where(and(eq(serviceOrders.kind, 'simReplacement'), eq(serviceOrders.reference, reference)));

describe('createOrderNumber', () => {
  it('is the kind prefix, the China date and ten random digits', () => {
    // 16:30 UTC is already the 15th in China.
    expect(createOrderNumber('simReplacement', CREATED_AT)).toMatch(/^HK20260315\d{10}$/);
    expect(createOrderNumber('packageChange', CREATED_AT)).toMatch(/^TC20260315\d{10}$/);
    const numbers = new Set(Array.from({ length: 50 }, () => createOrderNumber('flowPack', CREATED_AT)));
    expect(numbers.size).toBe(50);
  });
});

describe('recordServiceOrder', () => {
  it('records one order per flow row, however often the flow repeats it', async () => {
    expect(await recordServiceOrder(database.db, order('BK-once'))).toBe(true);
    expect(await recordServiceOrder(database.db, { ...order('BK-once'), checkStatus: '审核通过' })).toBe(false);
    const rows = await rowsOf('BK-once');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.checkStatus).toBe('待审核');
  });

  it('puts the order number first among the details', async () => {
    await recordServiceOrder(database.db, order('BK-numbered'));
    const [row] = await rowsOf('BK-numbered');
    expect(row?.details).toEqual([
      { title: ORDER_NUMBER_TITLE, content: row?.oid },
      { title: '业务名称', content: '补换卡' },
    ]);
  });

  it('writes nothing when the transaction of its flow rolls back', async () => {
    await database.db
      .transaction(async (tx) => {
        await recordServiceOrder(tx, order('BK-rolled-back'));
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await rowsOf('BK-rolled-back')).toEqual([]);
  });
});

describe('moveServiceOrder', () => {
  it('sets the status and replaces a detail line of the same title instead of repeating it', async () => {
    await recordServiceOrder(database.db, order('BK-moved'));
    const now = new Date('2026-03-16T02:00:00Z');
    const reason = { title: '未通过原因', content: '照片不清晰' };
    expect(await moveServiceOrder(database.db, { kind: 'simReplacement', reference: 'BK-moved', checkStatus: '审核未通过', addDetails: [reason], now })).toBe(
      true,
    );
    expect(
      await moveServiceOrder(database.db, {
        kind: 'simReplacement',
        reference: 'BK-moved',
        checkStatus: '审核通过',
        addDetails: [{ title: '业务名称', content: '补换卡（新卡）' }],
        dropDetails: [reason.title],
        tips: '新卡已寄出',
        now,
      }),
    ).toBe(true);
    const [row] = await rowsOf('BK-moved');
    expect(row).toMatchObject({ checkStatus: '审核通过', tips: '新卡已寄出', updatedAt: now });
    expect(row?.details.map((line) => line.title)).toEqual([ORDER_NUMBER_TITLE, '业务名称']);
    expect(row?.details[1]?.content).toBe('补换卡（新卡）');
  });

  it('answers false for a flow row without an order', async () => {
    expect(await moveServiceOrder(database.db, { kind: 'simReplacement', reference: 'BK-none', checkStatus: '审核通过', now: CREATED_AT })).toBe(false);
  });
});
