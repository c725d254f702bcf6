import type { Envelope } from '@hall/contract/codes';
import type { CallProtectionSettings } from '@hall/contract/call-protection/schemas';
import { BLOCKED_NUMBERS_MAX, BLOCKED_PREFIXES_MAX, CALL_INTERCEPTIONS_PAGE_SIZE } from '@hall/contract/call-protection/rules';
import type { OperationOutput } from '@hall/contract/schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/connection.ts';
import { callInterceptions, markedNumbers } from '../../db/schema.ts';
import { callAsStaff, DemoStaff, logInStaff } from '../../test/staff-session.ts';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';

// Call protection (骚扰拦截) taking effect: a received call or message (injected from the console's
// sandbox step, as the network would report it) from a listed number, a listed range or a number
// marked with a blocked category is intercepted, logged once and never recorded as usage.
// 张伟 (17012340001) and 王芳 (17012340003) are bound demo members; neither has settings at first.

const ZHANG_WEI = '17012340001';
const WANG_FANG = '17012340003';
/** Marked by migration 0061. */
const FRAUD_CALLER = '16500001111';
const MARKETING_CALLER = '4006001234';

let api: TestApp;
let staff: string;
let zhangWei: string;
let wangFang: string;
let requestNumber = 0;

beforeAll(async () => {
  api = await createTestApp({ SMS_REGISTER_PROCESSING_SECONDS: '10' });
  staff = await logInStaff(api, DemoStaff.SERVICE);
  zhangWei = await api.logInAs(DemoUser.BOUND_NORMAL);
  wangFang = await api.logInAs(DemoUser.BOUND_OWING);
});
afterAll(() => api.close());

type Injected = OperationOutput<'CONSOLE_SANDBOX_INJECT_USAGE'>;
type Log = OperationOutput<'CALL_INTERCEPTIONS'>;

function expectOk<Data>(reply: Envelope): Data {
  expect(reply, reply.msg).toMatchObject({ code: 1 });
  return reply.data as Data;
}

const nextRequestId = () => {
  requestNumber += 1;
  return `call-in-${String(requestNumber).padStart(4, '0')}`;
};

/** One received call (or, with `kind`, message) now, as a console injection. */
async function receive(phone: string, caller: string, options: { kind?: 'call_received' | 'sms_received'; requestId?: string } = {}): Promise<Injected> {
  const body = await callAsStaff(api, 'CONSOLE_SANDBOX_INJECT_USAGE', staff, {
    requestId: options.requestId ?? nextRequestId(),
    phone,
    kind: options.kind ?? 'call_received',
    amount: 2,
    sender: caller,
  });
  return expectOk<Injected>(body);
}

const save = (token: string, settings: Record<string, unknown>) => api.call('CALL_PROTECTION_SAVE', settings, token);

async function saveOk(token: string, settings: Record<string, unknown>): Promise<CallProtectionSettings> {
  return expectOk<CallProtectionSettings>(await save(token, settings));
}

const readLog = async (token: string, page = 1) => expectOk<Log>(await api.call('CALL_INTERCEPTIONS', { page }, token));

async function countRecords(phone: string, otherParty: string): Promise<number> {
  const rows = await queryRows<{ count: string }>(
    api.deps.db,
    sql`select count(*)::text as count from usage_records where phone = ${phone} and other_party = ${otherParty} and kind in ('voice_in', 'sms_in')`,
  );
  return Number(rows[0]?.count);
}

const interceptionsOf = (phone: string) => api.deps.db.select().from(callInterceptions).where(eq(callInterceptions.phone, phone));

describe('the settings', () => {
  it('are off with nothing listed until first saved', async () => {
    expect(expectOk(await api.call('CALL_PROTECTION', {}, zhangWei))).toEqual({ enabled: false, numbers: [], prefixes: [], categories: [], updatedAt: null });
  });

  it('refuse malformed numbers and ranges with a clear message', async () => {
    expect(await save(zhangWei, { enabled: true, numbers: ['1234'] })).toMatchObject({ code: -100, msg: '拦截号码须为5-20位数字' });
    expect(await save(zhangWei, { enabled: true, numbers: ['1380013800a'] })).toMatchObject({ code: -100, msg: '拦截号码须为5-20位数字' });
    expect(await save(zhangWei, { enabled: true, prefixes: ['7'] })).toMatchObject({ code: -100, msg: '号段须为2-8位数字，如0755、400、95' });
    expect(await save(zhangWei, { enabled: true, prefixes: ['11'] })).toMatchObject({ code: -100, msg: '号段不能包含紧急号码（110、119、120、122）' });
    expect(await save(zhangWei, { enabled: true, prefixes: ['1201'] })).toMatchObject({ code: -100, msg: '号段不能包含紧急号码（110、119、120、122）' });
    expect(await save(zhangWei, { enabled: true, categories: ['spam'] })).toMatchObject({ code: -100, msg: '拦截类别无效，请刷新后重试' });
    expect(await save(zhangWei, { enabled: 'yes' })).toMatchObject({ code: -100, msg: '请选择是否开启骚扰拦截' });
    expect(await save(zhangWei, { enabled: true, numbers: [ZHANG_WEI] })).toMatchObject({ code: -100, msg: '不能拦截本机号码' });
  });

  it('refuse a repeated number, range or category', async () => {
    expect(await save(zhangWei, { enabled: true, numbers: ['13800138000', '13800138000'] })).toMatchObject({ code: -100, msg: '拦截号码重复，请勿重复添加' });
    expect(await save(zhangWei, { enabled: true, prefixes: ['0755', '0755'] })).toMatchObject({ code: -100, msg: '拦截号段重复，请勿重复添加' });
    expect(await save(zhangWei, { enabled: true, categories: ['fraud', 'fraud'] })).toMatchObject({ code: -100, msg: '拦截类别重复' });
  });

  it(`hold at most ${BLOCKED_NUMBERS_MAX} numbers and ${BLOCKED_PREFIXES_MAX} ranges`, async () => {
    const numbers = Array.from({ length: BLOCKED_NUMBERS_MAX + 1 }, (_, index) => `1390000${String(index).padStart(4, '0')}`);
    const prefixes = Array.from({ length: BLOCKED_PREFIXES_MAX + 1 }, (_, index) => `0${String(index + 300)}`);
    expect(await save(zhangWei, { enabled: true, numbers })).toMatchObject({ code: -100, msg: `拦截号码最多${BLOCKED_NUMBERS_MAX}个，请先删除部分号码` });
    expect(await save(zhangWei, { enabled: true, prefixes })).toMatchObject({ code: -100, msg: `拦截号段最多${BLOCKED_PREFIXES_MAX}个，请先删除部分号段` });
    const saved = await saveOk(zhangWei, { enabled: true, numbers: numbers.slice(0, BLOCKED_NUMBERS_MAX), prefixes: prefixes.slice(0, BLOCKED_PREFIXES_MAX) });
    expect(saved.numbers).toEqual(numbers.slice(0, BLOCKED_NUMBERS_MAX));
    expect(saved.prefixes).toHaveLength(BLOCKED_PREFIXES_MAX);
  });

  it('are replaced as a whole, in the order listed', async () => {
    const saved = await saveOk(zhangWei, { enabled: true, numbers: ['13900001111', '02012345678'], prefixes: ['0755'], categories: ['harassment', 'fraud'] });
    expect(saved).toMatchObject({ enabled: true, numbers: ['13900001111', '02012345678'], prefixes: ['0755'], categories: ['fraud', 'harassment'] });
    expect(expectOk(await api.call('CALL_PROTECTION', {}, zhangWei))).toEqual(saved);
  });

  it('of another member are untouched by a member saving theirs', async () => {
    const before = expectOk(await api.call('CALL_PROTECTION', {}, zhangWei));
    await saveOk(wangFang, { enabled: true, numbers: ['13900002222'], prefixes: ['400'], categories: ['marketing'] });
    expect(expectOk(await api.call('CALL_PROTECTION', {}, zhangWei))).toEqual(before);
    // 王芳's list blocks nothing of 张伟's: a 400 call to him rings through.
    expect(await receive(ZHANG_WEI, '4008001234')).toMatchObject({ recorded: 1, intercepted: 0 });
    expect(await receive(WANG_FANG, '4008001234')).toMatchObject({ recorded: 0, intercepted: 1 });
  });
});

describe('blocking', () => {
  it('intercepts a call and a message from a listed number: logged whole, never usage', async () => {
    await saveOk(zhangWei, { enabled: true, numbers: ['13900001111'], prefixes: ['0755'], categories: ['fraud'] });
    api.advanceSeconds(1);
    expect(await receive(ZHANG_WEI, '13900001111')).toMatchObject({ recorded: 0, intercepted: 1 });
    expect(await receive(ZHANG_WEI, '13900001111', { kind: 'sms_received' })).toMatchObject({ recorded: 0, intercepted: 1 });
    expect(await countRecords(ZHANG_WEI, '13900001111')).toBe(0);
    const log = await readLog(zhangWei);
    expect(log.list.slice(0, 2).map(({ kind, otherParty, reason, reasonText }) => ({ kind, otherParty, reason, reasonText }))).toEqual([
      { kind: 'sms', otherParty: '13900001111', reason: 'number', reasonText: '黑名单号码' },
      { kind: 'call', otherParty: '13900001111', reason: 'number', reasonText: '黑名单号码' },
    ]);
    expect(log.list[1]).toMatchObject({ seconds: 120, messageCount: null });
  });

  it('intercepts a call from a listed range, the caller masked in the log', async () => {
    api.advanceSeconds(1);
    expect(await receive(ZHANG_WEI, '075588889999')).toMatchObject({ recorded: 0, intercepted: 1 });
    expect((await readLog(zhangWei)).list[0]).toMatchObject({ otherParty: '075****9999', reason: 'prefix', reasonText: '拦截号段 0755' });
    // A number that only shares the first digits of another range is not blocked.
    expect(await receive(ZHANG_WEI, '07565551234')).toMatchObject({ recorded: 1, intercepted: 0 });
  });

  it('intercepts a number marked with a blocked category, and lets a marked number of another category ring', async () => {
    api.advanceSeconds(1);
    expect(await receive(ZHANG_WEI, FRAUD_CALLER)).toMatchObject({ recorded: 0, intercepted: 1 });
    expect((await readLog(zhangWei)).list[0]).toMatchObject({ otherParty: '165****1111', reason: 'category', category: 'fraud', reasonText: '标记为诈骗' });
    expect(await receive(ZHANG_WEI, MARKETING_CALLER)).toMatchObject({ recorded: 1, intercepted: 0 });
    expect(await countRecords(ZHANG_WEI, MARKETING_CALLER)).toBe(1);
  });

  it('follows the back office’s marks: a number marked later is blocked from then on', async () => {
    api.advanceSeconds(1);
    await api.deps.db.insert(markedNumbers).values({ number: '02899990000', categoryCode: 'harassment', source: '用户标记', markedAt: api.deps.now() });
    await saveOk(zhangWei, { enabled: true, numbers: ['13900001111'], prefixes: ['0755'], categories: ['fraud', 'harassment'] });
    expect(await receive(ZHANG_WEI, '02899990000')).toMatchObject({ recorded: 0, intercepted: 1 });
  });

  it('blocks nothing while off, and the lists are kept for turning it on again', async () => {
    const off = await saveOk(zhangWei, { enabled: false, numbers: ['13900001111'], prefixes: ['0755'], categories: ['fraud'] });
    expect(off).toMatchObject({ enabled: false, numbers: ['13900001111'], prefixes: ['0755'], categories: ['fraud'] });
    api.advanceSeconds(1);
    expect(await receive(ZHANG_WEI, '13900001111')).toMatchObject({ recorded: 1, intercepted: 0 });
    expect(await receive(ZHANG_WEI, '075511112222')).toMatchObject({ recorded: 1, intercepted: 0 });
    expect(await receive(ZHANG_WEI, FRAUD_CALLER)).toMatchObject({ recorded: 1, intercepted: 0 });
    await saveOk(zhangWei, { ...off, enabled: true, updatedAt: undefined });
    api.advanceSeconds(1);
    expect(await receive(ZHANG_WEI, FRAUD_CALLER)).toMatchObject({ recorded: 0, intercepted: 1 });
  });

  it('intercepts a repeated event once, and it stays intercepted after protection is turned off', async () => {
    const requestId = nextRequestId();
    expect(await receive(ZHANG_WEI, '13900001111', { requestId })).toMatchObject({ recorded: 0, intercepted: 1 });
    expect(await receive(ZHANG_WEI, '13900001111', { requestId })).toMatchObject({ recorded: 0, intercepted: 0 });
    await saveOk(zhangWei, { enabled: false, numbers: ['13900001111'] });
    expect(await receive(ZHANG_WEI, '13900001111', { requestId })).toMatchObject({ recorded: 0, intercepted: 0 });
    await saveOk(zhangWei, { enabled: true, numbers: ['13900001111'], prefixes: ['0755'], categories: ['fraud'] });
  });

  it('intercepts concurrent identical events once', async () => {
    api.advanceSeconds(1);
    const before = (await interceptionsOf(ZHANG_WEI)).length;
    const requestId = nextRequestId();
    const results = await Promise.all(Array.from({ length: 6 }, () => receive(ZHANG_WEI, FRAUD_CALLER, { requestId })));
    expect(results.reduce((sum, result) => sum + result.intercepted, 0)).toBe(1);
    expect(results.every((result) => result.recorded === 0)).toBe(true);
    expect((await interceptionsOf(ZHANG_WEI)).length).toBe(before + 1);
  });

  it('lists the log a page at a time, newest first', async () => {
    const first = await readLog(zhangWei);
    expect(first.pageSize).toBe(CALL_INTERCEPTIONS_PAGE_SIZE);
    expect(first.total).toBe((await interceptionsOf(ZHANG_WEI)).length);
    const times = first.list.map((row) => row.occurredAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await readLog(zhangWei, 2)).list).toEqual(first.total > CALL_INTERCEPTIONS_PAGE_SIZE ? expect.any(Array) : []);
    expect(await api.call('CALL_INTERCEPTIONS', { page: 0 }, zhangWei)).toMatchObject({ code: -100, msg: '页码错误' });
  });
});

describe('with SMS do-not-disturb', () => {
  it('still intercepts a message the do-not-disturb registration rejects, in its own records; call protection takes the rest', async () => {
    expect((await api.call('SMSREGISTER', { serviceid: ZHANG_WEI, regflag: '01' }, zhangWei)).code).toBe(1);
    expect((await api.call('CHANGESMS', { serviceid: ZHANG_WEI, addNum: '10690007777' }, zhangWei)).code).toBe(1);
    api.advanceSeconds(11);
    const beforeCalls = (await interceptionsOf(ZHANG_WEI)).length;
    expect(await receive(ZHANG_WEI, '10690007777', { kind: 'sms_received' })).toMatchObject({ recorded: 0, intercepted: 1 });
    const smsRows = await queryRows<{ sender: string }>(api.deps.db, sql`select sender from sms_interceptions where phone = ${ZHANG_WEI}`);
    expect(smsRows.map((row) => row.sender)).toContain('10690007777');
    expect((await interceptionsOf(ZHANG_WEI)).length).toBe(beforeCalls);
    // A message from a number call protection lists is call protection's.
    expect(await receive(ZHANG_WEI, '13900001111', { kind: 'sms_received' })).toMatchObject({ recorded: 0, intercepted: 1 });
    expect((await interceptionsOf(ZHANG_WEI)).length).toBe(beforeCalls + 1);
    // Calls from the do-not-disturb number ring through: that registration is for messages.
    expect(await receive(ZHANG_WEI, '10690007777')).toMatchObject({ recorded: 1, intercepted: 0 });
  });
});

describe('marked numbers in the console', () => {
  const mark = (payload: Record<string, unknown>, cookie = staff) => callAsStaff(api, 'CONSOLE_SAVE_MARKED_NUMBER', cookie, payload);

  it('lists the operator’s marks of migration 0061, filtered by first digits and category', async () => {
    const all = expectOk<OperationOutput<'CONSOLE_MARKED_NUMBERS'>>(await callAsStaff(api, 'CONSOLE_MARKED_NUMBERS', staff, {}));
    expect(all.list.map((row) => row.number)).toEqual(expect.arrayContaining([FRAUD_CALLER, MARKETING_CALLER, '075512345678']));
    const fraud = expectOk<OperationOutput<'CONSOLE_MARKED_NUMBERS'>>(
      await callAsStaff(api, 'CONSOLE_MARKED_NUMBERS', staff, { number: '165', category: 'fraud' }),
    );
    expect(fraud.list).toEqual([expect.objectContaining({ number: FRAUD_CALLER, category: 'fraud', source: '反诈中心' })]);
    expect(await callAsStaff(api, 'CONSOLE_MARKED_NUMBERS', staff, { number: '16a' })).toMatchObject({ code: -100, msg: '查询号码须为数字' });
  });

  it('marks a number for the next call and unmarks it, each audit-logged; malformed numbers are refused', async () => {
    expect(await mark({ number: '123', category: 'fraud' })).toMatchObject({ code: -100, msg: '标记号码须为5-20位数字' });
    expect(await mark({ number: '02155556666', category: 'spam' })).toMatchObject({ code: -100, msg: '拦截类别无效，请刷新后重试' });
    api.advanceSeconds(1);
    expect(expectOk(await mark({ number: '02155556666', category: 'fraud' }))).toMatchObject({ number: '02155556666', category: 'fraud', reportCount: 1 });
    api.advanceSeconds(1);
    expect(await receive(ZHANG_WEI, '02155556666')).toMatchObject({ recorded: 0, intercepted: 1 });
    expect(expectOk(await callAsStaff(api, 'CONSOLE_DELETE_MARKED_NUMBER', staff, { number: '02155556666' }))).toEqual({ number: '02155556666' });
    expect(await receive(ZHANG_WEI, '02155556666')).toMatchObject({ recorded: 1, intercepted: 0 });
    expect(await callAsStaff(api, 'CONSOLE_DELETE_MARKED_NUMBER', staff, { number: '02155556666' })).toMatchObject({ code: -100, msg: '该号码未被标记' });
    const audit = await queryRows<{ action: string }>(
      api.deps.db,
      sql`select action from audit_log where subject_type = 'marked_number' and subject_id = '02155556666' order by id`,
    );
    expect(audit.map((row) => row.action)).toEqual(['marked_number_save', 'marked_number_delete']);
  });

  it('are customer service’s: an auditor may not mark', async () => {
    const auditor = await logInStaff(api, DemoStaff.AUDITOR);
    expect((await mark({ number: '02155557777', category: 'fraud' }, auditor)).code).not.toBe(1);
    expect(await api.deps.db.select().from(markedNumbers).where(eq(markedNumbers.number, '02155557777'))).toEqual([]);
  });
});
