import type { Envelope } from '@hall/contract/codes';
import { endpoints } from '@hall/contract/endpoints';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LISTENER_APPLICATION_NAME } from '../db/change-listener.ts';
import { rechargeProducts } from '../db/schema.ts';
import { canRunFleet, FLEET_NEEDS_POSTGRESQL, NOTIFICATION_WAIT, openSecondApp, type SecondApp, waitUntilListening } from '../test/second-instance.ts';
import { callAsStaff, DemoStaff, logInStaff } from '../test/staff-session.ts';
import { readConsolePackage, readConsoleRechargeProduct, renameRechargeProductRolledBack } from '../test/console-catalogue.ts';
import { createTestApp, DemoUser, type TestApp } from '../test/test-app.ts';

// Each instance keeps the catalogue in its process; a console edit on one instance reaches every
// other through PostgreSQL's NOTIFY, sent in the edit's transaction (so a rolled-back edit tells
// nobody). While an instance's listening connection is down it keeps nothing, and when it listens
// again it drops what it had, since a notification sent meanwhile was missed.

let api: TestApp;
let second: SecondApp;
let editor: string;
let zhangWei: string;

const dataOf = <T>(body: Envelope) => body.data as T;

interface HallProducts {
  dayFlow: { productId: string; name: string }[];
  monthFlow: { productId: string; name: string }[];
  userprod: { list: { productId: string; name: string }[] };
}

/** The hall's products as the second instance answers them. */
async function readProductsOnSecond(): Promise<HallProducts> {
  const response = await second.app.inject({ method: 'POST', url: endpoints.RECHARGE_PRODUCT.path, payload: { token: zhangWei } });
  return dataOf<HallProducts>(response.json<Envelope>());
}
const nameOnSecond = async (group: 'dayFlow' | 'monthFlow', productId: string) =>
  (await readProductsOnSecond())[group].find((item) => item.productId === productId)?.name;
const packagesOnSecond = async () => (await readProductsOnSecond()).userprod.list.map((item) => item.productId);

const consoleProduct = (id: string) => readConsoleRechargeProduct(api, editor, id);
const consolePackage = (id: string) => readConsolePackage(api, editor, id);

/** A change no edit announces: an instance shows it only if it reads the table again. */
const renameUnannounced = (id: string, name: string) => api.deps.db.update(rechargeProducts).set({ name }).where(eq(rechargeProducts.id, id));

const waitUntilBothListen = () => waitUntilListening(api.deps.catalogueCache, second.deps.catalogueCache);

beforeAll(async () => {
  if (!canRunFleet) {
    return;
  }
  api = await createTestApp();
  second = await openSecondApp(api);
  editor = await logInStaff(api, DemoStaff.EDITOR);
  zhangWei = await api.logInAs(DemoUser.BOUND_NORMAL);
  await waitUntilBothListen();
});

afterAll(async () => {
  await second?.close();
  await api?.close();
});

describe.skipIf(!canRunFleet)(`the catalogue kept by two instances (skipped without PostgreSQL: ${FLEET_NEEDS_POSTGRESQL})`, () => {
  it('shows a console edit made on one instance on the other once the notification has come', async () => {
    expect(await nameOnSecond('dayFlow', 'DAY_2G')).toBe('2GB日包');
    const product = await consoleProduct('DAY_2G');
    expect(await callAsStaff(api, 'CONSOLE_UPDATE_RECHARGE_PRODUCT', editor, { ...product, name: '2GB畅享日包' })).toMatchObject({ code: 1 });
    await vi.waitFor(async () => expect(await nameOnSecond('dayFlow', 'DAY_2G')).toBe('2GB畅享日包'), NOTIFICATION_WAIT);

    expect(await packagesOnSecond()).toContain('PKG_STD_E');
    const pack = await consolePackage('PKG_STD_E');
    expect(await callAsStaff(api, 'CONSOLE_SAVE_PACKAGE', editor, { ...pack, isOrderable: false })).toMatchObject({ code: 1 });
    await vi.waitFor(async () => expect(await packagesOnSecond()).not.toContain('PKG_STD_E'), NOTIFICATION_WAIT);
  });

  it('tells no instance of an edit whose transaction rolled back', async () => {
    expect(await nameOnSecond('dayFlow', 'DAY_5G')).toBe('5GB日包');
    expect(await packagesOnSecond()).toContain('PKG_STD_A');
    const product = await consoleProduct('DAY_5G');
    await renameRechargeProductRolledBack(api, product, '撤销的名称');
    await renameUnannounced('DAY_5G', '未公告的名称');
    // A committed package edit after it: once the second instance has its notification, it would
    // have had the rolled-back one's too (notifications arrive in commit order).
    const pack = await consolePackage('PKG_STD_A');
    expect(await callAsStaff(api, 'CONSOLE_SAVE_PACKAGE', editor, { ...pack, isOrderable: false })).toMatchObject({ code: 1 });
    await vi.waitFor(async () => expect(await packagesOnSecond()).not.toContain('PKG_STD_A'), NOTIFICATION_WAIT);
    expect(await nameOnSecond('dayFlow', 'DAY_5G')).toBe('5GB日包');
  });

  it('reads right after its listening connection was lost, and keeps the catalogue again once it listens again', async () => {
    expect(await nameOnSecond('monthFlow', 'MONTH_2G')).toBe('2GB月包');
    await api.deps.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`,
    );
    // Made while nobody listens: its notification, had it been sent, would be lost.
    await renameUnannounced('MONTH_2G', '2GB月包（新）');
    await vi.waitFor(async () => expect(await nameOnSecond('monthFlow', 'MONTH_2G')).toBe('2GB月包（新）'), NOTIFICATION_WAIT);

    await waitUntilBothListen();
    expect(await nameOnSecond('monthFlow', 'MONTH_5G')).toBe('5GB月包');
    await renameUnannounced('MONTH_5G', '5GB月包（未公告）');
    expect(await nameOnSecond('monthFlow', 'MONTH_5G')).toBe('5GB月包');
    const product = await consoleProduct('MONTH_5G');
    expect(await callAsStaff(api, 'CONSOLE_UPDATE_RECHARGE_PRODUCT', editor, { ...product, name: '5GB畅享月包' })).toMatchObject({ code: 1 });
    await vi.waitFor(async () => expect(await nameOnSecond('monthFlow', 'MONTH_5G')).toBe('5GB畅享月包'), NOTIFICATION_WAIT);
  });
});
