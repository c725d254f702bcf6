import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PackageChangeLapse } from '../../boss/built-in-package-change.ts';
import { packages, subscribers } from '../../db/schema.ts';
import { listOrdersNamed, readNewestOrder } from '../../test/service-orders.ts';
import { applyDuePackageChanges } from './package-change.schedule.ts';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';
import { findFirstDayOfNextMonth } from './package-change.service.ts';

let api: TestApp;
let zhangWei: string;
beforeAll(async () => {
  api = await createTestApp();
  zhangWei = await api.logInAs(DemoUser.BOUND_NORMAL);
});
afterAll(() => api.close());

/** Sends a type 06 code to the bound phone and passes the check with it. */
async function passSmsCheck(token: string, phone: string) {
  api.advanceSeconds(61);
  expect((await api.call('SEND_SMS_CODE', { mobilePhone: phone, type: '06' }, token)).code).toBe(1);
  const code = await api.readLatestSmsCode(phone);
  return api.call('VERIFICATION_CODE', { service_id: phone, code }, token);
}

describe('VERIFICATION_CODE', () => {
  it('accepts the type 06 code of the bound phone for 30 minutes', async () => {
    const body = await passSmsCheck(zhangWei, '17012340001');
    expect(body.code).toBe(1);
    const validUntil = new Date((body.data as { validUntil: string }).validUntil).getTime();
    expect(validUntil - api.deps.now().getTime()).toBe(30 * 60 * 1000);
  });

  it('refuses a wrong code, a code of another purpose and another phone', async () => {
    api.advanceSeconds(61);
    await api.call('SEND_SMS_CODE', { mobilePhone: '17012340001', type: '06' }, zhangWei);
    const code = await api.readLatestSmsCode('17012340001');
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await api.call('VERIFICATION_CODE', { service_id: '17012340001', code: wrong }, zhangWei)).toMatchObject({
      code: -100,
      msg: '验证码错误，请重新输入',
    });
    expect(await api.call('VERIFICATION_CODE', { service_id: '17012340002', code }, zhangWei)).toMatchObject({ code: -100, msg: '请使用已绑定的手机号办理' });
    api.advanceSeconds(61);
    await api.call('SEND_SMS_CODE', { mobilePhone: '17012340001', type: '05' }, zhangWei);
    const passwordCode = await api.readLatestSmsCode('17012340001');
    expect(await api.call('VERIFICATION_CODE', { service_id: '17012340001', code: passwordCode }, zhangWei)).toMatchObject({ code: -100 });
  });

  it('names missing and malformed fields', async () => {
    expect(await api.call('VERIFICATION_CODE', { service_id: '', code: '123456' }, zhangWei)).toMatchObject({ code: -100, msg: '请输入手机号' });
    expect(await api.call('VERIFICATION_CODE', { service_id: '1701234', code: '123456' }, zhangWei)).toMatchObject({ code: -100, msg: '请输入正确的手机号' });
    expect(await api.call('VERIFICATION_CODE', { service_id: '17012340001' }, zhangWei)).toMatchObject({ code: -100, msg: '请输入验证码' });
  });

  it('needs a login and a bound phone', async () => {
    expect(await api.call('VERIFICATION_CODE', { service_id: '17012340001', code: '123456' })).toMatchObject({ code: -101 });
    const unbound = await api.logInAs(DemoUser.UNBOUND);
    expect(await api.call('VERIFICATION_CODE', { service_id: '17012340001', code: '123456' }, unbound)).toMatchObject({ code: -102 });
  });
});

describe('PACKAGE_DETAILS', () => {
  it('answers every field of the details page', async () => {
    const body = await api.call('PACKAGE_DETAILS', { productId: 'PKG_KING_19' }, zhangWei);
    expect(body).toMatchObject({
      code: 1,
      data: {
        productId: 'PKG_KING_19',
        name: '大王卡19元套餐',
        monthfee: 1900,
        voicein: 0,
        datain: 40960,
        voiceout: 15,
        vsopin: 600,
        smsout: 0,
        Calldisplay: 2,
        serviceKind: 7,
      },
    });
    expect((body.data as { description: string }).description).toContain('<p>大王卡19元套餐');
  });

  it('sanitises the rules HTML', async () => {
    await api.deps.db
      .update(packages)
      .set({
        descriptionHtml:
          '<p onclick="steal()">规则<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">链接</a></p><style>p{}</style>',
      })
      .where(eq(packages.id, 'PKG_STD_E'));
    const body = await api.call('PACKAGE_DETAILS', { productId: 'PKG_STD_E' }, zhangWei);
    expect((body.data as { description: string }).description).toBe('<p>规则链接</p>');
  });

  it('refuses an unknown or missing package id', async () => {
    expect(await api.call('PACKAGE_DETAILS', { productId: 'PKG_NONE' }, zhangWei)).toMatchObject({ code: -100, msg: '未查询到该套餐信息' });
    expect(await api.call('PACKAGE_DETAILS', {}, zhangWei)).toMatchObject({ code: -100, msg: '缺少套餐编号' });
    expect(await api.call('PACKAGE_DETAILS', { productId: '<x>' }, zhangWei)).toMatchObject({ code: -100, msg: '套餐编号无效' });
  });

  it('needs a login', async () => {
    expect(await api.call('PACKAGE_DETAILS', { productId: 'PKG_STD_A' })).toMatchObject({ code: -101 });
  });
});

describe('PACKAGE_CHANGE', () => {
  const change = (token: string, packageId: string, newofferId: string) =>
    api.call('PACKAGE_CHANGE', { packageId, newofferId, packageName: '当前套餐', newofferName: '目标套餐' }, token);

  it('needs a passed SMS check first, and does not call a check never asked for expired', async () => {
    const liuYang = await api.logInAs(DemoUser.BOUND_NOT_REAL_NAME);
    expect(await change(liuYang, 'PKG_KING_19', 'PKG_KING_39')).toMatchObject({ code: -100, msg: '请先完成短信验证' });
  });

  it('refuses a stale current package and packages the number cannot order', async () => {
    await passSmsCheck(zhangWei, '17012340001');
    expect(await change(zhangWei, 'PKG_STD_E', 'PKG_FLOW_29')).toMatchObject({ code: -100, msg: '当前套餐信息已变化，请返回重新选择' });
    expect(await change(zhangWei, 'PKG_STD_A', 'PKG_NONE')).toMatchObject({ code: -100, msg: '所选套餐不存在或不可办理' });
    expect(await change(zhangWei, 'PKG_STD_A', 'PKG_IOT_8')).toMatchObject({ code: -100, msg: '所选套餐不存在或不可办理' });
    expect(await change(zhangWei, 'PKG_STD_A', 'PKG_STD_A')).toMatchObject({ code: 1, data: { rspCode: '2002', rspDesc: '您当前已是该套餐，无需变更' } });
  });

  /** The base-package tab of the ordered services (/orderbusine). */
  const basePackages = async () => {
    const body = await api.call('ORDER_BUSINESS', { type: 0, page: 1, pageSize: 6 }, zhangWei);
    return (body.data as { list: { packageName: string; status: number; effectTime: string; overTime: string }[] }).list.map(
      ({ packageName, status, effectTime, overTime }) => ({ packageName, status, effectTime, overTime }),
    );
  };

  it('records the change for the first day of next month, once', async () => {
    const body = await change(zhangWei, 'PKG_STD_A', 'PKG_FLOW_59');
    const effectiveDate = findFirstDayOfNextMonth(api.deps.now());
    expect(body).toMatchObject({ code: 1, data: { rspCode: '0000', effectiveDate } });
    expect((body.data as { rspDesc: string }).rspDesc).toContain('畅享流量59元套餐');
    expect(await api.deps.boss.findPendingPackageChange('17012340001')).toMatchObject({ toPackageId: 'PKG_FLOW_59', status: 'pending', effectiveDate });
    expect(await basePackages()).toContainEqual({
      packageName: '畅享流量59元套餐',
      status: 0,
      effectTime: new Date(`${effectiveDate}T00:00:00+08:00`).toISOString(),
      overTime: '',
    });
    // The check allowed one change; a second one needs a new check, and then the pending change blocks it.
    expect(await change(zhangWei, 'PKG_STD_A', 'PKG_KING_39')).toMatchObject({ code: -100, msg: '请先完成短信验证' });
    await passSmsCheck(zhangWei, '17012340001');
    const again = await change(zhangWei, 'PKG_STD_A', 'PKG_KING_39');
    expect(again).toMatchObject({ code: 1, data: { rspCode: '2003', effectiveDate: null } });
    expect((again.data as { rspDesc: string }).rspDesc).toMatch(/^您已办理变更为「畅享流量59元套餐」，将于\d{4}年\d{1,2}月1日生效，不能重复办理$/);
    // Accepted at once on /orderQuery, effective on the 1st; the refused repeat ordered nothing.
    const order = await readNewestOrder(api, zhangWei, '套餐变更');
    expect(order).toMatchObject({ check: '审核通过', oid: expect.stringMatching(/^TC\d{18}$/), detail: '标准卡A套餐 → 畅享流量59元套餐（次月生效）' });
    expect(order.details).toMatchObject({ 原套餐: '标准卡A套餐', 新套餐: '畅享流量59元套餐', 生效时间: `${effectiveDate}（次月1日生效）` });
    expect(order.tips).toContain(`将于${effectiveDate}生效`);
    expect(await listOrdersNamed(api, zhangWei, '套餐变更')).toHaveLength(1);
  });

  it('switches the package when the month has come', async () => {
    api.advanceSeconds(32 * 24 * 3600);
    // The back office's sweep switches it without the subscriber doing anything.
    expect(await applyDuePackageChanges(api.deps)).toBe(1);
    expect((await api.deps.boss.findSubscriber('17012340001'))?.packageId).toBe('PKG_FLOW_59');
    expect(await applyDuePackageChanges(api.deps)).toBe(0);
    zhangWei = await api.logInAs(DemoUser.BOUND_NORMAL);
    expect(await change(zhangWei, 'PKG_STD_A', 'PKG_KING_39')).toMatchObject({ code: -100, msg: '短信验证已失效，请重新获取验证码' });
    expect((await api.deps.boss.findSubscriber('17012340001'))?.packageId).toBe('PKG_FLOW_59');
    expect(await api.deps.boss.findPendingPackageChange('17012340001')).toBeNull();
    const listed = await basePackages();
    expect(listed.find((item) => item.packageName === '畅享流量59元套餐')).toMatchObject({ status: 1, overTime: '' });
    expect(listed.find((item) => item.packageName === '标准卡A套餐')).toMatchObject({ status: -1, overTime: expect.stringMatching(/^\d{4}-/) });
  });

  it('lets a pending change lapse (订单已失效) when the number is closed before its date', async () => {
    await passSmsCheck(zhangWei, '17012340001');
    expect(await change(zhangWei, 'PKG_FLOW_59', 'PKG_STD_A')).toMatchObject({ code: 1, data: { rspCode: '0000' } });
    expect((await readNewestOrder(api, zhangWei, '套餐变更')).check).toBe('审核通过');
    await api.deps.db.update(subscribers).set({ status: 'cancelled' }).where(eq(subscribers.phone, '17012340001'));
    try {
      api.advanceSeconds(32 * 24 * 3600);
      expect(await applyDuePackageChanges(api.deps)).toBe(1);
      expect((await api.deps.boss.findSubscriber('17012340001'))?.packageId).toBe('PKG_FLOW_59');
      expect(await api.deps.boss.findPendingPackageChange('17012340001')).toBeNull();
      expect(await applyDuePackageChanges(api.deps)).toBe(0);
      zhangWei = await api.logInAs(DemoUser.BOUND_NORMAL);
      const [lapsed, applied] = await listOrdersNamed(api, zhangWei, '套餐变更');
      expect(lapsed?.check).toBe('订单已失效');
      expect(applied?.check).toBe('审核通过');
      const detail = await readNewestOrder(api, zhangWei, '套餐变更');
      expect(detail.details).toMatchObject({ 新套餐: '标准卡A套餐', 失效原因: PackageChangeLapse.NUMBER_CANCELLED });
      // The change that never happened leaves the ordered services as well.
      expect((await basePackages()).filter((item) => item.packageName === '标准卡A套餐')).toEqual([expect.objectContaining({ status: -1 })]);
    } finally {
      await api.deps.db.update(subscribers).set({ status: 'normal' }).where(eq(subscribers.phone, '17012340001'));
    }
  });

  it('refuses a number that is not in normal use', async () => {
    const wangFang = await api.logInAs(DemoUser.BOUND_OWING);
    await passSmsCheck(wangFang, '17012340003');
    expect(await change(wangFang, 'PKG_STD_E', 'PKG_STD_A')).toMatchObject({ code: 1, data: { rspCode: '2001' } });
  });

  it('names bad fields and needs a bound phone', async () => {
    expect(await api.call('PACKAGE_CHANGE', { packageId: 'PKG_STD_A', packageName: 'a', newofferName: 'b' }, zhangWei)).toMatchObject({
      code: -100,
      msg: '缺少目标套餐编号',
    });
    expect(await api.call('PACKAGE_CHANGE', { packageId: 'PKG_STD_A', newofferId: 'PKG_STD_E', packageName: 'a', newofferName: ' ' }, zhangWei)).toMatchObject({
      code: -100,
      msg: '请填写目标套餐名称',
    });
    const unbound = await api.logInAs(DemoUser.UNBOUND);
    expect(await change(unbound, 'PKG_STD_A', 'PKG_STD_E')).toMatchObject({ code: -102 });
  });
});

describe('the king-card switch off', () => {
  it('leaves king-card packages out of the list and refuses their details and a change to one, with -100', async () => {
    const closed = await createTestApp({ KING_CARD_TAB_ENABLED: 'false' });
    try {
      const owner = await closed.logInAs(DemoUser.BOUND_NORMAL);
      const products = await closed.call('RECHARGE_PRODUCT', {}, owner);
      const listed = (products.data as { userprod: { list: { productId: string; Calldisplay: number }[] } }).userprod.list;
      expect(listed.map((item) => item.productId)).toContain('PKG_STD_E');
      expect(listed.filter((item) => item.Calldisplay === 2)).toEqual([]);
      expect(await closed.call('PACKAGE_DETAILS', { productId: 'PKG_KING_19' }, owner)).toMatchObject({ code: -100, msg: '王卡套餐暂未开放办理' });
      closed.advanceSeconds(61);
      expect((await closed.call('SEND_SMS_CODE', { mobilePhone: '17012340001', type: '06' }, owner)).code).toBe(1);
      const code = await closed.readLatestSmsCode('17012340001');
      expect((await closed.call('VERIFICATION_CODE', { service_id: '17012340001', code }, owner)).code).toBe(1);
      const change = (newofferId: string) =>
        closed.call('PACKAGE_CHANGE', { packageId: 'PKG_STD_A', newofferId, packageName: '当前套餐', newofferName: '目标套餐' }, owner);
      expect(await change('PKG_KING_39')).toMatchObject({ code: -100, msg: '王卡套餐暂未开放办理' });
      expect(await closed.deps.boss.findPendingPackageChange('17012340001')).toBeNull();
      // A standard package is still changed to.
      expect(await change('PKG_STD_E')).toMatchObject({ code: 1, data: { rspCode: '0000' } });
    } finally {
      await closed.close();
    }
  });

  it('is on by default: the king-card packages are listed', async () => {
    const products = await api.call('RECHARGE_PRODUCT', {}, zhangWei);
    const listed = (products.data as { userprod: { list: { Calldisplay: number }[] } }).userprod.list;
    expect(listed.some((item) => item.Calldisplay === 2)).toBe(true);
  });
});

describe('findFirstDayOfNextMonth', () => {
  it('counts months in China time', () => {
    expect(findFirstDayOfNextMonth(new Date('2026-01-31T15:59:59Z'))).toBe('2026-02-01');
    expect(findFirstDayOfNextMonth(new Date('2026-01-31T16:00:00Z'))).toBe('2026-03-01');
    expect(findFirstDayOfNextMonth(new Date('2026-12-15T00:00:00Z'))).toBe('2027-01-01');
  });
});

describe('runtime configuration in the page', () => {
  it('writes the king-card switch and the initial PIN into index.html', async () => {
    const webRoot = mkdtempSync(join(tmpdir(), 'hall-web-'));
    writeFileSync(
      join(webRoot, 'index.html'),
      '<head><meta name="hall-hotline" content="" /><meta name="hall-initial-pin" content="" /><meta name="hall-king-card-tab" content="" /></head>',
    );
    const configured = await createTestApp({ WEB_DIST_DIR: webRoot, KING_CARD_TAB_ENABLED: 'false', INITIAL_PIN: '654321' });
    try {
      const page = await configured.app.inject({ method: 'GET', url: '/ChoosePackage' });
      expect(page.body).toContain('<meta name="hall-king-card-tab" content="0" />');
      expect(page.body).toContain('<meta name="hall-initial-pin" content="654321" />');
      expect(page.body).toContain('<meta name="hall-hotline" content="10020" />');
    } finally {
      await configured.close();
      rmSync(webRoot, { recursive: true, force: true });
    }
  });
});
