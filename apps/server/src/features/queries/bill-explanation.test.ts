import { monthBefore } from '@hall/contract/china-calendar';
import { chinaMonthBounds, DAY_MS, findStartOfNextChinaMonth, formatChinaMonth } from '@hall/contract/china-time';
import type { Envelope } from '@hall/contract/codes';
import type { BillExplanation } from '@hall/contract/queries/schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BillItem, billItemSortOrder, type BillItemName } from '../../boss/bill-items.ts';
import { balanceLedger, billItems, packageChangeOrders, packages, packageTariffs, sandboxWechatUsers, subscribers, usageDays } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testNumberRow } from '../../test/test-numbers.ts';

// 账单解读: each kind of change of a month's bill against the month before, explained from the
// records that charged it, and this month's forecast from the usage so far.

let api: TestApp;
/**
 * The month in progress (the clock is on its 10th) and the month before it; the closed months
 * explained are two and three months back, which the monthly run (closing the month before) leaves alone.
 */
let [current, last, closed, earlier] = ['', '', '', ''];
let standardA: typeof packages.$inferSelect;
let voiceFenPerMinute = 0;
let nextPhone = 17088870000;

const ok = <T>(body: Envelope): T => {
  expect(body, JSON.stringify(body)).toMatchObject({ code: 1 });
  return body.data as T;
};
/** A day (1-based) of a YYYYMM month as YYYY-MM-DD, and noon China time of it. */
const dayOf = (month: string, day: number) => `${month.slice(0, 4)}-${month.slice(4, 6)}-${String(day).padStart(2, '0')}`;
const noonOf = (month: string, day: number) => new Date(chinaMonthBounds(month).start.getTime() + (day - 1) * DAY_MS + 4 * 3600 * 1000);
const monthDay = (month: string, day: number) => `${Number(month.slice(4, 6))}月${day}日`;

beforeAll(async () => {
  api = await createTestApp();
  // The 10th of next month, at noon China time: ten days of the month have passed.
  const tenth = new Date(findStartOfNextChinaMonth(api.deps.now()).getTime() + 9 * DAY_MS + 4 * 3600 * 1000);
  api.advanceSeconds((tenth.getTime() - api.deps.now().getTime()) / 1000);
  current = formatChinaMonth(api.deps.now());
  last = monthBefore(current, 1);
  closed = monthBefore(current, 2);
  earlier = monthBefore(current, 3);
  const [pkg] = await api.deps.db.select().from(packages).where(eq(packages.id, 'PKG_STD_A'));
  standardA = pkg!;
  const [tariff] = await api.deps.db.select().from(packageTariffs).where(eq(packageTariffs.packageId, 'PKG_STD_A'));
  voiceFenPerMinute = tariff?.voiceOutFenPerMinute ?? 15;
});
afterAll(() => api.close());

/** A number of its own, bound in the hall by an SMS code; returns its phone and the owner's token. */
async function boundNumber(overrides: Parameters<typeof testNumberRow>[2] = {}): Promise<{ phone: string; token: string }> {
  nextPhone += 1;
  const phone = String(nextPhone);
  await api.deps.db.insert(subscribers).values(testNumberRow(phone, api.deps.now(), overrides));
  const openid = `o_test_bill_explanation_${phone}`;
  await api.deps.db.insert(sandboxWechatUsers).values({ openid, nickname: '账单解读测试' });
  const token = await api.logInAs(openid);
  api.advanceSeconds(61);
  ok(await api.call('SEND_SMS_CODE', { mobilePhone: phone, type: '01' }, token, `10.9.${nextPhone % 250}.1`));
  ok(await api.call('BIND_PHONE', { phone, code: await api.readLatestSmsCode(phone) }, token));
  return { phone, token };
}

async function billLines(phone: string, month: string, lines: Partial<Record<BillItemName, number>>) {
  await api.deps.db
    .insert(billItems)
    .values(
      Object.entries(lines).map(([itemName, amountFen]) => ({
        phone,
        billMonth: month,
        itemName,
        amountFen: amountFen ?? 0,
        sortOrder: billItemSortOrder(itemName as BillItemName),
      })),
    )
    .onConflictDoUpdate({ target: [billItems.phone, billItems.billMonth, billItems.itemName], set: { amountFen: sql`excluded.amount_fen` } });
}

/** The ledger row a caller service's opening writes: its fee paid from the balance on that day. */
async function callerServicePaid(phone: string, month: string, day: number) {
  await api.deps.db.insert(balanceLedger).values({
    phone,
    changeFen: -600,
    balanceAfterFen: 4400,
    reason: 'caller_service',
    reference: `CALLER_DISPLAY:${phone}:${month}`,
    createdAt: noonOf(month, day),
  });
}

/** The package's general data used up on day 1, then `extraMb` beyond it on each of the given days. */
async function dataBeyondPackage(phone: string, month: string, days: number[], extraMb: number) {
  await api.deps.db
    .insert(usageDays)
    .values([{ phone, day: dayOf(month, 1), generalMb: standardA.dataMb }, ...days.map((day) => ({ phone, day: dayOf(month, day), generalMb: extraMb }))]);
}

const explain = async (token: string, date?: string) => ok<BillExplanation>(await api.call('QUERY_BILL_EXPLANATION', date ? { date } : {}, token));

describe('QUERY_BILL_EXPLANATION for a closed month', () => {
  it('names the cause of a rise: a caller service ordered, with its day and a link to the order', async () => {
    const { phone, token } = await boundNumber();
    await billLines(phone, earlier, { [BillItem.PACKAGE_FEE]: 3000 });
    await billLines(phone, closed, { [BillItem.PACKAGE_FEE]: 3000, [BillItem.VALUE_ADDED]: 600 });
    await callerServicePaid(phone, closed, 3);
    const explained = await explain(token, closed);
    expect(explained.summary).toBe(`比上月多 ¥6.00，主要因为增值业务费 +¥6.00（来电显示，${monthDay(closed, 3)}开通）。`);
    expect(explained.changes[0]).toEqual({
      item: '增值业务费',
      previousFen: 0,
      currentFen: 600,
      changeFen: 600,
      causes: [{ text: `来电显示，${monthDay(closed, 3)}开通`, link: '/orderQuery' }],
    });
    expect(explained.changes[1]).toMatchObject({ item: '套餐月费', changeFen: 0 });
    expect(explained.forecast).toBeNull();
  });

  it('names two causes of a rise, the bigger first: data beyond the package on given days, and a caller service', async () => {
    const { phone, token } = await boundNumber();
    await billLines(phone, earlier, { [BillItem.PACKAGE_FEE]: 3000 });
    await billLines(phone, closed, { [BillItem.PACKAGE_FEE]: 3000, [BillItem.VALUE_ADDED]: 600, [BillItem.DATA]: 200 });
    await callerServicePaid(phone, closed, 3);
    // A 500 MB daily pack (1 yuan) on each of the 5th and the 6th.
    await dataBeyondPackage(phone, closed, [5, 6], 300);
    const explained = await explain(token, closed);
    expect(explained.summary).toBe(
      `比上月多 ¥8.00，主要因为增值业务费 +¥6.00（来电显示，${monthDay(closed, 3)}开通）和上网流量费 +¥2.00（${monthDay(closed, 5)}、6日使用了套餐外流量）。`,
    );
    // Data of a closed month links nowhere: the usage page shows the month in progress only.
    expect(explained.changes.find((change) => change.item === '上网流量费')?.causes).toEqual([
      { text: `${monthDay(closed, 5)}、6日使用了套餐外流量`, link: null },
    ]);
  });

  it('explains a fall by what the month before had: 上月…', async () => {
    const { phone, token } = await boundNumber();
    await billLines(phone, earlier, { [BillItem.PACKAGE_FEE]: 3000, [BillItem.VALUE_ADDED]: 600 });
    await callerServicePaid(phone, earlier, 20);
    await billLines(phone, closed, { [BillItem.PACKAGE_FEE]: 3000 });
    expect((await explain(token, closed)).summary).toBe(`比上月少 ¥6.00，主要因为增值业务费 −¥6.00（上月来电显示，${monthDay(earlier, 20)}开通）。`);
  });

  it('says a month with no change is the same, and a month whose lines moved but whose total did not, which moved', async () => {
    const same = await boundNumber();
    await billLines(same.phone, earlier, { [BillItem.PACKAGE_FEE]: 3000 });
    await billLines(same.phone, closed, { [BillItem.PACKAGE_FEE]: 3000 });
    expect((await explain(same.token, closed)).summary).toBe('与上月持平，都是 ¥30.00。');

    const moved = await boundNumber();
    await billLines(moved.phone, earlier, { [BillItem.PACKAGE_FEE]: 3000, [BillItem.SMS]: 100 });
    await billLines(moved.phone, closed, { [BillItem.PACKAGE_FEE]: 3000, [BillItem.VOICE]: 100 });
    expect((await explain(moved.token, closed)).summary).toBe('与上月合计相同，都是 ¥31.00，其中语音通话费 +¥1.00，短信彩信费 −¥1.00。');
  });

  it("calls a first month's bill the first, with the joining day that made its package fee", async () => {
    const free = await boundNumber({ joinedAt: noonOf(closed, 12) });
    await billLines(free.phone, closed, { [BillItem.DATA]: 100 });
    expect((await explain(free.token, closed)).summary).toBe(`这是您入网后的第一张账单，共 ¥1.00，${monthDay(closed, 12)}入网，首月免月租。`);

    await api.deps.db.insert(packages).values({ ...standardA, id: 'PKG_TEST_PRORATED', isFirstMonthFree: false });
    const prorated = await boundNumber({ joinedAt: noonOf(closed, 12), packageId: 'PKG_TEST_PRORATED' });
    await billLines(prorated.phone, closed, { [BillItem.PACKAGE_FEE]: 1935 });
    expect((await explain(prorated.token, closed)).summary).toBe(`这是您入网后的第一张账单，共 ¥19.35，${monthDay(closed, 12)}入网，按在网天数计费。`);
  });

  it('links a package fee that changed to the package change that took effect on the 1st', async () => {
    const { phone, token } = await boundNumber();
    await billLines(phone, earlier, { [BillItem.PACKAGE_FEE]: 3000 });
    await billLines(phone, closed, { [BillItem.PACKAGE_FEE]: 5000 });
    const [from, to] = await api.deps.db.select({ id: packages.id, name: packages.name }).from(packages).limit(2);
    await api.deps.db.insert(packageChangeOrders).values({
      phone,
      fromPackageId: from!.id,
      toPackageId: to!.id,
      status: 'effective',
      effectiveDate: dayOf(closed, 1),
      createdAt: noonOf(earlier, 15),
      appliedAt: chinaMonthBounds(closed).start,
    });
    const explained = await explain(token, closed);
    expect(explained.summary).toBe(`比上月多 ¥20.00，主要因为套餐月费 +¥20.00（套餐由「${from!.name}」改为「${to!.name}」，${monthDay(closed, 1)}生效）。`);
    expect(explained.changes[0]?.causes[0]?.link).toBe('/orderQuery');
  });

  it('refuses a month without a bill and a month to come, as the bill does', async () => {
    const { token } = await boundNumber();
    expect(await api.call('QUERY_BILL_EXPLANATION', { date: closed }, token)).toMatchObject({ code: -100, msg: `${Number(closed.slice(4))}月暂无账单` });
    expect(await api.call('QUERY_BILL_EXPLANATION', { date: monthBefore(current, -1) }, token)).toMatchObject({ code: -100, msg: '该月账单尚未产生' });
    expect(await api.call('QUERY_BILL_EXPLANATION', {})).toMatchObject({ code: -101 });
  });
});

describe('QUERY_BILL_EXPLANATION for the month in progress', () => {
  it("says what the month holds so far, that the package fee comes at the month's end, and forecasts the month from the usage so far", async () => {
    const { phone, token } = await boundNumber();
    await billLines(phone, last, { [BillItem.PACKAGE_FEE]: standardA.monthlyFeeFen });
    await billLines(phone, current, { [BillItem.VALUE_ADDED]: 600 });
    await callerServicePaid(phone, current, 2);
    // All the package's minutes on the 1st: over ten days that is a tenth of them a day, and the
    // days left of the month are projected at that rate, beyond the package.
    await api.deps.db.insert(usageDays).values({ phone, day: dayOf(current, 1), voiceMinutes: standardA.voiceMinutes });
    const explained = await explain(token);
    expect(explained.summary).toBe(`本月到目前已产生 ¥6.00，主要是增值业务费 ¥6.00（来电显示，${monthDay(current, 2)}开通）；套餐月费在月底出账。`);
    const { days } = chinaMonthBounds(current);
    const projectedOverMinutes = Math.round(standardA.voiceMinutes / 10) * (days - 10);
    const expectedFen = standardA.monthlyFeeFen + 600 + projectedOverMinutes * voiceFenPerMinute;
    expect(explained.forecast).toMatchObject({
      amountFen: expectedFen,
      summary: `按目前用量，本月预计 ¥${Math.round(expectedFen / 100)} 左右，上月为 ¥${(standardA.monthlyFeeFen / 100).toFixed(2)}。`,
    });
    expect(explained.forecast?.basis).toContain(`按本月已过的10天（共${days}天）的日均用量估算`);
    expect(explained.forecast?.basis).toContain('这是估算，不是账单');
  });

  it('forecasts only the package fee for a month without usage, and says nothing is charged yet', async () => {
    const { token } = await boundNumber();
    const explained = await explain(token);
    expect(explained.summary).toBe('本月到目前还没有产生费用；套餐月费在月底出账。');
    expect(explained.forecast).toMatchObject({ amountFen: standardA.monthlyFeeFen });
    expect(explained.forecast?.summary).not.toContain('上月');
  });

  it("reads the member's own number only", async () => {
    const mine = await boundNumber();
    const other = await boundNumber();
    await billLines(other.phone, current, { [BillItem.VALUE_ADDED]: 600 });
    await callerServicePaid(other.phone, current, 2);
    expect((await explain(mine.token)).changes).toEqual([]);
  });
});
