import { formatChinaDate, formatChinaDateTime } from '@hall/contract/china-time';
import { ExportMessage } from '@hall/contract/export-range';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cardStock, openCardRecords } from '../../db/schema.ts';
import { callAsStaff, DemoStaff, exportAsStaff, logInStaff } from '../../test/staff-session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The dealers' CSV exports (admin): the fund-pool statements with the balance after each row, and
// the card openings with their audit state, the number masked; each cell that a spreadsheet would
// run is kept as text, each export is written to 操作日志, and a range over a year is refused.

const HOSTILE = "=cmd|' /C calc'!A0";

let api: TestApp;
let admin: string;
let auditor: string;
let today: string;

beforeAll(async () => {
  api = await createTestApp();
  admin = await logInStaff(api, DemoStaff.ADMIN);
  auditor = await logInStaff(api, DemoStaff.AUDITOR);
  today = formatChinaDate(api.deps.now());
});
afterAll(() => api.close());

const exportsOf = (action: string) =>
  api.deps.db.select({ subjectId: auditLog.subjectId, detail: auditLog.detail }).from(auditLog).where(eq(auditLog.action, action));

describe('CONSOLE_FUND_POOL_EXPORT', () => {
  it("writes a dealer's rows with the balance after each, formulas kept as text, and records the export", async () => {
    const topUp = await callAsStaff(api, 'CONSOLE_FUND_POOL_TOP_UP', admin, {
      dealerId: 'D2001',
      amountFen: 12_345,
      note: HOSTILE,
      requestId: 'export-top-up-0001',
    });
    expect(topUp).toMatchObject({ code: 1 });
    const balance = (topUp.data as { fundPoolFen: number }).fundPoolFen;
    const file = await exportAsStaff(api, 'CONSOLE_FUND_POOL_EXPORT', admin, { dealerId: 'D2001', from: today, to: today });
    expect(file.hasBom).toBe(true);
    expect(file.fileName).toBe(`资金池流水-D2001-${today.replaceAll('-', '')}-${today.replaceAll('-', '')}.csv`);
    expect(file.lines[0]).toBe('流水号,时间,渠道,类型,金额（元）,余额（元）,开卡单号,工号/操作人,备注');
    const row = file.lines.find((line) => line.includes('123.45'));
    expect(row).toMatch(new RegExp(`^\\d+,${formatChinaDateTime(api.deps.now()).slice(0, 10)} [\\d:]+,D2001,充值,123.45,${(balance / 100).toFixed(2)},`));
    expect(row?.endsWith(`,系统管理员,'${HOSTILE}`)).toBe(true);
    expect(file.lines.every((line) => line === '' || line === file.lines[0] || line.includes(',D2001,'))).toBe(true);
    expect(await exportsOf('fund_pool_export')).toEqual([{ subjectId: 'D2001', detail: { from: today, to: today } }]);
  });

  it('refuses an unknown dealer, a range over a year, and staff without the admin role', async () => {
    expect((await exportAsStaff(api, 'CONSOLE_FUND_POOL_EXPORT', admin, { dealerId: 'NOPE', from: today, to: today })).envelope).toMatchObject({
      msg: '渠道不存在',
    });
    const tooLong = await exportAsStaff(api, 'CONSOLE_FUND_POOL_EXPORT', admin, { from: '2024-01-01', to: '2025-01-01' });
    expect(tooLong.envelope).toMatchObject({ code: -100, msg: ExportMessage.RANGE_INVALID });
    expect((await exportAsStaff(api, 'CONSOLE_FUND_POOL_EXPORT', auditor, { from: today, to: today })).envelope).toMatchObject({ msg: '无权执行此操作' });
    expect(await exportsOf('fund_pool_export')).toHaveLength(1);
  });
});

describe('CONSOLE_OPENINGS_EXPORT', () => {
  it('writes the openings of the range with the number masked and the audit state, and records the export', async () => {
    const now = api.deps.now();
    const [card] = await api.deps.db.select().from(cardStock).where(eq(cardStock.dealerId, 'D2001')).limit(1);
    if (!card) {
      throw new Error('demo card stock missing');
    }
    await api.deps.db.insert(openCardRecords).values({
      uimId: card.iccid,
      recordNumber: 'EXPORT-REC-0001',
      applyEvent: 'OpenCard',
      dealerId: 'D2001',
      dealerMainId: 'DM200',
      workNo: 'B20001',
      serviceId: card.phone,
      resInstId: '1',
      uimResInstId: '1',
      prodOfferId: '1354283',
      prodOfferName: HOSTILE,
      ifCheckCard: 0,
      serviceKind: 7,
      sumFeeFen: 5000,
      openCardLocation: 4,
      status: 'done',
      reviewStatus: 'passed',
      createdAt: now,
      reviewedAt: now,
    });
    const file = await exportAsStaff(api, 'CONSOLE_OPENINGS_EXPORT', admin, { dealerId: '', from: today, to: today });
    expect(file.fileName).toBe(`渠道开户-全部渠道-${today.replaceAll('-', '')}-${today.replaceAll('-', '')}.csv`);
    expect(file.lines[0]).toBe('开卡单号,渠道,工号,号码,套餐,费用（元）,审核状态,开卡时间,审核时间');
    const time = formatChinaDateTime(now);
    const masked = `${card.phone.slice(0, 3)}****${card.phone.slice(7)}`;
    expect(file.lines).toContain(`EXPORT-REC-0001,D2001,B20001,${masked},'${HOSTILE},50.00,审核通过,${time},${time}`);
    expect(file.lines.join('\n')).not.toContain(card.phone);
    const [entry] = await api.deps.db.select({ subjectId: auditLog.subjectId }).from(auditLog).where(eq(auditLog.action, 'openings_export'));
    expect(entry).toEqual({ subjectId: '*' });
  });

  it('refuses a backwards range and staff without the admin role', async () => {
    expect((await exportAsStaff(api, 'CONSOLE_OPENINGS_EXPORT', admin, { from: today, to: '2020-01-01' })).envelope).toMatchObject({
      msg: ExportMessage.RANGE_INVALID,
    });
    expect((await exportAsStaff(api, 'CONSOLE_OPENINGS_EXPORT', auditor, { from: today, to: today })).envelope).toMatchObject({ msg: '无权执行此操作' });
  });
});
