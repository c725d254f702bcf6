import { SMS_MAX_PER_DAY, SMS_MAX_PER_HOUR } from '@hall/contract/sms/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsCodes } from '../../db/schema.ts';
import { SMS_SEND_FAILED_MESSAGE } from '../../platform/one-time-codes.ts';
import type { SmsGateway } from '../../providers/sms-gateway/sms-gateway.ts';
import { boundProvider } from '../../providers/time-budget.ts';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';

let api: TestApp;
let token: string;
beforeAll(async () => {
  api = await createTestApp();
  token = await api.logInAs(DemoUser.BOUND_NORMAL);
});
afterAll(() => api.close());

const send = (mobilePhone: string, type = '01', ip?: string) => api.call('SEND_SMS_CODE', { mobilePhone, type }, token, ip);

describe('SEND_SMS_CODE', () => {
  it('sends a 6-digit code to the outbox and stores only its hash', async () => {
    expect(await send('17012340009')).toMatchObject({ code: 1, data: { resendAfterSeconds: 60 } });
    const code = await api.readLatestSmsCode('17012340009');
    expect(code).toMatch(/^\d{6}$/);
    const rows = await api.deps.db.select().from(smsCodes).where(eq(smsCodes.phone, '17012340009'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.codeHash).not.toContain(code);
    expect(rows[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a resend at 59 s and allows it at 61 s, whatever the IP', async () => {
    expect((await send('17012340005', '01', '10.0.0.1')).code).toBe(1);
    api.advanceSeconds(59);
    expect(await send('17012340005', '01', '10.0.0.2')).toMatchObject({ code: -100, msg: '验证码已发送，请1秒后再试' });
    api.advanceSeconds(2);
    expect((await send('17012340005', '01', '10.0.0.3')).code).toBe(1);
  });

  it(`allows ${SMS_MAX_PER_HOUR} codes an hour and ${SMS_MAX_PER_DAY} a day per phone`, async () => {
    const phone = '17012340007';
    for (let index = 0; index < SMS_MAX_PER_HOUR; index += 1) {
      expect((await send(phone)).code).toBe(1);
      api.advanceSeconds(61);
    }
    expect(await send(phone)).toMatchObject({ code: -100, msg: '获取验证码过于频繁，请一小时后再试' });
    api.advanceSeconds(3600);
    for (let index = 0; index < SMS_MAX_PER_DAY - SMS_MAX_PER_HOUR; index += 1) {
      expect((await send(phone)).code).toBe(1);
      api.advanceSeconds(61);
    }
    api.advanceSeconds(3600);
    expect(await send(phone)).toMatchObject({ code: -100, msg: '今日获取验证码次数已达上限，请明天再试' });
  });

  it('sends unbind, password and package-change codes only to the bound phone', async () => {
    expect(await send('17012340002', '04')).toMatchObject({ code: -100, msg: '请使用已绑定的手机号获取验证码' });
    api.advanceSeconds(61);
    expect((await send('17012340001', '05')).code).toBe(1);
    const unbound = await api.logInAs(DemoUser.UNBOUND);
    expect(await api.call('SEND_SMS_CODE', { mobilePhone: '17012340001', type: '06' }, unbound)).toMatchObject({
      code: -100,
      msg: '请先绑定手机号',
    });
  });

  it("refuses numbers that are not the operator's and bad input", async () => {
    expect(await send('13900001111')).toMatchObject({ code: -100, msg: '该号码不是本网号码，无法获取验证码' });
    expect(await send('1701234')).toMatchObject({ code: -100, msg: '请输入正确的手机号' });
    expect(await send('17012340002', '03')).toMatchObject({ code: -100, msg: '验证码类型错误' });
    expect(await api.call('SEND_SMS_CODE', { mobilePhone: '17012340002', type: '01' })).toMatchObject({ code: -101 });
  });
});

describe('one-time codes', () => {
  it('die after 5 minutes', async () => {
    api.advanceSeconds(3600);
    await send('17112340010');
    const code = await api.readLatestSmsCode('17112340010');
    api.advanceSeconds(301);
    const unbound = await api.logInAs(DemoUser.UNBOUND_VISITOR);
    expect(await api.call('BIND_PHONE', { phone: '17112340010', code }, unbound)).toMatchObject({ code: -100, msg: '验证码已失效，请重新获取' });
  });

  it('die after five wrong tries, even for the right code', async () => {
    api.advanceSeconds(3600);
    await send('17112340006');
    const code = await api.readLatestSmsCode('17112340006');
    const wrong = code === '999999' ? '888888' : '999999';
    const unbound = await api.logInAs(DemoUser.UNBOUND_VISITOR);
    for (let index = 0; index < 5; index += 1) {
      expect(await api.call('BIND_PHONE', { phone: '17112340006', code: wrong }, unbound)).toMatchObject({ msg: '验证码错误，请重新输入' });
    }
    expect(await api.call('BIND_PHONE', { phone: '17112340006', code }, unbound)).toMatchObject({ code: -100, msg: '验证码错误次数过多，请重新获取' });
  });

  it('are bound to their purpose', async () => {
    api.advanceSeconds(3600);
    await send('17012340001', '05');
    const code = await api.readLatestSmsCode('17012340001');
    const unbound = await api.logInAs(DemoUser.UNBOUND_VISITOR);
    expect(await api.call('BIND_PHONE', { phone: '17012340001', code }, unbound)).toMatchObject({ code: -100, msg: '验证码已失效，请重新获取' });
  });
});

describe('a send the SMS gateway fails', () => {
  const workingGateway = () => api.deps.providers.smsGateway;
  const failingGateway: SmsGateway = {
    send: async () => {
      throw new Error('gateway answered 502');
    },
  };
  const hang = () => new Promise<void>(() => undefined);
  /** Hangs as a dead gateway does, bounded by a (short) time budget as in production. */
  const hungGateway = boundProvider('sms-gateway', 50, { send: hang } satisfies SmsGateway, ['send']);
  const codesOf = (phone: string) => api.deps.db.select().from(smsCodes).where(eq(smsCodes.phone, phone));

  async function withGateway<T>(gateway: SmsGateway, work: () => Promise<T>): Promise<T> {
    const healthy = workingGateway();
    api.deps.providers.smsGateway = gateway;
    try {
      return await work();
    } finally {
      api.deps.providers.smsGateway = healthy;
    }
  }

  it('answers 验证码发送失败，请稍后重试, keeps no code, and the next tap sends at once', async () => {
    api.advanceSeconds(24 * 3600);
    const phone = '17012340002';
    for (const gateway of [failingGateway, hungGateway]) {
      expect(await withGateway(gateway, () => send(phone, '01', '10.1.0.1'))).toEqual({
        code: -100,
        msg: SMS_SEND_FAILED_MESSAGE,
        requestId: expect.any(String),
      });
      expect(await codesOf(phone)).toHaveLength(0);
    }
    expect(await send(phone, '01', '10.1.0.1')).toMatchObject({ code: 1 });
    expect(await codesOf(phone)).toHaveLength(1);
  });

  it("counts failed sends against neither the hourly nor the daily cap (nor the IP's)", async () => {
    api.advanceSeconds(24 * 3600);
    const phone = '17012340008';
    await withGateway(failingGateway, async () => {
      for (let index = 0; index < SMS_MAX_PER_DAY + 1; index += 1) {
        expect(await send(phone, '01', '10.1.0.2')).toEqual({ code: -100, msg: SMS_SEND_FAILED_MESSAGE, requestId: expect.any(String) });
      }
    });
    // Every one of the hour's sends is still there.
    for (let index = 0; index < SMS_MAX_PER_HOUR; index += 1) {
      expect(await send(phone, '01', '10.1.0.2'), `send ${index + 1}`).toMatchObject({ code: 1 });
      api.advanceSeconds(61);
    }
  });

  it('leaves the code sent before it working', async () => {
    api.advanceSeconds(24 * 3600);
    const phone = '17012340009';
    expect(await send(phone, '01', '10.1.0.3')).toMatchObject({ code: 1 });
    const code = await api.readLatestSmsCode(phone);
    api.advanceSeconds(61);
    expect(await withGateway(failingGateway, () => send(phone, '01', '10.1.0.3'))).toEqual({
      code: -100,
      msg: SMS_SEND_FAILED_MESSAGE,
      requestId: expect.any(String),
    });
    const visitor = await api.logInAs(DemoUser.UNBOUND_VISITOR);
    expect(await api.call('BIND_PHONE', { phone, code }, visitor)).toMatchObject({ code: 1 });
  });
});
