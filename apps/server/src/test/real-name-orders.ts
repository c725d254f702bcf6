import type { IssuedRealNameOrder } from '@hall/contract/console-real-name/schemas';
import { callAsStaff, DemoStaff, logInStaff } from './staff-session.ts';
import type { TestApp } from './test-app.ts';

/** Issues a real-name supplement link for a number as customer service does in the console; answers the order id. */
export async function issueRealNameLink(api: TestApp, phone: string, reason = '入网资料不全，补录实名'): Promise<string> {
  const cookie = await logInStaff(api, DemoStaff.SERVICE);
  const issued = await callAsStaff(api, 'CONSOLE_REAL_NAME_ORDER_ISSUE', cookie, { phone, reason });
  if (issued.code !== 1) {
    throw new Error(`real-name link for ${phone} refused: ${issued.msg}`);
  }
  return (issued.data as IssuedRealNameOrder).order.id;
}
