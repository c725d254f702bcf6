import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatChinaDate } from '@hall/contract/china-time';
import { DealerMessage } from '@hall/contract/console-dealers/rules';
import { findKeepEnd, formatKeepEndDate, NumberKeepingMessage } from '@hall/contract/number-keeping/rules';
import { SmsMessage } from '@hall/contract/sms/rules';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCreditControlSettled } from '../../test/credit-control-run.ts';
import { cardStock, notifications, numberStateChanges, sandboxWechatUsers, serviceOrders, subscribers } from '../../db/schema.ts';
import { readNewestOrder } from '../../test/service-orders.ts';
import { callAsStaff, DemoStaff, logInStaff } from '../../test/staff-session.ts';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';

// 停机保号 and the PUK for the bound owner: each needs the service password or the type 09 SMS
// code; the state is checked before the secret (a needless request spends no try) and again under
// the number's lock, so requests at the same moment act once. 停机保号 only from 正常 (an owing
// number pays first); each keep and early end is a service order; the PUK comes from the card
// stock import and is never logged.

const PASSWORD = '123456';
const ZHANGWEI = '17012340001';
const WANGFANG = '17012340003';

let api: TestApp;
let zhangwei: string;
let wangfang: string;
let testUsers = 0;

beforeAll(async () => {
  api = await createTestApp();
  zhangwei = await api.logInAs(DemoUser.BOUND_NORMAL);
  wangfang = await api.logInAs(DemoUser.BOUND_OWING);
});
afterAll(() => api.close());

const byPassword = (phonePassword = PASSWORD) => ({ checkBy: 'password', phonePassword });
const bySms = (code: string) => ({ checkBy: 'sms', code });

async function sendNumberCode(token: string, phone: string): Promise<string> {
  api.advanceSeconds(61);
  const sent = await api.call('SEND_SMS_CODE', { mobilePhone: phone, type: '09' }, token);
  expect(sent, sent.msg).toMatchObject({ code: 1 });
  return api.readLatestSmsCode(phone);
}

async function statusOf(token: string) {
  const body = await api.call('NUMBER_KEEPING_STATUS', {}, token);
  expect(body, body.msg).toMatchObject({ code: 1 });
  return body.data as {
    state: string;
    stateLabel: string;
    keptUntil: string | null;
    balance: number;
    keepFeeFen: number;
    keepEndDates: string[];
    hasPuk: boolean;
  };
}

const numberOf = async (phone: string) => (await api.deps.db.select().from(subscribers).where(eq(subscribers.phone, phone)))[0]!;
const noticesOf = async (phone: string) =>
  (await api.deps.db.select().from(notifications).where(eq(notifications.phone, phone)).orderBy(asc(notifications.id))).filter((row) =>
    row.kind.startsWith('keep'),
  );
const changesOf = (phone: string) =>
  api.deps.db.select().from(numberStateChanges).where(eq(numberStateChanges.phone, phone)).orderBy(asc(numberStateChanges.id));

/** A new WeChat member bound to the number by its SMS code. */
async function bindNewMember(phone: string): Promise<string> {
  testUsers += 1;
  const openid = `o_test_keeping_${testUsers}`;
  await api.deps.db.insert(sandboxWechatUsers).values({ openid, nickname: `保号用户${testUsers}` });
  const token = await api.logInAs(openid);
  api.advanceSeconds(61);
  expect(await api.call('SEND_SMS_CODE', { mobilePhone: phone, type: '01' }, token, `10.9.0.${testUsers}`)).toMatchObject({ code: 1 });
  const bound = await api.call('BIND_PHONE', { phone, code: await api.readLatestSmsCode(phone) }, token);
  expect(bound, bound.msg).toMatchObject({ code: 1 });
  return token;
}

/** A number opened on a card of the stock (as an agent's opening leaves it): the card is the number's. */
async function openOnStockCard(phone: string): Promise<{ iccid: string; puk: string | null }> {
  const [card] = await api.deps.db.select().from(cardStock).where(eq(cardStock.phone, phone));
  await api.deps.db.update(cardStock).set({ status: 'opened', openedAt: api.deps.now() }).where(eq(cardStock.phone, phone));
  await api.deps.db.insert(subscribers).values({
    phone,
    ownerName: '保号测试',
    idNumber: '110105199003071234',
    idLast6: '071234',
    status: 'normal',
    packageId: 'PKG_STD_A',
    joinedAt: api.deps.now(),
    province: '北京',
    city: '北京',
    balanceFen: 5000,
    iccid: card!.iccid,
    stateSince: api.deps.now(),
  });
  return { iccid: card!.iccid, puk: card!.puk };
}

describe('NUMBER_KEEPING_STATUS', () => {
  it('shows the state with its label, the balance, the keep fee and the end date of each choice from 1 to 12 months', async () => {
    const status = await statusOf(zhangwei);
    const now = api.deps.now();
    expect(status).toMatchObject({ state: 'normal', stateLabel: '正常', keptUntil: null, balance: 8650, keepFeeFen: 500, hasPuk: false });
    expect(status.keepEndDates).toHaveLength(12);
    expect(status.keepEndDates[0]).toBe(formatKeepEndDate(now, 1));
    expect(status.keepEndDates[11]).toBe(formatKeepEndDate(now, 12));
    expect(await api.call('NUMBER_KEEPING_STATUS', {}, await api.logInAs(DemoUser.UNBOUND))).toMatchObject({ code: -102 });
  });
});

describe('KEEP_NUMBER and RESUME_KEPT_NUMBER', () => {
  it('need the owner check: a choice of proof, the password or a code, each checked', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ months: 3 }, NumberKeepingMessage.CHECK_BY_INVALID],
      [{ months: 3, checkBy: 'face' }, NumberKeepingMessage.CHECK_BY_INVALID],
      [{ months: 3, checkBy: 'password' }, NumberKeepingMessage.PASSWORD_REQUIRED],
      [{ months: 3, checkBy: 'sms' }, '请输入验证码'],
      [{ months: 3, checkBy: 'sms', code: '12ab' }, '验证码格式错误'],
      [{ months: 0, ...byPassword() }, NumberKeepingMessage.MONTHS_INVALID],
      [{ months: 13, ...byPassword() }, NumberKeepingMessage.MONTHS_INVALID],
      [{ months: 1.5, ...byPassword() }, NumberKeepingMessage.MONTHS_INVALID],
    ];
    for (const [payload, message] of cases) {
      expect(await api.call('KEEP_NUMBER', payload, zhangwei), JSON.stringify(payload)).toMatchObject({ code: -100, msg: message });
    }
    expect(await api.call('KEEP_NUMBER', { months: 3, ...byPassword('000000') }, zhangwei)).toMatchObject({ code: -100, msg: '服务密码错误，还可尝试2次' });
    expect(await api.call('KEEP_NUMBER', { months: 3, ...bySms('000000') }, zhangwei)).toMatchObject({ code: -100 });
    expect((await numberOf(ZHANGWEI)).status).toBe('normal');
  });

  it('refuses an owing number before its password is checked: it pays first', async () => {
    expect(await api.call('KEEP_NUMBER', { months: 2, ...byPassword('000000') }, wangfang)).toMatchObject({ code: -100, msg: NumberKeepingMessage.KEEP_OWING });
    expect(await api.call('KEEP_NUMBER', { months: 2, ...byPassword() }, wangfang)).toMatchObject({ code: -100, msg: NumberKeepingMessage.KEEP_OWING });
    expect(await api.call('RESUME_KEPT_NUMBER', byPassword('000000'), wangfang)).toMatchObject({ code: -100, msg: NumberKeepingMessage.NOT_KEPT });
    expect((await numberOf(WANGFANG)).status).toBe('owing');
    expect(await changesOf(WANGFANG)).toEqual([]);
  });

  it('keeps the number until the China day the chosen months on, with one SMS and a service order; resumes early by SMS code, with its own order', async () => {
    const now = api.deps.now();
    const kept = await api.call('KEEP_NUMBER', { months: 3, ...byPassword() }, zhangwei);
    const keptUntil = findKeepEnd(now, 3);
    expect(kept, kept.msg).toMatchObject({ code: 1, data: { keptUntil: keptUntil.toISOString(), endDate: formatChinaDate(keptUntil) } });
    expect(await numberOf(ZHANGWEI)).toMatchObject({ status: 'keptSuspended', keptUntil });
    expect(await statusOf(zhangwei)).toMatchObject({ state: 'keptSuspended', stateLabel: '停机保号', keptUntil: keptUntil.toISOString() });
    expect((await noticesOf(ZHANGWEI)).map((row) => [row.kind, row.params])).toEqual([['keepSuspended', { until: formatChinaDate(keptUntil) }]]);
    const order = await readNewestOrder(api, zhangwei, '停机保号');
    expect(order).toMatchObject({ check: '审核通过', detail: `保号3个月，至${formatChinaDate(keptUntil)}` });
    expect(order.details).toMatchObject({ 保号时长: '3个月', 到期日期: `${formatChinaDate(keptUntil)}（当日自动复机）`, 保号费: '5.00元/月' });
    expect(order.oid).toMatch(/^BH\d{18}$/);

    // Kept already: refused before the secret, whichever proof comes.
    expect(await api.call('KEEP_NUMBER', { months: 1, ...byPassword('000000') }, zhangwei)).toMatchObject({
      code: -100,
      msg: NumberKeepingMessage.ALREADY_KEPT,
    });

    const code = await sendNumberCode(zhangwei, ZHANGWEI);
    expect(await api.call('RESUME_KEPT_NUMBER', bySms(code === '000000' ? '111111' : '000000'), zhangwei)).toMatchObject({ code: -100 });
    expect((await numberOf(ZHANGWEI)).status).toBe('keptSuspended');
    const resumed = await api.call('RESUME_KEPT_NUMBER', bySms(code), zhangwei);
    expect(resumed, resumed.msg).toMatchObject({ code: 1, data: { state: 'normal', stateLabel: '正常' } });
    expect(await numberOf(ZHANGWEI)).toMatchObject({ status: 'normal', keptUntil: null });
    expect((await noticesOf(ZHANGWEI)).map((row) => row.kind)).toEqual(['keepSuspended', 'keepResumed']);
    expect(await readNewestOrder(api, zhangwei, '停机保号复机')).toMatchObject({ check: '审核通过', details: { 号码状态: '正常' } });
    // The code was used once.
    expect(await api.call('KEEP_NUMBER', { months: 1, ...bySms(code) }, zhangwei)).toMatchObject({ code: -100 });
    expect(await api.call('RESUME_KEPT_NUMBER', byPassword(), zhangwei)).toMatchObject({ code: -100, msg: NumberKeepingMessage.NOT_KEPT });
    expect((await changesOf(ZHANGWEI)).map((change) => change.transition)).toEqual(['keepSuspension', 'keepResumption']);
  });

  it('sends the type 09 code to the bound number only', async () => {
    api.advanceSeconds(61);
    expect(await api.call('SEND_SMS_CODE', { mobilePhone: WANGFANG, type: '09' }, zhangwei)).toMatchObject({ code: -100, msg: SmsMessage.BOUND_PHONE_ONLY });
  });

  it('comes back owing when the keep fee took the balance below zero meanwhile', async () => {
    await openOnStockCard('16610000021');
    const owner = await bindNewMember('16610000021');
    expect(await api.call('KEEP_NUMBER', { months: 12, ...byPassword() }, owner)).toMatchObject({ code: 1 });
    await api.deps.db.update(subscribers).set({ balanceFen: -300 }).where(eq(subscribers.phone, '16610000021'));
    expect(await api.call('RESUME_KEPT_NUMBER', byPassword(), owner)).toMatchObject({ code: 1, data: { state: 'owing', stateLabel: '欠费' } });
  });

  it('keeps the number once under ten requests at the same moment', async () => {
    await openOnStockCard('16610000023');
    const owner = await bindNewMember('16610000023');
    const replies = await Promise.all(Array.from({ length: 10 }, () => api.call('KEEP_NUMBER', { months: 2, ...byPassword() }, owner)));
    expect(replies.filter((reply) => reply.code === 1)).toHaveLength(1);
    expect(replies.filter((reply) => reply.code !== 1).every((reply) => reply.msg === NumberKeepingMessage.ALREADY_KEPT)).toBe(true);
    expect(await changesOf('16610000023')).toHaveLength(1);
    expect(
      await api.deps.db
        .select()
        .from(serviceOrders)
        .where(and(eq(serviceOrders.phone, '16610000023'), eq(serviceOrders.kind, 'numberKeeping'))),
    ).toHaveLength(1);
  });
});

describe('PUK_QUERY', () => {
  it("shows the PUK the stock import brought for the number's card after the owner check, and only then", async () => {
    const { iccid, puk } = await openOnStockCard('16610000024');
    const owner = await bindNewMember('16610000024');
    expect(await statusOf(owner)).toMatchObject({ hasPuk: true, iccidTail: iccid.slice(-4) });
    expect(await api.call('PUK_QUERY', {}, owner)).toMatchObject({ code: -100, msg: NumberKeepingMessage.CHECK_BY_INVALID });
    const refused = await api.call('PUK_QUERY', byPassword('000000'), owner);
    expect(refused).toMatchObject({ code: -100, msg: '服务密码错误，还可尝试2次' });
    expect(JSON.stringify(refused)).not.toContain(puk);
    expect(await api.call('PUK_QUERY', byPassword(), owner)).toMatchObject({ code: 1, data: { iccidTail: iccid.slice(-4), puk } });
    const code = await sendNumberCode(owner, '16610000024');
    expect(await api.call('PUK_QUERY', bySms(code), owner)).toMatchObject({ code: 1, data: { puk } });
  });

  it('takes the PUK from the stock CSV (an optional fourth column, eight digits) in the console import', async () => {
    const admin = await logInStaff(api, DemoStaff.ADMIN);
    const importCsv = (csv: string) => callAsStaff(api, 'CONSOLE_IMPORT_STOCK', admin, { dealerId: 'D1001', offerId: '1354262', csv });
    expect(await importCsv('iccid,phone,sale_resource_id,puk\n89860166700000000011,16670000001,,1234567\n')).toMatchObject({
      code: 1,
      data: { importedCount: 0, problems: [{ line: 2, message: DealerMessage.ROW_PUK }] },
    });
    expect(await importCsv('89860166700000000011,16670000001,,12345678\n89860166700000000029,16670000002\n')).toMatchObject({
      code: 1,
      data: { importedCount: 2 },
    });
    const cards = await api.deps.db.select({ phone: cardStock.phone, puk: cardStock.puk }).from(cardStock).where(eq(cardStock.dealerId, 'D1001'));
    expect(cards).toEqual(
      expect.arrayContaining([
        { phone: '16670000001', puk: '12345678' },
        { phone: '16670000002', puk: null },
      ]),
    );
  });

  it('answers that a card without a PUK on record is asked at a store, before any secret is spent', async () => {
    expect(await api.call('PUK_QUERY', byPassword('000000'), wangfang)).toMatchObject({ code: -100, msg: NumberKeepingMessage.PUK_NOT_ON_RECORD });
    // The wrong password above was never checked: it spent none of the three tries.
    expect(await api.call('REPORT_LOSS', { phonePassword: '000000' }, wangfang)).toMatchObject({ msg: '服务密码错误，还可尝试2次' });
  });

  it('is limited per caller: five reads in ten minutes', async () => {
    await openOnStockCard('16610000025');
    const owner = await bindNewMember('16610000025');
    for (let read = 0; read < 5; read += 1) {
      expect(await api.call('PUK_QUERY', byPassword(), owner)).toMatchObject({ code: 1 });
    }
    const response = await api.app.inject({ method: 'POST', url: '/api/wechat/pukQuery', payload: { ...byPassword(), token: owner } });
    expect(response.statusCode).toBe(429);
    api.advanceSeconds(10 * 60 + 1);
    expect(await api.call('PUK_QUERY', byPassword(), owner)).toMatchObject({ code: 1 });
  });
});

// Last of this app's tests: it moves the clock a month on.
describe('the end of a keep', () => {
  it('ends by itself on its last day through credit control, back in service', async () => {
    const byItself = await openOnStockCard('16610000022');
    expect(byItself.puk).toBe('80000022');
    const owner = await bindNewMember('16610000022');
    expect(await api.call('KEEP_NUMBER', { months: 1, ...byPassword() }, owner)).toMatchObject({ code: 1 });
    const { keptUntil } = await numberOf('16610000022');
    api.advanceSeconds(Math.ceil((keptUntil!.getTime() - api.deps.now().getTime()) / 1000) - 60);
    await runCreditControlSettled(api);
    expect((await numberOf('16610000022')).status).toBe('keptSuspended');
    api.advanceSeconds(120);
    await runCreditControlSettled(api);
    expect(await numberOf('16610000022')).toMatchObject({ status: 'normal', keptUntil: null });
  });
});

describe('the PUK in the server log', () => {
  let logged: TestApp;
  let logFile: string;

  beforeAll(async () => {
    logFile = join(mkdtempSync(join(tmpdir(), 'hall-puk-log-')), 'server.log');
    logged = await createTestApp({ LOG_LEVEL: 'debug', LOG_FILE: logFile });
  });
  afterAll(() => logged.close());

  it('never appears, whoever asks and however it ends', async () => {
    const [card] = await logged.deps.db.select().from(cardStock).where(eq(cardStock.phone, '16610000026'));
    await logged.deps.db.update(subscribers).set({ iccid: card!.iccid }).where(eq(subscribers.phone, ZHANGWEI));
    const token = await logged.logInAs(DemoUser.BOUND_NORMAL);
    expect(await logged.call('PUK_QUERY', byPassword('000000'), token)).toMatchObject({ code: -100 });
    expect(await logged.call('PUK_QUERY', byPassword(), token)).toMatchObject({ code: 1, data: { puk: card!.puk } });
    logged.app.log.info('probe after the PUK');
    let text = '';
    for (let attempt = 0; attempt < 40 && !text.includes('probe after the PUK'); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      text = readFileSync(logFile, 'utf8');
    }
    expect(text).toContain('probe after the PUK');
    expect(text).toContain('/api/wechat/pukQuery');
    expect(text).not.toContain(card!.puk!);
  });
});

describe('a keep of the chosen months', () => {
  it('ends at the start of the China day that many months on, on the last day of a shorter month', () => {
    // 2027-01-31 10:00 China time.
    const lastOfJanuary = new Date('2027-01-31T02:00:00Z');
    expect(formatKeepEndDate(lastOfJanuary, 1)).toBe('2027-02-28');
    expect(findKeepEnd(lastOfJanuary, 1).toISOString()).toBe('2027-02-27T16:00:00.000Z');
    expect(formatKeepEndDate(lastOfJanuary, 12)).toBe('2028-01-31');
  });
});
