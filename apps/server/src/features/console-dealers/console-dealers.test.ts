import type { Envelope } from '@hall/contract/codes';
import type { FundPoolEntry } from '@hall/contract/console-dealers/schemas';
import type { OperationOutput } from '@hall/contract/schemas';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cardStock, fundPoolLedger, openCardRecords } from '../../db/schema.ts';
import { callAsStaff, DemoStaff, logInStaff } from '../../test/staff-session.ts';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';

let api: TestApp;
let admin: string;

const dataOf = <T>(body: Envelope) => body.data as T;
const readOverview = async () => dataOf<OperationOutput<'CONSOLE_OVERVIEW'>>(await callAsStaff(api, 'CONSOLE_OVERVIEW', admin));
const poolOf = async (dealerId: string) => (await readOverview()).dealers.find((dealer) => dealer.id === dealerId)?.fundPoolFen ?? Number.NaN;
const topUp = (payload: Record<string, unknown>) => callAsStaff(api, 'CONSOLE_FUND_POOL_TOP_UP', admin, payload);

beforeAll(async () => {
  api = await createTestApp();
  admin = await logInStaff(api, DemoStaff.ADMIN);
});
afterAll(() => api.close());

describe('CONSOLE_FUND_POOL_TOP_UP / CONSOLE_FUND_POOL_LEDGER', () => {
  it('credits the pool with a ledger row and an audit entry, once per request', async () => {
    const before = await poolOf('D1001');
    const body = await topUp({ dealerId: 'D1001', amountFen: 50_000, note: '月度预存', requestId: 'top-up-request-0001' });
    expect(body).toMatchObject({ code: 1, data: { fundPoolFen: before + 50_000, isRepeated: false } });
    expect(await topUp({ dealerId: 'D1001', amountFen: 50_000, note: '月度预存', requestId: 'top-up-request-0001' })).toMatchObject({
      code: 1,
      data: { fundPoolFen: before + 50_000, isRepeated: true },
    });
    expect(await poolOf('D1001')).toBe(before + 50_000);

    const ledger = dataOf<{ fundPoolFen: number; list: FundPoolEntry[] }>(await callAsStaff(api, 'CONSOLE_FUND_POOL_LEDGER', admin, { dealerId: 'D1001' }));
    expect(ledger.fundPoolFen).toBe(before + 50_000);
    expect(ledger.list[0]).toMatchObject({ kind: 'top_up', amountFen: 50_000, balanceAfterFen: before + 50_000, actor: '系统管理员', note: '月度预存' });
    // Besides the demo pool's opening deposit (渠道初始资金), one top-up.
    expect(ledger.list.filter((entry) => entry.kind === 'top_up' && entry.note !== '渠道初始资金')).toHaveLength(1);
    const entries = await api.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'fund_pool_top_up'), eq(auditLog.subjectId, 'D1001')));
    expect(entries).toHaveLength(1);
  });

  it('adds every distinct top-up and a repeated one once, also when they arrive together', async () => {
    const before = await poolOf('D2001');
    const requests = ['a', 'b', 'c', 'c', 'c'].map((suffix) => topUp({ dealerId: 'D2001', amountFen: 1000, requestId: `parallel-top-up-${suffix}` }));
    const answers = await Promise.all(requests);
    expect(answers.every((body) => body.code === 1)).toBe(true);
    expect(answers.filter((body) => dataOf<{ isRepeated: boolean }>(body).isRepeated)).toHaveLength(2);
    expect(await poolOf('D2001')).toBe(before + 3000);
    const rows = await api.deps.db
      .select()
      .from(fundPoolLedger)
      .where(and(eq(fundPoolLedger.dealerId, 'D2001'), eq(fundPoolLedger.kind, 'top_up'), like(fundPoolLedger.outTradeNo, 'TOPUP-parallel-%')));
    expect(rows.map((row) => row.balanceAfterFen).sort((left, right) => left - right)).toEqual([before + 1000, before + 2000, before + 3000]);
  });

  it('checks the dealer and the amount', async () => {
    expect(await topUp({ dealerId: 'D9999', amountFen: 100, requestId: 'unknown-dealer-1' })).toMatchObject({ code: -100, msg: '渠道不存在' });
    expect(await callAsStaff(api, 'CONSOLE_FUND_POOL_LEDGER', admin, { dealerId: 'D9999' })).toMatchObject({ code: -100, msg: '渠道不存在' });
    expect(await topUp({ dealerId: 'D1001', amountFen: 0, requestId: 'zero-amount-01' })).toMatchObject({ code: -100, msg: '充值金额不能小于1' });
    expect(await topUp({ dealerId: 'D1001', amountFen: 10.5, requestId: 'half-fen-0001' })).toMatchObject({ code: -100, msg: '充值金额须为整数' });
    expect(await topUp({ dealerId: 'D1001', amountFen: 100 })).toMatchObject({ code: -100, msg: '缺少请求编号' });
  });
});

describe('CONSOLE_OVERVIEW', () => {
  it("counts today's sign-ins, unanswered posts and openings by dealer", async () => {
    const before = await readOverview();
    const token = await api.logInAs(DemoUser.BOUND_NORMAL);
    expect(await api.call('SIGN', {}, token)).toMatchObject({ code: 1 });
    await api.call('sub_content', { content: '希望开通夜间客服。' }, token);

    const [card, older] = await api.deps.db.select().from(cardStock).where(eq(cardStock.dealerId, 'D2001')).limit(2);
    const now = new Date();
    const opening = (iccid: string, phone: string, suffix: string, updatedAt: Date) => ({
      uimId: iccid,
      recordNumber: `OVERVIEW-${suffix}`,
      applyEvent: 'OpenCard' as const,
      dealerId: 'D2001',
      dealerMainId: 'DM200',
      workNo: 'B20001',
      cityCode: '360',
      serviceId: phone,
      resInstId: '1',
      uimResInstId: '1',
      prodOfferId: '1354283',
      prodOfferName: '套餐',
      ifCheckCard: 0,
      serviceKind: 7,
      sumFeeFen: 0,
      rechargeFlag: 'nopay' as const,
      outTradeNo: '',
      openCardLocation: 4,
      netSignUrl: '',
      togetherUrl: '',
      payBackUrl: '',
      sparePhone: '',
      status: 'done' as const,
      updatedAt,
    });
    if (!card || !older) {
      throw new Error('demo card stock missing');
    }
    await api.deps.db
      .insert(openCardRecords)
      .values([opening(card.iccid, card.phone, '1', now), opening(older.iccid, older.phone, '2', new Date(now.getTime() - 3 * 24 * 3600_000))]);

    const after = await readOverview();
    expect(after.signInsToday).toBe(before.signInsToday + 1);
    expect(after.unansweredPosts).toBe(before.unansweredPosts + 1);
    const dealerBefore = before.dealers.find((dealer) => dealer.id === 'D2001');
    expect(after.dealers.find((dealer) => dealer.id === 'D2001')).toMatchObject({
      openingsToday: (dealerBefore?.openingsToday ?? 0) + 1,
      openingsTotal: (dealerBefore?.openingsTotal ?? 0) + 2,
    });
    // The review queue's kinds with their pending counts, as the review section shows them.
    const kinds = dataOf<{ list: unknown[] }>(await callAsStaff(api, 'CONSOLE_REVIEW_KINDS', admin)).list;
    expect(after.pendingReviews).toEqual(kinds);
  });
});
