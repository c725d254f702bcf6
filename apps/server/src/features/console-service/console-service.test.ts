import type { Envelope } from '@hall/contract/codes';
import type { ServiceItem } from '@hall/contract/console-service/schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, userAppeals } from '../../db/schema.ts';
import { callAsStaff, DemoStaff, logInStaff } from '../../test/staff-session.ts';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';

let api: TestApp;
let service: string;
let complaintId: number;
let unboundComplaintId: number;
let feedbackId: number;

const ZHANG_WEI_PHONE = '17012340001';
const WANG_FANG_PHONE = '17012340003';

type QueuePage = { list: ServiceItem[]; total: number; pageSize: number };
const dataOf = <T>(body: Envelope) => body.data as T;
const queue = async (filter: string, page = 1) => dataOf<QueuePage>(await callAsStaff(api, 'CONSOLE_SERVICE_ITEMS', service, { filter, page }));
const keyOf = (item: Pick<ServiceItem, 'source' | 'id'>) => `${item.source}:${item.id}`;
const notificationsTo = (phone: string) => api.deps.db.select().from(notifications).where(eq(notifications.phone, phone));

beforeAll(async () => {
  api = await createTestApp();
  service = await logInStaff(api, DemoStaff.SERVICE);
  const zhangWei = await api.logInAs(DemoUser.BOUND_NORMAL);
  const wangFang = await api.logInAs(DemoUser.BOUND_OWING);
  const newcomer = await api.logInAs(DemoUser.UNBOUND);

  complaintId = dataOf<{ id: number }>(await api.call('COMPLAINT', { content: '上月账单多扣了10元，请核实。' }, zhangWei)).id;
  api.advanceSeconds(60);
  const appeal = await api.call('INSERTUSERAPPEAL', { service_id: WANG_FANG_PHONE, appeal_type: '功能', appeal_note: '充值页面加载很慢' }, wangFang);
  expect(appeal, appeal.msg).toMatchObject({ code: 1 });
  const [stored] = await api.deps.db.select({ id: userAppeals.id }).from(userAppeals).where(eq(userAppeals.phone, WANG_FANG_PHONE));
  feedbackId = stored?.id ?? 0;
  api.advanceSeconds(60);
  unboundComplaintId = dataOf<{ id: number }>(await api.call('COMPLAINT', { content: '绑定号码时一直提示验证码错误。' }, newcomer)).id;
});
afterAll(() => api.close());

describe('CONSOLE_SERVICE_ITEMS', () => {
  it('shows complaints and feedback in one queue, open ones oldest first, with the masked number and the nickname', async () => {
    const open = await queue('open');
    const ours = open.list.filter((item) => [`complaint:${complaintId}`, `feedback:${feedbackId}`, `complaint:${unboundComplaintId}`].includes(keyOf(item)));
    expect(ours).toEqual([
      expect.objectContaining({
        source: 'complaint',
        id: complaintId,
        appealType: null,
        maskedPhone: '170****0001',
        nickname: '张伟',
        content: '上月账单多扣了10元，请核实。',
        answer: null,
        answeredBy: null,
        answeredAt: null,
      }),
      expect.objectContaining({
        source: 'feedback',
        id: feedbackId,
        appealType: '功能',
        maskedPhone: '170****0003',
        nickname: '王芳',
        content: '充值页面加载很慢',
      }),
      expect.objectContaining({ source: 'complaint', id: unboundComplaintId, maskedPhone: null, nickname: '新用户小李' }),
    ]);
    const submitted = open.list.map((item) => Date.parse(item.submittedAt));
    expect(submitted).toEqual([...submitted].sort((left, right) => left - right));
    expect(open.total).toBe(open.list.length);
    expect(await callAsStaff(api, 'CONSOLE_OVERVIEW', service)).toMatchObject({ code: 1, data: { openServiceItems: open.total } });
    expect(JSON.stringify(open)).not.toContain(ZHANG_WEI_PHONE);
  });

  it('refuses an unknown filter with a Chinese message', async () => {
    expect(await callAsStaff(api, 'CONSOLE_SERVICE_ITEMS', service, { filter: 'closed' })).toMatchObject({ code: -100, msg: '筛选条件无效' });
    expect(await callAsStaff(api, 'CONSOLE_SERVICE_ITEMS', service, { page: 0 })).toMatchObject({ code: -100, msg: '页码格式错误' });
  });
});

describe('CONSOLE_SERVICE_ANSWER', () => {
  it('answers a complaint once: the item closes, one SMS with the answer is queued to its number, and an audit entry is written', async () => {
    const answer = '您好，多扣的10元已退回账户余额，请查收。';
    const body = await callAsStaff(api, 'CONSOLE_SERVICE_ANSWER', service, { source: 'complaint', id: complaintId, answer });
    expect(body).toMatchObject({ code: 1, data: { source: 'complaint', id: complaintId, answer, answeredBy: expect.any(String) } });
    expect(dataOf<ServiceItem>(body).answeredAt).not.toBeNull();

    expect(await notificationsTo(ZHANG_WEI_PHONE)).toEqual([
      expect.objectContaining({ kind: 'serviceAnswered', params: { answer }, dedupeKey: `service:complaint:${complaintId}:answer` }),
    ]);
    const audit = await api.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'complaint'), eq(auditLog.subjectId, String(complaintId))));
    expect(audit.map((entry) => entry.action)).toEqual(['service_answer']);

    const stillOpen = await queue('open');
    expect(stillOpen.list.map(keyOf)).not.toContain(`complaint:${complaintId}`);
    expect(await callAsStaff(api, 'CONSOLE_OVERVIEW', service)).toMatchObject({ data: { openServiceItems: stillOpen.total } });
    expect((await queue('answered')).list[0]).toMatchObject({ source: 'complaint', id: complaintId, answer });
    const all = (await queue('all')).list;
    const firstAnswered = all.findIndex((item) => item.answeredAt !== null);
    expect(all.slice(firstAnswered).every((item) => item.answeredAt !== null)).toBe(true);
    expect(all.slice(0, firstAnswered).map(keyOf)).toContain(`feedback:${feedbackId}`);
  });

  it('refuses a second answer and queues no second SMS', async () => {
    const again = await callAsStaff(api, 'CONSOLE_SERVICE_ANSWER', service, { source: 'complaint', id: complaintId, answer: '再次回复' });
    expect(again).toMatchObject({ code: -100, msg: '该问题已处理，不能重复回复' });
    expect(await notificationsTo(ZHANG_WEI_PHONE)).toHaveLength(1);
    expect((await queue('answered')).list.find((item) => item.id === complaintId && item.source === 'complaint')?.answer).toBe(
      '您好，多扣的10元已退回账户余额，请查收。',
    );
  });

  it('answers two staff answering at the same moment once', async () => {
    const answers = await Promise.all(
      ['您好，已为您优化充值页面。', '您好，问题已转技术处理。'].map((answer) =>
        callAsStaff(api, 'CONSOLE_SERVICE_ANSWER', service, { source: 'feedback', id: feedbackId, answer }),
      ),
    );
    expect(answers.map((body) => body.code).sort((left, right) => left - right)).toEqual([-100, 1]);
    const sms = await notificationsTo(WANG_FANG_PHONE);
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ kind: 'serviceAnswered', dedupeKey: `service:feedback:${feedbackId}:answer` });
    const winner = answers.find((body) => body.code === 1);
    expect(sms[0]?.params).toEqual({ answer: dataOf<ServiceItem>(winner ?? { code: 0, msg: '' }).answer });
  });

  it('closes a complaint made before binding without an SMS', async () => {
    const before = await api.deps.db.select().from(notifications);
    const body = await callAsStaff(api, 'CONSOLE_SERVICE_ANSWER', service, {
      source: 'complaint',
      id: unboundComplaintId,
      answer: '您好，请重新获取验证码后再试。',
    });
    expect(body).toMatchObject({ code: 1, data: { maskedPhone: null, answer: '您好，请重新获取验证码后再试。' } });
    expect(await api.deps.db.select().from(notifications)).toHaveLength(before.length);
  });

  it('refuses bad input with a Chinese message', async () => {
    const answerOf = (payload: Record<string, unknown>) => callAsStaff(api, 'CONSOLE_SERVICE_ANSWER', service, payload);
    expect(await answerOf({ source: 'complaint', id: complaintId, answer: '   ' })).toMatchObject({ code: -100, msg: '请填写回复内容' });
    expect(await answerOf({ source: 'complaint', id: complaintId, answer: '好'.repeat(201) })).toMatchObject({ code: -100, msg: '回复内容不能超过200个字符' });
    expect(await answerOf({ source: 'letter', id: complaintId, answer: '您好' })).toMatchObject({ code: -100, msg: '工单类型无效' });
    expect(await answerOf({ source: 'feedback', id: 'x', answer: '您好' })).toMatchObject({ code: -100, msg: '工单编号格式错误' });
    expect(await answerOf({ source: 'feedback', id: 987_654, answer: '您好' })).toMatchObject({ code: -100, msg: '工单不存在或已删除' });
  });

  it('is refused to staff without the service role', async () => {
    const editor = await logInStaff(api, DemoStaff.EDITOR);
    const auditor = await logInStaff(api, DemoStaff.AUDITOR);
    for (const cookie of [editor, auditor]) {
      expect(await callAsStaff(api, 'CONSOLE_SERVICE_ITEMS', cookie, {})).toMatchObject({ code: -100, msg: '无权执行此操作' });
      expect(await callAsStaff(api, 'CONSOLE_SERVICE_ANSWER', cookie, { source: 'feedback', id: feedbackId, answer: '您好' })).toMatchObject({
        code: -100,
        msg: '无权执行此操作',
      });
    }
    const admin = await logInStaff(api, DemoStaff.ADMIN);
    expect((await callAsStaff(api, 'CONSOLE_SERVICE_ITEMS', admin, {})).code).toBe(1);
  });
});
