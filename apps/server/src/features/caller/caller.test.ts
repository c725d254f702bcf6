import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { balanceLedger } from '../../db/schema.ts';
import { finishFaceCheck } from '../../test/face-check.ts';
import { listOrdersNamed, readNewestOrder } from '../../test/service-orders.ts';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';

let api: TestApp;
beforeAll(async () => {
  api = await createTestApp();
});
afterAll(() => api.close());

interface Listed {
  list: { packageId: string; callType: number; status: number; postage: number; expiryTime: string; forwardTo: string }[];
  balance: number;
}

async function listPackages(token: string): Promise<Listed> {
  const body = await api.call('PACKAGE_LIST', { type: 3 }, token);
  expect(body.code).toBe(1);
  return body.data as Listed;
}

/** This month's bill of the token's number and the balance page's 本月已消费 beside it. */
async function monthSpending(token: string) {
  const bill = (await api.call('QUERY_BILL_DETAILS', {}, token)).data as { amount: number; chart: { name: string; value: number }[] };
  const balance = (await api.call('QUERY_BALANCE', {}, token)).data as { dataVal: number[] };
  return {
    total: bill.amount,
    itemsSum: bill.chart.reduce((sum, item) => sum + item.value, 0),
    valueAdded: bill.chart.find((item) => item.name === '增值业务费')?.value ?? 0,
    spent: balance.dataVal[1] ?? Number.NaN,
  };
}

const statusOf = (listed: Listed, packageId: string) => listed.list.find((item) => item.packageId === packageId)?.status;

async function passCallDivertCheck(token: string, identity = { idCardNumber: '071234', name: '张伟' }) {
  const started = await api.call('QUERY_PHONE', { ...identity, consent: true, returnUrl: '/calldivertOrder', authType: 'CALL_DIVERT' }, token);
  const { biz_no: bizNo, url } = started.data as { biz_no: string; url: string };
  await finishFaceCheck(api, url);
  return bizNo;
}

describe('PACKAGE_LIST', () => {
  it('lists the three caller services with their state and the balance', async () => {
    const listed = await listPackages(await api.logInAs(DemoUser.BOUND_NORMAL));
    expect(listed.balance).toBe(8650);
    expect(listed.list.map((item) => [item.callType, item.packageId, item.postage, item.status])).toEqual([
      [1, 'CALLER_REMIND', 200, 0],
      [2, 'CALLER_DISPLAY', 600, 1],
      [3, 'CALLER_FORWARD', 0, 0],
    ]);
  });

  it('needs type 3 and a bound number', async () => {
    const token = await api.logInAs(DemoUser.BOUND_NORMAL);
    expect(await api.call('PACKAGE_LIST', { type: 1 }, token)).toMatchObject({ code: -100, msg: '业务类型错误' });
    expect(await api.call('PACKAGE_LIST', { type: 3 }, await api.logInAs(DemoUser.UNBOUND))).toMatchObject({ code: -102 });
  });
});

describe('PACKAGE_ORDER', () => {
  it('opens 来电提醒 once, takes the monthly fee with a ledger row, and cancels it at month end', async () => {
    const token = await api.logInAs(DemoUser.BOUND_NORMAL);
    const spendingBefore = await monthSpending(token);
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => api.call('PACKAGE_ORDER', { packageId: 'CALLER_REMIND', operType: 1, effectType: 0 }, token)),
    );
    expect(replies.filter((reply) => reply.code === 1)).toHaveLength(1);
    expect(replies.find((reply) => reply.code === 1)).toMatchObject({ data: { balance: 8450, chargedFen: 200 } });
    expect(replies.filter((reply) => reply.msg === '您已开通来电提醒，无需重复开通')).toHaveLength(4);
    const ledger = await api.deps.db
      .select()
      .from(balanceLedger)
      .where(and(eq(balanceLedger.phone, '17012340001'), eq(balanceLedger.reason, 'caller_service')));
    expect(ledger).toEqual([
      expect.objectContaining({ changeFen: -200, balanceAfterFen: 8450, reason: 'caller_service', reference: expect.stringMatching(/^CALLER_REMIND:/) }),
    ]);
    expect((await api.deps.boss.findSubscriber('17012340001'))?.balanceFen).toBe(8450);
    // The fee is on this month's bill (增值业务费) and in the balance page's spending, once.
    expect(await monthSpending(token)).toEqual({
      total: spendingBefore.total + 200,
      itemsSum: spendingBefore.total + 200,
      valueAdded: spendingBefore.valueAdded + 200,
      spent: spendingBefore.spent + 200,
    });

    expect(await api.call('PACKAGE_ORDER', { packageId: 'CALLER_REMIND', operType: 0, effectType: 0 }, token)).toMatchObject({
      code: -100,
      msg: '生效方式错误',
    });
    expect(await api.call('PACKAGE_ORDER', { packageId: 'CALLER_REMIND', operType: 0, effectType: 1 }, token)).toMatchObject({
      code: 1,
      data: { balance: 8450, chargedFen: 0 },
    });
    const listed = await listPackages(token);
    expect(statusOf(listed, 'CALLER_REMIND')).toBe(2);
    expect(listed.list[0]?.expiryTime).not.toBe('');
    expect(await api.call('PACKAGE_ORDER', { packageId: 'CALLER_REMIND', operType: 0, effectType: 1 }, token)).toMatchObject({
      code: -100,
      msg: '来电提醒已取消，将于月底失效',
    });
    // The ordered services show the cancelled order running to the month's end.
    const ordered = async () => {
      const body = await api.call('ORDER_BUSINESS', { type: 2, page: 1, pageSize: 6 }, token);
      return (body.data as { list: { packageName: string; status: number; overTime: string }[] }).list.filter((item) => item.packageName === '来电提醒');
    };
    expect(await ordered()).toEqual([expect.objectContaining({ status: 1, overTime: expect.stringMatching(/^\d{4}-/) })]);
    // Reopening within the paid month costs nothing, and the bill stays.
    api.advanceSeconds(60);
    expect(await api.call('PACKAGE_ORDER', { packageId: 'CALLER_REMIND', operType: 1, effectType: 0 }, token)).toMatchObject({
      code: 1,
      data: { chargedFen: 0 },
    });
    expect((await monthSpending(token)).total).toBe(spendingBefore.total + 200);
    expect(await ordered()).toEqual([expect.objectContaining({ status: 1, overTime: '' })]);

    // Each open and the cancel are orders of /orderQuery, accepted at once; the refused repeats are not.
    const opens = await listOrdersNamed(api, token, '来电提醒开通');
    expect(opens.map((order) => order.check)).toEqual(['审核通过', '审核通过']);
    expect(opens.every((order) => /^LD\d{18}$/.test(order.oid))).toBe(true);
    const reopened = await readNewestOrder(api, token, '来电提醒开通');
    expect(reopened.details).toMatchObject({ 业务名称: '来电提醒开通', 月功能费: '0元（本月已付）', 生效时间: '立即生效' });
    const firstOpen = await api.call('ORDER_DETAIL', { oid: opens[1]?.oid }, token);
    expect(firstOpen.data).toMatchObject({ list: expect.arrayContaining([{ title: '月功能费', content: '2元' }]) });
    const cancelled = await readNewestOrder(api, token, '来电提醒取消');
    expect(cancelled).toMatchObject({ check: '审核通过', detail: '来电提醒' });
    expect(cancelled.details['失效时间']).toMatch(/^\d{4}-\d{2}-01起失效（本月可继续使用）$/);
    expect(await listOrdersNamed(api, token, '来电提醒取消')).toHaveLength(1);
  });

  it('refuses opening with too little balance, with data.code -100', async () => {
    const token = await api.logInAs(DemoUser.BOUND_OWING);
    expect(await api.call('PACKAGE_ORDER', { packageId: 'CALLER_DISPLAY', operType: 1, effectType: 0 }, token)).toEqual({
      code: -100,
      msg: '当前账户可用余额不足（余额-15.6元，来电显示月功能费6元），请充值话费后再开通',
      data: { code: -100, msg: '当前账户可用余额不足（余额-15.6元，来电显示月功能费6元），请充值话费后再开通' },
      requestId: expect.any(String),
    });
    expect((await api.deps.boss.findSubscriber('17012340003'))?.balanceFen).toBe(-1560);
    expect(statusOf(await listPackages(token), 'CALLER_DISPLAY')).toBe(0);
    expect(await listOrdersNamed(api, token, '来电显示开通')).toEqual([]);
  });

  it('does not cancel 来电显示 or a service that is not open', async () => {
    const token = await api.logInAs(DemoUser.BOUND_NORMAL);
    expect(await api.call('PACKAGE_ORDER', { packageId: 'CALLER_DISPLAY', operType: 0, effectType: 0 }, token)).toMatchObject({
      code: -100,
      msg: '来电显示业务不支持取消',
    });
    expect(await api.call('PACKAGE_ORDER', { packageId: 'CALLER_FORWARD', operType: 0, effectType: 0 }, token)).toMatchObject({
      code: -100,
      msg: '您尚未开通订购呼转',
    });
  });

  it("opens call forwarding only with the owner's CALL_DIVERT face check and cancels it at once", async () => {
    const token = await api.logInAs(DemoUser.BOUND_NORMAL);
    const order = { packageId: 'CALLER_FORWARD', operType: 1, effectType: 0, forwardTo: '13800138000' };
    expect(await api.call('PACKAGE_ORDER', order, token)).toMatchObject({ code: -998, msg: '开通呼叫转移需先完成人脸识别' });
    // Someone else's identity starts no check for the bound number.
    expect(
      await api.call('QUERY_PHONE', { idCardNumber: '204321', name: '李娜', consent: true, returnUrl: '/calldivertOrder', authType: 'CALL_DIVERT' }, token),
    ).toMatchObject({ code: -100, msg: '身份信息与机主信息不一致，无法办理呼叫转移' });
    const bizNo = await passCallDivertCheck(token);
    expect(await api.call('PACKAGE_ORDER', { ...order, biz_no: bizNo, forwardTo: undefined }, token)).toMatchObject({ code: -100, msg: '请输入呼转号码' });
    expect(await api.call('PACKAGE_ORDER', { ...order, biz_no: bizNo, forwardTo: '17012340001' }, token)).toMatchObject({
      code: -100,
      msg: '呼转号码不能为本机号码',
    });
    expect(await api.call('PACKAGE_ORDER', { ...order, biz_no: bizNo, forwardTo: '1380013' }, token)).toMatchObject({
      code: -100,
      msg: '请输入正确的呼转号码',
    });
    expect(await api.call('PACKAGE_ORDER', { ...order, biz_no: bizNo }, token)).toMatchObject({ code: 1, data: { chargedFen: 0 } });
    expect(await api.call('PACKAGE_ORDER', { ...order, biz_no: bizNo }, token)).toMatchObject({ code: -100, msg: '您已开通订购呼转，无需重复开通' });
    const listed = await listPackages(token);
    expect(listed.list[2]).toMatchObject({ status: 1, forwardTo: '138****8000' });
    expect(await api.call('PACKAGE_ORDER', { packageId: 'CALLER_FORWARD', operType: 0, effectType: 1 }, token)).toMatchObject({
      code: -100,
      msg: '生效方式错误',
    });
    expect(await api.call('PACKAGE_ORDER', { packageId: 'CALLER_FORWARD', operType: 0, effectType: 0 }, token)).toMatchObject({ code: 1 });
    expect(statusOf(await listPackages(token), 'CALLER_FORWARD')).toBe(0);
    expect((await readNewestOrder(api, token, '订购呼转开通')).details).toMatchObject({ 呼转号码: '138****8000', 月功能费: '0元（本月已付）' });
    expect((await readNewestOrder(api, token, '订购呼转取消')).details).toMatchObject({ 失效时间: '立即失效' });
    // The used check cannot open it again.
    expect(await api.call('PACKAGE_ORDER', { ...order, biz_no: bizNo }, token)).toMatchObject({ code: -998 });
  });

  it('names the bad field', async () => {
    const token = await api.logInAs(DemoUser.BOUND_NORMAL);
    expect(await api.call('PACKAGE_ORDER', { packageId: 'NOPE', operType: 1, effectType: 0 }, token)).toMatchObject({ code: -100, msg: '业务不存在' });
    expect(await api.call('PACKAGE_ORDER', { packageId: '', operType: 1, effectType: 0 }, token)).toMatchObject({ code: -100, msg: '请选择业务' });
    expect(await api.call('PACKAGE_ORDER', { packageId: 'CALLER_REMIND', operType: 2, effectType: 0 }, token)).toMatchObject({
      code: -100,
      msg: '操作类型错误',
    });
    expect(await api.call('PACKAGE_ORDER', { packageId: 'CALLER_REMIND', operType: 1, effectType: 5 }, token)).toMatchObject({
      code: -100,
      msg: '生效方式错误',
    });
    expect(await api.call('PACKAGE_ORDER', { packageId: 'CALLER_REMIND', operType: 1, effectType: 0 })).toMatchObject({ code: -101 });
  });
});
