import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxSmsOutbox, smsCodes } from '../../db/schema.ts';
import { SMS_SEND_FAILED_MESSAGE } from '../../platform/one-time-codes.ts';
import { operatorSmsTemplates, startFakeTencentSms, tencentSmsEnvironmentOf, type FakeTencentSms } from '../../test/fake-tencent-cloud/fake-sms.ts';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';
import { createSmsGatewayOf } from './choose-sms-gateway.ts';
import type { SmsGateway } from './sms-gateway.ts';

// The app with SMS_PROVIDER=tencent against the fake Tencent Cloud: the SDK signs each SendSms
// with TC3-HMAC-SHA256 for the host sms.fake.test (connected to 127.0.0.1), and the fake checks
// the signature, the application, the signature name, the template and its variables with its
// own code. A refusal, whether a Response.Error or one number's Code inside a 200 answer, fails
// the send: the code is withdrawn and the person is told 验证码发送失败，请稍后重试.

let fake: FakeTencentSms;
let api: TestApp;

beforeAll(async () => {
  fake = await startFakeTencentSms();
  api = await createTestApp(tencentSmsEnvironmentOf(fake));
});
afterAll(async () => {
  await api.close();
  await fake.close();
});

const templateOf = (kind: string) => operatorSmsTemplates().find((template) => template.kind === kind);
const sendsTo = (phone: string) =>
  fake.requests.filter((request) => request.action === 'SendSms' && JSON.stringify(request.params.PhoneNumberSet) === JSON.stringify([`+86${phone}`]));
const codesOf = (phone: string) => api.deps.db.select().from(smsCodes).where(eq(smsCodes.phone, phone));

/** The app's gateway with one setting changed, still the real adapter talking to the fake. */
async function withMisconfiguredGateway<T>(change: Record<string, string>, work: (gateway: SmsGateway) => Promise<T>): Promise<T> {
  const configured = api.deps.providers.smsGateway;
  const gateway = createSmsGatewayOf({ ...api.deps.config, ...change }, api.deps.db, api.deps.now);
  api.deps.providers.smsGateway = gateway;
  try {
    return await work(gateway);
  } finally {
    api.deps.providers.smsGateway = configured;
  }
}

describe('a one-time code by Tencent Cloud SMS', () => {
  it('reaches Tencent as the bind template with the code, under the signature and the application, validly signed, and the code binds the number', async () => {
    const phone = '17012340009';
    const visitor = await api.logInAs(DemoUser.UNBOUND_VISITOR);
    expect(await api.call('SEND_SMS_CODE', { mobilePhone: phone, type: '01' }, visitor)).toMatchObject({ code: 1 });

    const code = fake.sms.lastCodeTo(phone);
    expect(code).toMatch(/^\d{6}$/);
    expect(sendsTo(phone)).toEqual([
      {
        service: 'sms',
        action: 'SendSms',
        version: '2021-01-11',
        region: 'ap-guangzhou',
        refusedWith: null,
        params: {
          PhoneNumberSet: [`+86${phone}`],
          SmsSdkAppId: fake.sms.sdkAppId,
          TemplateId: templateOf('bindCode')?.id,
          SignName: fake.sms.signName,
          TemplateParamSet: [code, '5'],
          SessionContext: 'code:bindCode',
        },
      },
    ]);
    expect(fake.sms.messagesTo(phone).map((message) => message.text)).toEqual([
      `【${fake.sms.signName}】您正在绑定手机号，验证码${code}，5分钟内有效。如非本人操作，请忽略本短信。`,
    ]);
    // Nothing went to the sandbox outbox.
    expect(await api.deps.db.select().from(sandboxSmsOutbox).where(eq(sandboxSmsOutbox.phone, phone))).toHaveLength(0);

    expect(await api.call('BIND_PHONE', { phone, code: code ?? '' }, visitor)).toMatchObject({ code: 1 });
  });

  it('fails the send when Tencent refuses the signature of a wrong SecretKey, withdrawing the code', async () => {
    const phone = '17112340010';
    const member = await api.logInAs(DemoUser.UNBOUND);
    await withMisconfiguredGateway({ TENCENTCLOUD_SECRET_KEY: 'Wrong0000Wrong0000Wrong0000Wrong0' }, async () => {
      expect(await api.call('SEND_SMS_CODE', { mobilePhone: phone, type: '01' }, member)).toEqual({
        code: -100,
        msg: SMS_SEND_FAILED_MESSAGE,
        requestId: expect.any(String),
      });
    });
    expect(sendsTo(phone).map((request) => request.refusedWith)).toEqual(['AuthFailure.SignatureFailure']);
    expect(fake.sms.messagesTo(phone)).toEqual([]);
    expect(await codesOf(phone)).toHaveLength(0);
    // The withdrawn send blocks nothing: the next tap, with the right key, sends at once.
    expect(await api.call('SEND_SMS_CODE', { mobilePhone: phone, type: '01' }, member)).toMatchObject({ code: 1 });
    expect(fake.sms.messagesTo(phone)).toHaveLength(1);
  });

  it('fails the send when Tencent refuses the number inside a 200 answer (a daily limit), withdrawing the code', async () => {
    const phone = '17112340006';
    const member = await api.logInAs(DemoUser.UNBOUND);
    fake.sms.failNextSendTo(
      phone,
      'LimitExceeded.PhoneNumberDailyLimit',
      'the number of sms messages sent from a single mobile number every day exceeds the upper limit',
    );
    expect(await api.call('SEND_SMS_CODE', { mobilePhone: phone, type: '01' }, member)).toEqual({
      code: -100,
      msg: SMS_SEND_FAILED_MESSAGE,
      requestId: expect.any(String),
    });
    expect(sendsTo(phone).map((request) => request.refusedWith)).toEqual([null]);
    expect(fake.sms.messagesTo(phone)).toEqual([]);
    expect(await codesOf(phone)).toHaveLength(0);
    expect(await api.call('SEND_SMS_CODE', { mobilePhone: phone, type: '01' }, member)).toMatchObject({ code: 1 });
    const code = fake.sms.lastCodeTo(phone) ?? '';
    expect(await api.call('BIND_PHONE', { phone, code }, member)).toMatchObject({ code: 1 });
  });
});

describe('the gateway names what Tencent refused, never the number or the code', () => {
  const message = { kind: 'passwordCode', phone: '17012349876', params: { code: '482913', minutes: '5' } } as const;
  const refusalOf = (gateway: SmsGateway) =>
    gateway.send(message).then(
      () => 'sent',
      (error: unknown) => (error as Error).message,
    );
  const expectSafe = (text: string) => {
    expect(text).not.toContain('17012349876');
    expect(text).not.toContain('482913');
    expect(text).toContain('170****9876');
  };

  it('names a per-number Code of a 200 answer', async () => {
    fake.sms.failNextSendTo(message.phone, 'LimitExceeded.PhoneNumberDailyLimit', 'daily limit for +8617012349876 reached');
    const refusal = await refusalOf(api.deps.providers.smsGateway);
    expect(refusal).toContain('LimitExceeded.PhoneNumberDailyLimit');
    expect(refusal).toMatch(/RequestId [\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}\)/);
    expectSafe(refusal);
  });

  it('names a Response.Error (the signature check)', async () => {
    const refusal = await withMisconfiguredGateway({ TENCENTCLOUD_SECRET_KEY: 'Wrong0000Wrong0000Wrong0000Wrong0' }, refusalOf);
    expect(refusal).toContain('AuthFailure.SignatureFailure');
    // Tencent's RequestId, whole: what Tencent's support asks for.
    expect(refusal).toMatch(/RequestId [\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}\)/);
    expectSafe(refusal);
  });

  it('names an application the account does not own', async () => {
    expect(await withMisconfiguredGateway({ TENCENT_SMS_SDK_APP_ID: '1400999999' }, refusalOf)).toContain('UnauthorizedOperation.SmsSdkAppIdVerifyFail');
  });

  it('names a signature Tencent has not approved', async () => {
    expect(await withMisconfiguredGateway({ SMS_SIGN_NAME: '未报备签名' }, refusalOf)).toContain('FailedOperation.SignatureIncorrectOrUnapproved');
  });

  it('names a template id Tencent does not know, and a template whose variables do not match', async () => {
    const templates = JSON.parse(tencentSmsEnvironmentOf(fake).SMS_TEMPLATES ?? '{}') as Record<string, { id: string; params: string[] }>;
    const unknownId = JSON.stringify({ ...templates, passwordCode: { id: '9999999', params: ['code', 'minutes'] } });
    expect(await withMisconfiguredGateway({ SMS_TEMPLATES: unknownId }, refusalOf)).toContain('FailedOperation.TemplateIncorrectOrUnapproved');
    const tooFew = JSON.stringify({ ...templates, passwordCode: { id: templateOf('passwordCode')?.id, params: ['code'] } });
    expect(await withMisconfiguredGateway({ SMS_TEMPLATES: tooFew }, refusalOf)).toContain('FailedOperation.TemplateIncorrectOrUnapproved');
  });

  it('sends when nothing is wrong', async () => {
    expect(await refusalOf(api.deps.providers.smsGateway)).toBe('sent');
    expect(fake.sms.lastCodeTo(message.phone)).toBe('482913');
  });
});
