import { formatChinaDate, formatChinaDateTime } from '@hall/contract/china-time';
import { ExportMessage } from '@hall/contract/export-range';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, billingRuns, numberDebts, staffUsers, subscribers } from '../../db/schema.ts';
import { DemoStaff, exportAsStaff, logInStaff } from '../../test/staff-session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Finance's debt and billing-run exports (admin): the rows of a range of days as streamed CSV, the
// number masked, a cell a spreadsheet would run kept as text, each export in 操作日志.

const HOSTILE = "=cmd|' /C calc'!A0";

let api: TestApp;
let admin: string;
let auditor: string;
let today: string;
let phone: string;

beforeAll(async () => {
  api = await createTestApp();
  admin = await logInStaff(api, DemoStaff.ADMIN);
  auditor = await logInStaff(api, DemoStaff.AUDITOR);
  today = formatChinaDate(api.deps.now());
  const [subscriber] = await api.deps.db.select({ phone: subscribers.phone }).from(subscribers).limit(1);
  phone = subscriber?.phone ?? '';
});
afterAll(() => api.close());

const masked = (number: string) => `${number.slice(0, 3)}****${number.slice(-4)}`;
const compact = (day: string) => day.replaceAll('-', '');
const auditOf = (action: string) =>
  api.deps.db.select({ subjectId: auditLog.subjectId, detail: auditLog.detail }).from(auditLog).where(eq(auditLog.action, action));

describe('CONSOLE_EXPORT_DEBTS', () => {
  it('writes the debts of the status and range, masked, the reason kept as text, and records the export', async () => {
    const now = api.deps.now();
    const [staff] = await api.deps.db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.username, 'admin'));
    await api.deps.db.insert(numberDebts).values({
      phone,
      amountFen: 4200,
      cause: 'staffCancellation',
      status: 'writtenOff',
      createdAt: now,
      writtenOffAt: now,
      writtenOffBy: staff?.id ?? 0,
      writeOffReason: HOSTILE,
    });
    const file = await exportAsStaff(api, 'CONSOLE_EXPORT_DEBTS', admin, { status: 'writtenOff', phone: '', from: today, to: today });
    expect(file.hasBom).toBe(true);
    expect(file.fileName).toBe(`欠款-已核销-${compact(today)}-${compact(today)}.csv`);
    expect(file.lines[0]).toBe('欠款编号,号码,欠款金额（元）,原因,状态,产生时间,核销时间,核销人,核销原因');
    const time = formatChinaDateTime(now);
    expect(file.lines[1]).toMatch(new RegExp(`^\\d+,${masked(phone).replaceAll('*', '\\*')},42.00,管理销户,已核销,${time},${time},系统管理员,`));
    expect(file.lines[1]?.endsWith(`,'${HOSTILE}`)).toBe(true);
    expect(file.lines.join('\n')).not.toContain(phone);
    expect(await auditOf('debts_export')).toEqual([{ subjectId: '*', detail: { from: today, to: today, status: 'writtenOff' } }]);
  });

  it('refuses a range over a year and staff without the admin role', async () => {
    expect((await exportAsStaff(api, 'CONSOLE_EXPORT_DEBTS', admin, { from: '2024-01-01', to: '2025-06-01' })).envelope).toMatchObject({
      msg: ExportMessage.RANGE_INVALID,
    });
    expect((await exportAsStaff(api, 'CONSOLE_EXPORT_DEBTS', auditor, { from: today, to: today })).envelope).toMatchObject({ msg: '无权执行此操作' });
  });
});

describe('CONSOLE_EXPORT_BILLING_RUN', () => {
  it('writes each number’s month the run billed in the range, the number masked, and records the export', async () => {
    const now = api.deps.now();
    // Its cells are months, masked numbers, amounts (never negative) and times: no text a spreadsheet could run.
    await api.deps.db.insert(billingRuns).values([
      { phone, billMonth: '209901', chargedFen: 1900, ranAt: now },
      { phone, billMonth: '209902', chargedFen: 0, ranAt: now },
    ]);
    const file = await exportAsStaff(api, 'CONSOLE_EXPORT_BILLING_RUN', admin, { from: today, to: today });
    expect(file.fileName).toBe(`出账结果-${compact(today)}-${compact(today)}.csv`);
    expect(file.lines[0]).toBe('账期,号码,扣费（元）,出账时间');
    const time = formatChinaDateTime(now);
    expect(file.lines).toContain(`209901,${masked(phone)},19.00,${time}`);
    expect(file.lines).toContain(`209902,${masked(phone)},0.00,${time}`);
    expect(file.lines.join('\n')).not.toContain(phone);
    expect(await auditOf('billing_run_export')).toEqual([{ subjectId: '*', detail: { from: today, to: today } }]);
  });

  it('refuses a backwards range and staff without the admin role', async () => {
    expect((await exportAsStaff(api, 'CONSOLE_EXPORT_BILLING_RUN', admin, { from: today, to: '2020-01-01' })).envelope).toMatchObject({
      msg: ExportMessage.RANGE_INVALID,
    });
    expect((await exportAsStaff(api, 'CONSOLE_EXPORT_BILLING_RUN', auditor, { from: today, to: today })).envelope).toMatchObject({ msg: '无权执行此操作' });
  });
});
