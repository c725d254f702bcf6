import { formatChinaDate, formatChinaDateTime, shiftChinaDate, startOfChinaDate } from '@hall/contract/china-time';
import { ConsoleMessage } from '@hall/contract/console/rules';
import { ExportMessage } from '@hall/contract/export-range';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffUsers } from '../../db/schema.ts';
import { DemoStaff, exportAsStaff, logInStaff } from '../../test/staff-session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// 审核记录 as CSV (auditor): every decision of the review queue made in a range of China days, of
// one kind or all, with who decided and why, read from the audit log the decisions write; a reason
// a spreadsheet would run is kept as text; the export itself goes to 操作日志.

const HOSTILE = '=HYPERLINK("http://evil.example","点我")';

let api: TestApp;
let auditor: string;
let service: string;
let today: string;
let kind: string;
let kindLabel: string;
let otherKind: string;

beforeAll(async () => {
  api = await createTestApp();
  auditor = await logInStaff(api, DemoStaff.AUDITOR);
  service = await logInStaff(api, DemoStaff.SERVICE);
  today = formatChinaDate(api.deps.now());
  [kind, otherKind] = api.deps.reviewQueue.kinds.map((item) => item.kind) as [string, string];
  kindLabel = api.deps.reviewQueue.find(kind)?.label ?? '';
  const [reviewer] = await api.deps.db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.username, DemoStaff.AUDITOR));
  const staffId = reviewer?.id ?? 0;
  const now = api.deps.now();
  // China midnight, the first instant of today, counts in today; the last instant of yesterday does not.
  const startOfToday = startOfChinaDate(today);
  await api.deps.db.insert(auditLog).values([
    { staffId, action: 'review_pass', subjectType: kind, subjectId: 'X-PASS', detail: { reason: '' }, createdAt: startOfToday },
    { staffId, action: 'review_fail', subjectType: kind, subjectId: 'X-FAIL', detail: { reason: HOSTILE }, createdAt: now },
    { staffId, action: 'review_pass', subjectType: otherKind, subjectId: 'X-OTHER-KIND', detail: { reason: '' }, createdAt: now },
    { staffId, action: 'review_pass', subjectType: kind, subjectId: 'X-YESTERDAY', detail: {}, createdAt: new Date(startOfToday.getTime() - 1) },
    { staffId, action: 'number_record_view', subjectType: 'number', subjectId: 'X-NOT-A-DECISION', detail: {}, createdAt: now },
  ]);
});
afterAll(() => api.close());

describe('CONSOLE_EXPORT_REVIEW_DECISIONS', () => {
  it('writes the decisions of the range and kind with the reviewer and reason, the reason kept as text, and records the export', async () => {
    const file = await exportAsStaff(api, 'CONSOLE_EXPORT_REVIEW_DECISIONS', auditor, { kind, from: today, to: today });
    expect(file.hasBom).toBe(true);
    expect(file.fileName).toBe(`审核记录-${kindLabel}-${today.replaceAll('-', '')}-${today.replaceAll('-', '')}.csv`);
    expect(file.lines[0]).toBe('审核时间,申请类型,申请编号,审核结果,审核意见,审核人');
    const body = file.lines.slice(1).filter((line) => line !== '');
    expect(body.map((line) => line.split(',')[2])).toEqual(['X-PASS', 'X-FAIL']);
    expect(body[0]).toBe(`${formatChinaDateTime(startOfChinaDate(today))},${kindLabel},X-PASS,通过,,审核员小陈（auditor）`);
    expect(body[1]).toContain(`,${kindLabel},X-FAIL,不通过,`);
    expect(body[1]).toContain(`'${HOSTILE.replaceAll('"', '""')}`);
    const exports = await api.deps.db.select().from(auditLog).where(eq(auditLog.action, 'review_decisions_export'));
    expect(exports).toMatchObject([{ subjectType: 'review', subjectId: kind, detail: { from: today, to: today } }]);
  });

  it('writes every kind when none is chosen', async () => {
    const file = await exportAsStaff(api, 'CONSOLE_EXPORT_REVIEW_DECISIONS', auditor, { from: shiftChinaDate(today, -1), to: today });
    expect(file.fileName).toMatch(/^审核记录-全部类型-\d{8}-\d{8}\.csv$/);
    const ids = file.lines.slice(1).map((line) => line.split(',')[2]);
    expect(ids).toEqual(expect.arrayContaining(['X-YESTERDAY', 'X-PASS', 'X-FAIL', 'X-OTHER-KIND']));
    expect(ids).not.toContain('X-NOT-A-DECISION');
  });

  it('refuses an unknown kind, a range over a year, and staff without the auditor role', async () => {
    expect((await exportAsStaff(api, 'CONSOLE_EXPORT_REVIEW_DECISIONS', auditor, { kind: 'nothing', from: today, to: today })).envelope).toMatchObject({
      msg: ConsoleMessage.REVIEW_KIND_UNKNOWN,
    });
    expect((await exportAsStaff(api, 'CONSOLE_EXPORT_REVIEW_DECISIONS', auditor, { from: '2024-01-01', to: '2025-06-01' })).envelope).toMatchObject({
      msg: ExportMessage.RANGE_INVALID,
    });
    expect((await exportAsStaff(api, 'CONSOLE_EXPORT_REVIEW_DECISIONS', service, { from: today, to: today })).envelope).toMatchObject({
      msg: '无权执行此操作',
    });
  });
});
