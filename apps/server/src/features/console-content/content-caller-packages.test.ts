import type { Envelope } from '@hall/contract/codes';
import type { ConsoleCallerPackage } from '@hall/contract/console-content/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, callerPackages } from '../../db/schema.ts';
import { callAsStaff, DemoStaff, logInStaff } from '../../test/staff-session.ts';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';

// The caller services as editors keep them: the hall's caller pages list and charge what was saved,
// one service per call type, every save audited.

let api: TestApp;
let editor: string;
let zhangWei: string;

const dataOf = <T>(body: Envelope) => body.data as T;
const remind = { callType: 1, title: '来电提醒', detail: '错过的来电以短信告知。', monthlyFeeFen: 200, sortOrder: 1 };

beforeAll(async () => {
  api = await createTestApp();
  editor = await logInStaff(api, DemoStaff.EDITOR);
  zhangWei = await api.logInAs(DemoUser.BOUND_NORMAL);
});
afterAll(() => api.close());

const hallList = async () =>
  dataOf<{ list: { packageId: string; callType: number; title: string; detail: string; postage: number }[] }>(
    await api.call('PACKAGE_LIST', { type: 3 }, zhangWei),
  ).list;
const consoleList = async () => dataOf<{ list: ConsoleCallerPackage[] }>(await callAsStaff(api, 'CONSOLE_CALLER_PACKAGES', editor)).list;

describe('CONSOLE_SAVE_CALLER_PACKAGE / CONSOLE_CALLER_PACKAGES', () => {
  it('lists the caller services in their order', async () => {
    expect((await consoleList()).map((item) => [item.id, item.callType, item.monthlyFeeFen])).toEqual([
      ['CALLER_REMIND', 1, 200],
      ['CALLER_DISPLAY', 2, 600],
      ['CALLER_FORWARD', 3, 0],
    ]);
  });

  it('creates the service of a call type that has none, which the hall then offers', async () => {
    // As on a first production start: no 呼叫转移 service yet.
    await api.deps.db.delete(callerPackages).where(eq(callerPackages.id, 'CALLER_FORWARD'));
    expect((await hallList()).map((item) => item.callType)).toEqual([1, 2]);
    const created = dataOf<ConsoleCallerPackage>(
      await callAsStaff(api, 'CONSOLE_SAVE_CALLER_PACKAGE', editor, {
        callType: 3,
        title: ' 呼叫转移 ',
        detail: '来电转接到您指定的号码。',
        monthlyFeeFen: 0,
        sortOrder: 3,
      }),
    );
    expect(created).toMatchObject({ callType: 3, title: '呼叫转移', monthlyFeeFen: 0 });
    expect(created.id).toMatch(/^CALLER_[0-9A-F]{10}$/);
    expect(await hallList()).toContainEqual(expect.objectContaining({ packageId: created.id, callType: 3, title: '呼叫转移', postage: 0 }));
    const entries = await api.deps.db.select().from(auditLog).where(eq(auditLog.subjectId, created.id));
    expect(entries.map((entry) => [entry.action, entry.subjectType, entry.detail])).toEqual([
      ['create', 'caller_package', { callType: 3, title: '呼叫转移', monthlyFeeFen: 0, sortOrder: 3 }],
    ]);
  });

  it('edits a service: the hall lists and charges the new fee, and the edit is audited', async () => {
    const saved = await callAsStaff(api, 'CONSOLE_SAVE_CALLER_PACKAGE', editor, {
      ...remind,
      id: 'CALLER_REMIND',
      monthlyFeeFen: 300,
      title: '来电提醒（新）',
    });
    expect(saved).toMatchObject({ code: 1, data: { id: 'CALLER_REMIND', monthlyFeeFen: 300, title: '来电提醒（新）' } });
    expect(await hallList()).toContainEqual(expect.objectContaining({ packageId: 'CALLER_REMIND', postage: 300, title: '来电提醒（新）' }));
    const before = dataOf<{ balance: number }>(await api.call('PACKAGE_LIST', { type: 3 }, zhangWei)).balance;
    expect(await api.call('PACKAGE_ORDER', { packageId: 'CALLER_REMIND', operType: 1, effectType: 0 }, zhangWei)).toMatchObject({
      code: 1,
      data: { balance: before - 300, chargedFen: 300 },
    });
    const entries = await api.deps.db.select().from(auditLog).where(eq(auditLog.subjectId, 'CALLER_REMIND'));
    expect(entries.map((entry) => [entry.action, entry.detail])).toEqual([
      ['update', { callType: 1, title: '来电提醒（新）', monthlyFeeFen: 300, sortOrder: 1 }],
    ]);
  });

  it('keeps one service per call type', async () => {
    expect(await callAsStaff(api, 'CONSOLE_SAVE_CALLER_PACKAGE', editor, remind)).toMatchObject({ code: -100, msg: '已有来电提醒业务的套餐，请编辑原套餐' });
    expect(await callAsStaff(api, 'CONSOLE_SAVE_CALLER_PACKAGE', editor, { ...remind, id: 'CALLER_DISPLAY' })).toMatchObject({
      code: -100,
      msg: '已有来电提醒业务的套餐，请编辑原套餐',
    });
    expect((await consoleList()).filter((item) => item.callType === 1)).toHaveLength(1);
    const concurrent = await Promise.all(
      [1, 2].map(() => callAsStaff(api, 'CONSOLE_SAVE_CALLER_PACKAGE', editor, { ...remind, id: 'CALLER_DISPLAY', callType: 2, sortOrder: 2 })),
    );
    expect(concurrent.map((reply) => reply.code)).toEqual([1, 1]);
  });

  it('checks every field with a clear message and refuses an unknown service', async () => {
    const refusals: [Record<string, unknown>, string][] = [
      [{ callType: 4 }, '请选择来电业务类型'],
      [{ title: ' ' }, '请填写套餐名称'],
      [{ title: '来'.repeat(21) }, '套餐名称不能超过20个字符'],
      [{ detail: '' }, '请填写套餐说明'],
      [{ monthlyFeeFen: -1 }, '月功能费不能为负数'],
      [{ monthlyFeeFen: 2.5 }, '月功能费须为整数（分）'],
      [{ monthlyFeeFen: 10_001 }, '月功能费不能超过100元/月'],
      [{ id: 'CALLER_NOPE' }, '来电套餐不存在'],
    ];
    for (const [change, message] of refusals) {
      expect(await callAsStaff(api, 'CONSOLE_SAVE_CALLER_PACKAGE', editor, { ...remind, id: 'CALLER_REMIND', ...change }), message).toMatchObject({
        code: -100,
        msg: message,
      });
    }
  });

  it('is for editors only', async () => {
    const service = await logInStaff(api, DemoStaff.SERVICE);
    expect(await callAsStaff(api, 'CONSOLE_CALLER_PACKAGES', service)).toMatchObject({ code: -100, msg: '无权执行此操作' });
    expect(await callAsStaff(api, 'CONSOLE_SAVE_CALLER_PACKAGE', service, { ...remind, id: 'CALLER_REMIND', monthlyFeeFen: 1 })).toMatchObject({
      code: -100,
      msg: '无权执行此操作',
    });
  });
});
