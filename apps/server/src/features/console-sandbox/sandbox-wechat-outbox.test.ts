import type { OperationOutput } from '@hall/contract/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendQueuedNotificationNow } from '../../platform/notification-delivery.ts';
import { queueNotification } from '../../platform/notifications.ts';
import { callAsStaff, DemoStaff, logInStaff } from '../../test/staff-session.ts';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';

// The console's sandbox outbox has a second list, 微信消息: what the sandbox's official account sent.

let api: TestApp;
let staff: string;

beforeAll(async () => {
  api = await createTestApp({ WECHAT_TEMPLATE_DECISION: 'tpl-decision' });
  staff = await logInStaff(api, DemoStaff.AUDITOR);
});
afterAll(() => api.close());

const wechatOutbox = async (phone: string) =>
  ((await callAsStaff(api, 'CONSOLE_SANDBOX_WECHAT_OUTBOX', staff, { phone })).data as OperationOutput<'CONSOLE_SANDBOX_WECHAT_OUTBOX'>).list;

describe('CONSOLE_SANDBOX_WECHAT_OUTBOX', () => {
  it('shows a decision notice the official account sent, with its recipient’s number, and the SMS outbox does not', async () => {
    await queueNotification(api.deps.db, {
      kind: 'cancellationRefused',
      phone: '17012340001',
      params: { reason: '资料不全' },
      dedupeKey: 'application:8001:decision',
      now: api.deps.now(),
    });
    await sendQueuedNotificationNow(api.deps, 'application:8001:decision');

    expect(await wechatOutbox('17012340001')).toEqual([
      {
        id: expect.any(Number),
        kind: 'template',
        openid: DemoUser.BOUND_NORMAL,
        phone: '17012340001',
        nickname: '张伟',
        templateId: 'tpl-decision',
        url: 'http://localhost:3000/personal',
        data: { thing1: '销户申请', phrase2: '未通过', thing3: '原因：资料不全' },
        createdAt: expect.any(String),
      },
    ]);
    expect(await wechatOutbox('17012340003')).toEqual([]);
    const sms = (await callAsStaff(api, 'CONSOLE_SANDBOX_OUTBOX', staff, { phone: '17012340001' })).data as OperationOutput<'CONSOLE_SANDBOX_OUTBOX'>;
    expect(sms.list.filter((message) => message.text.includes('资料不全'))).toEqual([]);
  });
});
