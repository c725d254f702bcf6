import type { Envelope } from '@hall/contract/codes';
import type { ConsoleAgentOffer, ConsoleRechargeProduct } from '@hall/contract/console-catalogue/schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, balanceLedger, rechargeOrders } from '../../db/schema.ts';
import { callAsAgent, logInAgent } from '../../test/agents.ts';
import { callAsStaff, DemoStaff, logInStaff } from '../../test/staff-session.ts';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';

// The catalogue editors keep: recharge products reach the hall's top-up tabs and orders at the
// price of the row, off-sale ones leave both; agent offers reach the agents' changeable list, and a
// stopped one leaves it. Every change is audit-logged; only editors (and admins) may make them.

let api: TestApp;
let editor: string;
let service: string;
let zhangWei: string;
let agent: string;

const dataOf = <T>(body: Envelope) => body.data as T;
const product = { group: 'dayFlow', name: '1GB夜间日包', amountFen: 200, serviceKind: 7, sortOrder: 30 } as const;
const offer = {
  id: '1399100',
  name: '虚商畅享49元套餐（预存50元）',
  sumFeeFen: 5000,
  descriptionHtml: '<h3>资费说明</h3><p onclick="x()">预存50元</p><script>alert(1)</script>',
  requiresCardPhoto: false,
  packageId: 'PKG_FLOW_29',
  systemId: 3,
  isChangeable: true,
  sortOrder: 50,
} as const;
/** A stock number of the virtual-operator entry (offer 1399001, system id 3) of agent A10001's dealer. */
const VNO_PHONE = '16630000002';

beforeAll(async () => {
  api = await createTestApp();
  editor = await logInStaff(api, DemoStaff.EDITOR);
  service = await logInStaff(api, DemoStaff.SERVICE);
  zhangWei = await api.logInAs(DemoUser.BOUND_NORMAL);
  agent = await logInAgent(api, 'A10001');
});
afterAll(() => api.close());

const dayFlowIds = async () =>
  dataOf<{ dayFlow: { productId: string; amount: number }[] }>(await api.call('RECHARGE_PRODUCT', {}, zhangWei)).dayFlow.map((item) => item.productId);
const changeableOfferIds = async () =>
  dataOf<{ list: { prodOfferId: string }[] }>(await callAsAgent(api, 'CHECK_OFFER_NAME', { serviceId: VNO_PHONE, type: 1 }, agent)).list.map(
    (item) => item.prodOfferId,
  );
/** Pays a member's order at the sandbox cashier. */
async function payAtCashier(outTradeNo: string) {
  const pay = dataOf<{ cashierUrl: string }>(await api.call('PAY', { outTradeNo }, zhangWei));
  const ref = new URL(pay.cashierUrl, 'http://test').searchParams.get('ref') ?? '';
  const response = await api.app.inject({ method: 'POST', url: '/sandbox/pay/decide', payload: { ref, result: 'SUCCESS' } });
  expect(response.statusCode).toBe(302);
}
const auditOf = (subjectType: string, subjectId: string) =>
  api.deps.db
    .select({ action: auditLog.action, detail: auditLog.detail })
    .from(auditLog)
    .where(and(eq(auditLog.subjectType, subjectType), eq(auditLog.subjectId, subjectId)))
    .orderBy(auditLog.id);

describe('recharge products', () => {
  it('adds a product under the entered id that the hall lists and orders at its price', async () => {
    const created = await callAsStaff(api, 'CONSOLE_CREATE_RECHARGE_PRODUCT', editor, { ...product, id: 'DAY_1G_NIGHT' });
    expect(created).toMatchObject({ code: 1, data: { ...product, id: 'DAY_1G_NIGHT', isOnSale: true } });
    expect(await dayFlowIds()).toContain('DAY_1G_NIGHT');
    expect(await api.call('ADD_ORDERS', { productId: 'DAY_1G_NIGHT' }, zhangWei)).toMatchObject({ code: 1, data: { amount: 200, productName: '1GB夜间日包' } });
    expect(await auditOf('recharge_product', 'DAY_1G_NIGHT')).toEqual([
      { action: 'create', detail: { group: 'dayFlow', name: '1GB夜间日包', amountFen: 200, isOnSale: true } },
    ]);
  });

  it('assigns an id when none is entered and refuses a taken one', async () => {
    const created = dataOf<ConsoleRechargeProduct>(await callAsStaff(api, 'CONSOLE_CREATE_RECHARGE_PRODUCT', editor, product));
    expect(created.id).toMatch(/^RP_[0-9A-F]{10}$/);
    expect(await callAsStaff(api, 'CONSOLE_CREATE_RECHARGE_PRODUCT', editor, { ...product, id: 'CALL_50' })).toMatchObject({
      code: -100,
      msg: '商品编号已存在，请换一个编号',
    });
  });

  it('takes a new price for new orders only, an off-sale product leaves the hall and takes no orders, and a placed order keeps its price', async () => {
    await callAsStaff(api, 'CONSOLE_CREATE_RECHARGE_PRODUCT', editor, { ...product, id: 'DAY_3G_WEEKEND' });
    const placed = dataOf<{ outTradeNo: string }>(await api.call('ADD_ORDERS', { productId: 'DAY_3G_WEEKEND' }, zhangWei));
    const repriced = await callAsStaff(api, 'CONSOLE_UPDATE_RECHARGE_PRODUCT', editor, { ...product, id: 'DAY_3G_WEEKEND', amountFen: 450 });
    expect(repriced).toMatchObject({ code: 1, data: { amountFen: 450 } });
    expect(await api.call('ADD_ORDERS', { productId: 'DAY_3G_WEEKEND' }, zhangWei)).toMatchObject({ code: 1, data: { amount: 450 } });
    const [earlier] = await api.deps.db.select().from(rechargeOrders).where(eq(rechargeOrders.outTradeNo, placed.outTradeNo));
    expect(earlier?.amountFen).toBe(200);

    await callAsStaff(api, 'CONSOLE_UPDATE_RECHARGE_PRODUCT', editor, { ...product, id: 'DAY_3G_WEEKEND', amountFen: 450, isOnSale: false });
    expect(await dayFlowIds()).not.toContain('DAY_3G_WEEKEND');
    expect(await api.call('ADD_ORDERS', { productId: 'DAY_3G_WEEKEND' }, zhangWei)).toMatchObject({ code: -100, msg: '该充值商品已下架，请选择其他商品' });
    expect((await auditOf('recharge_product', 'DAY_3G_WEEKEND')).map((entry) => entry.action)).toEqual(['create', 'update', 'update']);

    // The order placed before both changes is still paid for, and its pack costs what it was placed at.
    await payAtCashier(placed.outTradeNo);
    const [pack] = await api.deps.db
      .select({ changeFen: balanceLedger.changeFen })
      .from(balanceLedger)
      .where(and(eq(balanceLedger.reason, 'flow_pack'), eq(balanceLedger.reference, placed.outTradeNo)));
    expect(pack?.changeFen).toBe(-200);
  });

  it('lists one group, and refuses bad ids, prices and names with their messages', async () => {
    const calls = dataOf<{ list: ConsoleRechargeProduct[] }>(await callAsStaff(api, 'CONSOLE_RECHARGE_PRODUCTS', editor, { group: 'call' })).list;
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((item) => item.group === 'call')).toBe(true);
    const refusal = async (
      fields: Record<string, unknown>,
      operation: 'CONSOLE_CREATE_RECHARGE_PRODUCT' | 'CONSOLE_UPDATE_RECHARGE_PRODUCT' = 'CONSOLE_CREATE_RECHARGE_PRODUCT',
    ) => (await callAsStaff(api, operation, editor, { ...product, ...fields })).msg;
    expect(await refusal({ id: 'day_1g' })).toBe('商品编号只能包含大写字母、数字和下划线');
    expect(await refusal({ amountFen: 0 })).toBe('售价不能小于1');
    expect(await refusal({ amountFen: 500_001 })).toBe('售价不能超过500000');
    expect(await refusal({ amountFen: 1.5 })).toBe('售价须为整数');
    expect(await refusal({ name: '包'.repeat(41) })).toBe('商品名称不能超过40个字符');
    expect(await refusal({ group: 'yearFlow' })).toBe('请选择商品分类');
    expect(await refusal({ id: 'NOPE_404' }, 'CONSOLE_UPDATE_RECHARGE_PRODUCT')).toBe('充值商品不存在');
  });

  it('is refused to staff without the editor role', async () => {
    expect(await callAsStaff(api, 'CONSOLE_CREATE_RECHARGE_PRODUCT', service, { ...product, id: 'DAY_SERVICE' })).toMatchObject({
      code: -100,
      msg: '无权执行此操作',
    });
    expect(await callAsStaff(api, 'CONSOLE_AGENT_OFFERS', service)).toMatchObject({ code: -100, msg: '无权执行此操作' });
  });
});

describe('agent offers', () => {
  it('adds a changeable offer with sanitised text that agents of its system id may switch to', async () => {
    const created = await callAsStaff(api, 'CONSOLE_CREATE_AGENT_OFFER', editor, offer);
    expect(created).toMatchObject({ code: 1, data: { ...offer, descriptionHtml: '<h3>资费说明</h3><p>预存50元</p>', isOnSale: true } });
    expect(await changeableOfferIds()).toContain('1399100');
    const systemThree = dataOf<{ list: ConsoleAgentOffer[] }>(await callAsStaff(api, 'CONSOLE_AGENT_OFFERS', editor, { systemId: 3 })).list;
    expect(systemThree.map((item) => item.id)).toEqual(['1399001', '1399002', '1399003', '1399100']);
    expect(await auditOf('agent_offer', '1399100')).toEqual([
      { action: 'create', detail: { name: offer.name, systemId: 3, sumFeeFen: 5000, packageId: 'PKG_FLOW_29', isChangeable: true, isOnSale: true } },
    ]);
  });

  it('hides a stopped offer from the choice and refuses it for a new opening, while the number’s own offer still opens', async () => {
    await callAsStaff(api, 'CONSOLE_CREATE_AGENT_OFFER', editor, { ...offer, id: '1399101' });
    expect(await callAsStaff(api, 'CONSOLE_UPDATE_AGENT_OFFER', editor, { ...offer, id: '1399101', isOnSale: false })).toMatchObject({
      code: 1,
      data: { isOnSale: false },
    });
    expect(await changeableOfferIds()).not.toContain('1399101');
    const { cardNo } = dataOf<{ cardNo: string }>(await callAsAgent(api, 'SIM_OR_SERVICE_ID_QUERY', { iccidOrServiceId: VNO_PHONE, type: 2 }, agent));
    const save = (prodOfferId: string) =>
      callAsAgent(api, 'ADD_OPEN_CARD_LOCATION', { applyEvent: 'VnoOpenCard', uimId: cardNo, serviceId: VNO_PHONE, prodOfferId, openCardLocation: 1 }, agent);
    expect(await save('1399101')).toMatchObject({ code: -100, msg: '该套餐已停售，请选择其他套餐' });

    const ownOffer = dataOf<{ list: ConsoleAgentOffer[] }>(await callAsStaff(api, 'CONSOLE_AGENT_OFFERS', editor, { systemId: 3 })).list.find(
      (item) => item.id === '1399001',
    );
    expect(ownOffer).toBeDefined();
    await callAsStaff(api, 'CONSOLE_UPDATE_AGENT_OFFER', editor, { ...ownOffer, isOnSale: false });
    expect(await save('1399001')).toMatchObject({ code: 1, data: { prodOfferId: '1399001' } });
    expect((await auditOf('agent_offer', '1399101')).map((entry) => entry.action)).toEqual(['create', 'update']);
  });

  it("lets the offer's system id decide which agents open it: moved to system 4, agents of system 7 are refused", async () => {
    // 16610000005 is demo stock of dealer D1001 with offer 1354122 (system 7); A10001 sells for
    // system 7 and A10002 for system 4, both at D1001.
    const phone = '16610000005';
    const systemFourAgent = await logInAgent(api, 'A10002');
    const save = async (token: string) => {
      const { cardNo } = dataOf<{ cardNo: string }>(await callAsAgent(api, 'SIM_OR_SERVICE_ID_QUERY', { iccidOrServiceId: phone, type: 2 }, token));
      return callAsAgent(
        api,
        'ADD_OPEN_CARD_LOCATION',
        { applyEvent: 'OpenCard', uimId: cardNo, serviceId: phone, prodOfferId: '1354122', openCardLocation: 1 },
        token,
      );
    };
    const offerOfStock = dataOf<{ list: ConsoleAgentOffer[] }>(await callAsStaff(api, 'CONSOLE_AGENT_OFFERS', editor, { systemId: 7 })).list.find(
      (item) => item.id === '1354122',
    );
    expect(offerOfStock).toBeDefined();
    expect(await save(systemFourAgent)).toMatchObject({ code: -100, msg: '该号码套餐异常，请在代理商APP开户' });

    expect(await callAsStaff(api, 'CONSOLE_UPDATE_AGENT_OFFER', editor, { ...offerOfStock, systemId: 4 })).toMatchObject({ code: 1 });
    expect(await save(agent)).toMatchObject({ code: -100, msg: '该号码套餐异常，请在代理商APP开户' });
    expect(await save(systemFourAgent)).toMatchObject({ code: 1, data: { prodOfferId: '1354122' } });
  });

  it('refuses a taken or non-numeric offer id, an unknown package and an unknown system id', async () => {
    const refusal = async (
      fields: Record<string, unknown>,
      operation: 'CONSOLE_CREATE_AGENT_OFFER' | 'CONSOLE_UPDATE_AGENT_OFFER' = 'CONSOLE_CREATE_AGENT_OFFER',
    ) => (await callAsStaff(api, operation, editor, { ...offer, ...fields })).msg;
    expect(await refusal({ id: '1354122' })).toBe('BOSS 套餐编号已存在，请换一个编号');
    expect(await refusal({ id: 'A1399' })).toBe('BOSS 套餐编号只能包含数字');
    expect(await refusal({ id: '1399102', packageId: 'PKG_NOPE' })).toBe('所选资费套餐不存在，请重新选择');
    expect(await refusal({ id: '1399102', systemId: 9 })).toBe('请选择系统 ID');
    expect(await refusal({ id: '1399102', sumFeeFen: -1 })).toBe('预存金额不能为负数');
    expect(await refusal({ id: '1399999' }, 'CONSOLE_UPDATE_AGENT_OFFER')).toBe('开卡套餐不存在');
  });
});
