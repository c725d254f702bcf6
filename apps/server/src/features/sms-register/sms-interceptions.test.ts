import type { Envelope } from '@hall/contract/codes';
import type { OperationOutput } from '@hall/contract/schemas';
import { SMS_INDUSTRY_CATEGORIES } from '@hall/contract/sms-register/rules';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/connection.ts';
import { smsIndustryCategories } from '../../db/schema.ts';
import { callAsStaff, DemoStaff, logInStaff } from '../../test/staff-session.ts';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';
import { recordTransfer } from '../../test/transfers.ts';

// SMS do-not-disturb taking effect: a received message (usage sms_in, here injected from the
// console) is intercepted when the number's done registration rejects its industry or its sender,
// kept as an interception record and never recorded as usage. 张伟 (17012340001) starts without
// the service; 陈静 (17112340006) has none either.

const ZHANG_WEI = '17012340001';
const CHEN_JING = '17112340006';

let api: TestApp;
let staff: string;
let zhangWei: string;
let requestNumber = 0;

beforeAll(async () => {
  api = await createTestApp({ SMS_REGISTER_PROCESSING_SECONDS: '10' });
  staff = await logInStaff(api, DemoStaff.SERVICE);
  zhangWei = await api.logInAs(DemoUser.BOUND_NORMAL);
});
afterAll(() => api.close());

type Injected = OperationOutput<'CONSOLE_SANDBOX_INJECT_USAGE'>;
type Interceptions = OperationOutput<'SMS_INTERCEPTIONS'>;

const inject = (payload: Record<string, unknown>) => callAsStaff(api, 'CONSOLE_SANDBOX_INJECT_USAGE', staff, payload);

/** One received message now, as a new injection. */
async function receive(phone: string, sender: string, category?: string, amount = 1): Promise<Injected> {
  requestNumber += 1;
  const body = await inject({ requestId: `sms-in-${String(requestNumber).padStart(4, '0')}`, phone, kind: 'sms_received', amount, sender, category });
  expect(body, body.msg).toMatchObject({ code: 1 });
  return body.data as Injected;
}

const countIncomingRecords = async (phone: string) =>
  Number(
    (await queryRows<{ count: string }>(api.deps.db, sql`select count(*)::text as count from usage_records where phone = ${phone} and kind = 'sms_in'`))[0]
      ?.count,
  );

async function readInterceptions(token: string, serviceid: string): Promise<Interceptions> {
  const body: Envelope = await api.call('SMS_INTERCEPTIONS', { serviceid }, token);
  expect(body, body.msg).toMatchObject({ code: 1 });
  return body.data as Interceptions;
}

describe('industry codes', () => {
  it('are the back office’s categories, in the same order', async () => {
    const rows = await api.deps.db
      .select({ code: smsIndustryCategories.code, name: smsIndustryCategories.name })
      .from(smsIndustryCategories)
      .orderBy(asc(smsIndustryCategories.sortOrder));
    expect(rows).toEqual(SMS_INDUSTRY_CATEGORIES.map(({ code, name }) => ({ code, name })));
  });
});

describe('received messages and the do-not-disturb registration', () => {
  it('delivers everything before the service is ordered', async () => {
    const before = await countIncomingRecords(ZHANG_WEI);
    expect(await receive(ZHANG_WEI, '10690001234', '01')).toMatchObject({ recorded: 1, intercepted: 0 });
    expect(await countIncomingRecords(ZHANG_WEI)).toBe(before + 1);
  });

  it('does not filter while the registration is still being processed', async () => {
    expect((await api.call('SMSREGISTER', { serviceid: ZHANG_WEI, regflag: '01' }, zhangWei)).code).toBe(1);
    const changed = await api.call('CHANGESMS', { serviceid: ZHANG_WEI, addType: '01', addNum: '10690005555,13912345678' }, zhangWei);
    expect(changed, changed.msg).toMatchObject({ code: 1 });
    api.advanceSeconds(5);
    expect(await receive(ZHANG_WEI, '10690002222', '01')).toMatchObject({ recorded: 1, intercepted: 0 });
    expect(await receive(ZHANG_WEI, '10690005555')).toMatchObject({ recorded: 1, intercepted: 0 });
    expect((await readInterceptions(zhangWei, ZHANG_WEI)).total).toBe(0);
  });

  it('once done, intercepts a registered industry and not another one, and never records it as usage', async () => {
    // Done by now, though no page has read the registration since.
    api.advanceSeconds(6);
    const before = await countIncomingRecords(ZHANG_WEI);
    expect(await receive(ZHANG_WEI, '10690003333', '01', 2)).toMatchObject({ recorded: 0, intercepted: 1 });
    expect(await countIncomingRecords(ZHANG_WEI)).toBe(before);
    api.advanceSeconds(60);
    expect(await receive(ZHANG_WEI, '10690003333', '02')).toMatchObject({ recorded: 1, intercepted: 0 });
    expect(await receive(ZHANG_WEI, '13800138000')).toMatchObject({ recorded: 1, intercepted: 0 });
    expect(await countIncomingRecords(ZHANG_WEI)).toBe(before + 2);
  });

  it('intercepts a rejected sender whatever its category', async () => {
    api.advanceSeconds(60);
    expect(await receive(ZHANG_WEI, '10690005555')).toMatchObject({ recorded: 0, intercepted: 1 });
    api.advanceSeconds(60);
    expect(await receive(ZHANG_WEI, '10690005555', '05')).toMatchObject({ recorded: 0, intercepted: 1 });
    api.advanceSeconds(60);
    expect(await receive(ZHANG_WEI, '13912345678')).toMatchObject({ recorded: 0, intercepted: 1 });
  });

  it('intercepts a repeated event once', async () => {
    const payload = { requestId: 'sms-in-repeat-0001', phone: ZHANG_WEI, kind: 'sms_received', amount: 1, sender: '10690009999', category: '01' };
    expect(await inject(payload)).toMatchObject({ code: 1, data: { recorded: 0, intercepted: 1 } });
    expect(await inject(payload)).toMatchObject({ code: 1, data: { recorded: 0, intercepted: 0 } });
  });

  it('lists the intercepted messages newest first: time, sender masked, category, and the 30 days’ count', async () => {
    const { total, list } = await readInterceptions(await api.logInAs(DemoUser.BOUND_NORMAL), ZHANG_WEI);
    expect(total).toBe(6);
    expect(list.map(({ sender, categoryName, reason, count }) => ({ sender, categoryName, reason, count }))).toEqual([
      { sender: '106****9999', categoryName: '房产中介', reason: 'category', count: 1 },
      { sender: '139****5678', categoryName: null, reason: 'number', count: 1 },
      { sender: '106****5555', categoryName: '教育培训', reason: 'number', count: 1 },
      { sender: '106****5555', categoryName: null, reason: 'number', count: 1 },
      { sender: '106****3333', categoryName: '房产中介', reason: 'category', count: 2 },
    ]);
    const times = list.map((record) => Date.parse(record.occurredAt));
    expect([...times].sort((first, second) => second - first)).toEqual(times);
    expect(JSON.stringify(list)).not.toContain('10690005555');
    expect(JSON.stringify(list)).not.toContain('13912345678');
  });

  it('stops filtering after 退订', async () => {
    expect(await receive(ZHANG_WEI, '10690005555', '01')).toMatchObject({ intercepted: 1 });
    expect((await api.call('SMSREGISTER', { serviceid: ZHANG_WEI, regflag: '02' }, await api.logInAs(DemoUser.BOUND_NORMAL))).code).toBe(1);
    api.advanceSeconds(60);
    expect(await receive(ZHANG_WEI, '10690005555', '01')).toMatchObject({ recorded: 1, intercepted: 0 });
    expect(await receive(ZHANG_WEI, '10690004444', '01')).toMatchObject({ recorded: 1, intercepted: 0 });
    // What was kept before stays listed.
    expect((await readInterceptions(await api.logInAs(DemoUser.BOUND_NORMAL), ZHANG_WEI)).total).toBe(7);
  });

  it("shows a receiver of the number (过户) none of the previous owner's: the list starts at the transfer", async () => {
    api.advanceSeconds(60);
    await recordTransfer(api, ZHANG_WEI, api.deps.now());
    expect(await readInterceptions(await api.logInAs(DemoUser.BOUND_NORMAL), ZHANG_WEI)).toMatchObject({ total: 0, list: [] });
  });
});

describe('SMS_INTERCEPTIONS', () => {
  it('answers the own number only, and needs a login and a bound phone', async () => {
    const chenJing = await api.logInAs(DemoUser.BOUND_SERVICE_KIND_8);
    expect(await readInterceptions(chenJing, CHEN_JING)).toEqual({ total: 0, list: [] });
    expect(await api.call('SMS_INTERCEPTIONS', { serviceid: ZHANG_WEI }, chenJing)).toMatchObject({ code: -100, msg: '只能办理本机号码的业务' });
    expect(await api.call('SMS_INTERCEPTIONS', {}, chenJing)).toMatchObject({ code: -100, msg: '接口参数缺失！' });
    expect(await api.call('SMS_INTERCEPTIONS', { serviceid: ZHANG_WEI })).toMatchObject({ code: -101 });
    expect(await api.call('SMS_INTERCEPTIONS', { serviceid: ZHANG_WEI }, await api.logInAs(DemoUser.UNBOUND))).toMatchObject({ code: -102 });
  });
});

describe('CONSOLE_SANDBOX_INJECT_USAGE of a received message', () => {
  const base = { requestId: 'sms-in-bad-0001', phone: CHEN_JING, kind: 'sms_received', amount: 1 };

  it('needs a sender of 3-20 digits and a known industry', async () => {
    staff = await logInStaff(api, DemoStaff.SERVICE);
    expect(await inject(base)).toMatchObject({ code: -100, msg: '请输入发送方号码' });
    expect(await inject({ ...base, sender: '12' })).toMatchObject({ code: -100, msg: '发送方号码须为3-20位数字' });
    expect(await inject({ ...base, sender: '1069abc' })).toMatchObject({ code: -100, msg: '发送方号码须为3-20位数字' });
    expect(await inject({ ...base, sender: '10690001111', category: '99' })).toMatchObject({ code: -100, msg: '行业类别不存在，请重新选择' });
    expect(await inject({ ...base, sender: '10690001111', amount: 51 })).toMatchObject({ code: -100, msg: '数量不能超过50' });
  });

  it('takes a sender for received messages and calls, an industry for received messages only', async () => {
    expect(await inject({ ...base, kind: 'data_mb', sender: '10690001111' })).toMatchObject({ code: -100, msg: '发送方号码仅用于接收短信和来电' });
    expect(await inject({ ...base, kind: 'sms_count', otherParty: '13800138000', category: '01' })).toMatchObject({
      code: -100,
      msg: '行业类别仅用于接收短信',
    });
    expect(await inject({ ...base, kind: 'call_received', sender: '13800138000', category: '01' })).toMatchObject({
      code: -100,
      msg: '行业类别仅用于接收短信',
    });
  });

  it('records a personal message without an industry', async () => {
    expect(await inject({ ...base, requestId: 'sms-in-personal-0001', sender: '13800138000' })).toMatchObject({
      code: 1,
      data: { recorded: 1, intercepted: 0 },
    });
    const [row] = await queryRows<{ other_party: string }>(
      api.deps.db,
      sql`select other_party from usage_records where phone = ${CHEN_JING} and kind = 'sms_in' order by occurred_at desc limit 1`,
    );
    expect(row?.other_party).toBe('13800138000');
  });
});

describe('the 30 days', () => {
  it('count and list only the messages of the last 30 days', async () => {
    api.advanceSeconds(31 * 24 * 3600);
    expect(await readInterceptions(await api.logInAs(DemoUser.BOUND_NORMAL), ZHANG_WEI)).toEqual({ total: 0, list: [] });
  });
});
