import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
