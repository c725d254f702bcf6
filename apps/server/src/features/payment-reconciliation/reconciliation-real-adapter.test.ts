import { startOfChinaDate } from '@hall/contract/china-time';
import type { OperationOutput } from '@hall/contract/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rechargeOrders, reconciliationRuns } from '../../db/schema.ts';
import { fakeBill } from '../../test/fake-wechat/fake-bill.ts';
import { createFakeWechatKeys, wechatEnvironmentOf } from '../../test/fake-wechat/fake-keys.ts';
import { startFakeWechat } from '../../test/fake-wechat/fake-wechat-server.ts';
import { callAsStaff, DemoStaff, logInStaff } from '../../test/staff-session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DAYS_PER_CHECK, readyBillDates } from './reconciliation.service.ts';
import { findReadyDayWithoutPayments, untilTheSchedulePassIsDone } from './reconciliation-test-support.ts';

// The app configured for the real WeChat (WECHAT_PROVIDER=wechat, its WeChat Pay API base on the
// fake): the schedule and the console reconcile through the WeChat Pay adapter's own trade bill.

const keys = createFakeWechatKeys();
let fake: Awaited<ReturnType<typeof startFakeWechat<{ bill: typeof fakeBill }>>>;
let api: TestApp;
let admin: string;

beforeAll(async () => {
  fake = await startFakeWechat({ bill: fakeBill }, { keys });
  api = await createTestApp(wechatEnvironmentOf(keys, fake.baseUrl));
  admin = await logInStaff(api, DemoStaff.ADMIN);
});
afterAll(async () => {
  await api.close();
  await fake.close();
});

describe('reconciliation with the real WeChat Pay adapter against the fake', () => {
  it('the schedule fetched the oldest days since the first order from WeChat Pay when the app started', async () => {
    await untilTheSchedulePassIsDone(api.deps);
    const runs = await api.deps.db.select().from(reconciliationRuns);
    expect(runs).toHaveLength(DAYS_PER_CHECK);
    for (const run of runs) {
      expect(run.status, run.billDate).toMatch(/^(matched|mismatched)$/);
      expect(fake.bill.announcements.get(run.billDate), run.billDate).toBeGreaterThanOrEqual(1);
    }
  });

  it('finds a payment planted in the bill and an amount changed there', async () => {
    const billDate = readyBillDates(api.deps.now(), 2)[0] ?? '';
    const paidAt = new Date(startOfChinaDate(billDate).getTime() + 3 * 3600_000);
    await api.deps.db
      .insert(rechargeOrders)
      .values({ outTradeNo: 'RREAL0001', phone: '13800000000', productKind: 'call', productName: '话费充值', amountFen: 2000, status: 2, paidAt });
    const line = { tradeTime: paidAt, openid: 'oPayer', tradeType: 'JSAPI', refundId: '', outRefundNo: '', refundFen: 0, description: '话费充值' } as const;
    fake.ledger.push({ ...line, transactionId: '4200REAL0001', outTradeNo: 'RREAL0001', tradeState: 'SUCCESS', totalFen: 2000 });
    fake.bill.plantLine({ ...line, transactionId: '4200REAL0002', outTradeNo: 'RREAL0002', tradeState: 'SUCCESS', totalFen: 66 });
    fake.bill.changeAmount('RREAL0001', 2001);

    expect(await callAsStaff(api, 'CONSOLE_RERUN_RECONCILIATION', admin, { billDate })).toMatchObject({ code: 1, data: { run: { status: 'mismatched' } } });
    const day = (await callAsStaff(api, 'CONSOLE_RECONCILIATION_DAY', admin, { billDate })).data as OperationOutput<'CONSOLE_RECONCILIATION_DAY'>;
    expect(day.mismatches.filter((mismatch) => mismatch.outTradeNo.startsWith('RREAL'))).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'amount_differs', outTradeNo: 'RREAL0001', ourFen: 2000, wechatFen: 2001 }),
        expect.objectContaining({ kind: 'missing_here', outTradeNo: 'RREAL0002', ourFen: null, wechatFen: 66 }),
      ]),
    );
  });

  it('stores a download whose SHA-1 does not match as failed, and WeChat Pay saying the bill is not there yet too', async () => {
    const billDate = await findReadyDayWithoutPayments(api.deps.db, api.deps.now());
    fake.bill.corruptNextDownload();
    expect(await callAsStaff(api, 'CONSOLE_RERUN_RECONCILIATION', admin, { billDate })).toMatchObject({
      code: 1,
      data: { run: { status: 'failed', lastError: expect.stringContaining('SHA-1') } },
    });
    fake.bill.setNotReady(true);
    expect(await callAsStaff(api, 'CONSOLE_RERUN_RECONCILIATION', admin, { billDate })).toMatchObject({
      code: 1,
      data: { run: { status: 'failed', lastError: expect.stringContaining('NO_STATEMENT_EXIST') } },
    });
    fake.bill.setNotReady(false);
    expect(await callAsStaff(api, 'CONSOLE_RERUN_RECONCILIATION', admin, { billDate })).toMatchObject({ code: 1, data: { run: { status: 'matched' } } });
  });
});
