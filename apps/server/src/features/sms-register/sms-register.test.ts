import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userAppeals } from '../../db/schema.ts';
import { listOrdersNamed, readNewestOrder } from '../../test/service-orders.ts';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';

// 张伟 (17012340001, kind 7) starts without the service; 王芳 (17012340003) has ordered it and
// registered 房产中介, 贷款借贷 and two numbers; 陈静 (17112340006) is a kind 8 number.

let api: TestApp;
let zhangWei: string;
let wangFang: string;
beforeAll(async () => {
  api = await createTestApp({ SMS_REGISTER_PROCESSING_SECONDS: '10' });
  zhangWei = await api.logInAs(DemoUser.BOUND_NORMAL);
  wangFang = await api.logInAs(DemoUser.BOUND_OWING);
});
afterAll(() => api.close());

interface RegisterState {
  list: { name: string; code: string }[];
  serviceKind: number;
  success: { registerType: string; registerNums: string };
  NumProcessing: { pickType: string; status: string; registerNums: string }[];
  TypeProcessing: { pickType: string; status: string; RegisterType: string }[];
}

const readState = async (token: string, serviceid: string) => {
  const body = await api.call('QUERY_SMSREGISTER', { serviceid }, token);
  expect(body.code).toBe(1);
  return body.data as RegisterState;
};

const changeSms = (token: string, serviceid: string, lists: { addType?: string; delType?: string; addNum?: string; delNum?: string }) =>
  api.call('CHANGESMS', { serviceid, ...lists }, token);

const numbers = (count: number, prefix = '1069000') => Array.from({ length: count }, (_, index) => `${prefix}${String(index).padStart(4, '0')}`).join(',');

describe('GET_SMSBYPHONE', () => {
  it('tells whether the number has ordered the service', async () => {
    expect(await api.call('GET_SMSBYPHONE', { serviceid: '17012340001' }, zhangWei)).toMatchObject({ code: 1, data: { isOrdered: false, orderedAt: null } });
    expect(await api.call('GET_SMSBYPHONE', { serviceid: '17012340003' }, wangFang)).toMatchObject({ code: 1, data: { isOrdered: true } });
  });

  it('acts on the own number only and needs the number', async () => {
    expect(await api.call('GET_SMSBYPHONE', { serviceid: '17012340003' }, zhangWei)).toMatchObject({ code: -100, msg: '只能办理本机号码的业务' });
    expect(await api.call('GET_SMSBYPHONE', { serviceid: '' }, zhangWei)).toMatchObject({ code: -100, msg: '接口参数缺失！' });
    expect(await api.call('GET_SMSBYPHONE', {}, zhangWei)).toMatchObject({ code: -100, msg: '接口参数缺失！' });
  });

  it('needs a login and a bound phone', async () => {
    expect(await api.call('GET_SMSBYPHONE', { serviceid: '17012340001' })).toMatchObject({ code: -101 });
    expect(await api.call('GET_SMSBYPHONE', { serviceid: '17012340001' }, await api.logInAs(DemoUser.UNBOUND))).toMatchObject({ code: -102 });
  });
});

describe('SMSREGISTER', () => {
  it('orders with 01 once', async () => {
    expect(await api.call('SMSREGISTER', { serviceid: '17012340001', regflag: '01' }, zhangWei)).toMatchObject({ code: 1, data: { isOrdered: true } });
    expect(await api.call('GET_SMSBYPHONE', { serviceid: '17012340001' }, zhangWei)).toMatchObject({ data: { isOrdered: true } });
    expect(await api.call('SMSREGISTER', { serviceid: '17012340001', regflag: '01' }, zhangWei)).toMatchObject({ code: -100, msg: '您已订购短信免打扰服务' });
  });

  it('refuses a bad flag and another number', async () => {
    expect(await api.call('SMSREGISTER', { serviceid: '17012340001', regflag: '03' }, zhangWei)).toMatchObject({ code: -100, msg: '办理类型错误' });
    expect(await api.call('SMSREGISTER', { serviceid: '17012340003', regflag: '02' }, zhangWei)).toMatchObject({ code: -100, msg: '只能办理本机号码的业务' });
  });

  it('unsubscribes with 02, dropping registrations and open requests', async () => {
    const chenJing = await api.logInAs(DemoUser.BOUND_SERVICE_KIND_8);
    expect((await api.call('SMSREGISTER', { serviceid: '17112340006', regflag: '01' }, chenJing)).code).toBe(1);
    expect((await changeSms(chenJing, '17112340006', { addType: '02', addNum: '10690001111' })).code).toBe(1);
    api.advanceSeconds(11);
    expect((await changeSms(chenJing, '17112340006', { addType: '03' })).code).toBe(1);
    expect(await api.call('SMSREGISTER', { serviceid: '17112340006', regflag: '02' }, chenJing)).toMatchObject({ code: 1, data: { isOrdered: false } });
    expect(await api.call('SMSREGISTER', { serviceid: '17112340006', regflag: '02' }, chenJing)).toMatchObject({ code: -100, msg: '您尚未订购短信免打扰服务' });
    expect((await api.call('SMSREGISTER', { serviceid: '17112340006', regflag: '01' }, chenJing)).code).toBe(1);
    api.advanceSeconds(11);
    const state = await readState(chenJing, '17112340006');
    expect(state.success).toEqual({ registerType: '', registerNums: '' });
    expect(state.TypeProcessing).toEqual([]);
    // On /orderQuery: the orders and the unsubscribe passed at once, the done requests passed, and
    // the request still processing when the service ended lapsed.
    expect((await listOrdersNamed(api, chenJing, '短信防骚扰开通')).map((order) => order.check)).toEqual(['审核通过', '审核通过']);
    expect((await listOrdersNamed(api, chenJing, '短信防骚扰退订')).map((order) => order.check)).toEqual(['审核通过']);
    expect((await listOrdersNamed(api, chenJing, '短信防骚扰-添加拒收号码')).map((order) => order.check)).toEqual(['审核通过']);
    const categories = await listOrdersNamed(api, chenJing, '短信防骚扰-登记拒收行业');
    expect(categories.map((order) => order.check).sort()).toEqual(['审核通过', '订单已失效']);
    const lapsed = categories.find((order) => order.check === '订单已失效');
    const detail = await api.call('ORDER_DETAIL', { oid: lapsed?.oid }, chenJing);
    expect(detail.data).toMatchObject({ list: expect.arrayContaining([{ title: '失效原因', content: '已退订短信防骚扰业务，未办结的申请随之取消' }]) });
  });
});

describe('QUERY_SMSREGISTER', () => {
  it('answers the eleven categories, the registrations and the service kind', async () => {
    const state = await readState(wangFang, '17012340003');
    expect(state.list).toHaveLength(11);
    expect(state.list[0]).toEqual({ code: '01', name: '房产中介' });
    expect(state.serviceKind).toBe(7);
    expect(state.success.registerType).toBe('房产中介,贷款借贷');
    expect(state.success.registerNums.split(',').sort()).toEqual(['10690000123', '95500111']);
  });

  it('answers -100 when not ordered or without the number', async () => {
    const liuYang = await api.logInAs(DemoUser.BOUND_NOT_REAL_NAME);
    expect(await api.call('QUERY_SMSREGISTER', { serviceid: '17012340004' }, liuYang)).toMatchObject({ code: -100, msg: '您尚未订购短信免打扰服务' });
    expect(await api.call('QUERY_SMSREGISTER', { serviceid: '' }, liuYang)).toMatchObject({ code: -100, msg: '接口参数缺失！' });
    expect(await api.call('QUERY_SMSREGISTER', { serviceid: '17012340003' }, liuYang)).toMatchObject({ code: -100, msg: '只能办理本机号码的业务' });
  });
});

describe('CHANGESMS', () => {
  it('queues additions and removals that the back office carries out after the delay', async () => {
    const body = await changeSms(wangFang, '17012340003', { addType: '05,06', delType: '01', addNum: '10690002222,4008001234', delNum: '95500111' });
    expect(body).toMatchObject({ code: 1, data: { submitted: 4 } });
    const pending = await readState(wangFang, '17012340003');
    expect(pending.success.registerType).toBe('房产中介,贷款借贷');
    expect(pending.TypeProcessing).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ pickType: 'add', status: 'processing', RegisterType: '教育培训,招聘求职' }),
        expect.objectContaining({ pickType: 'delete', status: 'processing', RegisterType: '房产中介' }),
      ]),
    );
    expect(pending.NumProcessing).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ pickType: 'add', status: 'processing', registerNums: '10690002222,4008001234' }),
        expect.objectContaining({ pickType: 'delete', status: 'processing', registerNums: '95500111' }),
      ]),
    );
    // While processing, the same items cannot be submitted again.
    expect(await changeSms(wangFang, '17012340003', { addType: '05' })).toMatchObject({ code: -100, msg: '所选行业正在处理中，请稍后再试' });
    expect(await changeSms(wangFang, '17012340003', { addNum: '10690002222' })).toMatchObject({ code: -100, msg: '该号码正在处理中，请稍后再试' });

    const orders = (await api.call('ORDER_QUERY', {}, wangFang)).data as { list: { name: string; check: string; detail: string }[] };
    const requestOrders = orders.list.filter((order) => order.name.startsWith('短信防骚扰-'));
    expect(requestOrders.map(({ name, check, detail }) => ({ name, check, detail }))).toEqual(
      expect.arrayContaining([
        { name: '短信防骚扰-登记拒收行业', check: '待审核', detail: '教育培训、招聘求职' },
        { name: '短信防骚扰-取消拒收行业', check: '待审核', detail: '房产中介' },
        { name: '短信防骚扰-添加拒收号码', check: '待审核', detail: '10690002222、4008001234' },
        { name: '短信防骚扰-删除拒收号码', check: '待审核', detail: '95500111' },
      ]),
    );
    expect(requestOrders).toHaveLength(4);

    api.advanceSeconds(11);
    // The orders follow the processing, even before the registration page is read again.
    const added = await readNewestOrder(api, wangFang, '短信防骚扰-添加拒收号码');
    expect(added).toMatchObject({ check: '审核通过', oid: expect.stringMatching(/^DX\d{18}$/) });
    expect(added.details).toMatchObject({ 号码: '10690002222、4008001234', 办理结果: '已生效' });
    const done = await readState(wangFang, '17012340003');
    expect(done.success.registerType).toBe('贷款借贷,教育培训,招聘求职');
    expect(done.success.registerNums.split(',').sort()).toEqual(['10690000123', '10690002222', '4008001234']);
    expect([...done.TypeProcessing, ...done.NumProcessing].every((request) => request.status === 'done')).toBe(true);
  });

  it('applies every number rule', async () => {
    expect(await changeSms(wangFang, '17012340003', {})).toMatchObject({ code: -100, msg: '您未修改任何登记信息' });
    expect(await changeSms(wangFang, '17012340003', { addNum: '12' })).toMatchObject({ code: -100, msg: '请输入正确的号码（3-20位数字）' });
    expect(await changeSms(wangFang, '17012340003', { addNum: 'abc' })).toMatchObject({ code: -100, msg: '拒收号码格式错误' });
    expect(await changeSms(wangFang, '17012340003', { addNum: '10690005555,10690005555' })).toMatchObject({
      code: -100,
      msg: '已增加此号码，请重新添加号码！',
    });
    expect(await changeSms(wangFang, '17012340003', { addNum: '10690000123' })).toMatchObject({ code: -100, msg: '添加的号码已拒收！！！' });
    expect(await changeSms(wangFang, '17012340003', { addNum: numbers(11) })).toMatchObject({ code: -100, msg: '单次最多拒收10个号码！！' });
    expect(await changeSms(wangFang, '17012340003', { delNum: numbers(11) })).toMatchObject({ code: -100, msg: '单次最多删除10个号码！！' });
    expect(await changeSms(wangFang, '17012340003', { delNum: '10690009999' })).toMatchObject({ code: -100, msg: '号码10690009999未拒收，无需删除' });
    // Kind 7 may reject 11-digit mobile numbers.
    expect(await changeSms(wangFang, '17012340003', { addNum: '13800138000' })).toMatchObject({ code: 1 });
  });

  it('refuses 11-digit mobile numbers for a service kind other than 7', async () => {
    const chenJing = await api.logInAs(DemoUser.BOUND_SERVICE_KIND_8);
    expect(await changeSms(chenJing, '17112340006', { addNum: '13800138000' })).toMatchObject({ code: -100, msg: '您的号码不可拒收11位的手机号码' });
    expect(await changeSms(chenJing, '17112340006', { addNum: '10690001111' })).toMatchObject({ code: 1 });
  });

  it('applies the category rules', async () => {
    expect(await changeSms(wangFang, '17012340003', { addType: '99' })).toMatchObject({ code: -100, msg: '登记行业无效，请刷新后重试' });
    expect(await changeSms(wangFang, '17012340003', { addType: '04' })).toMatchObject({ code: -100, msg: '所选行业已登记，无需重复登记' });
    expect(await changeSms(wangFang, '17012340003', { delType: '11' })).toMatchObject({ code: -100, msg: '所选行业未登记，无需取消' });
  });

  it('needs the service ordered, the own number and a login', async () => {
    const liuYang = await api.logInAs(DemoUser.BOUND_NOT_REAL_NAME);
    expect(await changeSms(liuYang, '17012340004', { addType: '01' })).toMatchObject({ code: -100, msg: '您尚未订购短信免打扰服务' });
    expect(await changeSms(liuYang, '17012340003', { addType: '01' })).toMatchObject({ code: -100, msg: '只能办理本机号码的业务' });
    expect(await changeSms(liuYang, '', { addType: '01' })).toMatchObject({ code: -100, msg: '接口参数缺失！' });
    expect(await api.call('CHANGESMS', { serviceid: '17012340004', addType: '01' })).toMatchObject({ code: -101 });
  });
});

describe('INSERTUSERAPPEAL', () => {
  const appeal = (token: string, payload: Record<string, unknown>) => api.call('INSERTUSERAPPEAL', { service_id: '17012340001', ...payload }, token);

  it('records the feedback with its spaces stripped', async () => {
    expect(await appeal(zhangWei, { appeal_type: '服务建议', appeal_note: ' 希望 增加 夜间 客服 ' })).toMatchObject({ code: 1, data: { result: 1 } });
    const rows = await api.deps.db.select().from(userAppeals).where(eq(userAppeals.phone, '17012340001'));
    expect(rows.map((row) => [row.appealType, row.appealNote])).toEqual([['服务建议', '希望增加夜间客服']]);
  });

  it('names a missing type and a missing or too long text', async () => {
    expect(await appeal(zhangWei, { appeal_note: '内容' })).toMatchObject({ code: -100, msg: '请选择反馈类型' });
    expect(await appeal(zhangWei, { appeal_type: '投诉', appeal_note: '内容' })).toMatchObject({ code: -100, msg: '请选择反馈类型' });
    expect(await appeal(zhangWei, { appeal_type: '其他', appeal_note: '   ' })).toMatchObject({ code: -100, msg: '请填写反馈内容' });
    expect(await appeal(zhangWei, { appeal_type: '其他' })).toMatchObject({ code: -100, msg: '请填写反馈内容' });
    expect(await appeal(zhangWei, { appeal_type: '其他', appeal_note: '字'.repeat(101) })).toMatchObject({ code: -100, msg: '反馈内容不能超过100个字' });
    expect(await appeal(zhangWei, { appeal_type: '其他', appeal_note: `${'字'.repeat(100)}   ` })).toMatchObject({ code: 1 });
  });

  it('accepts five a day per member', async () => {
    for (let index = 0; index < 3; index += 1) {
      expect((await appeal(zhangWei, { appeal_type: '功能', appeal_note: `第${index}条` })).code).toBe(1);
    }
    expect(await appeal(zhangWei, { appeal_type: '功能', appeal_note: '第六条' })).toMatchObject({ code: -100, msg: '每天最多提交5条意见，请明天再试' });
    api.advanceSeconds(24 * 3600 + 1);
    zhangWei = await api.logInAs(DemoUser.BOUND_NORMAL);
    expect((await appeal(zhangWei, { appeal_type: '功能', appeal_note: '第二天' })).code).toBe(1);
  });

  it('acts on the own number only and needs a bound phone', async () => {
    expect(await api.call('INSERTUSERAPPEAL', { service_id: '17012340003', appeal_type: '其他', appeal_note: '内容' }, zhangWei)).toMatchObject({
      code: -100,
      msg: '只能办理本机号码的业务',
    });
    expect(await appeal(await api.logInAs(DemoUser.UNBOUND), { appeal_type: '其他', appeal_note: '内容' })).toMatchObject({ code: -102 });
  });
});
