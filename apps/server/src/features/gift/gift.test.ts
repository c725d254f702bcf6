import type { Envelope } from '@hall/contract/codes';
import type { GiftAllowance, GiftQuote, GiftRecord } from '@hall/contract/gift/schemas';
import { GiftMessage } from '@hall/contract/gift/rules';
import type { Balance, SetMeal } from '@hall/contract/queries/schemas';
import { and, count, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tryMoveNumber } from '../../boss/number-state-machine.ts';
import { balanceLedger, lossReports, notifications, sandboxSmsOutbox, subscribers } from '../../db/schema.ts';
import { runDueJobs } from '../../platform/jobs/run-due-jobs.ts';
import { notificationJob } from '../../platform/notification-delivery.ts';
import { NotificationKey } from '../../platform/notifications.ts';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';
import { balanceOf, DATA_GIVER, expectOk, GIVER, giftRowsOf, giveThroughHall, OWING, RECEIVER, sendGiftCode, SUSPENDED } from './gift-test-kit.ts';

// 转赠 through the hall's API: what may be given, the check that refuses before a code is sent,
// the confirmation that re-checks and gives once, and what both sides then see.

let api: TestApp;
let zhangwei: string;
let linxiao: string;
let wangfang: string;

beforeAll(async () => {
  api = await createTestApp();
  zhangwei = await api.logInAs(DemoUser.BOUND_NORMAL);
  linxiao = await api.logInAs(DemoUser.BOUND_JOINED_THIS_MONTH);
  wangfang = await api.logInAs(DemoUser.BOUND_OWING);
});
afterAll(() => api.close());

const generalDataOf = async (token: string) => {
  const setMeal = expectOk<SetMeal>(await api.call('QUERY_SET_MEAL', {}, token));
  return setMeal.list.data.find((entry) => entry.title === '国内通用流量');
};
const dailyPacksOf = async (token: string) => {
  const setMeal = expectOk<SetMeal>(await api.call('QUERY_SET_MEAL', {}, token));
  return setMeal.list.data.find((entry) => entry.packageName === '自动续订日包');
};
const codesSentTo = async (phone: string) =>
  Number((await api.deps.db.select({ total: count() }).from(sandboxSmsOutbox).where(eq(sandboxSmsOutbox.phone, phone)))[0]?.total ?? 0);
const refusal = (message: string) => ({ code: -100, msg: message });

describe('GIFT_ALLOWANCE', () => {
  it("answers this month's general data left, the balance, and the most one gift may be under the default limits", async () => {
    const allowance = expectOk<GiftAllowance>(await api.call('GIFT_ALLOWANCE', {}, linxiao));
    const general = await generalDataOf(linxiao);
    expect(allowance.remainingDataMb).toBe(general?.surplus);
    expect(allowance.remainingDataMb).toBeGreaterThan(2048);
    expect(allowance).toMatchObject({ balanceFen: 5000, dataLeftMb: 2048, creditLeftFen: 5000 });
    // The seed's 张伟 used all of this month's general data: none to give, credit still.
    expect(expectOk<GiftAllowance>(await api.call('GIFT_ALLOWANCE', {}, zhangwei))).toMatchObject({
      remainingDataMb: 0,
      dataLeftMb: 0,
      balanceFen: await balanceOf(api, GIVER),
      creditLeftFen: 5000,
    });
  });
});

describe('GIFT_CHECK: a gift the rules refuse gets no code', () => {
  beforeAll(async () => {
    await api.deps.db.insert(lossReports).values({ phone: '17012340008', reportedAt: api.deps.now(), reportedByMemberId: 1 });
    await api.deps.db.transaction((tx) => tryMoveNumber(tx, { phone: '17012340009', transition: 'ownerCancellation', now: api.deps.now() }));
  });

  it.each([
    ['oneself', { kind: 'data', receiverPhone: GIVER, amount: 100 }, GiftMessage.SELF],
    ['a number not of the operator', { kind: 'data', receiverPhone: '13900000000', amount: 100 }, GiftMessage.RECEIVER_NOT_IN_SERVICE],
    ['a suspended number (欠费停机)', { kind: 'credit', receiverPhone: SUSPENDED, amount: 500 }, GiftMessage.RECEIVER_NOT_IN_SERVICE],
    ['a number reported lost (挂失)', { kind: 'data', receiverPhone: '17012340008', amount: 100 }, GiftMessage.RECEIVER_NOT_IN_SERVICE],
    ['a cancelled number', { kind: 'credit', receiverPhone: '17012340009', amount: 500 }, GiftMessage.RECEIVER_NOT_IN_SERVICE],
    ['more credit than a gift may be', { kind: 'credit', receiverPhone: RECEIVER, amount: 5001 }, '单笔转赠话费不能超过50.00元'],
    ['less credit than a gift must be', { kind: 'credit', receiverPhone: RECEIVER, amount: 99 }, GiftMessage.CREDIT_TOO_SMALL],
    ['no amount', { kind: 'data', receiverPhone: RECEIVER, amount: 0 }, GiftMessage.AMOUNT_INVALID],
    ['a fraction of a MB', { kind: 'data', receiverPhone: RECEIVER, amount: 1.5 }, GiftMessage.AMOUNT_INVALID],
    ['a receiver that is no mobile number', { kind: 'data', receiverPhone: '12345', amount: 100 }, GiftMessage.RECEIVER_INVALID],
    ['no receiver', { kind: 'data', amount: 100 }, GiftMessage.RECEIVER_REQUIRED],
    ['a kind that is neither data nor credit', { kind: 'points', receiverPhone: RECEIVER, amount: 100 }, GiftMessage.KIND_INVALID],
  ])('refuses a gift to %s', async (_case, gift, message) => {
    const sent = await codesSentTo(GIVER);
    expect(await api.call('GIFT_CHECK', gift, zhangwei)).toMatchObject(refusal(message));
    expect(await codesSentTo(GIVER)).toBe(sent);
  });

  it('refuses more data than this month’s general data left', async () => {
    expect(await api.call('GIFT_CHECK', { kind: 'data', receiverPhone: RECEIVER, amount: 1 }, zhangwei)).toMatchObject(
      refusal(GiftMessage.DATA_BEYOND_REMAINING),
    );
  });

  it('refuses more credit than the balance (an owing giver has none to give)', async () => {
    expect(await api.call('GIFT_CHECK', { kind: 'credit', receiverPhone: RECEIVER, amount: 100 }, wangfang)).toMatchObject(
      refusal(GiftMessage.CREDIT_BEYOND_BALANCE),
    );
  });

  it('refuses a giver whose own number is suspended or reported lost', async () => {
    const chenjing = await api.logInAs(DemoUser.BOUND_SERVICE_KIND_8);
    await api.deps.db.transaction((tx) => tryMoveNumber(tx, { phone: '17112340006', transition: 'staffSuspension', now: api.deps.now(), reason: '测试' }));
    expect(await api.call('GIFT_CHECK', { kind: 'data', receiverPhone: RECEIVER, amount: 10 }, chenjing)).toMatchObject(
      refusal(GiftMessage.GIVER_NOT_IN_SERVICE),
    );
    const liuyang = await api.logInAs(DemoUser.BOUND_NOT_REAL_NAME);
    await api.deps.db.insert(lossReports).values({ phone: '17012340004', reportedAt: api.deps.now(), reportedByMemberId: 1 });
    expect(await api.call('GIFT_CHECK', { kind: 'data', receiverPhone: RECEIVER, amount: 10 }, liuyang)).toMatchObject(refusal(GiftMessage.GIVER_LOST));
  });

  it('answers the gift as it would be given, the receiver masked', async () => {
    expect(expectOk<GiftQuote>(await api.call('GIFT_CHECK', { kind: 'data', receiverPhone: RECEIVER, amount: 2048 }, linxiao))).toEqual({
      kind: 'data',
      receiver: '170****0002',
      amount: 2048,
      amountText: '2GB',
    });
    expect(expectOk<GiftQuote>(await api.call('GIFT_CHECK', { kind: 'credit', receiverPhone: RECEIVER, amount: 1250 }, zhangwei))).toMatchObject({
      amountText: '12.50元',
    });
  });
});

describe('GIFT_CONFIRM', () => {
  it("gives data: the giver's general data this month goes down, the receiver's month gains it, both see the record", async () => {
    const before = await generalDataOf(linxiao);
    const receiverDailyPacksBefore = await dailyPacksOf(wangfang);
    const given = expectOk<GiftQuote & { giftId: number }>(
      await giveThroughHall(api, linxiao, DATA_GIVER, { kind: 'data', receiverPhone: OWING, amount: 300 }),
    );
    expect(given).toMatchObject({ kind: 'data', receiver: '170****0003', amount: 300, amountText: '300MB' });

    const after = await generalDataOf(linxiao);
    expect(after).toMatchObject({ total: (before?.total ?? 0) - 300, surplus: (before?.surplus ?? 0) - 300 });
    const received = expectOk<SetMeal>(await api.call('QUERY_SET_MEAL', {}, wangfang)).list.data.find((entry) => entry.title === '收到170****0011转赠流量');
    expect(received).toMatchObject({ total: 300, unit: 'MB' });
    // The gift serves from its own day: what the receiver used today beyond the package moves from
    // the auto-renewing daily packs onto it, and the rest of it is left.
    const takenFromGift = 300 - (received?.surplus ?? 0);
    expect(takenFromGift).toBeLessThanOrEqual(receiverDailyPacksBefore?.used ?? 0);
    expect((await dailyPacksOf(wangfang))?.used ?? 0).toBe((receiverDailyPacksBefore?.used ?? 0) - takenFromGift);

    const givenRecords = expectOk<{ list: GiftRecord[] }>(await api.call('GIFT_RECORDS', {}, linxiao)).list;
    expect(givenRecords[0]).toMatchObject({ id: given.giftId, kind: 'data', direction: 'given', counterpart: '170****0003', amountText: '300MB' });
    const receivedRecords = expectOk<{ list: GiftRecord[] }>(await api.call('GIFT_RECORDS', {}, wangfang)).list;
    expect(receivedRecords[0]).toMatchObject({ id: given.giftId, direction: 'received', counterpart: '170****0011', amount: 300 });
  });

  it('sends each side its notice through the outbox exactly once, however many passes run', async () => {
    const [gift] = await giftRowsOf(api, DATA_GIVER);
    const giftId = gift?.id ?? 0;
    const queued = await api.deps.db
      .select()
      .from(notifications)
      .where(like(notifications.dedupeKey, `gift:${giftId}:%`));
    expect(queued.map((row) => [row.kind, row.phone]).sort()).toEqual([
      ['giftReceived', OWING],
      ['giftSent', DATA_GIVER],
    ]);
    await Promise.all([runDueJobs(api.deps, notificationJob), runDueJobs(api.deps, notificationJob), runDueJobs(api.deps, notificationJob)]);
    await runDueJobs(api.deps, notificationJob);
    const textsTo = async (phone: string) =>
      (await api.deps.db.select({ text: sandboxSmsOutbox.text }).from(sandboxSmsOutbox).where(eq(sandboxSmsOutbox.phone, phone))).map((row) => row.text);
    expect((await textsTo(DATA_GIVER)).filter((text) => text.includes('您已成功向170****0003转赠300MB'))).toHaveLength(1);
    expect((await textsTo(OWING)).filter((text) => text.includes('170****0011向您转赠的300MB已到账'))).toHaveLength(1);
    const sent = await api.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.dedupeKey, NotificationKey.giftSent(giftId)));
    expect(sent[0]?.sentAt).not.toBeNull();
  });

  it('gives credit: a ledger entry on each side with its own title, both balances as /balance shows them', async () => {
    const giverBefore = await balanceOf(api, GIVER);
    const receiverBefore = await balanceOf(api, OWING);
    expectOk(await giveThroughHall(api, zhangwei, GIVER, { kind: 'credit', receiverPhone: OWING, amount: 1000 }));
    expect(expectOk<Balance>(await api.call('QUERY_BALANCE', {}, zhangwei)).amount).toBe(giverBefore - 1000);
    expect(expectOk<Balance>(await api.call('QUERY_BALANCE', {}, wangfang)).amount).toBe(receiverBefore + 1000);
    const ledgerOf = async (phone: string) =>
      (await api.deps.db.select().from(balanceLedger).where(eq(balanceLedger.phone, phone)).orderBy(desc(balanceLedger.id)).limit(1))[0];
    expect(await ledgerOf(GIVER)).toMatchObject({ reason: 'gift_out', title: '转赠话费给170****0003', changeFen: -1000, balanceAfterFen: giverBefore - 1000 });
    expect(await ledgerOf(OWING)).toMatchObject({
      reason: 'gift_in',
      title: '收到170****0001转赠话费',
      changeFen: 1000,
      balanceAfterFen: receiverBefore + 1000,
    });
  });

  it('brings an owing receiver whom the gift takes to zero or above back to normal, as a top-up does', async () => {
    const owed = -(await balanceOf(api, OWING));
    expect(owed).toBeGreaterThan(0);
    expectOk(await giveThroughHall(api, zhangwei, GIVER, { kind: 'credit', receiverPhone: OWING, amount: owed }));
    const [number] = await api.deps.db.select().from(subscribers).where(eq(subscribers.phone, OWING));
    expect(number).toMatchObject({ balanceFen: 0, status: 'normal' });
  });

  it('gives nothing twice for a repeated confirmation with the same code', async () => {
    const gift = { kind: 'credit', receiverPhone: RECEIVER, amount: 200 } as const;
    const code = await sendGiftCode(api, zhangwei, GIVER);
    expectOk(await api.call('GIFT_CONFIRM', { ...gift, code }, zhangwei));
    const balance = await balanceOf(api, GIVER);
    const gifts = (await giftRowsOf(api, GIVER)).length;
    expect(await api.call('GIFT_CONFIRM', { ...gift, code }, zhangwei)).toMatchObject(refusal('验证码已失效，请重新获取'));
    expect(await balanceOf(api, GIVER)).toBe(balance);
    expect(await giftRowsOf(api, GIVER)).toHaveLength(gifts);
  });

  it('checks everything again: a receiver suspended after the check is refused, and the code stays usable', async () => {
    const gift = { kind: 'data', receiverPhone: RECEIVER, amount: 50 } as const;
    expectOk(await api.call('GIFT_CHECK', gift, linxiao));
    const code = await sendGiftCode(api, linxiao, DATA_GIVER);
    expect(await api.call('GIFT_CONFIRM', { ...gift, code: '000000' }, linxiao)).toMatchObject(refusal('验证码错误，请重新输入'));
    await api.deps.db.transaction((tx) => tryMoveNumber(tx, { phone: RECEIVER, transition: 'staffSuspension', now: api.deps.now(), reason: '测试' }));
    const gifts = (await giftRowsOf(api, DATA_GIVER)).length;
    expect(await api.call('GIFT_CONFIRM', { ...gift, code }, linxiao)).toMatchObject(refusal(GiftMessage.RECEIVER_NOT_IN_SERVICE));
    expect(await giftRowsOf(api, DATA_GIVER)).toHaveLength(gifts);
    await api.deps.db.transaction((tx) => tryMoveNumber(tx, { phone: RECEIVER, transition: 'staffResumption', now: api.deps.now(), reason: '测试' }));
    expect(await api.call('GIFT_CONFIRM', { ...gift, code }, linxiao)).toMatchObject({ code: 1 } satisfies Partial<Envelope>);
    const [row] = await api.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.phone, RECEIVER), eq(notifications.kind, 'giftReceived')))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(row?.params).toMatchObject({ giver: '170****0011', amount: '50MB' });
  });
});
