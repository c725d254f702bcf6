import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

describe('PERSONAL_DATA', () => {
  it('returns the bound number information', async () => {
    const token = await api.logInAs(DemoUser.BOUND_NORMAL);
    const body = await api.call('PERSONAL_DATA', {}, token);
    expect(body.code).toBe(1);
    expect(body.data).toMatchObject({
      memberInfo: { memberName: '张伟', bindStatus: 1, realName: 1, idCardNumber: '1101**********1234' },
      mobilePhoneInfo: {
        mobilePhone: '17012340001',
        mobileStatus: '正常',
        packageId: 'PKG_STD_A',
        packageName: '标准卡A套餐',
        internetAge: 38,
        attribution: '北京 北京',
        pointInfo: { currentPoints: 1280, grandTotalPoints: 3840 },
      },
    });
  });

  it('shows owing and not-real-name numbers as they are', async () => {
    const owing = await api.call('PERSONAL_DATA', {}, await api.logInAs(DemoUser.BOUND_OWING));
    expect(owing.data).toMatchObject({ mobilePhoneInfo: { mobileStatus: '欠费' } });
    const notRealName = await api.call('PERSONAL_DATA', {}, await api.logInAs(DemoUser.BOUND_NOT_REAL_NAME));
    expect(notRealName.data).toMatchObject({ memberInfo: { realName: 0 } });
  });

  it('has no number information for an unbound member', async () => {
    const body = await api.call('PERSONAL_DATA', {}, await api.logInAs(DemoUser.UNBOUND));
    expect(body.data).toMatchObject({ memberInfo: { bindStatus: 0, idCardNumber: '' }, mobilePhoneInfo: null });
  });

  it('answers -101 without a valid token', async () => {
    expect(await api.call('PERSONAL_DATA', {})).toMatchObject({ code: -101, msg: '登录已失效，请重新登录' });
    expect(await api.call('PERSONAL_DATA', {}, 'not-a-real-token')).toMatchObject({ code: -101 });
  });

  it('accepts the token from a header as well', async () => {
    const token = await api.logInAs(DemoUser.BOUND_NORMAL);
    const response = await api.app.inject({ method: 'POST', url: '/api/wechat/memberInfo', headers: { 'x-token': token }, payload: {} });
    expect(response.json().code).toBe(1);
  });
});

describe('BIND_PHONE', () => {
  it('binds a number with the code sent to it', async () => {
    const token = await api.logInAs(DemoUser.UNBOUND);
    expect((await api.call('SEND_SMS_CODE', { mobilePhone: '17012340002', type: '01' }, token)).code).toBe(1);
    const code = await api.readLatestSmsCode('17012340002');
    const body = await api.call('BIND_PHONE', { phone: '17012340002', code }, token);
    expect(body).toMatchObject({ code: 1, data: { mobilePhone: '17012340002' } });
    const member = await api.call('PERSONAL_DATA', {}, token);
    expect(member.data).toMatchObject({ memberInfo: { bindStatus: 1 }, mobilePhoneInfo: { mobilePhone: '17012340002' } });
  });

  it('refuses a wrong code and a code used twice', async () => {
    const token = await api.logInAs(DemoUser.UNBOUND_VISITOR);
    api.advanceSeconds(61);
    await api.call('SEND_SMS_CODE', { mobilePhone: '17012340008', type: '01' }, token);
    const code = await api.readLatestSmsCode('17012340008');
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await api.call('BIND_PHONE', { phone: '17012340008', code: wrong }, token)).toMatchObject({ code: -100, msg: '验证码错误，请重新输入' });
    expect((await api.call('BIND_PHONE', { phone: '17012340008', code }, token)).code).toBe(1);
    const someoneElse = await api.logInAs(DemoUser.UNBOUND);
    expect(await api.call('BIND_PHONE', { phone: '17012340008', code }, someoneElse)).toMatchObject({ code: -100, msg: '验证码已失效，请重新获取' });
  });

  it("refuses a number that is not the operator's", async () => {
    const token = await api.logInAs(DemoUser.UNBOUND);
    expect(await api.call('BIND_PHONE', { phone: '13900000000', code: '123456' }, token)).toMatchObject({
      code: -100,
      msg: '该号码不是本网号码，无法绑定',
    });
  });

  it('names the bad field', async () => {
    const token = await api.logInAs(DemoUser.UNBOUND);
    expect(await api.call('BIND_PHONE', { phone: '', code: '123456' }, token)).toMatchObject({ code: -100, msg: '请输入手机号' });
    expect(await api.call('BIND_PHONE', { phone: '12012340002', code: '123456' }, token)).toMatchObject({ code: -100, msg: '请输入正确的手机号' });
    expect(await api.call('BIND_PHONE', { phone: '17012340002' }, token)).toMatchObject({ code: -100, msg: '请输入验证码' });
  });
});

describe('SET_CARE_MODE', () => {
  it('keeps care mode per member, so a login on another phone finds it, and other members are untouched', async () => {
    const firstPhone = await api.logInAs(DemoUser.BOUND_OWING);
    const before = await api.call('PERSONAL_DATA', {}, firstPhone);
    expect(before.data).toMatchObject({ memberInfo: { careMode: false } });

    expect(await api.call('SET_CARE_MODE', { enabled: true }, firstPhone)).toMatchObject({ code: 1, data: { careMode: true } });
    const secondPhone = await api.logInAs(DemoUser.BOUND_OWING);
    expect((await api.call('PERSONAL_DATA', {}, secondPhone)).data).toMatchObject({ memberInfo: { careMode: true } });
    const someoneElse = await api.call('PERSONAL_DATA', {}, await api.logInAs(DemoUser.UNBOUND));
    expect(someoneElse.data).toMatchObject({ memberInfo: { careMode: false } });

    expect(await api.call('SET_CARE_MODE', { enabled: false }, secondPhone)).toMatchObject({ code: 1, data: { careMode: false } });
    expect((await api.call('PERSONAL_DATA', {}, firstPhone)).data).toMatchObject({ memberInfo: { careMode: false } });
  });

  it('refuses a missing or non-boolean choice in Chinese, and a caller without a login', async () => {
    const token = await api.logInAs(DemoUser.BOUND_OWING);
    expect(await api.call('SET_CARE_MODE', {}, token)).toMatchObject({ code: -100, msg: '请选择是否开启关怀模式' });
    expect(await api.call('SET_CARE_MODE', { enabled: 'yes' }, token)).toMatchObject({ code: -100, msg: '请选择是否开启关怀模式' });
    expect((await api.call('SET_CARE_MODE', { enabled: true })).code).toBe(-101);
  });
});
