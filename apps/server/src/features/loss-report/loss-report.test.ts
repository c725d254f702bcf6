import { LossReportMessage } from '@hall/contract/loss-report/rules';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, lossReports, usageRecords } from '../../db/schema.ts';
import { finishFaceCheck } from '../../test/face-check.ts';
import { callAsStaff, DemoStaff, logInStaff } from '../../test/staff-session.ts';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';

// 挂失/解挂: the owner stops a lost phone's number with the service password and lifts it when the
// phone is found; while it is stopped the number records no usage and receives no verification
// code, and every other session of the number ends. A passed SIM replacement and staff at a store
// lift it too. One report is in force at a time, whatever arrives at once.

const PASSWORD = '123456';
const ZHANGWEI = '17012340001';
let api: TestApp;

beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

const status = async (token: string) => (await api.call('LOSS_REPORT_STATUS', {}, token)).data as { phone: string; reportedAt: string | null };

const reportsInForce = (phone: string) =>
  api.deps.db
    .select()
    .from(lossReports)
    .where(and(eq(lossReports.phone, phone), isNull(lossReports.liftedAt)));

describe('a member reporting the bound number lost', () => {
  it('stops the number with the right service password, refuses a second report, and lifts it with the password', async () => {
    const token = await api.logInAs(DemoUser.BOUND_NORMAL);
    expect(await status(token)).toEqual({ phone: '170****0001', reportedAt: null });

    expect(await api.call('REPORT_LOSS', { phonePassword: '000000' }, token)).toMatchObject({ code: -100, msg: '服务密码错误，还可尝试2次' });
    expect(await status(token)).toMatchObject({ reportedAt: null });
    expect(await api.call('REPORT_LOSS', { phonePassword: '' }, token)).toMatchObject({ code: -100, msg: LossReportMessage.PASSWORD_REQUIRED });

    const reported = await api.call('REPORT_LOSS', { phonePassword: PASSWORD }, token);
    expect(reported, reported.msg).toMatchObject({ code: 1, data: { reportedAt: expect.any(String) } });
    expect((await status(token)).reportedAt).toBe((reported.data as { reportedAt: string }).reportedAt);
    // Already stopped: refused before the password is checked, so a wrong one spends no try.
    expect(await api.call('REPORT_LOSS', { phonePassword: '000000' }, token)).toMatchObject({ code: -100, msg: LossReportMessage.ALREADY_REPORTED });

    expect(await api.call('LIFT_LOSS_REPORT', { phonePassword: '000000' }, token)).toMatchObject({ code: -100, msg: '服务密码错误，还可尝试2次' });
    expect(await status(token)).toMatchObject({ reportedAt: expect.any(String) });
    expect(await api.call('LIFT_LOSS_REPORT', { phonePassword: PASSWORD }, token)).toMatchObject({ code: 1, data: { liftedAt: expect.any(String) } });
    expect(await status(token)).toMatchObject({ reportedAt: null });
    expect(await api.call('LIFT_LOSS_REPORT', { phonePassword: PASSWORD }, token)).toMatchObject({ code: -100, msg: LossReportMessage.NOT_REPORTED });
    const [row] = await api.deps.db.select().from(lossReports).where(eq(lossReports.phone, ZHANGWEI));
    expect(row).toMatchObject({ liftedBy: 'member', liftReason: null });
  });

  it('logs out every other session of the number, the reporter stays logged in', async () => {
    const onLostPhone = await api.logInAs(DemoUser.BOUND_NORMAL);
    const onNewPhone = await api.logInAs(DemoUser.BOUND_NORMAL);
    const reported = await api.call('REPORT_LOSS', { phonePassword: PASSWORD }, onNewPhone);
    expect(reported).toMatchObject({ code: 1, data: { endedSessions: expect.any(Number) } });
    expect((reported.data as { endedSessions: number }).endedSessions).toBeGreaterThanOrEqual(1);
    expect(await api.call('PERSONAL_DATA', {}, onLostPhone)).toMatchObject({ code: -101 });
    expect(await api.call('PERSONAL_DATA', {}, onNewPhone)).toMatchObject({ code: 1 });
    expect(await api.call('LIFT_LOSS_REPORT', { phonePassword: PASSWORD }, onNewPhone)).toMatchObject({ code: 1 });
  });

  it('sends no verification code to the number while it is stopped, and does again once lifted', async () => {
    const owner = await api.logInAs(DemoUser.BOUND_NORMAL);
    const holderOfTheSim = await api.logInAs(DemoUser.UNBOUND);
    expect(await api.call('REPORT_LOSS', { phonePassword: PASSWORD }, owner)).toMatchObject({ code: 1 });
    api.advanceSeconds(61);
    expect(await api.call('SEND_SMS_CODE', { mobilePhone: ZHANGWEI, type: '01' }, holderOfTheSim)).toMatchObject({
      code: -100,
      msg: LossReportMessage.CODE_BARRED,
    });
    expect(await api.call('LIFT_LOSS_REPORT', { phonePassword: PASSWORD }, owner)).toMatchObject({ code: 1 });
    api.advanceSeconds(61);
    expect(await api.call('SEND_SMS_CODE', { mobilePhone: ZHANGWEI, type: '01' }, holderOfTheSim)).toMatchObject({ code: 1 });
  });

  it('records no usage of the number while a report is in force, and records it before and after', async () => {
    const token = await api.logInAs(DemoUser.BOUND_OWING);
    const phone = '17012340003';
    const base = api.deps.now().getTime();
    expect(await api.call('REPORT_LOSS', { phonePassword: PASSWORD }, token)).toMatchObject({ code: 1 });
    api.advanceSeconds(600);
    expect(await api.call('LIFT_LOSS_REPORT', { phonePassword: PASSWORD }, token)).toMatchObject({ code: 1 });
    const at = (seconds: number) => new Date(base + seconds * 1000);
    const event = (id: string, seconds: number) => ({
      eventId: `loss-test:${id}`,
      phone,
      occurredAt: at(seconds),
      kind: 'data' as const,
      pool: 'general' as const,
      megabytes: 1,
    });
    const { recorded } = await api.deps.boss.recordUsage([event('before', -60), event('during', 300), event('after', 900)]);
    expect(recorded).toBe(2);
    const kept = await api.deps.db.select({ eventId: usageRecords.eventId }).from(usageRecords).where(eq(usageRecords.phone, phone));
    expect(
      kept
        .map((row) => row.eventId)
        .filter((id) => id.startsWith('loss-test:'))
        .sort(),
    ).toEqual(['loss-test:after', 'loss-test:before']);

    const admin = await logInStaff(api, DemoStaff.ADMIN);
    expect(await api.call('REPORT_LOSS', { phonePassword: PASSWORD }, token)).toMatchObject({ code: 1 });
    expect(await callAsStaff(api, 'CONSOLE_SANDBOX_INJECT_USAGE', admin, { phone, kind: 'data_mb', amount: 10, requestId: 'loss-test-inject' })).toMatchObject({
      code: -100,
      msg: LossReportMessage.USAGE_BARRED,
    });
    expect(await api.call('LIFT_LOSS_REPORT', { phonePassword: PASSWORD }, token)).toMatchObject({ code: 1 });
  });

  it('puts exactly one report in force under twenty reports at once, and lifts it once under twenty lifts', async () => {
    const token = await api.logInAs(DemoUser.BOUND_NORMAL);
    const reports = await Promise.all(Array.from({ length: 20 }, () => api.call('REPORT_LOSS', { phonePassword: PASSWORD }, token)));
    expect(reports.filter((reply) => reply.code === 1)).toHaveLength(1);
    expect(reports.filter((reply) => reply.code !== 1).every((reply) => reply.msg === LossReportMessage.ALREADY_REPORTED)).toBe(true);
    expect(await reportsInForce(ZHANGWEI)).toHaveLength(1);

    const lifts = await Promise.all(Array.from({ length: 20 }, () => api.call('LIFT_LOSS_REPORT', { phonePassword: PASSWORD }, token)));
    expect(lifts.filter((reply) => reply.code === 1)).toHaveLength(1);
    expect(lifts.filter((reply) => reply.code !== 1).every((reply) => reply.msg === LossReportMessage.NOT_REPORTED)).toBe(true);
    expect(await reportsInForce(ZHANGWEI)).toHaveLength(0);
  });
});

describe('a loss report ended by the back office', () => {
  it('ends when a SIM replacement is passed: the number works again on the new card', async () => {
    const token = await api.logInAs(DemoUser.BOUND_NORMAL);
    const started = await api.call('CHANGE_CARD', { idCard: '110105199003071234', name: '张伟', consent: true, returnUrl: '/changeCardForm' }, token);
    const { biz_no: bizNo, url } = started.data as { biz_no: string; url: string };
    await finishFaceCheck(api, url);
    const applied = await api.call(
      'CHANGE_CARD_FORM',
      {
        biz_no: bizNo,
        reason: '手机丢失',
        mobilePhone: ZHANGWEI,
        phonePassword: PASSWORD,
        receive_man: '张伟',
        receive_phone: '13800138000',
        receive_addr: '北京市朝阳区建国路1号',
      },
      token,
    );
    expect(applied, applied.msg).toMatchObject({ code: 1 });
    expect(await api.call('REPORT_LOSS', { phonePassword: PASSWORD }, token)).toMatchObject({ code: 1 });

    const auditor = await logInStaff(api, DemoStaff.AUDITOR);
    const id = (applied.data as { applicationId: string }).applicationId;
    const decided = await callAsStaff(api, 'CONSOLE_REVIEW_DECIDE', auditor, {
      kind: 'simReplacement',
      id,
      decision: 'pass',
      fields: { iccid: '89860317000000054321' },
    });
    expect(decided, decided.msg).toMatchObject({ code: 1 });
    expect(await status(token)).toMatchObject({ reportedAt: null });
    const [latest] = await api.deps.db.select().from(lossReports).where(eq(lossReports.phone, ZHANGWEI)).orderBy(desc(lossReports.id)).limit(1);
    expect(latest).toMatchObject({ liftedBy: 'simReplacement' });
  });

  it('is lifted at a store by customer service with a reason, audit-logged, and shows in the number record', async () => {
    const token = await api.logInAs(DemoUser.BOUND_OWING);
    const phone = '17012340003';
    expect(await api.call('REPORT_LOSS', { phonePassword: PASSWORD }, token)).toMatchObject({ code: 1 });
    const service = await logInStaff(api, DemoStaff.SERVICE);
    const editor = await logInStaff(api, DemoStaff.EDITOR);
    const before = await callAsStaff(api, 'CONSOLE_NUMBER_RECORD', service, { phone });
    const reports = (before.data as { lossReports: { id: number; liftedAt: string | null }[] }).lossReports;
    const inForce = reports.find((report) => report.liftedAt === null);
    expect(inForce).toBeDefined();
    const lossReportId = inForce?.id ?? 0;

    expect((await callAsStaff(api, 'CONSOLE_LIFT_LOSS_REPORT', editor, { lossReportId, reason: '本人持证到厅' })).code).not.toBe(1);
    expect(await callAsStaff(api, 'CONSOLE_LIFT_LOSS_REPORT', service, { lossReportId, reason: '' })).toMatchObject({ code: -100 });
    expect(await callAsStaff(api, 'CONSOLE_LIFT_LOSS_REPORT', service, { lossReportId, reason: '本人持证到厅' })).toMatchObject({
      code: 1,
      data: { id: lossReportId, liftedBy: 'staff', liftReason: '本人持证到厅', liftedAt: expect.any(String) },
    });
    expect(await callAsStaff(api, 'CONSOLE_LIFT_LOSS_REPORT', service, { lossReportId, reason: '本人持证到厅' })).toMatchObject({
      code: -100,
      msg: LossReportMessage.NOT_REPORTED,
    });
    expect(await status(token)).toMatchObject({ reportedAt: null });
    const audit = await api.deps.db.select().from(auditLog).where(eq(auditLog.action, 'loss_report_lift'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ subjectId: phone, detail: { lossReportId, reason: '本人持证到厅' } });
    const after = await callAsStaff(api, 'CONSOLE_NUMBER_RECORD', service, { phone });
    expect((after.data as { lossReports: unknown[] }).lossReports).toContainEqual(
      expect.objectContaining({ id: lossReportId, liftedBy: 'staff', liftReason: '本人持证到厅' }),
    );
  });
});
