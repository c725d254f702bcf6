import type { Envelope } from '@hall/contract/codes';
import type { ConsolePackage, ConsolePointsProduct } from '@hall/contract/console-content/schemas';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, packages, packageTariffs, pointsOrders } from '../../db/schema.ts';
import { callAsStaff, DemoStaff, logInStaff } from '../../test/staff-session.ts';
import { createTestApp, DemoUser, type TestApp } from '../../test/test-app.ts';

let api: TestApp;
let editor: string;
let zhangWei: string;
let wangFang: string;

const dataOf = <T>(body: Envelope) => body.data as T;
const product = { name: '2GB夜间流量包', description: '当月有效', pointsCost: 1, valueFen: 800, sortOrder: 9 };

beforeAll(async () => {
  api = await createTestApp();
  editor = await logInStaff(api, DemoStaff.EDITOR);
  zhangWei = await api.logInAs(DemoUser.BOUND_NORMAL);
  wangFang = await api.logInAs(DemoUser.BOUND_OWING);
});
afterAll(() => api.close());

const addProduct = async (initialStock: number) =>
  dataOf<ConsolePointsProduct>(await callAsStaff(api, 'CONSOLE_SAVE_POINTS_PRODUCT', editor, { ...product, initialStock }));
const stockOf = async (id: string) =>
  dataOf<{ list: ConsolePointsProduct[] }>(await callAsStaff(api, 'CONSOLE_POINTS_PRODUCTS', editor)).list.find((item) => item.id === id)?.stock;

describe('CONSOLE_SAVE_POINTS_PRODUCT', () => {
  it('adds a product with its initial stock that subscribers can exchange', async () => {
    const added = await addProduct(5);
    expect(added).toMatchObject({ ...product, stock: 5, isOnSale: true });
    expect(added.id).toMatch(/^PP_[0-9A-F]{10}$/);
    const onSale = dataOf<{ list: { productId: string; stock: number }[] }>(await api.call('POINTS_EXCHANGE_LIST', {}, zhangWei)).list;
    expect(onSale).toContainEqual(expect.objectContaining({ productId: added.id, stock: 5 }));
  });

  it('changes a product without touching its stock, and takes it off sale', async () => {
    const added = await addProduct(3);
    expect(await api.call('POINTS_EXCHANGE', { productId: added.id }, zhangWei)).toMatchObject({ code: 1 });
    // The form still holds the old stock; an update never writes it back.
    const saved = await callAsStaff(api, 'CONSOLE_SAVE_POINTS_PRODUCT', editor, {
      ...product,
      id: added.id,
      name: '2GB夜间流量包（新）',
      stock: 3,
      isOnSale: false,
    });
    expect(saved).toMatchObject({ code: 1, data: { name: '2GB夜间流量包（新）', stock: 2, isOnSale: false } });
    expect(await api.call('POINTS_EXCHANGE', { productId: added.id }, zhangWei)).toMatchObject({ code: -100, msg: '兑换商品不存在或已下架' });
    expect(await callAsStaff(api, 'CONSOLE_SAVE_POINTS_PRODUCT', editor, { ...product, id: added.id, initialStock: 10 })).toMatchObject({
      code: -100,
      msg: '已有商品的库存请通过“调整库存”修改',
    });
    expect(await callAsStaff(api, 'CONSOLE_SAVE_POINTS_PRODUCT', editor, { ...product, id: 'PP_NOPE' })).toMatchObject({ code: -100, msg: '商品不存在' });
    expect(await callAsStaff(api, 'CONSOLE_SAVE_POINTS_PRODUCT', editor, { ...product, pointsCost: 0 })).toMatchObject({
      code: -100,
      msg: '兑换积分不能小于1',
    });
    expect(await callAsStaff(api, 'CONSOLE_SAVE_POINTS_PRODUCT', editor, { ...product, valueFen: 1.5 })).toMatchObject({ code: -100, msg: '商品价值须为整数' });
  });
});

describe('CONSOLE_ADJUST_POINTS_STOCK', () => {
  it('adds and takes away pieces, never below zero, with an audit entry', async () => {
    const added = await addProduct(2);
    expect(await callAsStaff(api, 'CONSOLE_ADJUST_POINTS_STOCK', editor, { id: added.id, change: 10 })).toMatchObject({ code: 1, data: { stock: 12 } });
    expect(await callAsStaff(api, 'CONSOLE_ADJUST_POINTS_STOCK', editor, { id: added.id, change: -13 })).toMatchObject({
      code: -100,
      msg: '库存不足，调整后库存不能小于0',
    });
    expect(await callAsStaff(api, 'CONSOLE_ADJUST_POINTS_STOCK', editor, { id: added.id, change: 0 })).toMatchObject({ code: -100, msg: '库存变动不能为0' });
    expect(await callAsStaff(api, 'CONSOLE_ADJUST_POINTS_STOCK', editor, { id: 'PP_NOPE', change: 1 })).toMatchObject({ code: -100, msg: '商品不存在' });
    expect(await stockOf(added.id)).toBe(12);
    const entries = await api.deps.db.select().from(auditLog).where(eq(auditLog.subjectId, added.id));
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'stock_adjust']);
  });

  it('stays exact beside concurrent exchanges: every piece is either in stock or in an order', async () => {
    const added = await addProduct(4);
    const exchanges = Array.from({ length: 10 }, (_, index) =>
      api.call('POINTS_EXCHANGE', { productId: added.id, requestId: `stock-race-${index}` }, index % 2 === 0 ? zhangWei : wangFang),
    );
    const changes = [3, -2, 1, -50];
    const adjustments = changes.map((change) => callAsStaff(api, 'CONSOLE_ADJUST_POINTS_STOCK', editor, { id: added.id, change }));
    const [exchanged, adjusted] = await Promise.all([Promise.all(exchanges), Promise.all(adjustments)]);

    const exchangedCount = exchanged.filter((body) => body.code === 1).length;
    const refusals = exchanged.filter((body) => body.code !== 1).map((body) => body.msg);
    // At most 4 + 3 + 1 pieces exist at any time, so some of the ten exchanges find it sold out.
    expect(refusals.length).toBeGreaterThanOrEqual(2);
    expect(new Set(refusals)).toEqual(new Set(['该商品已兑完']));
    const adjustedSum = changes.filter((_, index) => adjusted[index]?.code === 1).reduce((sum, change) => sum + change, 0);
    expect(adjusted[3]).toMatchObject({ code: -100, msg: '库存不足，调整后库存不能小于0' });
    const [orders] = await api.deps.db.select({ total: count() }).from(pointsOrders).where(eq(pointsOrders.productId, added.id));
    expect(Number(orders?.total)).toBe(exchangedCount);
    const stock = await stockOf(added.id);
    expect(stock).toBe(4 + adjustedSum - exchangedCount);
    expect(stock).toBeGreaterThanOrEqual(0);
  });
});

describe('CONSOLE_SAVE_PACKAGE / CONSOLE_PACKAGES', () => {
  const pack = {
    name: '畅享39元套餐',
    monthlyFeeFen: 3900,
    serviceKind: 7,
    callDisplay: 1,
    voiceMinutes: 200,
    dataMb: 20480,
    smsCount: 50,
    voiceOutFenPerMinute: 15,
    callerDisplayFeeFen: 0,
    descriptionHtml: '<h3>资费说明</h3><p style="color:red" onmouseover="x()">月费39元</p><a href="javascript:alert(1)">详情</a><script>alert(1)</script>',
  };

  it('adds a package with its rules sanitised; subscribers see it and its rules', async () => {
    const saved = dataOf<ConsolePackage>(await callAsStaff(api, 'CONSOLE_SAVE_PACKAGE', editor, pack));
    expect(saved).toMatchObject({
      name: '畅享39元套餐',
      monthlyFeeFen: 3900,
      isOrderable: true,
      isFirstMonthFree: true,
      descriptionHtml: '<h3>资费说明</h3><p>月费39元</p>详情',
      isRulesFiltered: true,
    });
    expect(saved.id).toMatch(/^PKG_[0-9A-F]{10}$/);
    const orderable = dataOf<{ userprod: { list: { productId: string; amount: number }[] } }>(await api.call('RECHARGE_PRODUCT', {}, zhangWei)).userprod.list;
    expect(orderable).toContainEqual(expect.objectContaining({ productId: saved.id, amount: 3900 }));
    expect(await api.call('PACKAGE_DETAILS', { productId: saved.id }, zhangWei)).toMatchObject({
      code: 1,
      data: { description: '<h3>资费说明</h3><p>月费39元</p>详情', monthfee: 3900 },
    });

    expect(
      await callAsStaff(api, 'CONSOLE_SAVE_PACKAGE', editor, { ...pack, id: saved.id, descriptionHtml: '<h3>资费说明</h3><p>月费39元 &amp; 流量</p><br/>' }),
      'rules with nothing unsafe are reported unfiltered',
    ).toMatchObject({ code: 1, data: { isRulesFiltered: false } });
    await callAsStaff(api, 'CONSOLE_SAVE_PACKAGE', editor, { ...pack, id: saved.id, isOrderable: false, isFirstMonthFree: false });
    const after = dataOf<{ userprod: { list: { productId: string }[] } }>(await api.call('RECHARGE_PRODUCT', {}, zhangWei)).userprod.list;
    expect(after.map((item) => item.productId)).not.toContain(saved.id);
    const listed = dataOf<{ list: ConsolePackage[] }>(await callAsStaff(api, 'CONSOLE_PACKAGES', editor)).list;
    expect(listed).toContainEqual(expect.objectContaining({ id: saved.id, isOrderable: false, isFirstMonthFree: false }));
    expect(listed.map((item) => item.id)).toContain('PKG_STD_A');
  });

  it('checks the price in fen and the kinds', async () => {
    expect(await callAsStaff(api, 'CONSOLE_SAVE_PACKAGE', editor, { ...pack, monthlyFeeFen: 39.5 })).toMatchObject({ code: -100, msg: '月费须为整数' });
    expect(await callAsStaff(api, 'CONSOLE_SAVE_PACKAGE', editor, { ...pack, monthlyFeeFen: -1 })).toMatchObject({ code: -100, msg: '月费不能为负数' });
    expect(await callAsStaff(api, 'CONSOLE_SAVE_PACKAGE', editor, { ...pack, serviceKind: 9 })).toMatchObject({ code: -100, msg: '请选择业务类型' });
    expect(await callAsStaff(api, 'CONSOLE_SAVE_PACKAGE', editor, { ...pack, id: 'PKG_NOPE' })).toMatchObject({ code: -100, msg: '套餐不存在' });
  });

  const tariffOf = async (packageId: string) => (await api.deps.db.select().from(packageTariffs).where(eq(packageTariffs.packageId, packageId)))[0];
  const detailsOf = async (packageId: string) =>
    dataOf<{ voiceout: number; vsopin: number }>(await api.call('PACKAGE_DETAILS', { productId: packageId }, zhangWei));

  it('saves the rates with the package: the details page and the list read them, the audit entry names them', async () => {
    const created = dataOf<ConsolePackage>(
      await callAsStaff(api, 'CONSOLE_SAVE_PACKAGE', editor, { ...pack, voiceOutFenPerMinute: 20, callerDisplayFeeFen: 500 }),
    );
    expect(created).toMatchObject({ voiceOutFenPerMinute: 20, callerDisplayFeeFen: 500 });
    expect(await tariffOf(created.id)).toEqual({ packageId: created.id, voiceOutFenPerMinute: 20, callerDisplayFeeFen: 500 });
    expect(await detailsOf(created.id)).toMatchObject({ voiceout: 20, vsopin: 500 });

    await callAsStaff(api, 'CONSOLE_SAVE_PACKAGE', editor, { ...pack, id: created.id, voiceOutFenPerMinute: 10, callerDisplayFeeFen: 0 });
    expect(await detailsOf(created.id)).toMatchObject({ voiceout: 10, vsopin: 0 });
    const listed = dataOf<{ list: ConsolePackage[] }>(await callAsStaff(api, 'CONSOLE_PACKAGES', editor)).list;
    expect(listed).toContainEqual(expect.objectContaining({ id: created.id, voiceOutFenPerMinute: 10, callerDisplayFeeFen: 0 }));
    expect(listed).toContainEqual(expect.objectContaining({ id: 'PKG_KING_19', voiceOutFenPerMinute: 15, callerDisplayFeeFen: 600 }));

    const entries = await api.deps.db.select().from(auditLog).where(eq(auditLog.subjectId, created.id));
    expect(entries.map((entry) => [entry.action, entry.subjectType, entry.detail])).toEqual([
      ['create', 'package', expect.objectContaining({ voiceOutFenPerMinute: 20, callerDisplayFeeFen: 500 })],
      ['update', 'package', expect.objectContaining({ voiceOutFenPerMinute: 10, callerDisplayFeeFen: 0 })],
    ]);
  });

  it('shows a package without a tariff row at the standard rates it is billed at, and saving it writes the row', async () => {
    const created = dataOf<ConsolePackage>(await callAsStaff(api, 'CONSOLE_SAVE_PACKAGE', editor, pack));
    await api.deps.db.delete(packageTariffs).where(eq(packageTariffs.packageId, created.id));
    const listed = dataOf<{ list: ConsolePackage[] }>(await callAsStaff(api, 'CONSOLE_PACKAGES', editor)).list;
    expect(listed).toContainEqual(expect.objectContaining({ id: created.id, voiceOutFenPerMinute: 15, callerDisplayFeeFen: 0 }));
    expect(await detailsOf(created.id)).toMatchObject({ voiceout: 15, vsopin: 0 });

    await callAsStaff(api, 'CONSOLE_SAVE_PACKAGE', editor, { ...pack, id: created.id, voiceOutFenPerMinute: 18, callerDisplayFeeFen: 300 });
    expect(await tariffOf(created.id)).toEqual({ packageId: created.id, voiceOutFenPerMinute: 18, callerDisplayFeeFen: 300 });
  });

  it('checks the rates in fen with their caps in yuan, and a refused save changes neither package nor rates', async () => {
    const refusals: [Record<string, unknown>, string][] = [
      [{ voiceOutFenPerMinute: 1001 }, '语音超出资费不能超过10元/分钟'],
      [{ voiceOutFenPerMinute: -1 }, '语音超出资费不能为负数'],
      [{ voiceOutFenPerMinute: 1.5 }, '语音超出资费须为整数（分）'],
      [{ callerDisplayFeeFen: 10_001 }, '来电显示功能费不能超过100元/月'],
      [{ callerDisplayFeeFen: undefined }, '请填写来电显示功能费'],
    ];
    for (const [change, message] of refusals) {
      expect(await callAsStaff(api, 'CONSOLE_SAVE_PACKAGE', editor, { ...pack, id: 'PKG_STD_A', ...change }), message).toMatchObject({
        code: -100,
        msg: message,
      });
    }
    expect(await tariffOf('PKG_STD_A')).toEqual({ packageId: 'PKG_STD_A', voiceOutFenPerMinute: 15, callerDisplayFeeFen: 0 });
    const [standardA] = await api.deps.db.select().from(packages).where(eq(packages.id, 'PKG_STD_A'));
    expect(standardA?.name).toBe('标准卡A套餐');
  });

  it('saves the credit limit in fen with its cap in yuan; a save without it keeps it', async () => {
    const creditLimitOf = async (packageId: string) =>
      (await api.deps.db.select({ creditLimitFen: packages.creditLimitFen }).from(packages).where(eq(packages.id, packageId)))[0]?.creditLimitFen;
    const created = dataOf<ConsolePackage>(await callAsStaff(api, 'CONSOLE_SAVE_PACKAGE', editor, { ...pack, creditLimitFen: 5000 }));
    expect(created).toMatchObject({ creditLimitFen: 5000 });
    expect(await creditLimitOf(created.id)).toBe(5000);

    await callAsStaff(api, 'CONSOLE_SAVE_PACKAGE', editor, { ...pack, id: created.id, name: '畅享39元套餐（改）' });
    expect(await creditLimitOf(created.id)).toBe(5000);
    expect(await callAsStaff(api, 'CONSOLE_SAVE_PACKAGE', editor, { ...pack, id: created.id, creditLimitFen: 1_000_001 })).toMatchObject({
      code: -100,
      msg: '信用额度不能超过10000元',
    });
    await callAsStaff(api, 'CONSOLE_SAVE_PACKAGE', editor, { ...pack, id: created.id, creditLimitFen: 0 });
    const listed = dataOf<{ list: ConsolePackage[] }>(await callAsStaff(api, 'CONSOLE_PACKAGES', editor)).list;
    expect(listed).toContainEqual(expect.objectContaining({ id: created.id, creditLimitFen: 0 }));
    expect(listed).toContainEqual(expect.objectContaining({ id: 'PKG_STD_A', creditLimitFen: 3000 }));
    const entries = await api.deps.db.select().from(auditLog).where(eq(auditLog.subjectId, created.id));
    expect(entries.map((entry) => entry.detail)).toEqual([
      expect.objectContaining({ creditLimitFen: 5000 }),
      expect.objectContaining({ creditLimitFen: 5000 }),
      expect.objectContaining({ creditLimitFen: 0 }),
    ]);
  });

  it('is for editors only', async () => {
    const service = await logInStaff(api, DemoStaff.SERVICE);
    expect(await callAsStaff(api, 'CONSOLE_SAVE_PACKAGE', service, { ...pack, id: 'PKG_STD_A', voiceOutFenPerMinute: 99 })).toMatchObject({
      code: -100,
      msg: '无权执行此操作',
    });
    expect(await tariffOf('PKG_STD_A')).toMatchObject({ voiceOutFenPerMinute: 15 });
  });
});
