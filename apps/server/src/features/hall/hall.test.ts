import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateCustomerServiceChat } from '../../domain/customer-service-chat.ts';
import { DEMO_PRODUCTION } from '../../test/production-settings.ts';
import { callAsStaff, DemoStaff, logInStaff } from '../../test/staff-session.ts';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

describe('RECHARGE_PRODUCT', () => {
  it('lists the three groups and the packages for a bound standard number', async () => {
    const body = await api.call('RECHARGE_PRODUCT', {}, await api.logInAs(DemoUser.BOUND_NORMAL));
    expect(body.code).toBe(1);
    const data = body.data as {
      call: unknown[];
      dayFlow: unknown[];
      monthFlow: { serviceKind: number }[];
      mobilePhone: string;
      serviceKind: number;
      userprod: { list: { Calldisplay: number }[] };
    };
    expect(data.mobilePhone).toBe('17012340001');
    expect(data.serviceKind).toBe(7);
    expect(data.call).toContainEqual({ productId: 'CALL_50', name: '50元', rechargeNum: 5000 });
    expect(data.dayFlow).toContainEqual({ productId: 'DAY_500M', name: '500MB日包', amount: 100 });
    expect(data.monthFlow.every((item) => item.serviceKind === 7)).toBe(true);
    expect(data.userprod.list.map((item) => item.Calldisplay)).toEqual(expect.arrayContaining([1, 2]));
  });

  it('offers the service kind 8 products to a kind 8 number', async () => {
    const body = await api.call('RECHARGE_PRODUCT', {}, await api.logInAs(DemoUser.BOUND_SERVICE_KIND_8));
    expect(body.data).toMatchObject({ serviceKind: 8, monthFlow: [{ productId: 'IOT_MONTH_1G' }] });
  });

  it('has an empty phone for an unbound member', async () => {
    const body = await api.call('RECHARGE_PRODUCT', {}, await api.logInAs(DemoUser.UNBOUND));
    expect(body.data).toMatchObject({ mobilePhone: '', serviceKind: 0 });
  });
});

describe('WX_URL', () => {
  it('answers the chat address and entries the console keeps (the migration gives the sandbox chat)', async () => {
    const body = await api.call('WX_URL', {}, await api.logInAs(DemoUser.BOUND_NORMAL));
    expect(body).toMatchObject({ code: 1, data: { chatUrl: '/sandbox/chat', list: [{ nickName: '在线客服', nickType: 'wechat', nickId: 'kf001' }] } });
  });

  it('needs a login', async () => {
    expect(await api.call('WX_URL', {})).toMatchObject({ code: -101 });
  });
});

describe('WX_URL on a production server without the demo sandbox set', () => {
  let production: TestApp;
  beforeAll(async () => {
    // Every sandbox but demo, so the sandbox WeChat login still works and /sandbox/chat is not served.
    production = await createTestApp({ ...DEMO_PRODUCTION, ALLOW_SANDBOX_IN_PRODUCTION: 'wechat,sms,face,ocr,mail,ip-city,invoice', HOTLINE: '4008-123-456' });
  });
  afterAll(() => production.close());

  const saveChatUrl = (chatUrl: string) =>
    updateCustomerServiceChat(production.deps.db, {
      chatUrl,
      entries: [{ nickName: '在线客服', nickType: 'wechat', nickId: 'kf001' }],
      updatedAt: production.deps.now(),
      updatedBy: 1,
    });

  it('refuses the unserved sandbox chat with the configured hotline instead of opening a missing page', async () => {
    await saveChatUrl('/sandbox/chat');
    expect((await production.app.inject({ method: 'GET', url: '/sandbox/chat' })).statusCode).toBe(404);
    const body = await production.call('WX_URL', {}, await production.logInAs(DemoUser.BOUND_NORMAL));
    expect(body).toMatchObject({ code: -100, msg: '在线客服暂未开通，请拨打客服热线 4008-123-456' });
    const settings = await callAsStaff(production, 'CONSOLE_CHAT_SETTINGS', await logInStaff(production, DemoStaff.EDITOR));
    expect(settings).toMatchObject({ code: 1, data: { chatUrl: '/sandbox/chat', isChatUrlServed: false } });
  });

  it('answers an https chat address as saved', async () => {
    await saveChatUrl('https://kf.example.cn/chat');
    const body = await production.call('WX_URL', {}, await production.logInAs(DemoUser.BOUND_NORMAL));
    expect(body).toMatchObject({ code: 1, data: { chatUrl: 'https://kf.example.cn/chat' } });
  });
});
