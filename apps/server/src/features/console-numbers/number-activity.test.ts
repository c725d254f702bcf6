import type { NumberActivity } from '@hall/contract/console-numbers/activity-schemas';
import { InvoiceStatus, InvoiceTitleKind } from '@hall/contract/invoices/rules';
import { RechargeStatus } from '@hall/contract/recharge/rules';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  boardPosts,
  complaints,
  invoiceMails,
  invoices,
  memberNumbers,
  members,
  pointsLedger,
  rechargeOrders,
  usageAlertEvents,
  usageAlerts,
  usageDetailMails,
} from '../../db/schema.ts';
import { callAsStaff, DemoStaff, logInStaff } from '../../test/staff-session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The number record's activity lists one number's top-ups, points, invoices, posts, complaints and
// notices outside the SMS outbox, newest first, never another number's, personal data masked; only
// customer service and auditors read it, and each reading is audit-logged.

const NUMBER = '17012340001';
const OTHER = '17012340002';

let api: TestApp;
let service: string;

beforeAll(async () => {
  api = await createTestApp();
  service = await logInStaff(api, DemoStaff.SERVICE);
  await writeActivity(NUMBER, 'MINE');
  await writeActivity(OTHER, 'OTHER');
});
afterAll(() => api.close());

const minutesAgo = (minutes: number) => new Date(api.deps.now().getTime() - minutes * 60_000);

/** A member bound to the number now (a new one, so both numbers have a poster). */
async function bindMember(phone: string): Promise<number> {
  const [member] = await api.deps.db
    .insert(members)
    .values({ openid: `o_activity_${phone}`, nickname: '动态测试用户' })
    .returning({ id: members.id });
  const memberId = member?.id ?? 0;
  await api.deps.db.insert(memberNumbers).values({ memberId, phone, boundAt: minutesAgo(100), boundBy: 'smsCode' });
  return memberId;
}

/** One row of each kind for the number, each text carrying the marker. */
async function writeActivity(phone: string, marker: string): Promise<void> {
  const db = api.deps.db;
  const memberId = await bindMember(phone);
  await db.insert(rechargeOrders).values([
    {
      outTradeNo: `${marker}-R1`,
      phone,
      memberId,
      productKind: 'call',
      productName: `${marker}话费50元`,
      amountFen: 5000,
      status: RechargeStatus.UNPAID,
      createdAt: minutesAgo(30),
    },
    {
      outTradeNo: `${marker}-R2`,
      phone,
      memberId,
      productKind: 'autoTopUp',
      productName: `${marker}自动充值`,
      amountFen: 3000,
      status: RechargeStatus.SUCCESS,
      createdAt: minutesAgo(20),
      paidAt: minutesAgo(19),
    },
    {
      outTradeNo: `${marker}-R3`,
      phone,
      memberId,
      productKind: 'dayFlow',
      productName: `${marker}日包`,
      amountFen: 500,
      status: RechargeStatus.REFUNDED,
      createdAt: minutesAgo(10),
      paidAt: minutesAgo(9),
      refundedAt: minutesAgo(8),
    },
  ]);
  await db.insert(pointsLedger).values({ phone, memberId, change: 5, kind: 'sign_in', title: `${marker}签到`, balanceAfter: 105, createdAt: minutesAgo(5) });
  const [invoice] = await db
    .insert(invoices)
    .values({
      phone,
      memberId,
      flow: 'monthly',
      titleKind: InvoiceTitleKind.PERSONAL,
      invoiceType: '026',
      buyerName: `王${marker}`,
      email: `wang.${marker}@example.com`,
      months: '202610,202611',
      amountFen: 8800,
      status: InvoiceStatus.INVOICED,
      invoiceNumber: `${marker}-INV`,
      createdAt: minutesAgo(40),
      issuedAt: minutesAgo(39),
    })
    .returning({ id: invoices.id });
  await db.insert(invoiceMails).values({ invoiceId: invoice?.id ?? 0, role: 'issued', attempts: 1, sentAt: minutesAgo(38), createdAt: minutesAgo(39) });
  const alerts = await db
    .insert(usageAlerts)
    .values(
      (['balance', 'spend', 'dataPercent'] as const).map((kind) => ({
        memberId,
        phone,
        kind,
        threshold: 20,
        createdAt: minutesAgo(60),
        updatedAt: minutesAgo(60),
      })),
    )
    .returning({ id: usageAlerts.id });
  const alertId = (index: number) => alerts[index]?.id ?? 0;
  await db.insert(usageAlertEvents).values([
    {
      alertId: alertId(0),
      memberId,
      phone,
      kind: 'balance',
      billMonth: '202612',
      threshold: 1000,
      observed: 800,
      createdAt: minutesAgo(7),
      attempts: 1,
      sentAt: minutesAgo(7),
      channel: 'wechat',
    },
    // Sent by SMS: that SMS is a notification, listed in the record's SMS log, not here again.
    {
      alertId: alertId(1),
      memberId,
      phone,
      kind: 'spend',
      billMonth: '202612',
      threshold: 10000,
      observed: 12000,
      createdAt: minutesAgo(6),
      attempts: 1,
      sentAt: minutesAgo(6),
      channel: 'sms',
    },
    {
      alertId: alertId(2),
      memberId,
      phone,
      kind: 'dataPercent',
      billMonth: '202612',
      threshold: 20,
      observed: 10,
      createdAt: minutesAgo(4),
      attempts: 1,
      sentAt: minutesAgo(4),
      channel: 'none',
    },
  ]);
  await db.insert(usageDetailMails).values({
    phone,
    billMonth: '202611',
    email: `detail.${marker}@example.com`,
    requestId: `${marker}-REQ`,
    memberId,
    attempts: 5,
    failedAt: minutesAgo(2),
    lastError: 'SMTP 550',
    createdAt: minutesAgo(3),
  });
  await db.insert(boardPosts).values({
    memberId,
    authorName: '动态测试用户',
    content: `${marker}留言：请回电13912345678，${'网络信号不好，'.repeat(10)}`,
    createdAt: minutesAgo(15),
    hiddenAt: minutesAgo(14),
    hiddenReason: '含联系方式',
  });
  await db
    .insert(complaints)
    .values({ memberId, phone, content: `${marker}投诉：话费扣错`, createdAt: minutesAgo(12), answer: '已核实退还', answeredAt: minutesAgo(11) });
}

const readActivity = async (phone: string, cookie = service) => {
  const body = await callAsStaff(api, 'CONSOLE_NUMBER_ACTIVITY', cookie, { phone });
  expect(body, body.msg).toMatchObject({ code: 1 });
  return body.data as NumberActivity;
};

describe('CONSOLE_NUMBER_ACTIVITY', () => {
  it("lists the number's top-ups, points, invoices, posts, complaints and notices newest first, and none of another number's", async () => {
    const activity = await readActivity(NUMBER);
    expect(JSON.stringify(activity)).not.toContain('OTHER');

    // The seed's top-ups of the number are older than the test's.
    expect(activity.recharges.slice(0, 3).map(({ outTradeNo, kind, state }) => ({ outTradeNo, kind, state }))).toEqual([
      { outTradeNo: 'MINE-R3', kind: 'dayFlow', state: 'refunded' },
      { outTradeNo: 'MINE-R2', kind: 'autoTopUp', state: 'paid' },
      { outTradeNo: 'MINE-R1', kind: 'call', state: 'unpaid' },
    ]);
    expect(activity.recharges[0]).toMatchObject({ amountFen: 500, paidAt: expect.any(String), refundedAt: expect.any(String) });
    expect(activity.points).toContainEqual(expect.objectContaining({ change: 5, kind: 'sign_in', title: 'MINE签到', balanceAfter: 105 }));
    expect(activity.invoices).toEqual([
      expect.objectContaining({
        months: '202610,202611',
        amountFen: 8800,
        state: 'issued',
        invoiceNumber: 'MINE-INV',
        issuedAt: expect.any(String),
        reversedAt: null,
      }),
    ]);

    // The demo member's seeded posts are older.
    expect(activity.feedback.slice(0, 2).map(({ source, isHidden, answeredAt }) => ({ source, isHidden, isAnswered: answeredAt !== null }))).toEqual([
      { source: 'complaint', isHidden: false, isAnswered: true },
      { source: 'board', isHidden: true, isAnswered: false },
    ]);

    expect(activity.notices.map(({ kind, channel, status }) => ({ kind, channel, status }))).toEqual([
      { kind: 'usageDetailMail', channel: 'email', status: 'failed' },
      { kind: 'usageAlert', channel: null, status: 'skipped' },
      { kind: 'usageAlert', channel: 'wechat', status: 'sent' },
      { kind: 'invoiceMail', channel: 'email', status: 'sent' },
    ]);
    expect(activity.notices[2]?.text).toBe('用量提醒：账户余额低于10.00元');
    expect(activity.notices[0]).toMatchObject({ text: '2026年11月详单', attempts: 5, finishedAt: expect.any(String) });
  });

  it('masks the buyer name, e-mail addresses and numbers in texts, and shortens the content to a preview', async () => {
    const activity = await readActivity(NUMBER);
    expect(activity.invoices[0]).toMatchObject({ buyerName: '王****', email: 'w***@example.com' });
    expect(activity.notices.find((notice) => notice.kind === 'invoiceMail')?.recipient).toBe('w***@example.com');
    expect(activity.notices.find((notice) => notice.kind === 'usageAlert')?.recipient).toBe('170****0001');
    const post = activity.feedback.find((item) => item.source === 'board');
    expect(post?.preview).toMatch(/^MINE留言：请回电139\*\*\*\*5678，网络信号不好/);
    expect(post?.preview.endsWith('…')).toBe(true);
    expect(post?.preview.length).toBe(61);
    expect(JSON.stringify(activity)).not.toMatch(/13912345678|wang\.MINE|detail\.MINE|王MINE/);
  });

  it('is refused to roles other than customer service and auditors, and each reading is audit-logged', async () => {
    const refused = await callAsStaff(api, 'CONSOLE_NUMBER_ACTIVITY', await logInStaff(api, DemoStaff.EDITOR), { phone: NUMBER });
    expect(refused).toMatchObject({ code: -100, msg: '无权执行此操作' });
    expect(JSON.stringify(refused)).not.toContain('MINE');
    const auditor = await logInStaff(api, DemoStaff.AUDITOR);
    const before = await api.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'number_activity_view'), eq(auditLog.subjectId, OTHER)));
    expect((await readActivity(OTHER, auditor)).recharges.slice(0, 3).map((row) => row.outTradeNo)).toEqual(['OTHER-R3', 'OTHER-R2', 'OTHER-R1']);
    const after = await api.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'number_activity_view'), eq(auditLog.subjectId, OTHER)));
    expect(after).toHaveLength(before.length + 1);
  });

  it('answers 号码不存在 for a number that is not ours', async () => {
    expect(await callAsStaff(api, 'CONSOLE_NUMBER_ACTIVITY', service, { phone: '13800000000' })).toMatchObject({ code: -100, msg: '号码不存在' });
  });
});
