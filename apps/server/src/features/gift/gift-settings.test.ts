import { GIFT_SETTING_NAMES, GIFT_SETTING_RULES, type GiftSettingValues } from '@hall/contract/gift/rules';
import type { GiftSettingsView } from '@hall/contract/gift/schemas';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { callAsStaff, DemoStaff, logInStaff } from '../../test/staff-session.ts';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';
import { readGiftSettings } from './gift-settings.repository.ts';
import { expectOk, RECEIVER } from './gift-test-kit.ts';

// 转赠设置 in the console: admins read and save the limits (audit-logged, before and after), the
// next gift is checked against what was saved, and values outside the ranges are refused by name.

let api: TestApp;
let admin: string;

beforeAll(async () => {
  api = await createTestApp();
  admin = await logInStaff(api, DemoStaff.ADMIN);
});
afterAll(() => api.close());

const defaults = Object.fromEntries(GIFT_SETTING_NAMES.map((name) => [name, GIFT_SETTING_RULES[name].defaultValue])) as GiftSettingValues;
const audited = async () =>
  Number((await api.deps.db.select({ total: count() }).from(auditLog).where(eq(auditLog.action, 'gift_settings_update')))[0]?.total ?? 0);

describe('CONSOLE_GIFT_SETTINGS / CONSOLE_SAVE_GIFT_SETTINGS', () => {
  it("reads the migration's defaults, which are the contract's", async () => {
    expect(expectOk<GiftSettingsView>(await callAsStaff(api, 'CONSOLE_GIFT_SETTINGS', admin, {}))).toMatchObject({ ...defaults, updatedBy: null });
  });

  it('saves new limits with the audit entry of before and after, and the next gift is checked against them', async () => {
    const linxiao = await api.logInAs(DemoUser.BOUND_JOINED_THIS_MONTH);
    const saved = { ...defaults, dataGiveMbPerDay: 100 };
    api.advanceSeconds(30);
    expect(expectOk<GiftSettingsView>(await callAsStaff(api, 'CONSOLE_SAVE_GIFT_SETTINGS', admin, saved))).toEqual({
      ...saved,
      updatedAt: api.deps.now().toISOString(),
      updatedBy: '系统管理员',
    });
    expect(await readGiftSettings(api.deps.db)).toEqual(saved);
    const [entry] = await api.deps.db.select().from(auditLog).where(eq(auditLog.action, 'gift_settings_update'));
    expect(entry).toMatchObject({ subjectType: 'gift_settings', subjectId: '1', detail: { before: { dataGiveMbPerDay: 2048 }, after: saved } });
    expect(await api.call('GIFT_CHECK', { kind: 'data', receiverPhone: RECEIVER, amount: 101 }, linxiao)).toMatchObject({
      code: -100,
      msg: '超出今日转赠流量上限（100MB）',
    });
  });

  it('refuses values outside the ranges with the setting named, and writes nothing', async () => {
    const before = await audited();
    const refusals: [Partial<GiftSettingValues> & Record<string, unknown>, string][] = [
      [{ creditMaxFenPerGift: 5001 }, '单笔转赠话费上限不能超过50元'],
      [{ dataGiveCountPerDay: -1 }, '每人每日转出流量次数不能为负数'],
      [{ dataReceiveMbPerMonth: 1.5 }, '每人每月收到流量总量须为整数'],
      [{ creditGiveFenPerDay: 10_000_001 }, '每人每日转出话费总额不能超过100000元'],
      [{ dataGiveCountPerMonth: undefined }, '请填写每人每月转出流量次数'],
    ];
    for (const [change, message] of refusals) {
      expect(await callAsStaff(api, 'CONSOLE_SAVE_GIFT_SETTINGS', admin, { ...defaults, ...change }), message).toMatchObject({ code: -100, msg: message });
    }
    expect(await audited()).toBe(before);
  });

  it('is for admins only', async () => {
    const service = await logInStaff(api, DemoStaff.SERVICE);
    expect(await callAsStaff(api, 'CONSOLE_GIFT_SETTINGS', service, {})).toMatchObject({ code: -100, msg: '无权执行此操作' });
    expect(await callAsStaff(api, 'CONSOLE_SAVE_GIFT_SETTINGS', service, defaults)).toMatchObject({ code: -100, msg: '无权执行此操作' });
  });
});
