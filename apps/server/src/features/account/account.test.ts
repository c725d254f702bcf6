import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishFaceCheck } from '../../test/face-check.ts';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

const BIND_FIELDS = { mobilePhone: '17012340002', idCardNumber: '204321', name: '李娜', consent: true, returnUrl: '/noCode' };

async function startBind(token: string, fields: Record<string, unknown> = BIND_FIELDS) {
  const body = await api.call('FACE_AUTH_ACCOUNT_BIND', fields, token);
  expect(body.code).toBe(1);
  return body.data as { biz_no: string; url: string };
}

describe('FACE_AUTH_ACCOUNT_BIND', () => {
  it('binds a number without a code once the face check passes', async () => {
    const token = await api.logInAs(DemoUser.UNBOUND);
    const started = await startBind(token);
    expect(started.url).toMatch(/^\/sandbox\/face\?ref=/);
    await finishFaceCheck(api, started.url);
    expect(await api.call('RESULT_QUERY', { biz_no: started.biz_no }, token)).toMatchObject({
      code: 1,
      data: { authType: 'ACCOUNT_BIND', phone: '17012340002' },
    });
    expect(await api.call('BIND_PHONE', { biz_no: started.biz_no }, token)).toMatchObject({ code: 1, data: { mobilePhone: '17012340002' } });
    expect(await api.call('PERSONAL_DATA', {}, token)).toMatchObject({
      data: { memberInfo: { bindStatus: 1 }, mobilePhoneInfo: { mobilePhone: '17012340002' } },
    });
    // The check binds once.
    expect(await api.call('BIND_PHONE', { biz_no: started.biz_no }, token)).toMatchObject({ code: -998 });
  });

  it('refuses binding when the face check failed', async () => {
    const token = await api.logInAs(DemoUser.UNBOUND_VISITOR);
    const started = await startBind(token, { ...BIND_FIELDS, mobilePhone: '17012340008', idCardNumber: '094567', name: '孙丽' });
    await finishFaceCheck(api, started.url, 'failed');
    expect(await api.call('RESULT_QUERY', { biz_no: started.biz_no }, token)).toMatchObject({ code: -998, msg: '身份核验失败，请重试' });
    expect(await api.call('BIND_PHONE', { biz_no: started.biz_no }, token)).toMatchObject({ code: -998 });
  });

  it("starts no check when the name and ID digits are not the number's owner's", async () => {
    const token = await api.logInAs(DemoUser.UNBOUND_VISITOR);
    expect(await api.call('FACE_AUTH_ACCOUNT_BIND', { ...BIND_FIELDS, mobilePhone: '17012340008', idCardNumber: '123456', name: '孙丽' }, token)).toMatchObject(
      { code: -100, msg: '绑定失败，未通过身份验证' },
    );
    expect(await api.call('FACE_AUTH_ACCOUNT_BIND', { ...BIND_FIELDS, mobilePhone: '17012340008' }, token)).toMatchObject({
      code: -100,
      msg: '绑定失败，未通过身份验证',
    });
    expect(await api.call('PERSONAL_DATA', {}, token)).toMatchObject({ data: { memberInfo: { bindStatus: 0 } } });
  });

  it("refuses another member's check", async () => {
    const owner = await api.logInAs(DemoUser.UNBOUND_VISITOR);
    const started = await startBind(owner, { ...BIND_FIELDS, mobilePhone: '17012340008', idCardNumber: '094567', name: '孙丽' });
    await finishFaceCheck(api, started.url);
    const stranger = await api.logInAs(DemoUser.BOUND_OWING);
    expect(await api.call('BIND_PHONE', { biz_no: started.biz_no }, stranger)).toMatchObject({ code: -998 });
  });

  it('refuses numbers of other operators and the number already bound', async () => {
    const token = await api.logInAs(DemoUser.BOUND_NORMAL);
    expect(await api.call('FACE_AUTH_ACCOUNT_BIND', { ...BIND_FIELDS, mobilePhone: '13900000000' }, token)).toMatchObject({
      code: -100,
      msg: '该号码不是本网号码，无法办理',
    });
    expect(await api.call('FACE_AUTH_ACCOUNT_BIND', { ...BIND_FIELDS, mobilePhone: '17012340001' }, token)).toMatchObject({
      code: -100,
      msg: '您已绑定该号码，无需重复绑定',
    });
  });

  it('starts the forgot-password check only for the bound number', async () => {
    const token = await api.logInAs(DemoUser.BOUND_NORMAL);
    expect(await api.call('FACE_AUTH_ACCOUNT_BIND', { ...BIND_FIELDS, authType: 'SET_PASSWORD' }, token)).toMatchObject({
      code: -100,
      msg: '请输入已绑定的手机号',
    });
    expect(await api.call('FACE_AUTH_ACCOUNT_BIND', { ...BIND_FIELDS, mobilePhone: '17012340001', authType: 'SET_PASSWORD' }, token)).toMatchObject({
      code: -100,
      msg: '身份信息与机主信息不一致',
    });
    const started = await api.call(
      'FACE_AUTH_ACCOUNT_BIND',
      { ...BIND_FIELDS, mobilePhone: '17012340001', idCardNumber: '071234', name: '张伟', authType: 'SET_PASSWORD' },
      token,
    );
    expect(started.code).toBe(1);
    const unbound = await api.logInAs(DemoUser.UNBOUND_VISITOR);
    expect(await api.call('FACE_AUTH_ACCOUNT_BIND', { ...BIND_FIELDS, authType: 'SET_PASSWORD' }, unbound)).toMatchObject({ code: -102 });
  });

  it('names the bad field', async () => {
    const token = await api.logInAs(DemoUser.UNBOUND);
    expect(await api.call('FACE_AUTH_ACCOUNT_BIND', { ...BIND_FIELDS, mobilePhone: '' }, token)).toMatchObject({ code: -100, msg: '请输入手机号' });
    expect(await api.call('FACE_AUTH_ACCOUNT_BIND', { ...BIND_FIELDS, mobilePhone: '1701234' }, token)).toMatchObject({
      code: -100,
      msg: '请输入正确的手机号',
    });
    expect(await api.call('FACE_AUTH_ACCOUNT_BIND', { ...BIND_FIELDS, idCardNumber: '' }, token)).toMatchObject({ code: -100, msg: '请输入身份证号后六位' });
    expect(await api.call('FACE_AUTH_ACCOUNT_BIND', { ...BIND_FIELDS, idCardNumber: '1234567' }, token)).toMatchObject({
      code: -100,
      msg: '请输入正确的身份证号后六位',
    });
    expect(await api.call('FACE_AUTH_ACCOUNT_BIND', { ...BIND_FIELDS, name: '' }, token)).toMatchObject({ code: -100, msg: '请填写姓名' });
    expect(await api.call('FACE_AUTH_ACCOUNT_BIND', { ...BIND_FIELDS, name: '一二三四五六七八九十一' }, token)).toMatchObject({
      code: -100,
      msg: '姓名不能超过10个字符',
    });
    expect(await api.call('FACE_AUTH_ACCOUNT_BIND', { ...BIND_FIELDS, consent: true, returnUrl: 'https://evil.example' }, token)).toMatchObject({
      code: -100,
      msg: '返回地址无效',
    });
    expect(await api.call('FACE_AUTH_ACCOUNT_BIND', BIND_FIELDS)).toMatchObject({ code: -101 });
  });
});

describe('RELIEVE_BINDING', () => {
  it("unbinds with the SMS code of type 04 and ends the member's sessions", async () => {
    const token = await api.logInAs(DemoUser.BOUND_NOT_REAL_NAME);
    expect((await api.call('SEND_SMS_CODE', { mobilePhone: '17012340004', type: '04' }, token)).code).toBe(1);
    const code = await api.readLatestSmsCode('17012340004');
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await api.call('RELIEVE_BINDING', { type: 1, mobilePhone: '17012340004', code: wrong }, token)).toMatchObject({
      code: -100,
      msg: '验证码错误，请重新输入',
    });
    expect(await api.call('RELIEVE_BINDING', { type: 1, mobilePhone: '17012340004', code }, token)).toMatchObject({
      code: 1,
      data: { mobilePhone: '17012340004' },
    });
    expect(await api.call('PERSONAL_DATA', {}, token)).toMatchObject({ code: -101 });
    const again = await api.logInAs(DemoUser.BOUND_NOT_REAL_NAME);
    expect(await api.call('PERSONAL_DATA', {}, again)).toMatchObject({ data: { memberInfo: { bindStatus: 0 }, mobilePhoneInfo: null } });
  });

  it("unbinds with the owner's ID number and name", async () => {
    const token = await api.logInAs(DemoUser.BOUND_SERVICE_KIND_8);
    expect(await api.call('RELIEVE_BINDING', { type: 2, idCard: '330106199207073450', name: '陈静' }, token)).toMatchObject({
      code: -100,
      msg: '身份证号或姓名与机主信息不一致',
    });
    expect(await api.call('RELIEVE_BINDING', { type: 2, idCard: '330106199207073456', name: '陈晶' }, token)).toMatchObject({ code: -100 });
    expect(await api.call('RELIEVE_BINDING', { type: 2, idCard: '330106199207073456', name: '陈静' }, token)).toMatchObject({
      code: 1,
      data: { mobilePhone: '17112340006' },
    });
  });

  it('refuses a number that is not the bound one', async () => {
    const token = await api.logInAs(DemoUser.BOUND_OWING);
    expect(await api.call('RELIEVE_BINDING', { type: 1, mobilePhone: '17012340001', code: '123456' }, token)).toMatchObject({
      code: -100,
      msg: '该号码不是您绑定的号码',
    });
  });

  it("names the bad field with the spec's messages", async () => {
    const token = await api.logInAs(DemoUser.BOUND_OWING);
    expect(await api.call('RELIEVE_BINDING', { type: 1, code: '123456' }, token)).toMatchObject({ code: -100, msg: '请输入手机号' });
    expect(await api.call('RELIEVE_BINDING', { type: 1, mobilePhone: '1234', code: '123456' }, token)).toMatchObject({ code: -100, msg: '手机号格式错误' });
    expect(await api.call('RELIEVE_BINDING', { type: 1, mobilePhone: '17012340003' }, token)).toMatchObject({ code: -100, msg: '请输入验证码' });
    expect(await api.call('RELIEVE_BINDING', { type: 2, name: '王芳' }, token)).toMatchObject({ code: -100, msg: '身份证号必填' });
    expect(await api.call('RELIEVE_BINDING', { type: 2, idCard: '310104199512125678' }, token)).toMatchObject({ code: -100, msg: '姓名必填' });
    expect(await api.call('RELIEVE_BINDING', { type: 3 }, token)).toMatchObject({ code: -100, msg: '解绑方式错误' });
  });

  it('needs a bound number', async () => {
    const token = await api.logInAs(DemoUser.UNBOUND_VISITOR);
    expect(await api.call('RELIEVE_BINDING', { type: 2, idCard: '310104199512125678', name: '王芳' }, token)).toMatchObject({ code: -102 });
  });
});
