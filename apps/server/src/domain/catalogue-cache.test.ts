import type { Envelope } from '@hall/contract/codes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rechargeProducts } from '../db/schema.ts';
import { callAsStaff, DemoStaff, logInStaff } from '../test/staff-session.ts';
import { readConsolePackage, readConsoleRechargeProduct, renameRechargeProductRolledBack } from '../test/console-catalogue.ts';
import { createTestApp, DemoUser, type TestApp } from '../test/test-app.ts';

// The catalogue the hall reads is kept in the process: an edit made on this instance is read back
// at once, and an edit whose transaction rolls back leaves the kept catalogue as it was.

let api: TestApp;
let editor: string;
let zhangWei: string;

const dataOf = <T>(body: Envelope) => body.data as T;

interface HallProducts {
  dayFlow: { productId: string; name: string }[];
  userprod: { list: { productId: string; name: string }[] };
}
const readHallProducts = async () => dataOf<HallProducts>(await api.call('RECHARGE_PRODUCT', {}, zhangWei));
const nameOfDayFlow = async (productId: string) => (await readHallProducts()).dayFlow.find((item) => item.productId === productId)?.name;

const consoleProduct = (id: string) => readConsoleRechargeProduct(api, editor, id);
const consolePackage = (id: string) => readConsolePackage(api, editor, id);

beforeAll(async () => {
  api = await createTestApp();
  editor = await logInStaff(api, DemoStaff.EDITOR);
  zhangWei = await api.logInAs(DemoUser.BOUND_NORMAL);
  // On PostgreSQL nothing is kept until the instance listens for the edits of others.
  await vi.waitFor(() => expect(api.deps.catalogueCache.isListening()).toBe(true));
});
afterAll(() => api.close());

describe('the catalogue kept in the process', () => {
  it('answers a read right after a console edit on the same instance with the edit', async () => {
    expect(await nameOfDayFlow('DAY_2G')).toBe('2GB日包');
    const product = await consoleProduct('DAY_2G');
    expect(await callAsStaff(api, 'CONSOLE_UPDATE_RECHARGE_PRODUCT', editor, { ...product, name: '2GB畅享日包' })).toMatchObject({ code: 1 });
    expect(await nameOfDayFlow('DAY_2G')).toBe('2GB畅享日包');

    expect((await readHallProducts()).userprod.list.map((item) => item.productId)).toContain('PKG_STD_E');
    expect(await api.call('PACKAGE_DETAILS', { productId: 'PKG_STD_E' }, zhangWei)).toMatchObject({ code: 1, data: { name: '标准卡E套餐' } });
    const pack = await consolePackage('PKG_STD_E');
    expect(await callAsStaff(api, 'CONSOLE_SAVE_PACKAGE', editor, { ...pack, name: '标准卡E升级套餐', isOrderable: false })).toMatchObject({ code: 1 });
    expect((await readHallProducts()).userprod.list.map((item) => item.productId)).not.toContain('PKG_STD_E');
    expect(await api.call('PACKAGE_DETAILS', { productId: 'PKG_STD_E' }, zhangWei)).toMatchObject({ code: 1, data: { name: '标准卡E升级套餐' } });
  });

  it('keeps what it holds when an edit’s transaction rolls back', async () => {
    expect(await nameOfDayFlow('DAY_5G')).toBe('5GB日包');
    const product = await consoleProduct('DAY_5G');
    await renameRechargeProductRolledBack(api, product, '撤销的名称');
    // A change no edit announced: only a read of the table would show it.
    await api.deps.db.update(rechargeProducts).set({ name: '未公告的名称' }).where(eq(rechargeProducts.id, 'DAY_5G'));
    expect(await nameOfDayFlow('DAY_5G')).toBe('5GB日包');
  });
});
