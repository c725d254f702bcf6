import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { simReplacementApplications } from '../../db/schema.ts';
import { maskName } from '../../platform/masking.ts';
import { finishFaceCheck } from '../../test/face-check.ts';
import { listOrdersNamed, readNewestOrder } from '../../test/service-orders.ts';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

const OWNER = { idCard: '110105199003071234', name: '张伟' };
const WANG_FANG = { idCard: '310104199512125678', name: '王芳' };
const FORM = {
  reason: '手机丢失',
  mobilePhone: '17012340005',
  phonePassword: '123456',
  receive_man: '张伟',
  receive_phone: '13800138000',
  receive_addr: '北京市朝阳区建国路1号',
};

async function passCheck(token: string, identity: { idCard: string; name: string } = OWNER, result: 'passed' | 'failed' = 'passed') {
  const started = await api.call('CHANGE_CARD', { ...identity, consent: true, returnUrl: '/changeCardForm' }, token);
  expect(started.code).toBe(1);
  const { biz_no: bizNo, url } = started.data as { biz_no: string; url: string };
  await finishFaceCheck(api, url, result);
  return bizNo;
}

describe('CHANGE_CARD', () => {
  it("starts the face check with the owner's ID number and name", async () => {
    const token = await api.logInAs(DemoUser.BOUND_NORMAL);
    const body = await api.call('CHANGE_CARD', { ...OWNER, consent: true, returnUrl: '/changeCardForm' }, token);
    expect(body).toMatchObject({ code: 1, data: { biz_no: expect.stringMatching(/^BZ/), url: expect.stringMatching(/^\/sandbox\/face/) } });
  });

  it('names the bad field', async () => {
    const token = await api.logInAs(DemoUser.BOUND_NORMAL);
    const fields = { ...OWNER, consent: true, returnUrl: '/changeCardForm' };
    expect(await api.call('CHANGE_CARD', { ...fields, idCard: '' }, token)).toMatchObject({ code: -100, msg: '请输入身份证号' });
    expect(await api.call('CHANGE_CARD', { ...fields, idCard: '11010519900307123' }, token)).toMatchObject({ code: -100, msg: '请输入正确的身份证号' });
    expect(await api.call('CHANGE_CARD', { ...fields, name: '' }, token)).toMatchObject({ code: -100, msg: '请填写姓名' });
    expect(await api.call('CHANGE_CARD', { ...fields, name: '张'.repeat(11) }, token)).toMatchObject({ code: -100, msg: '姓名不能超过10个字符' });
    expect(await api.call('CHANGE_CARD', fields)).toMatchObject({ code: -101 });
  });
});

describe('CHANGE_CARD_FORM', () => {
  it('stores the application as pending review and uses the check once', async () => {
    const token = await api.logInAs(DemoUser.BOUND_NORMAL);
    const bizNo = await passCheck(token);
    const body = await api.call('CHANGE_CARD_FORM', { ...FORM, biz_no: bizNo }, token);
    expect(body).toMatchObject({ code: 1, data: { status: 'pending', applicationId: expect.stringMatching(/^BK\d{8}/) } });
    const rows = await api.deps.db.select().from(simReplacementApplications).where(eq(simReplacementApplications.phone, '17012340005'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', reason: '手机丢失', receiverName: '张伟', receiverAddress: '北京市朝阳区建国路1号' });
    expect(await api.call('CHANGE_CARD_FORM', { ...FORM, biz_no: bizNo }, token)).toMatchObject({ code: -998 });
    // A second application for the same number waits for the first to be reviewed.
    const second = await passCheck(token);
    expect(await api.call('CHANGE_CARD_FORM', { ...FORM, biz_no: second }, token)).toMatchObject({
      code: -100,
      msg: '该号码已有补卡申请正在审核中，请勿重复提交',
    });
  });

  it('shows the application on /orderQuery as a pending order, once', async () => {
    const token = await api.logInAs(DemoUser.BOUND_OWING);
    const form = { ...FORM, mobilePhone: '17012340003', receive_man: '王芳', biz_no: await passCheck(token, WANG_FANG) };
    const body = await api.call('CHANGE_CARD_FORM', form, token);
    expect(body.code, body.msg).toBe(1);
    const { applicationId } = body.data as { applicationId: string };
    const order = await readNewestOrder(api, token, '补换卡');
    expect(order).toMatchObject({ check: '待审核', oid: expect.stringMatching(/^HK\d{18}$/), detail: '补卡寄送至 北京市朝阳区****' });
    expect(order.details).toMatchObject({
      订单编号: order.oid,
      申请单号: applicationId,
      补卡原因: '手机丢失',
      收货人: maskName('王芳'),
      收货地址: '北京市朝阳区****',
    });
    expect(order.tips).toContain('短信通知');
    // The used check cannot submit again, and nothing is ordered twice.
    expect(await api.call('CHANGE_CARD_FORM', form, token)).toMatchObject({ code: -998 });
    expect(await listOrdersNamed(api, token, '补换卡')).toHaveLength(1);
  });

  it('keeps the check usable while the form is wrong, and counts wrong service passwords', async () => {
    const token = await api.logInAs(DemoUser.BOUND_NORMAL);
    const bizNo = await passCheck(token);
    expect(await api.call('CHANGE_CARD_FORM', { ...FORM, mobilePhone: '17012340002', biz_no: bizNo }, token)).toMatchObject({
      code: -100,
      msg: '补卡号码不在核验身份名下，只能为本人名下号码补卡',
    });
    expect(await api.call('CHANGE_CARD_FORM', { ...FORM, mobilePhone: '13900000000', biz_no: bizNo }, token)).toMatchObject({
      code: -100,
      msg: '补卡号码不是本网号码',
    });
    expect(await api.call('CHANGE_CARD_FORM', { ...FORM, mobilePhone: '17012340001', phonePassword: '999999', biz_no: bizNo }, token)).toMatchObject({
      code: -100,
      msg: '服务密码错误，还可尝试2次',
    });
    expect(await api.call('CHANGE_CARD_FORM', { ...FORM, mobilePhone: '17012340001', biz_no: bizNo }, token)).toMatchObject({ code: 1 });
  });

  it("refuses a failed face check and another member's check", async () => {
    const token = await api.logInAs(DemoUser.BOUND_OWING);
    const failed = await passCheck(token, WANG_FANG, 'failed');
    expect(await api.call('CHANGE_CARD_FORM', { ...FORM, mobilePhone: '17012340003', biz_no: failed }, token)).toMatchObject({
      code: -998,
      msg: '身份核验失败，请重试',
    });
    const passed = await passCheck(token, WANG_FANG);
    const stranger = await api.logInAs(DemoUser.UNBOUND);
    expect(await api.call('CHANGE_CARD_FORM', { ...FORM, mobilePhone: '17012340003', biz_no: passed }, stranger)).toMatchObject({ code: -998 });
  });

  it("names the bad field with the spec's messages", async () => {
    const token = await api.logInAs(DemoUser.BOUND_NORMAL);
    const fields = { ...FORM, biz_no: 'BZ123' };
    expect(await api.call('CHANGE_CARD_FORM', { ...fields, reason: ' ' }, token)).toMatchObject({ code: -100, msg: '请填写补卡原因' });
    expect(await api.call('CHANGE_CARD_FORM', { ...fields, mobilePhone: '' }, token)).toMatchObject({ code: -100, msg: '请填写补卡号码' });
    expect(await api.call('CHANGE_CARD_FORM', { ...fields, mobilePhone: '1701234' }, token)).toMatchObject({ code: -100, msg: '请输入正确的手机号' });
    expect(await api.call('CHANGE_CARD_FORM', { ...fields, phonePassword: '' }, token)).toMatchObject({ code: -100, msg: '请填写服务密码' });
    for (const field of ['receive_man', 'receive_phone', 'receive_addr']) {
      expect(await api.call('CHANGE_CARD_FORM', { ...fields, [field]: '' }, token)).toMatchObject({ code: -100, msg: '请填写收货人相关信息' });
    }
    expect(await api.call('CHANGE_CARD_FORM', { ...fields, receive_phone: '12345678901' }, token)).toMatchObject({
      code: -100,
      msg: '请输入正确的收货人手机号',
    });
    expect(await api.call('CHANGE_CARD_FORM', { ...fields, biz_no: 'BZ-unknown' }, token)).toMatchObject({ code: -998 });
  });
});
