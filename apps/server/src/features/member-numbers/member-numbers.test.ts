import { testNumberRow } from '../../test/test-numbers.ts';
import { ACTIVE_NUMBER_HEADER } from '@hall/contract/member/rules';
import { MAX_BOUND_NUMBERS } from '@hall/contract/member-numbers/rules';
import type { Envelope } from '@hall/contract/codes';
import { endpoints } from '@hall/contract/endpoints';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberNumbers, members, sandboxSmsOutbox, sandboxWechatUsers, subscribers } from '../../db/schema.ts';
import { unbindNumber } from '../../platform/member-numbers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let api: TestApp;
let sequence = 0;

beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

/** A new WeChat user, logged in: a member holding no number yet. */
async function newMember(nickname = '家人'): Promise<string> {
  sequence += 1;
  const openid = `o_numbers_${sequence}`;
  await api.deps.db.insert(sandboxWechatUsers).values({ openid, nickname, note: 'member-numbers test' });
  return api.logInAs(openid);
}

/** A new number of the operator, in service. */
async function newNumber(): Promise<string> {
  sequence += 1;
  const phone = `1708${String(sequence).padStart(7, '0')}`;
  await api.deps.db.insert(subscribers).values(testNumberRow(phone, api.deps.now()));
  return phone;
}

async function sendCode(token: string, phone: string, type: string): Promise<Envelope> {
  // Past the resend interval, and spread so the per-address quota (30 an hour) never counts against the test.
  api.advanceSeconds(150);
  return api.call('SEND_SMS_CODE', { mobilePhone: phone, type }, token);
}

async function bindByCode(token: string, phone: string): Promise<Envelope> {
  expect((await sendCode(token, phone, '01')).code).toBe(1);
  return api.call('BIND_PHONE', { phone, code: await api.readLatestSmsCode(phone) }, token);
}

async function activeNumberOf(token: string): Promise<string | undefined> {
  const record = await api.call('PERSONAL_DATA', {}, token);
  return (record.data as { mobilePhoneInfo: { mobilePhone: string } | null }).mobilePhoneInfo?.mobilePhone;
}

async function myNumbers(token: string) {
  const body = await api.call('MY_NUMBERS', {}, token);
  return (body.data as { numbers: { mobilePhone: string; isActive: boolean }[] }).numbers;
}

describe('several numbers under one WeChat member', () => {
  it('binds a second number beside the first, makes it active, and leaves other members of a number holding it', async () => {
    const [first, second] = [await newNumber(), await newNumber()];
    const member = await newMember();
    const family = await newMember('家人乙');
    expect((await bindByCode(member, first)).code).toBe(1);
    expect((await bindByCode(family, first)).code).toBe(1);
    expect((await bindByCode(member, second)).code).toBe(1);

    expect(await myNumbers(member)).toEqual([
      expect.objectContaining({ mobilePhone: first, isActive: false, boundBy: 'smsCode', mobileStatus: '正常', packageName: '标准卡A套餐' }),
      expect.objectContaining({ mobilePhone: second, isActive: true }),
    ]);
    expect(await activeNumberOf(member)).toBe(second);
    // Binding no longer takes the number from whoever held it before.
    expect(await activeNumberOf(family)).toBe(first);
  });

  it('keeps the active choice on the server, so another phone of the member acts on it too', async () => {
    const [first, second] = [await newNumber(), await newNumber()];
    const onePhone = await newMember();
    await bindByCode(onePhone, first);
    await bindByCode(onePhone, second);
    const [openid] = await api.deps.db
      .select({ openid: members.openid })
      .from(members)
      .innerJoin(memberNumbers, eq(memberNumbers.memberId, members.id))
      .where(eq(memberNumbers.phone, first));
    const otherPhone = await api.logInAs(openid!.openid);

    expect(await api.call('SWITCH_NUMBER', { mobilePhone: first }, onePhone)).toMatchObject({ code: 1, data: { mobilePhone: first } });
    expect(await activeNumberOf(otherPhone)).toBe(first);
    expect((await api.call('QUERY_BALANCE', {}, otherPhone)).code).toBe(1);
  });

  it('refuses to switch to a number the member does not hold', async () => {
    const member = await newMember();
    await bindByCode(member, await newNumber());
    expect(await api.call('SWITCH_NUMBER', { mobilePhone: '17012340001' }, member)).toMatchObject({ code: -100, msg: '该号码未绑定在您的微信上' });
    expect(await api.call('SWITCH_NUMBER', { mobilePhone: '123' }, member)).toMatchObject({ code: -100, msg: '请输入正确的手机号' });
    expect((await api.call('SWITCH_NUMBER', { mobilePhone: '17012340001' })).code).toBe(-101);
  });

  it(`holds at most ${MAX_BOUND_NUMBERS} numbers: the next code is refused before it is sent`, async () => {
    const member = await newMember();
    for (let index = 0; index < MAX_BOUND_NUMBERS; index += 1) {
      expect((await bindByCode(member, await newNumber())).code).toBe(1);
    }
    const extra = await newNumber();
    expect(await sendCode(member, extra, '01')).toMatchObject({ code: -100, msg: `每个微信最多绑定${MAX_BOUND_NUMBERS}个号码，请先解除不用的号码` });
    expect(await api.deps.db.select().from(sandboxSmsOutbox).where(eq(sandboxSmsOutbox.phone, extra))).toEqual([]);
    expect(await sendCode(member, (await myNumbers(member))[0]!.mobilePhone, '01')).toMatchObject({ code: -100, msg: '您已绑定该号码，无需重复绑定' });
  });

  it('binds only up to the limit when bindings arrive at once', async () => {
    const member = await newMember();
    for (let index = 0; index < MAX_BOUND_NUMBERS - 1; index += 1) {
      await bindByCode(member, await newNumber());
    }
    const [one, two] = [await newNumber(), await newNumber()];
    await sendCode(member, one, '01');
    await sendCode(member, two, '01');
    const [codeOne, codeTwo] = [await api.readLatestSmsCode(one), await api.readLatestSmsCode(two)];
    const results = await Promise.all([
      api.call('BIND_PHONE', { phone: one, code: codeOne }, member),
      api.call('BIND_PHONE', { phone: two, code: codeTwo }, member),
    ]);
    expect(results.map((result) => result.code).sort()).toEqual([-100, 1]);
    expect(await myNumbers(member)).toHaveLength(MAX_BOUND_NUMBERS);
  });

  it('unbinding the active number leaves the others and the session; unbinding the last one ends it', async () => {
    const [first, second] = [await newNumber(), await newNumber()];
    const member = await newMember();
    await bindByCode(member, first);
    await bindByCode(member, second);
    await sendCode(member, second, '04');
    const unbind = await api.call('RELIEVE_BINDING', { type: 1, mobilePhone: second, code: await api.readLatestSmsCode(second) }, member);
    expect(unbind).toMatchObject({ code: 1, data: { mobilePhone: second, remainingNumbers: 1 } });
    expect(await activeNumberOf(member)).toBe(first);

    const last = await api.call('RELIEVE_BINDING', { type: 2, idCard: '110105199003071234', name: '测试' }, member);
    expect(last).toMatchObject({ code: 1, data: { mobilePhone: first, remainingNumbers: 0 } });
    expect((await api.call('PERSONAL_DATA', {}, member)).code).toBe(-101);
  });

  it('keeps each binding and unbinding as the member’s history, the latest first', async () => {
    const [first, second] = [await newNumber(), await newNumber()];
    const member = await newMember();
    await bindByCode(member, first);
    await bindByCode(member, second);
    await api.call('RELIEVE_BINDING', { type: 2, idCard: '110105199003071234', name: '测试' }, member);
    const history = await api.call('BINDING_HISTORY', {}, member);
    expect((history.data as { events: unknown[] }).events).toEqual([
      expect.objectContaining({ mobilePhone: second, action: 'unbind', method: 'ownerIdentity' }),
      expect.objectContaining({ mobilePhone: second, action: 'bind', method: 'smsCode' }),
      expect.objectContaining({ mobilePhone: first, action: 'bind', method: 'smsCode' }),
    ]);
  });

  it('a number cancelled or transferred leaves its members their other numbers and sessions', async () => {
    const [kept, gone] = [await newNumber(), await newNumber()];
    const member = await newMember();
    const onlyThatNumber = await newMember();
    await bindByCode(member, kept);
    await bindByCode(member, gone);
    await bindByCode(onlyThatNumber, gone);
    await unbindNumber(api.deps.db, gone, { endSessions: true, method: 'numberCancelled', now: api.deps.now() });

    expect(await activeNumberOf(member)).toBe(kept);
    expect((await api.call('PERSONAL_DATA', {}, onlyThatNumber)).code).toBe(-101);
    const history = await api.call('BINDING_HISTORY', {}, member);
    expect((history.data as { events: unknown[] }).events[0]).toMatchObject({ mobilePhone: gone, action: 'unbind', method: 'numberCancelled' });
  });
});

describe('other members holding the number', () => {
  it('lists everyone holding the active number, masked, and removes another with a code sent to the number', async () => {
    const phone = await newNumber();
    const owner = await newMember('机主本人');
    const other = await newMember('陌生人');
    await bindByCode(other, phone);
    await bindByCode(owner, phone);

    const listed = await api.call('NUMBER_HOLDERS', {}, owner);
    const holders = (listed.data as { holders: { holderRef: string; nickname: string; isYou: boolean }[] }).holders;
    expect(holders).toEqual([expect.objectContaining({ nickname: '陌**', isYou: false }), expect.objectContaining({ nickname: '机***', isYou: true })]);
    const stranger = holders[0]!;
    const you = holders[1]!;

    await sendCode(owner, phone, '04');
    const code = await api.readLatestSmsCode(phone);
    expect(await api.call('REMOVE_NUMBER_HOLDER', { holderRef: you.holderRef, code }, owner)).toMatchObject({
      code: -100,
      msg: '不能移除自己，如需解绑请使用“解除绑定”',
    });
    expect(await api.call('REMOVE_NUMBER_HOLDER', { holderRef: stranger.holderRef, code }, owner)).toMatchObject({ code: 1, data: { nickname: '陌**' } });

    // The removed member holds nothing now: the number's pages are closed to them, and their history says why.
    expect((await api.call('QUERY_BALANCE', {}, other)).code).toBe(-102);
    const history = await api.call('BINDING_HISTORY', {}, other);
    expect((history.data as { events: unknown[] }).events[0]).toMatchObject({ mobilePhone: phone, action: 'unbind', method: 'removedByMember' });
    await sendCode(owner, phone, '04');
    expect(await api.call('REMOVE_NUMBER_HOLDER', { holderRef: stranger.holderRef, code: await api.readLatestSmsCode(phone) }, owner)).toMatchObject({
      code: -100,
      msg: '该微信用户已不再绑定此号码',
    });
  });

  it('refuses a wrong code and a malformed reference, removing nobody', async () => {
    const phone = await newNumber();
    const owner = await newMember();
    const other = await newMember();
    await bindByCode(other, phone);
    await bindByCode(owner, phone);
    const holders = ((await api.call('NUMBER_HOLDERS', {}, owner)).data as { holders: { holderRef: string }[] }).holders;
    expect(await api.call('REMOVE_NUMBER_HOLDER', { holderRef: holders[0]!.holderRef, code: '000000' }, owner)).toMatchObject({ code: -100 });
    expect(await api.call('REMOVE_NUMBER_HOLDER', { holderRef: 'x', code: '123456' }, owner)).toMatchObject({ code: -100, msg: '用户参数错误' });
    expect(await activeNumberOf(other)).toBe(phone);
  });
});

describe('no access to a number through a stale active choice', () => {
  it('refuses an operation for the number a page shows once the member switched elsewhere', async () => {
    const [first, second] = [await newNumber(), await newNumber()];
    const member = await newMember();
    await bindByCode(member, first);
    await bindByCode(member, second);
    const askFor = (shown: string) =>
      api.app.inject({ method: 'POST', url: endpoints.QUERY_BALANCE.path, headers: { [ACTIVE_NUMBER_HEADER]: shown }, payload: { token: member } });

    expect((await askFor(second)).json()).toMatchObject({ code: 1 });
    await api.call('SWITCH_NUMBER', { mobilePhone: first }, member);
    expect((await askFor(second)).json()).toMatchObject({ code: -100, msg: '当前号码已在其他设备切换，请返回营业厅刷新后再办理' });
    expect((await askFor(first)).json()).toMatchObject({ code: 1 });
  });

  it('never leaves a member active on a number they no longer hold, whatever runs at once', async () => {
    const [first, second] = [await newNumber(), await newNumber()];
    const member = await newMember();
    await bindByCode(member, first);
    await bindByCode(member, second);
    await sendCode(member, second, '04');
    const code = await api.readLatestSmsCode(second);
    await Promise.all([
      api.call('SWITCH_NUMBER', { mobilePhone: first }, member),
      api.call('RELIEVE_BINDING', { type: 1, mobilePhone: second, code }, member),
      api.call('SWITCH_NUMBER', { mobilePhone: second }, member),
    ]);
    const held = (await myNumbers(member)).map((number) => number.mobilePhone);
    expect(held).toContain(await activeNumberOf(member));
  });
});
