import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, auditLog, pointsAccounts, pointsLedger, pointsSettings, sandboxWechatUsers } from '../../db/schema.ts';
import { finishFaceCheck } from '../../test/face-check.ts';
import { callAsStaff, DemoStaff, logInStaff } from '../../test/staff-session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The points rules that code acts on are settings an editor edits: the sign-in reward, whether a
// cancellation clears the points, and the rules page produced from them plus free text.

const PIN = '123456';
const ZHANGWEI = { phone: '17012340001', idCard: '110105199003071234', name: '张伟' };
const LINXIAO = { phone: '17012340011', idCard: '440305199808085125', name: '林晓' };

let api: TestApp;
let editor: string;
let auditor: string;
let testUsers = 0;

beforeAll(async () => {
  api = await createTestApp();
  editor = await logInStaff(api, DemoStaff.EDITOR);
  auditor = await logInStaff(api, DemoStaff.AUDITOR);
});
afterAll(() => api.close());

const ok = (body: { code: number; msg: string; data?: unknown }) => {
  expect(body, body.msg).toMatchObject({ code: 1 });
  return body.data as Record<string, unknown>;
};

async function saveSettings(settings: { signInReward: number; clearOnCancellation: boolean; freeText: string }) {
  return ok(await callAsStaff(api, 'CONSOLE_SAVE_POINTS_SETTINGS', editor, settings));
}

async function boundMember(phone: string): Promise<string> {
  testUsers += 1;
  const openid = `o_test_points_settings_${testUsers}`;
  await api.deps.db.insert(sandboxWechatUsers).values({ openid, nickname: `积分测试${testUsers}` });
  const token = await api.logInAs(openid);
  api.advanceSeconds(61);
  ok(await api.call('SEND_SMS_CODE', { mobilePhone: phone, type: '01' }, token, `10.9.0.${testUsers}`));
  ok(await api.call('BIND_PHONE', { phone, code: await api.readLatestSmsCode(phone) }, token));
  return token;
}

/** Applies for the number's cancellation (face check, form) and has an auditor pass it. */
async function cancelThroughTheApi(token: string, person: typeof ZHANGWEI): Promise<void> {
  const started = ok(
    await api.call('CLOSE_ACCONT', { mobilePhone: person.phone, idCard: person.idCard, name: person.name, consent: true, returnUrl: '/cancelForm' }, token),
  );
  await finishFaceCheck(api, String(started.url));
  ok(
    await api.call(
      'ACCOUNT_FORM',
      { biz_no: started.biz_no, reason: '不再使用', mobilePhone: person.phone, phonePassword: PIN, sparePhone: '13900001111', refundType: 1 },
      token,
    ),
  );
  const [application] = await api.deps.db
    .select()
    .from(applications)
    .where(and(eq(applications.phone, person.phone), eq(applications.kind, 'cancel')))
    .orderBy(desc(applications.id))
    .limit(1);
  ok(await callAsStaff(api, 'CONSOLE_REVIEW_DECIDE', auditor, { kind: 'cancel', id: String(application?.id), decision: 'pass' }));
}

const readPoints = async (phone: string) =>
  (await api.deps.db.select({ currentPoints: pointsAccounts.currentPoints }).from(pointsAccounts).where(eq(pointsAccounts.phone, phone)))[0]?.currentPoints ??
  0;
const cancellationEntries = (phone: string) =>
  api.deps.db
    .select()
    .from(pointsLedger)
    .where(and(eq(pointsLedger.phone, phone), eq(pointsLedger.kind, 'cancellation')));

describe('the points settings', () => {
  it('start with the migration defaults: 1 point a sign-in, cleared on cancellation, the general rules as free text', async () => {
    expect(ok(await callAsStaff(api, 'CONSOLE_POINTS_SETTINGS', editor, {}))).toMatchObject({
      signInReward: 1,
      clearOnCancellation: true,
      freeText: expect.stringContaining('积分仅限当前绑定号码使用'),
    });
  });

  it('are edited by editors only', async () => {
    expect((await callAsStaff(api, 'CONSOLE_POINTS_SETTINGS', auditor, {})).code).not.toBe(1);
    expect((await callAsStaff(api, 'CONSOLE_SAVE_POINTS_SETTINGS', auditor, { signInReward: 9, clearOnCancellation: false, freeText: '' })).code).not.toBe(1);
    const [row] = await api.deps.db.select().from(pointsSettings);
    expect(row).toMatchObject({ signInReward: 1, clearOnCancellation: true });
  });

  it('refuse a reward outside 0–1000 points or not whole, and free text too long, with the reason', async () => {
    const valid = { signInReward: 2, clearOnCancellation: true, freeText: '' };
    const refused = (input: Record<string, unknown>) => callAsStaff(api, 'CONSOLE_SAVE_POINTS_SETTINGS', editor, { ...valid, ...input });
    expect(await refused({ signInReward: 1001 })).toMatchObject({ code: -100, msg: '每日签到奖励积分不能超过1000' });
    expect(await refused({ signInReward: -1 })).toMatchObject({ code: -100, msg: '每日签到奖励积分不能为负数' });
    expect(await refused({ signInReward: 1.5 })).toMatchObject({ code: -100, msg: '每日签到奖励积分须为整数' });
    expect(await refused({ clearOnCancellation: 'yes' })).toMatchObject({ code: -100, msg: '请选择销户时是否清零积分' });
    expect(await refused({ freeText: '规'.repeat(2001) })).toMatchObject({ code: -100, msg: '其他规则不能超过2000个字符' });
    expect((await api.deps.db.select().from(pointsSettings))[0]).toMatchObject({ signInReward: 1 });
  });

  it('are saved with an audit entry of the change', async () => {
    const saved = await saveSettings({ signInReward: 5, clearOnCancellation: false, freeText: '积分可兑换流量。\n\n积分不可转让。' });
    expect(saved).toMatchObject({ signInReward: 5, clearOnCancellation: false, freeText: '积分可兑换流量。\n\n积分不可转让。' });
    const [entry] = await api.deps.db.select().from(auditLog).where(eq(auditLog.subjectType, 'points_settings')).orderBy(desc(auditLog.id)).limit(1);
    expect(entry?.detail).toMatchObject({ before: { signInReward: 1, clearOnCancellation: true }, after: { signInReward: 5, clearOnCancellation: false } });
  });

  it('produce the rules page: the generated sentences, then each line of the free text', async () => {
    const member = await api.logInAs('o_demo_newcomer');
    expect(ok(await api.call('POINTS_RULE', {}, member))).toEqual({
      title: '积分规则',
      content: [
        '1. 每日签到可获得5积分，每个自然日（北京时间）限签到一次。',
        '2. 号码销户后，剩余积分不清零，仍保留在该号码名下。',
        '3. 积分可兑换流量。',
        '4. 积分不可转让。',
      ].join('\n'),
    });
    await saveSettings({ signInReward: 0, clearOnCancellation: true, freeText: '' });
    expect(ok(await api.call('POINTS_RULE', {}, member))).toEqual({
      title: '积分规则',
      content: '1. 每日签到暂不赠送积分。\n2. 号码销户时，剩余积分全部清零。',
    });
  });
});

describe('a sign-in', () => {
  it('awards the reward the settings give at that moment, and the sign status tells it beforehand', async () => {
    await saveSettings({ signInReward: 7, clearOnCancellation: false, freeText: '' });
    const token = await boundMember(ZHANGWEI.phone);
    const before = await readPoints(ZHANGWEI.phone);
    expect(ok(await api.call('SIGN_STATUS', {}, token))).toEqual({ is_sign: false, reward: 7 });
    expect(ok(await api.call('SIGN', {}, token))).toMatchObject({ is_sign: true, reward: 7, currentPoints: before + 7 });
    expect(await readPoints(ZHANGWEI.phone)).toBe(before + 7);
  });
});

describe('a passed cancellation', () => {
  it('keeps the points on the cancelled number, with no ledger entry, when the settings do not clear them', async () => {
    await saveSettings({ signInReward: 7, clearOnCancellation: false, freeText: '' });
    const token = await boundMember(ZHANGWEI.phone);
    const before = await readPoints(ZHANGWEI.phone);
    expect(before).toBeGreaterThan(0);
    await cancelThroughTheApi(token, ZHANGWEI);
    expect(await readPoints(ZHANGWEI.phone)).toBe(before);
    expect(await cancellationEntries(ZHANGWEI.phone)).toEqual([]);
  });

  it('clears the points by an appended ledger entry when the settings clear them', async () => {
    await saveSettings({ signInReward: 3, clearOnCancellation: true, freeText: '' });
    const token = await boundMember(LINXIAO.phone);
    ok(await api.call('SIGN', {}, token));
    const before = await readPoints(LINXIAO.phone);
    expect(before).toBeGreaterThan(0);
    await cancelThroughTheApi(token, LINXIAO);
    expect(await readPoints(LINXIAO.phone)).toBe(0);
    expect(await cancellationEntries(LINXIAO.phone)).toEqual([expect.objectContaining({ change: -before, balanceAfter: 0, title: '销户积分清零' })]);
  });
});
