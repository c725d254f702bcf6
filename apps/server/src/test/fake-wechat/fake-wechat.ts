import { fakeBill } from './fake-bill.ts';
import type { FakeWechatKeys } from './fake-keys.ts';
import { fakeMessages } from './fake-messages.ts';
import { fakeOfficialAccount } from './fake-official-account.ts';
import { fakePay } from './fake-pay.ts';
import { startFakeWechat } from './fake-wechat-server.ts';

/**
 * Every part of the fake WeChat together: what the server tests and the browser journeys run against.
 * Each part lives in its own file (fake-<part>.ts) and adds itself here.
 */
export const fakeWechatModules = {
  officialAccount: fakeOfficialAccount,
  messages: fakeMessages,
  pay: fakePay,
  bill: fakeBill,
};

export function startFullFakeWechat(options: { keys?: FakeWechatKeys; port?: number } = {}) {
  return startFakeWechat(fakeWechatModules, options);
}

export type FullFakeWechat = Awaited<ReturnType<typeof startFullFakeWechat>>;
