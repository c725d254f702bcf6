import type { Envelope } from '@hall/contract/codes';
import type { ConsoleRechargeProduct } from '@hall/contract/console-catalogue/schemas';
import type { ConsolePackage } from '@hall/contract/console-content/schemas';
import { schemas } from '@hall/contract/schemas';
import { editRechargeProduct } from '../domain/catalogue.ts';
import { callAsStaff } from './staff-session.ts';
import type { TestApp } from './test-app.ts';

const listOf = <T>(body: Envelope) => (body.data as { list: T[] }).list;

function found<T>(item: T | undefined, what: string): T {
  if (!item) {
    throw new Error(`no ${what}`);
  }
  return item;
}

/** A recharge product as the console's editor reads it. */
export async function readConsoleRechargeProduct(api: TestApp, editor: string, id: string): Promise<ConsoleRechargeProduct> {
  const list = listOf<ConsoleRechargeProduct>(await callAsStaff(api, 'CONSOLE_RECHARGE_PRODUCTS', editor));
  return found(
    list.find((item) => item.id === id),
    `recharge product ${id}`,
  );
}

/** A package as the console's editor reads it. */
export async function readConsolePackage(api: TestApp, editor: string, id: string): Promise<ConsolePackage> {
  const list = listOf<ConsolePackage>(await callAsStaff(api, 'CONSOLE_PACKAGES', editor));
  return found(
    list.find((item) => item.id === id),
    `package ${id}`,
  );
}

/** The console's edit of a recharge product in a transaction that then rolls back (as when its audit entry fails). */
export async function renameRechargeProductRolledBack(api: TestApp, product: ConsoleRechargeProduct, name: string): Promise<void> {
  const failure = new Error('the audit entry failed');
  const edit = api.deps.db.transaction(async (tx) => {
    await editRechargeProduct(tx, schemas.CONSOLE_UPDATE_RECHARGE_PRODUCT.request.parse({ ...product, name }));
    throw failure;
  });
  await edit.then(
    () => {
      throw new Error('the edit was not rolled back');
    },
    (error: unknown) => {
      if (error !== failure) {
        throw error;
      }
    },
  );
}
