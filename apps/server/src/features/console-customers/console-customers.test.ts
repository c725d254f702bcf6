import type { CustomerView } from '@hall/contract/console-customers/schemas';
import type { OperationOutput } from '@hall/contract/schemas';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, memberBindingEvents, memberSessions, members, subscribers } from '../../db/schema.ts';
import { callAsStaff, DemoStaff, logInStaff } from '../../test/staff-session.ts';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';

// 客户视图: a desk finds a person by a partial number, by name with the ID's ending or by WeChat
// member, sees every number under the same ID masked, reveals a field only with a reason (logged,
// without the value), writes notes, and unbinds one member at the owner's request, once.

const ZHANGWEI = { phones: ['17012340001', '17012340005'], name: '张伟', idNumber: '110105199003071234', idEnding: '071234' };

let api: TestApp;
let service: string;
let auditor: string;
let editor: string;

beforeAll(async () => {
  api = await createTestApp();
  [service, auditor, editor] = await Promise.all([logInStaff(api, DemoStaff.SERVICE), logInStaff(api, DemoStaff.AUDITOR), logInStaff(api, DemoStaff.EDITOR)]);
});
afterAll(() => api.close());

const ok = <T>(body: { code: number; msg: string; data?: unknown }): T => {
  expect(body, body.msg).toMatchObject({ code: 1 });
  return body.data as T;
};
const search = async (payload: Record<string, unknown>, cookie = service) =>
  ok<OperationOutput<'CONSOLE_CUSTOMER_SEARCH'>>(await callAsStaff(api, 'CONSOLE_CUSTOMER_SEARCH', cookie, payload));
const view = async (phone: string) => ok<CustomerView>(await callAsStaff(api, 'CONSOLE_CUSTOMER_VIEW', service, { phone }));
const lastAudit = async (action: string) =>
  (await api.deps.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1))[0];

describe('finding a customer', () => {
  it('by name and the ID’s ending lists the person once with every number under that ID, masked', async () => {
    const found = await search({ mode: 'person', name: ZHANGWEI.name, idEnding: ZHANGWEI.idEnding });
    expect(found.isTruncated).toBe(false);
    expect(found.list).toEqual([
      {
        ownerName: '张*',
        idNumber: '1101**********1234',
        numbers: ZHANGWEI.phones.map((phone) => expect.objectContaining({ phone, status: 'normal', packageName: expect.any(String) })),
      },
    ]);
    expect(JSON.stringify(found)).not.toContain(ZHANGWEI.idNumber);
    expect(await search({ mode: 'person', name: '张伟', idEnding: '071235' })).toEqual({ list: [], isTruncated: false });
    expect(await search({ mode: 'person', name: '李娜', idEnding: ZHANGWEI.idEnding })).toEqual({ list: [], isTruncated: false });
  });

  it('by seven digits or more anywhere in the number; fewer are refused in Chinese', async () => {
    const found = await search({ mode: 'phone', phone: '2340005' });
    expect(found.list.flatMap((person) => person.numbers.map((number) => number.phone))).toEqual(['17012340005']);
    expect(await callAsStaff(api, 'CONSOLE_CUSTOMER_SEARCH', service, { mode: 'phone', phone: '234000' })).toMatchObject({
      code: -100,
      msg: '请输入至少7位号码',
    });
    expect(await callAsStaff(api, 'CONSOLE_CUSTOMER_SEARCH', service, { mode: 'phone', phone: '1701234%' })).toMatchObject({ code: -100 });
  });

  it('says when there are more matches than it lists', async () => {
    const now = api.deps.now();
    await api.deps.db.insert(subscribers).values(
      Array.from({ length: 21 }, (_, index) => ({
        phone: `1990000${String(index).padStart(4, '0')}`,
        ownerName: '测试',
        idNumber: `11010119900101${String(1000 + index)}`,
        idLast6: `01${String(1000 + index)}`,
        status: 'normal' as const,
        packageId: 'PKG_STD_A',
        joinedAt: now,
        province: '北京',
        city: '北京',
        iccid: `8986000000000${String(index).padStart(7, '0')}`,
      })),
    );
    const found = await search({ mode: 'phone', phone: '1990000' });
    expect(found.list.flatMap((person) => person.numbers)).toHaveLength(20);
    expect(found.isTruncated).toBe(true);
  });

  it('by a WeChat member’s nickname or openid finds the numbers that member holds', async () => {
    const byNickname = await search({ mode: 'member', member: '王芳' });
    expect(byNickname.list.flatMap((person) => person.numbers.map((number) => number.phone))).toContain('17012340003');
    const byOpenid = await search({ mode: 'member', member: DemoUser.BOUND_NORMAL });
    expect(byOpenid.list.flatMap((person) => person.numbers.map((number) => number.phone))).toEqual(['17012340001']);
    // A nickname's % is a character, not a wildcard.
    expect(await search({ mode: 'member', member: '%' })).toEqual({ list: [], isTruncated: false });
  });

  it('is logged with what was asked, the name masked', async () => {
    await search({ mode: 'person', name: ZHANGWEI.name, idEnding: ZHANGWEI.idEnding }, auditor);
    expect((await lastAudit('customer_search'))?.detail).toEqual({ mode: 'person', name: '张*', idEnding: ZHANGWEI.idEnding, matches: 2 });
  });

  it('is for customer service and auditors only', async () => {
    expect(await callAsStaff(api, 'CONSOLE_CUSTOMER_SEARCH', editor, { mode: 'phone', phone: '17012340001' })).toMatchObject({
      code: -100,
      msg: '无权执行此操作',
    });
  });
});

describe('the person’s page', () => {
  it('lists the person’s numbers, the members holding them and their binding history, masked and logged', async () => {
    const page = await view('17012340005');
    expect(page).toMatchObject({ ownerName: '张*', idNumber: '1101**********1234', isRealName: true });
    expect(page.numbers.map((number) => number.phone)).toEqual(ZHANGWEI.phones);
    expect(page.members).toContainEqual(expect.objectContaining({ nickname: '张伟', phone: '17012340001', isActiveNumber: true }));
    expect(JSON.stringify(page)).not.toContain(ZHANGWEI.idNumber);
    expect(await lastAudit('customer_view')).toMatchObject({ subjectId: '17012340005' });
    expect(await callAsStaff(api, 'CONSOLE_CUSTOMER_VIEW', service, { phone: '17099999999' })).toMatchObject({ code: -100, msg: '该号码不存在' });
  });

  it('reveals a field only with a reason, and logs the field and the reason, never the value', async () => {
    expect(await callAsStaff(api, 'CONSOLE_REVEAL_CUSTOMER_FIELD', service, { phone: '17012340001', field: 'idNumber', reason: '' })).toMatchObject({
      code: -100,
      msg: '请填写查看原因',
    });
    const revealed = ok<{ value: string }>(
      await callAsStaff(api, 'CONSOLE_REVEAL_CUSTOMER_FIELD', service, { phone: '17012340001', field: 'idNumber', reason: '机主来电核对身份' }),
    );
    expect(revealed.value).toBe(ZHANGWEI.idNumber);
    const entry = await lastAudit('customer_reveal');
    expect(entry).toMatchObject({ subjectId: '17012340001', detail: { field: '证件号码', reason: '机主来电核对身份' } });
    expect(JSON.stringify(entry)).not.toContain(ZHANGWEI.idNumber);
  });

  it('keeps the desk’s notes, newest first, by who wrote them', async () => {
    ok(await callAsStaff(api, 'CONSOLE_ADD_CUSTOMER_NOTE', service, { phone: '17012340001', text: '机主来电询问账单' }));
    ok(await callAsStaff(api, 'CONSOLE_ADD_CUSTOMER_NOTE', service, { phone: '17012340005', text: '已告知流量包规则' }));
    const { notes } = await view('17012340001');
    expect(notes.map((note) => [note.phone, note.text, note.staffName])).toEqual([
      ['17012340005', '已告知流量包规则', '客服小王'],
      ['17012340001', '机主来电询问账单', '客服小王'],
    ]);
    expect(await callAsStaff(api, 'CONSOLE_ADD_CUSTOMER_NOTE', auditor, { phone: '17012340001', text: '审核员不可写' })).toMatchObject({
      code: -100,
      msg: '无权执行此操作',
    });
  });
});

describe('unbinding a member at the owner’s request', () => {
  it('unbinds once, logs the member out when it holds nothing else, and records it in the history', async () => {
    const token = await api.logInAs(DemoUser.BOUND_OWING);
    const [member] = await api.deps.db.select({ id: members.id }).from(members).where(eq(members.openid, DemoUser.BOUND_OWING));
    const unbind = () => callAsStaff(api, 'CONSOLE_UNBIND_CUSTOMER_MEMBER', service, { phone: '17012340003', memberId: member!.id, reason: '机主称手机遗失' });
    const [first, second] = await Promise.all([unbind(), unbind()]);
    const answers = [first, second].map((answer) => answer.code).sort();
    expect(answers).toEqual([-100, 1]);
    expect([first, second].find((answer) => answer.code === 1)?.data).toEqual({ isUnbound: true, sessionsEnded: 1 });
    expect([first, second].find((answer) => answer.code === -100)?.msg).toBe('该微信用户未绑定此号码');
    expect(await api.deps.db.select().from(memberSessions).where(eq(memberSessions.memberId, member!.id))).toEqual([]);
    expect(await api.call('PERSONAL_DATA', {}, token)).toMatchObject({ code: -101 });
    const events = await api.deps.db
      .select({ action: memberBindingEvents.action, method: memberBindingEvents.method })
      .from(memberBindingEvents)
      .where(and(eq(memberBindingEvents.memberId, member!.id), eq(memberBindingEvents.phone, '17012340003')))
      .orderBy(desc(memberBindingEvents.id))
      .limit(1);
    expect(events).toEqual([{ action: 'unbind', method: 'removedByStaff' }]);
    expect(await lastAudit('customer_unbind')).toMatchObject({ subjectId: '17012340003', detail: { memberId: member!.id, reason: '机主称手机遗失' } });
    expect((await view('17012340003')).bindingEvents[0]).toMatchObject({ action: 'unbind', method: 'removedByStaff', nickname: '王芳' });
  });
});

describe('logging a number’s members out', () => {
  it('ends the sessions of every member holding the number, keeps their bindings, and logs the reason', async () => {
    const token = await api.logInAs(DemoUser.BOUND_NORMAL);
    const ended = ok<{ sessionsEnded: number }>(
      await callAsStaff(api, 'CONSOLE_END_NUMBER_SESSIONS', service, { phone: '17012340001', reason: '机主称手机被盗' }),
    );
    expect(ended.sessionsEnded).toBeGreaterThanOrEqual(1);
    expect(await api.call('PERSONAL_DATA', {}, token)).toMatchObject({ code: -101 });
    expect((await view('17012340001')).members).toContainEqual(expect.objectContaining({ nickname: '张伟', phone: '17012340001' }));
    expect(await lastAudit('number_sessions_end')).toMatchObject({ subjectId: '17012340001', detail: { reason: '机主称手机被盗' } });
    expect(await callAsStaff(api, 'CONSOLE_END_NUMBER_SESSIONS', auditor, { phone: '17012340001', reason: '审核员不可' })).toMatchObject({
      msg: '无权执行此操作',
    });
  });
});
