import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, sandboxSmsOutbox, sandboxWechatOutbox } from '../../db/schema.ts';
import { NotificationKey } from '../../platform/notifications.ts';
import { createWechatApiMessages } from '../../providers/wechat-messages/wechat-api-messages.ts';
import { fakeMessages } from '../../test/fake-wechat/fake-messages.ts';
import { startFakeWechat } from '../../test/fake-wechat/fake-wechat-server.ts';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';

// The transfer code of a transfer-out application (TRANS_ACCT_S_FORM) goes to the initiator's
// WeChat as the official account's transfer-code template message, and by SMS only when that
// cannot be: no template configured, or the member does not follow the official account. The
// answer's sentBy tells the audit page which one it was.

const TRANSFER_TEMPLATE = 'tpl-transfer-code';
const ZHANGWEI = { openid: DemoUser.BOUND_NORMAL, phone: '17012340001', idCard: '110105199003071234', name: '张伟' };

/** Passes the initiator's face check and submits the transfer-out form; answers the reply. */
async function submitTransferOut(api: TestApp, token: string) {
  const started = await api.call('TRANS_ACCT_S', { idCard: ZHANGWEI.idCard, name: ZHANGWEI.name, consent: true, returnUrl: '/transAcctSForm' }, token);
  expect(started, started.msg).toMatchObject({ code: 1 });
  const { biz_no: bizNo, url } = started.data as { biz_no: string; url: string };
  const ref = new URL(url, 'http://test').searchParams.get('ref') ?? '';
  await api.app.inject({ method: 'POST', url: '/sandbox/face/decide', payload: { ref, result: 'passed' } });
  const body = await api.call('TRANS_ACCT_S_FORM', { biz_no: bizNo, reason: '转给家人', mobilePhone: ZHANGWEI.phone, phonePassword: '123456' }, token);
  expect(body, body.msg).toMatchObject({ code: 1 });
  return body.data as { orderNo: string; sentTo: string; sentBy: 'sms' | 'wechat' | null };
}

const smsTo = (api: TestApp, phone: string) => api.deps.db.select().from(sandboxSmsOutbox).where(eq(sandboxSmsOutbox.phone, phone));
const notificationOf = async (api: TestApp, orderNo: string) =>
  (
    await api.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.dedupeKey, NotificationKey.transferCode(orderNo)))
  )[0];

describe('the transfer code with the transfer-code template configured', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await createTestApp({ WECHAT_TEMPLATE_TRANSFER_CODE: TRANSFER_TEMPLATE });
  });
  afterAll(() => api.close());

  it('goes to the initiator in the official account (the sandbox outbox), not by SMS, and the answer says so', async () => {
    const sent = await submitTransferOut(api, await api.logInAs(DemoUser.BOUND_NORMAL));
    expect(sent).toMatchObject({ sentBy: 'wechat', sentTo: '170****0001', orderNo: expect.stringMatching(/^GH\d{8}/) });
    const messages = await api.deps.db.select().from(sandboxWechatOutbox).where(eq(sandboxWechatOutbox.openid, ZHANGWEI.openid));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ kind: 'template', templateId: TRANSFER_TEMPLATE, data: { character_string1: sent.orderNo } });
    expect(messages[0]?.data.character_string2).toMatch(/^[0-9A-Z]{6,}$/);
    expect((await smsTo(api, ZHANGWEI.phone)).filter((sms) => sms.text.includes(sent.orderNo))).toEqual([]);
    expect(await notificationOf(api, sent.orderNo)).toMatchObject({ sentBy: 'wechat', wechatRefusal: null });
  });
});

describe('the transfer code by SMS as the fallback', () => {
  it('goes by SMS, with the refusal recorded, when the initiator does not follow the official account', async () => {
    const fake = await startFakeWechat({ messages: fakeMessages });
    const api = await createTestApp({ WECHAT_TEMPLATE_TRANSFER_CODE: TRANSFER_TEMPLATE });
    try {
      fake.accessTokens.add('fake-token');
      fake.messages.addTemplate(TRANSFER_TEMPLATE, ['character_string1', 'character_string2', 'thing3']);
      fake.messages.markNotFollowing(ZHANGWEI.openid);
      api.deps.providers.wechatMessages = createWechatApiMessages({
        apiBase: fake.baseUrl,
        accessToken: () => Promise.resolve('fake-token'),
        rejectAccessToken: () => Promise.resolve(),
      });
      const sent = await submitTransferOut(api, await api.logInAs(DemoUser.BOUND_NORMAL));
      expect(sent).toMatchObject({ sentBy: 'sms', sentTo: '170****0001' });
      expect(fake.messages.sent()).toEqual([]);
      const sms = (await smsTo(api, ZHANGWEI.phone)).filter((row) => row.text.includes(sent.orderNo));
      expect(sms).toHaveLength(1);
      expect(sms[0]?.text).toMatch(/过户验证码为[0-9A-Z]{6,}/);
      expect(await notificationOf(api, sent.orderNo)).toMatchObject({ sentBy: 'sms', wechatRefusal: 'errcode 43004: require subscribe' });
    } finally {
      await api.close();
      await fake.close();
    }
  });

  it('goes by SMS when no transfer-code template is configured', async () => {
    const api = await createTestApp();
    try {
      const sent = await submitTransferOut(api, await api.logInAs(DemoUser.BOUND_NORMAL));
      expect(sent).toMatchObject({ sentBy: 'sms' });
      expect(await api.deps.db.select().from(sandboxWechatOutbox)).toEqual([]);
      expect((await smsTo(api, ZHANGWEI.phone)).filter((row) => row.text.includes(sent.orderNo))).toHaveLength(1);
    } finally {
      await api.close();
    }
  });
});
