import { formatChinaMonth } from '@hall/contract/china-time';
import type { Envelope } from '@hall/contract/codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';
import { hashOpeningIdentity } from '../../boss/openings-boss.ts';
import { recordServiceOrder } from '../../boss/service-orders.ts';
import { buildQueriesDemo } from '../../seed/demo/queries.ts';
import { SET_MEAL_EXPLAIN, toUsageEntry } from './queries.service.ts';

let api: TestApp;
let zhangwei: string;
let liuyang: string;
let newcomer: string;

beforeAll(async () => {
  api = await createTestApp();
  zhangwei = await api.logInAs(DemoUser.BOUND_NORMAL);
  liuyang = await api.logInAs(DemoUser.BOUND_NOT_REAL_NAME);
  newcomer = await api.logInAs(DemoUser.UNBOUND);
});
afterAll(() => api.close());

const dataOf = <T>(body: Envelope) => body.data as T;

const monthsBack = (count: number) => formatChinaMonth(new Date(), count);

interface UsageEntry {
  title: string;
  percentage: number;
  used: number;
  surplus: number;
  total: number;
  autoDayPackageNum: number;
}
interface SetMeal {
  packageName: string;
  explain: string[];
  displayMode: string;
  list: { data: UsageEntry[]; voice: UsageEntry[]; sms: UsageEntry[]; outside: { flowcount: number; minutecount: number; smscount: number } };
}

describe('QUERY_SET_MEAL', () => {
  it('applies the display rules: hidden zero-fee packs, sorted bars for standard card A, Daypack mode, out-of-package data', async () => {
    const body = await api.call('QUERY_SET_MEAL', {}, zhangwei);
    expect(body.code).toBe(1);
    const meal = dataOf<SetMeal>(body);
    expect(meal.packageName).toBe('标准卡A套餐');
    expect(meal.explain).toEqual(SET_MEAL_EXPLAIN);
    expect(meal.displayMode).toBe('Daypack');
    expect(meal.list.data.map((item) => item.title)).not.toContain('0元1M按天');
    const percentages = meal.list.data.map((item) => item.percentage);
    expect(percentages).toEqual([...percentages].sort((left, right) => right - left));
    expect(meal.list.data[0]).toMatchObject({ title: '国内通用流量', percentage: 100, surplus: 0 });
    expect(meal.list.data.find((item) => item.autoDayPackageNum > 0)).toMatchObject({ autoDayPackageNum: 3 });
    // Below 200 GB in the month the daily packs take all data beyond the package: (3 yuan − 3 × 1 yuan) / 0.25 = 0 MB.
    expect(meal.list.outside).toEqual({ flowcount: 0, minutecount: 12, smscount: 3 });
    expect(meal.list.voice.every((item) => item.used + item.surplus === item.total)).toBe(true);
  });

  it('hides the 0.15-yuan pack and keeps the package order for other packages; the 600M monthly pack shows Daypack', async () => {
    const king = dataOf<SetMeal>(await api.call('QUERY_SET_MEAL', {}, liuyang));
    expect(king.displayMode).toBe('Daypack');
    expect(king.list.data.map((item) => item.title)).toEqual(['国内通用流量', '600M月包']);
    expect(king.list.voice).toEqual([]);
    const other = await api.logInAs('o_demo_chenjing');
    const iot = dataOf<SetMeal>(await api.call('QUERY_SET_MEAL', {}, other));
    expect(iot.displayMode).toBe('yincang');
    expect(iot.list.voice).toEqual([]);
    expect(iot.list.outside.flowcount).toBe(0);
  });

  it('needs a bound phone', async () => {
    expect(await api.call('QUERY_SET_MEAL', {}, newcomer)).toMatchObject({ code: -102, msg: '请先绑定手机号' });
    expect(await api.call('QUERY_SET_MEAL', {})).toMatchObject({ code: -101 });
  });
});

describe('usage bars', () => {
  const bar = (used: number, total: number) =>
    toUsageEntry({ kind: 'data', title: '国内通用流量', packageName: '标准卡A套餐', feeFen: 0, total, used, isAutoDayPack: false, autoDayPackCount: 0 });

  it('round down, so only a used-up allowance reads 100 (已用完)', () => {
    expect(bar(1990, 2000)).toMatchObject({ percentage: 99, surplus: 10 });
    expect(bar(9999, 10000)).toMatchObject({ percentage: 99, surplus: 1 });
    expect(bar(29, 100)).toMatchObject({ percentage: 29 });
    expect(bar(2000, 2000)).toMatchObject({ percentage: 100, surplus: 0 });
    expect(bar(2100, 2000)).toMatchObject({ percentage: 100, surplus: 0 });
  });

  it('read 0, not used up, for an allowance of nothing', () => {
    expect(bar(0, 0)).toMatchObject({ percentage: 0, surplus: 0 });
    expect(bar(5, 0)).toMatchObject({ percentage: 0 });
  });
});

interface BillData {
  amount: number;
  date: string;
  chart: { name: string; value: number }[];
}

describe('bills and usage tell one story', () => {
  it("this month's out-of-package items are what /setMeal shows beyond the package, at its rates", async () => {
    for (const user of [DemoUser.BOUND_NORMAL, DemoUser.BOUND_OWING, DemoUser.BOUND_NOT_REAL_NAME, DemoUser.BOUND_SERVICE_KIND_8]) {
      const token = await api.logInAs(user);
      const meal = dataOf<SetMeal>(await api.call('QUERY_SET_MEAL', {}, token));
      const bill = dataOf<BillData>(await api.call('QUERY_BILL_DETAILS', {}, token));
      const item = (name: string) => bill.chart.find((entry) => entry.name === name)?.value ?? 0;
      const autoDayPacks = meal.list.data.reduce((sum, entry) => sum + entry.autoDayPackageNum, 0);
      // 0.25 yuan per MB beyond the package plus 1 yuan per automatic daily pack; 0.15 yuan a minute; 0.1 yuan a message.
      expect(item('上网流量费'), user).toBe(Math.round(meal.list.outside.flowcount * 25) + autoDayPacks * 100);
      expect(item('语音通话费'), user).toBe(meal.list.outside.minutecount * 15);
      expect(item('短信彩信费'), user).toBe(meal.list.outside.smscount * 10);
      expect(bill.amount, user).toBe(bill.chart.reduce((sum, entry) => sum + entry.value, 0));
    }
  });

  it("张伟's bill: ¥3.00 data beyond the package (3 daily packs), and an allowance is used up before anything is charged beyond it", async () => {
    const bill = dataOf<BillData>(await api.call('QUERY_BILL_DETAILS', {}, zhangwei));
    expect(bill.chart).toEqual(
      expect.arrayContaining([
        { name: '套餐月费', value: 1900 },
        { name: '上网流量费', value: 300 },
        { name: '语音通话费', value: 180 },
        { name: '短信彩信费', value: 30 },
      ]),
    );
    const meal = dataOf<SetMeal>(await api.call('QUERY_SET_MEAL', {}, zhangwei));
    for (const entries of [meal.list.voice, meal.list.sms]) {
      expect(entries.find((entry) => entry.percentage === 100)).toBeDefined();
    }
  });

  it('bills start in the month the number joined', async () => {
    for (const subscriber of buildQueriesDemo(new Date()).subscribers) {
      const months = await api.deps.boss.listBillMonths(subscriber.phone);
      const joinMonth = formatChinaMonth(subscriber.joinedAt);
      expect(
        months.every((item) => item.month >= joinMonth),
        subscriber.phone,
      ).toBe(true);
    }
    // 周杰 joined last month: that month and this one.
    expect((await api.deps.boss.listBillMonths('17012340009')).map((item) => item.month)).toEqual([monthsBack(0), monthsBack(1)]);
  });

  it('a number that joined this month with its first month free has no bill yet and no history', async () => {
    const token = await api.logInAs(DemoUser.BOUND_JOINED_THIS_MONTH);
    const month = formatChinaMonth(new Date());
    expect(await api.call('QUERY_BILL_DETAILS', {}, token)).toMatchObject({ code: -100, msg: `${Number(month.slice(4))}月暂无账单` });
    expect(await api.call('QUERY_HISTORY_BILL', {}, token)).toMatchObject({ code: 1, data: { list: [] } });
    expect(await api.call('QUERY_BALANCE', {}, token)).toMatchObject({ code: 1, data: { amount: 5000, dataVal: [5000, 0] } });
  });
});

describe('ORDER_BUSINESS', () => {
  it('pages the value-added services by 6 with their statuses', async () => {
    const first = dataOf<{ list: { status: number; packageName: string; overTime: string }[]; total: number; page: number }>(
      await api.call('ORDER_BUSINESS', { type: 2, page: 1, pageSize: 6 }, zhangwei),
    );
    expect(first.total).toBe(8);
    expect(first.list).toHaveLength(6);
    const second = dataOf<{ list: { status: number }[]; page: number }>(await api.call('ORDER_BUSINESS', { type: 2, page: 2, pageSize: 6 }, zhangwei));
    expect(second).toMatchObject({ page: 2 });
    expect(second.list).toHaveLength(2);
    expect(new Set([...first.list, ...second.list].map((item) => item.status))).toEqual(new Set([-1, 0, 1]));
    const basic = dataOf<{ list: { packageName: string; overTime: string }[] }>(await api.call('ORDER_BUSINESS', { type: 0, page: 1, pageSize: 6 }, liuyang));
    expect(basic.list).toEqual([expect.objectContaining({ packageName: '大王卡19元套餐', status: 1, overTime: '' })]);
    expect(await api.call('ORDER_BUSINESS', { type: 1, page: 1, pageSize: 6 }, liuyang)).toMatchObject({ code: 1, data: { list: [], total: 0 } });
  });

  it('refuses a bad type or page', async () => {
    expect(await api.call('ORDER_BUSINESS', { type: 3, page: 1, pageSize: 6 }, zhangwei)).toMatchObject({ code: -100, msg: '业务类型错误' });
    expect(await api.call('ORDER_BUSINESS', { type: 0, page: 0, pageSize: 6 }, zhangwei)).toMatchObject({ code: -100, msg: '页码错误' });
    expect(await api.call('ORDER_BUSINESS', { type: 0, page: 1 }, newcomer)).toMatchObject({ code: -102 });
  });
});

describe('QUERY_BALANCE', () => {
  it("answers the balance beside this month's spending", async () => {
    const body = await api.call('QUERY_BALANCE', {}, zhangwei);
    const balance = dataOf<{ amount: number; data: string[]; dataVal: number[]; explain: string[]; title: string }>(body);
    expect(balance.amount).toBe(8650);
    expect(balance.data).toEqual(['可用余额', '本月已消费']);
    const bill = dataOf<{ amount: number }>(await api.call('QUERY_BILL_DETAILS', {}, zhangwei));
    expect(balance.dataVal).toEqual([8650, bill.amount]);
    expect(balance.explain.length).toBeGreaterThan(0);
  });

  it('says so when the number owes money', async () => {
    const owing = await api.logInAs(DemoUser.BOUND_OWING);
    expect(await api.call('QUERY_BALANCE', {}, owing)).toMatchObject({
      code: 1,
      data: { amount: -1560, title: '您已欠费，请及时充值', dataVal: [0, expect.any(Number)] },
    });
  });

  it('needs a bound phone', async () => {
    expect(await api.call('QUERY_BALANCE', {}, newcomer)).toMatchObject({ code: -102 });
  });
});

describe('QUERY_BILL_DETAILS', () => {
  it("answers this month's bill: the total equals its items and the title greets with it", async () => {
    const bill = dataOf<{ amount: number; date: string; title: string; chart: { name: string; value: number }[]; legend: string[]; color: string[] }>(
      await api.call('QUERY_BILL_DETAILS', {}, zhangwei),
    );
    expect(bill.date).toBe(formatChinaMonth(new Date()));
    expect(bill.amount).toBe(bill.chart.reduce((sum, item) => sum + item.value, 0));
    expect(bill.chart[0]).toEqual({ name: '套餐月费', value: 1900 });
    expect(bill.legend).toEqual(bill.chart.map((item) => item.name));
    expect(bill.color).toHaveLength(bill.chart.length);
    expect(bill.title).toMatch(new RegExp(`^(早上好|中午好|下午好|晚上好)，您${Number(bill.date.slice(4))}月的话费为${(bill.amount / 100).toFixed(2)}元$`));
  });

  it('answers a past month by date', async () => {
    const month = monthsBack(2);
    expect(await api.call('QUERY_BILL_DETAILS', { date: month }, zhangwei)).toMatchObject({ code: 1, data: { date: month } });
  });

  it('refuses a malformed month, a future month and a month without a bill', async () => {
    expect(await api.call('QUERY_BILL_DETAILS', { date: '2024-13' }, zhangwei)).toMatchObject({ code: -100, msg: '账单月份格式错误' });
    expect(await api.call('QUERY_BILL_DETAILS', { date: '209912' }, zhangwei)).toMatchObject({ code: -100, msg: '该月账单尚未产生' });
    expect(await api.call('QUERY_BILL_DETAILS', { date: '201001' }, zhangwei)).toMatchObject({ code: -100, msg: '1月暂无账单' });
    expect(await api.call('QUERY_BILL_DETAILS', {}, newcomer)).toMatchObject({ code: -102 });
  });
});

describe('QUERY_HISTORY_BILL', () => {
  it('lists the six past months, newest first, each total as on its bill', async () => {
    const list = dataOf<{ list: { date: string; amount: number }[] }>(await api.call('QUERY_HISTORY_BILL', {}, zhangwei)).list;
    expect(list.map((item) => item.date)).toEqual([1, 2, 3, 4, 5, 6].map(monthsBack));
    const first = list[0];
    const detail = dataOf<{ amount: number }>(await api.call('QUERY_BILL_DETAILS', { date: first?.date }, zhangwei));
    expect(detail.amount).toBe(first?.amount);
  });

  it('needs a bound phone', async () => {
    expect(await api.call('QUERY_HISTORY_BILL', {}, newcomer)).toMatchObject({ code: -102 });
  });
});

describe('ORDER_QUERY', () => {
  const DAY_MS = 24 * 3600 * 1000;
  /** An order the number made earlier (a flow's row of that day), straight into the back office. */
  const earlierOrder = (reference: string, daysAgo: number) =>
    recordServiceOrder(api.deps.db, {
      kind: 'flowPack',
      reference,
      phone: '17012340001',
      name: '流量包订购',
      checkStatus: '审核通过',
      summary: `${daysAgo}天前的流量包`,
      details: [],
      createdAt: new Date(api.deps.now().getTime() - daysAgo * DAY_MS),
    });

  it('lists the orders the number made in the last three months, newest first, with their review states', async () => {
    await earlierOrder('queries-test-30-days', 30);
    await earlierOrder('queries-test-100-days', 100);
    expect(await api.call('SMSREGISTER', { serviceid: '17012340001', regflag: '01' }, zhangwei)).toMatchObject({ code: 1 });
    const list = dataOf<{ list: { oid: string; name: string; check: string; detail: string; date: string }[] }>(
      await api.call('ORDER_QUERY', { mobilePhone: '17012340001' }, zhangwei),
    ).list;
    expect(list.map(({ name, check, detail }) => ({ name, check, detail }))).toEqual([
      { name: '短信防骚扰开通', check: '审核通过', detail: '短信防骚扰' },
      { name: '流量包订购', check: '审核通过', detail: '30天前的流量包' },
    ]);
    expect(list[0]?.oid).toMatch(/^DX\d{18}$/);
    expect(list[0]?.date).toBe(api.deps.now().toISOString());
    expect(await api.call('ORDER_QUERY', {}, liuyang)).toMatchObject({ code: 1, data: { list: [] } });
  });

  it('refuses another number and needs a bound phone', async () => {
    expect(await api.call('ORDER_QUERY', { mobilePhone: '17012340002' }, zhangwei)).toMatchObject({ code: -100, msg: '只能查询本人绑定号码的订单' });
    expect(await api.call('ORDER_QUERY', {}, newcomer)).toMatchObject({ code: -102, msg: '请先绑定手机号' });
  });
});

describe('ORDER_DETAIL', () => {
  const newestOid = async () => dataOf<{ list: { oid: string }[] }>(await api.call('ORDER_QUERY', {}, zhangwei)).list[0]?.oid ?? '';

  it('answers the title and content pairs and the tips', async () => {
    const oid = await newestOid();
    expect(await api.call('ORDER_DETAIL', { oid }, zhangwei)).toMatchObject({
      code: 1,
      data: {
        list: [
          { title: '订单编号', content: oid },
          { title: '业务名称', content: '短信防骚扰开通' },
          { title: '生效时间', content: '立即生效' },
        ],
        tips: '',
      },
    });
  });

  it('refuses an order of another number, an unknown and an empty oid', async () => {
    expect(await api.call('ORDER_DETAIL', { oid: await newestOid() }, liuyang)).toMatchObject({ code: -100, msg: '订单不存在' });
    expect(await api.call('ORDER_DETAIL', { oid: 'DX202601010000000000' }, zhangwei)).toMatchObject({ code: -100, msg: '订单不存在' });
    expect(await api.call('ORDER_DETAIL', { oid: '' }, zhangwei)).toMatchObject({ code: -100, msg: '请填写订单号' });
  });
});

describe('GET_MEAL', () => {
  it('answers the package and its rules as sanitised HTML', async () => {
    const body = await api.call('GET_MEAL', { packageId: 'PKG_STD_A' }, newcomer);
    expect(body).toMatchObject({ code: 1, data: { packageName: '标准卡A套餐' } });
    expect(dataOf<{ prodOfferDesc: string }>(body).prodOfferDesc).toContain('<p>标准卡A套餐：月费19元');
  });

  it('strips scripts, handlers and links from the rules', async () => {
    const { packages } = await import('../../db/schema.ts');
    const { eq } = await import('drizzle-orm');
    await api.deps.db
      .update(packages)
      .set({ descriptionHtml: '<p onclick="x()">规则</p><script>alert(1)</script><a href="javascript:x">链接</a><img src=x onerror=alert(1)><b>加粗</b>' })
      .where(eq(packages.id, 'PKG_STD_E'));
    const body = await api.call('GET_MEAL', { packageId: 'PKG_STD_E' }, zhangwei);
    expect(dataOf<{ prodOfferDesc: string }>(body).prodOfferDesc).toBe('<p>规则</p>链接<b>加粗</b>');
  });

  it('refuses an unknown package and asks for a login', async () => {
    expect(await api.call('GET_MEAL', { packageId: 'NOPE' }, zhangwei)).toMatchObject({ code: -100, msg: '套餐不存在' });
    expect(await api.call('GET_MEAL', { packageId: 'PKG_STD_A' })).toMatchObject({ code: -101 });
  });
});

describe('CHECK_OPEN_PHONE_WORK', () => {
  const ID_NUMBER = '11010519900307123X';
  const NAME = '张伟';

  /** Openings as the agent flow leaves them: masked, found by the keyed hash of name and ID number. */
  async function plantOpenings() {
    const { cardStock, openCardRecords } = await import('../../db/schema.ts');
    const cards = (await api.deps.db.select({ iccid: cardStock.iccid }).from(cardStock).limit(5)).map((card) => card.iccid);
    const hmac = hashOpeningIdentity(api.deps.secretKey, NAME, ID_NUMBER);
    const opening = (serviceId: string, minutesAgo: number) => ({
      uimId: cards.pop() ?? '',
      recordNumber: `R${serviceId}`,
      applyEvent: 'OpenCard' as const,
      dealerId: 'D1001',
      dealerMainId: 'D1001',
      workNo: 'A10001',
      serviceId,
      resInstId: `RI${serviceId}`,
      uimResInstId: `URI${serviceId}`,
      prodOfferId: '1354122',
      prodOfferName: '畅享卡',
      ifCheckCard: 0,
      serviceKind: 7,
      sumFeeFen: 0,
      openCardLocation: 4,
      status: 'done' as const,
      customerName: '张**',
      idNumberMasked: '1101**********123X',
      idNumberHmac: hmac,
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    });
    await api.deps.db.insert(openCardRecords).values([
      { ...opening('17012340001', 30), reviewStatus: 'passed' as const },
      { ...opening('17012340004', 20), reviewStatus: 'failed' as const, reviewReason: '人证合照不清晰' },
      { ...opening('17012340003', 10), reviewStatus: 'pending' as const },
      // Saved by the agent but never submitted: not an application yet.
      { ...opening('17012340011', 5), status: 'open' as const, reviewStatus: null },
      { ...opening('17112340006', 1), reviewStatus: 'pending' as const, idNumberHmac: hashOpeningIdentity(api.deps.secretKey, '李娜', ID_NUMBER) },
    ]);
  }

  it('lists the reviewed openings under the keyed hash of name and ID number, newest first, masked', async () => {
    await plantOpenings();
    const body = await api.call('CHECK_OPEN_PHONE_WORK', { customerName: NAME, identityCode: ID_NUMBER.toLowerCase() }, newcomer);
    expect(dataOf<{ list: unknown[] }>(body).list).toEqual([
      {
        applyEvent: '新装开户',
        prodOfferId: '1354122',
        prodOfferName: '畅享卡',
        serviceId: '170****0003',
        status: '待审核',
        auditRemark: '',
        ifValid: 1,
        applyTime: expect.any(String),
      },
      expect.objectContaining({ serviceId: '170****0004', status: '审核不通过', auditRemark: '人证合照不清晰', ifValid: 0 }),
      expect.objectContaining({ serviceId: '170****0001', status: '审核通过', auditRemark: '资料审核通过', ifValid: 1 }),
    ]);
  });

  it('finds nothing under another name or ID number', async () => {
    for (const identity of [
      { customerName: '李四', identityCode: ID_NUMBER },
      { customerName: NAME, identityCode: '110105199003071234' },
    ]) {
      expect(await api.call('CHECK_OPEN_PHONE_WORK', identity, newcomer)).toMatchObject({ code: 1, data: { list: [] } });
    }
  });

  it('asks for the name and a valid ID number', async () => {
    expect(await api.call('CHECK_OPEN_PHONE_WORK', { customerName: '', identityCode: '110105199003071234' }, newcomer)).toMatchObject({
      code: -100,
      msg: '请输入您的姓名',
    });
    expect(await api.call('CHECK_OPEN_PHONE_WORK', { customerName: '张伟', identityCode: '' }, newcomer)).toMatchObject({ code: -100, msg: '请输入身份证号' });
    expect(await api.call('CHECK_OPEN_PHONE_WORK', { customerName: '张伟', identityCode: '1234' }, newcomer)).toMatchObject({
      code: -100,
      msg: '请输入正确的身份证号',
    });
    expect(await api.call('CHECK_OPEN_PHONE_WORK', { customerName: '张伟', identityCode: '110105199003071234' })).toMatchObject({ code: -101 });
  });
});
