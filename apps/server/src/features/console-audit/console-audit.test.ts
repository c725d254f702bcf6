import { AuditLogMessage } from '@hall/contract/console-audit/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { staffUsers } from '../../db/schema.ts';
import { insertAuditEntry } from '../../domain/audit-log.ts';
import { formatChinaDate } from '@hall/contract/china-time';
import { callAsStaff, DemoStaff, logInStaff } from '../../test/staff-session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// 操作日志: auditors (and admins) read what staff did, newest first, filtered by day, staff member,
// action and subject; phone numbers show masked; other roles cannot read it.

interface AuditLogPage {
  total: number;
  list: { staffUsername: string; staffName: string; action: string; actionText: string; subjectId: string; detail: string }[];
}

let api: TestApp;
let auditor: string;
let today: string;

beforeAll(async () => {
  api = await createTestApp();
  auditor = await logInStaff(api, DemoStaff.AUDITOR);
  today = formatChinaDate(api.deps.now());
  const service = await logInStaff(api, DemoStaff.SERVICE);
  expect(await callAsStaff(api, 'CONSOLE_NUMBER_RECORD', service, { phone: '17012340001' })).toMatchObject({ code: 1 });
});
afterAll(() => api.close());

async function readLog(filters: Record<string, unknown> = {}): Promise<AuditLogPage> {
  const body = await callAsStaff(api, 'CONSOLE_AUDIT_LOG', auditor, { from: today, to: today, ...filters });
  expect(body, body.msg).toMatchObject({ code: 1 });
  return body.data as AuditLogPage;
}

describe('the audit log', () => {
  it("lists today's staff actions newest first, with who did them and what they mean", async () => {
    const log = await readLog();
    expect(log.total).toBe(log.list.length);
    expect(log.list[0]).toMatchObject({ staffUsername: 'service', action: 'number_record_view', actionText: '查看号码档案', subjectId: '170****0001' });
    expect(log.list).toContainEqual(expect.objectContaining({ staffUsername: 'auditor', staffName: '审核员小陈', action: 'login', actionText: '登录控制台' }));
    expect(JSON.stringify(log)).not.toContain('17012340001');
  });

  it('filters by staff member, action and subject', async () => {
    expect((await readLog({ staff: 'service' })).list.every((entry) => entry.staffUsername === 'service')).toBe(true);
    const views = await readLog({ action: 'number_record_view' });
    expect(views.list.map((entry) => entry.action)).toEqual(['number_record_view']);
    expect((await readLog({ subjectId: '17012340001' })).total).toBe(1);
    expect((await readLog({ subjectId: '17012340002' })).total).toBe(0);
  });

  it('pages fifty at a time and counts every match', async () => {
    const [editor] = await api.deps.db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.username, 'editor'));
    for (let index = 0; index < 55; index += 1) {
      await insertAuditEntry(api.deps.db, {
        createdAt: api.deps.now(),
        staffId: editor?.id ?? 0,
        action: 'update',
        subjectType: 'banner',
        subjectId: String(index),
      });
    }
    const first = await readLog({ staff: 'editor' });
    expect(first.total).toBe(55);
    expect(first.list).toHaveLength(50);
    expect(first.list[0]).toMatchObject({ actionText: '修改', subjectId: '54' });
    expect((await readLog({ staff: 'editor', page: 2 })).list).toHaveLength(5);
  });

  it('refuses a span over 31 days, a reversed range, and any role but auditor and admin', async () => {
    expect(await callAsStaff(api, 'CONSOLE_AUDIT_LOG', auditor, { from: '2026-01-01', to: '2026-02-15' })).toMatchObject({
      code: -100,
      msg: AuditLogMessage.SPAN_TOO_LONG,
    });
    expect(await callAsStaff(api, 'CONSOLE_AUDIT_LOG', auditor, { from: '2026-02-02', to: '2026-02-01' })).toMatchObject({
      code: -100,
      msg: AuditLogMessage.RANGE_REVERSED,
    });
    const editor = await logInStaff(api, DemoStaff.EDITOR);
    expect((await callAsStaff(api, 'CONSOLE_AUDIT_LOG', editor, { from: today, to: today })).code).not.toBe(1);
    const admin = await logInStaff(api, DemoStaff.ADMIN);
    expect((await callAsStaff(api, 'CONSOLE_AUDIT_LOG', admin, { from: today, to: today })).code).toBe(1);
  });
});
