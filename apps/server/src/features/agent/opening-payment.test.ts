import type { Envelope } from '@hall/contract/codes';
import type { OperationName } from '@hall/contract/endpoints';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/connection.ts';
import { dealers } from '../../db/schema.ts';
import { callAsAgent as callAgentOperation } from '../../test/agents.ts';
import type { TestApp } from '../../test/test-app.ts';
import { saveRecord, startWithDemoAgents } from './agent-test-steps.ts';

let api: TestApp;
let fundPoolAgent: string;
let wechatAgent: string;
let systemFourAgent: string;

/** Calls an agent operation with the agent session in its header. */
function callAsAgent(name: OperationName, payload: Record<string, unknown>, agentToken?: string): Promise<Envelope> {
  return callAgentOperation(api, name, payload, agentToken);
}

beforeAll(async () => {
  ({ api, fundPoolAgent, wechatAgent, systemFourAgent } = await startWithDemoAgents());
});
afterAll(() => api.close());

describe('GET_PAY_KIND', () => {
  it('answers the dealer payment kind', async () => {
    expect(await callAsAgent('GET_PAY_KIND', { phoneNumber: '16610000001' }, fundPoolAgent)).toMatchObject({ code: 1, data: { payKind: 2 } });
    expect(await callAsAgent('GET_PAY_KIND', { phoneNumber: '16620000001' }, wechatAgent)).toMatchObject({ code: 1, data: { payKind: 1 } });
  });
});

describe('FUND_POOL_RECHARGE', () => {
  it('debits the pool once, with a ledger row, and finishes the record', async () => {
    const saved = await saveRecord(api, '16610000007', fundPoolAgent);
    const { recordNumber, uimId } = saved.data as { recordNumber: string; uimId: string };
    const before = Number((await api.deps.db.select().from(dealers).where(eq(dealers.id, 'D1001')))[0]?.fundPoolFen);
    const paid = await callAsAgent(
      'FUND_POOL_RECHARGE',
      { pay_fee: 5000, work_no: 'A10001', service_id: '16610000007', dealer_id: 'D1001', recordNumber },
      fundPoolAgent,
    );
    expect(paid).toMatchObject({ code: 1, data: { code: 0, outTradeNo: `FP${recordNumber}`, balanceFen: before - 5000 } });
    const retry = await callAsAgent('FUND_POOL_RECHARGE', { service_id: '16610000007', recordNumber }, fundPoolAgent);
    expect(retry).toMatchObject({ code: 1, data: { outTradeNo: `FP${recordNumber}`, balanceFen: before - 5000 } });
    expect((await callAsAgent('QUERY_OPEN_CARD_LOCATION', { uimId }, fundPoolAgent)).data).toMatchObject({
      record: { rechargeFlag: 'finish', openCardLocation: 2 },
    });
    expect(await callAsAgent('QUERY_ORDER_BY_OUT_TRADE_NO', { outTradeNo: `FP${recordNumber}` }, fundPoolAgent)).toMatchObject({
      code: 1,
      data: { isPaid: true, tradeState: 'SUCCESS' },
    });
  });

  it('refuses a wrong fee, no fee, a missing record and a WeChat Pay dealer', async () => {
    const saved = await saveRecord(api, '16610000008', fundPoolAgent);
    const { recordNumber } = saved.data as { recordNumber: string };
    expect(await callAsAgent('FUND_POOL_RECHARGE', { pay_fee: 1, service_id: '16610000008', recordNumber }, fundPoolAgent)).toMatchObject({
      code: -100,
      msg: '支付金额有误，请重新进入支付页面',
    });
    const free = await saveRecord(api, '16610000016', fundPoolAgent, { openCardLocation: 2 });
    expect(
      await callAsAgent('FUND_POOL_RECHARGE', { service_id: '16610000016', recordNumber: (free.data as { recordNumber: string }).recordNumber }, fundPoolAgent),
    ).toMatchObject({ code: -100, msg: '该套餐无需支付' });
    expect(await callAsAgent('FUND_POOL_RECHARGE', { service_id: '16610000008', recordNumber: 'KHMISSING' }, fundPoolAgent)).toMatchObject({
      code: -100,
      msg: '开户数据缺失，请重新输入号码',
    });
    const wechat = await saveRecord(api, '16620000001', wechatAgent);
    expect(
      await callAsAgent('FUND_POOL_RECHARGE', { service_id: '16620000001', recordNumber: (wechat.data as { recordNumber: string }).recordNumber }, wechatAgent),
    ).toMatchObject({ code: -100, msg: '本渠道不支持资金池支付' });
  });

  it('never overspends under concurrent debits', async () => {
    await api.deps.db.update(dealers).set({ fundPoolFen: 12_000 }).where(eq(dealers.id, 'D1001'));
    const phones = ['16610000009', '16610000010', '16610000011', '16610000012'];
    const records = [];
    for (const phone of phones) {
      records.push({ phone, recordNumber: ((await saveRecord(api, phone, fundPoolAgent)).data as { recordNumber: string }).recordNumber });
    }
    const attempts = records.flatMap((record) => [record, record]);
    const results = await Promise.all(
      attempts.map((record) => callAsAgent('FUND_POOL_RECHARGE', { service_id: record.phone, recordNumber: record.recordNumber }, fundPoolAgent)),
    );
    const paidRecords = new Set(results.flatMap((body, index) => (body.code === 1 ? [attempts[index]?.recordNumber] : [])));
    expect(paidRecords.size).toBe(2);
    expect(results.filter((body) => body.code === -100).every((body) => body.msg === '资金池余额不足，请联系渠道管理员充值')).toBe(true);
    const balance = Number((await api.deps.db.select().from(dealers).where(eq(dealers.id, 'D1001')))[0]?.fundPoolFen);
    expect(balance).toBe(2_000);
    const ledger = await queryRows<{ total: string; count: string }>(
      api.deps.db,
      sql`select coalesce(sum(amount_fen), 0)::text as total, count(*)::text as count from fund_pool_ledger where dealer_id = 'D1001' and record_number in (${sql.join(
        records.map((record) => sql`${record.recordNumber}`),
        sql`, `,
      )})`,
    );
    expect(ledger[0]).toEqual({ total: '-10000', count: '2' });
    await api.deps.db.update(dealers).set({ fundPoolFen: 500_000 }).where(eq(dealers.id, 'D1001'));
  });
});

describe('WX_PAY and QUERY_ORDER_BY_OUT_TRADE_NO', () => {
  async function payAtCashier(cashierUrl: string, result: 'SUCCESS' | 'PAYERROR') {
    const ref = new URL(cashierUrl, 'http://test').searchParams.get('ref') ?? '';
    expect((await api.app.inject({ method: 'GET', url: cashierUrl })).body).toContain('确认支付');
    return api.app.inject({ method: 'POST', url: '/sandbox/pay/decide', payload: { ref, result } });
  }

  it('creates a cashier order; the signed notification finishes the record once', async () => {
    const saved = await saveRecord(api, '16620000003', wechatAgent);
    const { recordNumber, uimId } = saved.data as { recordNumber: string; uimId: string };
    const order = await callAsAgent('WX_PAY', { phone: '16620000003', amount: 10000, recordNumber, returnUrl: '/WxQuery' }, wechatAgent);
    expect(order).toMatchObject({ code: 1, data: { code: 1 } });
    const { outTradeNo, form } = order.data as { outTradeNo: string; form: string };
    expect(await callAsAgent('QUERY_ORDER_BY_OUT_TRADE_NO', { outTradeNo }, wechatAgent)).toMatchObject({ data: { isPaid: false, tradeState: 'NOTPAY' } });
    const again = await callAsAgent('WX_PAY', { phone: '16620000003', recordNumber }, wechatAgent);
    expect((again.data as { outTradeNo: string }).outTradeNo).toBe(outTradeNo);
    const back = await payAtCashier(form, 'SUCCESS');
    expect(back.headers.location).toBe('/WxQuery');
    expect(await callAsAgent('QUERY_ORDER_BY_OUT_TRADE_NO', { outTradeNo }, wechatAgent)).toMatchObject({
      code: 1,
      data: { isPaid: true, tradeState: 'SUCCESS' },
    });
    expect((await callAsAgent('QUERY_OPEN_CARD_LOCATION', { uimId }, wechatAgent)).data).toMatchObject({
      record: { rechargeFlag: 'finish', openCardLocation: 2, outTradeNo },
    });
    expect(await callAsAgent('WX_PAY', { phone: '16620000003', recordNumber }, wechatAgent)).toMatchObject({ code: 1, data: { code: 2, outTradeNo } });
    expect(await callAsAgent('QUERY_ORDER_BY_OUT_TRADE_NO', { outTradeNo }, fundPoolAgent)).toMatchObject({ code: -100, msg: '订单不存在' });
  });

  it('makes a new order after a failed payment', async () => {
    const saved = await saveRecord(api, '16620000004', wechatAgent);
    const { recordNumber } = saved.data as { recordNumber: string };
    const first = (await callAsAgent('WX_PAY', { phone: '16620000004', recordNumber }, wechatAgent)).data as { outTradeNo: string; form: string };
    await payAtCashier(first.form, 'PAYERROR');
    expect(await callAsAgent('QUERY_ORDER_BY_OUT_TRADE_NO', { outTradeNo: first.outTradeNo }, wechatAgent)).toMatchObject({
      data: { isPaid: false, tradeState: 'PAYERROR' },
    });
    const second = (await callAsAgent('WX_PAY', { phone: '16620000004', recordNumber }, wechatAgent)).data as { outTradeNo: string };
    expect(second.outTradeNo).not.toBe(first.outTradeNo);
  });

  it('refuses a fund-pool dealer, a wrong amount and a missing record', async () => {
    const saved = await saveRecord(api, '16610000022', systemFourAgent);
    expect(
      await callAsAgent('WX_PAY', { phone: '16610000022', recordNumber: (saved.data as { recordNumber: string }).recordNumber }, systemFourAgent),
    ).toMatchObject({ code: -100, msg: '本渠道不支持微信支付' });
    const wechat = await saveRecord(api, '16620000005', wechatAgent);
    expect(
      await callAsAgent('WX_PAY', { phone: '16620000005', amount: 1, recordNumber: (wechat.data as { recordNumber: string }).recordNumber }, wechatAgent),
    ).toMatchObject({ code: -100, msg: '支付金额有误，请重新进入支付页面' });
    expect(await callAsAgent('WX_PAY', { phone: '16620000005', recordNumber: 'KHNONE' }, wechatAgent)).toMatchObject({
      code: -100,
      msg: '开户数据缺失，请重新输入号码',
    });
    expect(await callAsAgent('QUERY_ORDER_BY_OUT_TRADE_NO', { outTradeNo: 'NOPE' }, wechatAgent)).toMatchObject({ code: -100, msg: '订单不存在' });
  });
});

describe('ALI_PAY and QUERY_ALI_PAY', () => {
  it('answer as documented', async () => {
    expect(await callAsAgent('ALI_PAY', {}, wechatAgent)).toMatchObject({ code: -100, msg: '暂不支持支付宝支付' });
    expect(await callAsAgent('QUERY_ALI_PAY', {}, wechatAgent)).toMatchObject({ code: -100, msg: '暂不支持支付宝支付' });
  });
});
