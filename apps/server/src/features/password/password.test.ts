import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishFaceCheck } from '../../test/face-check.ts';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';
import { servicePasswords } from '../../db/schema.ts';
import { eq } from 'drizzle-orm';
import { PASSWORD_LOCKED_MESSAGE, PASSWORD_NEWLY_LOCKED_MESSAGE } from '../../platform/service-password.ts';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp({ INITIAL_PIN: '246810' });
});
afterAll(() => api.close());

async function sendPasswordCode(token: string, phone: string): Promise<string> {
  api.advanceSeconds(61);
  const sent = await api.call('SEND_SMS_CODE', { mobilePhone: phone, type: '05' }, token);
  expect(sent.code).toBe(1);
  return api.readLatestSmsCode(phone);
}

describe('servicePasswordEditTest', () => {
  it('accepts the SMS code and the initial PIN from configuration, then lets step 2 set a new password', async () => {
    const token = await api.logInAs(DemoUser.BOUND_NORMAL);
    const code = await sendPasswordCode(token, '17012340001');
    expect(await api.call('servicePasswordEditTest', { mobilePhone: '17012340001', code, rawServicePass: '123456' }, token)).toMatchObject({
      code: -100,
      msg: '原密码错误，还可尝试2次',
    });
    // A wrong password leaves the code usable.
    expect(await api.call('servicePasswordEditTest', { mobilePhone: '17012340001', code, rawServicePass: '246810' }, token)).toMatchObject({
      code: 1,
      data: { mobilePhone: '17012340001', validMinutes: 10 },
    });
    // The code is used up once the check passed.
    expect(await api.call('servicePasswordEditTest', { mobilePhone: '17012340001', code, rawServicePass: '246810' }, token)).toMatchObject({
      code: -100,
      msg: '验证码已失效，请重新获取',
    });
    expect(await api.call('setService_Password', { newServicePass: '135790', confirmServicePass: '135790' }, token)).toMatchObject({
      code: 1,
      data: { mobilePhone: '17012340001' },
    });
    // The grant is used once.
    expect(await api.call('setService_Password', { newServicePass: '135792', confirmServicePass: '135792' }, token)).toMatchObject({
      code: -998,
      msg: '验证已失效，请重新验证原密码',
    });
    const next = await sendPasswordCode(token, '17012340001');
    expect(await api.call('servicePasswordEditTest', { mobilePhone: '17012340001', code: next, rawServicePass: '246810' }, token)).toMatchObject({
      code: -100,
    });
    expect(await api.call('servicePasswordEditTest', { mobilePhone: '17012340001', code: next, rawServicePass: '135790' }, token)).toMatchObject({ code: 1 });
  });

  it('locks exactly once under 20 parallel wrong passwords, refuses the right one after, and a new code unlocks', async () => {
    const token = await api.logInAs(DemoUser.BOUND_OWING);
    const code = await sendPasswordCode(token, '17012340003');
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => api.call('servicePasswordEditTest', { mobilePhone: '17012340003', code, rawServicePass: '000000' }, token)),
    );
    const messages = replies.map((reply) => reply.msg);
    expect(replies.every((reply) => reply.code === -100)).toBe(true);
    expect(messages.filter((message) => message === PASSWORD_NEWLY_LOCKED_MESSAGE)).toHaveLength(1);
    expect(messages.filter((message) => message.startsWith('原密码错误，还可尝试'))).toHaveLength(2);
    expect(messages.filter((message) => message === PASSWORD_LOCKED_MESSAGE)).toHaveLength(17);
    const rows = await api.deps.db.select().from(servicePasswords).where(eq(servicePasswords.phone, '17012340003'));
    expect(rows[0]).toMatchObject({ lockCount: 1, wrongAttempts: 3 });

    // The fourth try with the right password is refused while locked.
    expect(await api.call('servicePasswordEditTest', { mobilePhone: '17012340003', code, rawServicePass: '246810' }, token)).toMatchObject({
      code: -100,
      msg: PASSWORD_LOCKED_MESSAGE,
    });
    // A code sent after the lock is the SMS re-check that lifts it.
    const fresh = await sendPasswordCode(token, '17012340003');
    expect(await api.call('servicePasswordEditTest', { mobilePhone: '17012340003', code: fresh, rawServicePass: '246810' }, token)).toMatchObject({ code: 1 });
  });

  it('needs the bound number and a right code', async () => {
    const token = await api.logInAs(DemoUser.BOUND_NOT_REAL_NAME);
    expect(await api.call('servicePasswordEditTest', { mobilePhone: '17012340001', code: '123456', rawServicePass: '1' }, token)).toMatchObject({
      code: -100,
      msg: '请输入已绑定的手机号',
    });
    const code = await sendPasswordCode(token, '17012340004');
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await api.call('servicePasswordEditTest', { mobilePhone: '17012340004', code: wrong, rawServicePass: '246810' }, token)).toMatchObject({
      code: -100,
      msg: '验证码错误，请重新输入',
    });
    expect(
      await api.call('servicePasswordEditTest', { mobilePhone: '17012340004', code: '123456', rawServicePass: '246810' }, await api.logInAs(DemoUser.UNBOUND)),
    ).toMatchObject({ code: -102 });
  });

  it("names the bad field with the spec's messages", async () => {
    const token = await api.logInAs(DemoUser.BOUND_NOT_REAL_NAME);
    const fields = { mobilePhone: '17012340004', code: '123456', rawServicePass: '246810' };
    expect(await api.call('servicePasswordEditTest', { ...fields, mobilePhone: '' }, token)).toMatchObject({ code: -100, msg: '请输入手机号' });
    expect(await api.call('servicePasswordEditTest', { ...fields, mobilePhone: '2701234000' }, token)).toMatchObject({ code: -100, msg: '请输入正确的手机号' });
    expect(await api.call('servicePasswordEditTest', { ...fields, code: '' }, token)).toMatchObject({ code: -100, msg: '请填写验证码' });
    expect(await api.call('servicePasswordEditTest', { ...fields, rawServicePass: '' }, token)).toMatchObject({ code: -100, msg: '请填写原密码' });
    expect(await api.call('servicePasswordEditTest', { ...fields, rawServicePass: '1'.repeat(21) }, token)).toMatchObject({
      code: -100,
      msg: '原密码不能超过20位',
    });
  });
});

describe('setService_Password', () => {
  it('sets a new password after the SET_PASSWORD face check and lifts a lock', async () => {
    const token = await api.logInAs(DemoUser.BOUND_OWING);
    const started = await api.call(
      'FACE_AUTH_ACCOUNT_BIND',
      { mobilePhone: '17012340003', idCardNumber: '125678', name: '王芳', consent: true, returnUrl: '/newPassword', authType: 'SET_PASSWORD' },
      token,
    );
    const { biz_no: bizNo, url } = started.data as { biz_no: string; url: string };
    await finishFaceCheck(api, url);
    expect(await api.call('setService_Password', { newServicePass: '802468', confirmServicePass: '802468', biz_no: bizNo }, token)).toMatchObject({ code: 1 });
    expect(await api.call('setService_Password', { newServicePass: '802468', confirmServicePass: '802468', biz_no: bizNo }, token)).toMatchObject({
      code: -998,
    });
    const rows = await api.deps.db.select().from(servicePasswords).where(eq(servicePasswords.phone, '17012340003'));
    expect(rows[0]).toMatchObject({ lockedAt: null, wrongAttempts: 0 });
  });

  it("refuses a face check that failed or was not the owner's", async () => {
    const token = await api.logInAs(DemoUser.BOUND_NOT_REAL_NAME);
    const fields = { mobilePhone: '17012340004', idCardNumber: '018765', name: '刘洋', consent: true, returnUrl: '/newPassword', authType: 'SET_PASSWORD' };
    const failed = (await api.call('FACE_AUTH_ACCOUNT_BIND', fields, token)).data as { biz_no: string; url: string };
    await finishFaceCheck(api, failed.url, 'failed');
    expect(await api.call('setService_Password', { newServicePass: '802468', confirmServicePass: '802468', biz_no: failed.biz_no }, token)).toMatchObject({
      code: -998,
      msg: '身份核验失败，请重试',
    });
    // Someone else's name starts no check at all.
    expect(await api.call('FACE_AUTH_ACCOUNT_BIND', { ...fields, name: '刘阳' }, token)).toMatchObject({ code: -100, msg: '身份信息与机主信息不一致' });
  });

  it('checks the new password', async () => {
    const token = await api.logInAs(DemoUser.BOUND_NOT_REAL_NAME);
    expect(await api.call('setService_Password', { newServicePass: '802468', confirmServicePass: '802469' }, token)).toMatchObject({
      code: -100,
      msg: '两次输入密码不一致',
    });
    expect(await api.call('setService_Password', { newServicePass: '', confirmServicePass: '' }, token)).toMatchObject({ code: -100, msg: '请填写新密码' });
    expect(await api.call('setService_Password', { newServicePass: '12345a', confirmServicePass: '12345a' }, token)).toMatchObject({
      code: -100,
      msg: '新密码须为6位数字',
    });
    expect(await api.call('setService_Password', { newServicePass: '802468', confirmServicePass: '' }, token)).toMatchObject({
      code: -100,
      msg: '请再次输入新密码',
    });
    for (const simple of ['111111', '123456', '987654']) {
      expect(await api.call('setService_Password', { newServicePass: simple, confirmServicePass: simple }, token)).toMatchObject({
        code: -100,
        msg: '新密码过于简单，请勿使用连续或相同的数字',
      });
    }
    expect(await api.call('setService_Password', { newServicePass: '802468', confirmServicePass: '802468' }, token)).toMatchObject({
      code: -998,
      msg: '验证已失效，请重新验证原密码',
    });
  });
});
