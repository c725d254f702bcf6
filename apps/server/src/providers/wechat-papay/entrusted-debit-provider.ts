import type { Config } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import { wechatProviderOf } from '../wechat-credentials.ts';
import { EntrustedDebitRefusal, type EntrustedDebit } from './entrusted-debit.ts';
import { createSandboxEntrustedDebit, type SandboxEntrustedDebit } from './sandbox-entrusted-debit.ts';

/** What every call answers while no real adapter is configured: the hall says auto top-up is not offered. */
function notOffered(): never {
  throw new EntrustedDebitRefusal('NOT_OFFERED', 'no entrusted-debit adapter is configured for WECHAT_PROVIDER=wechat');
}

/**
 * The entrusted debit as WECHAT_PROVIDER says: the sandbox (its signing page at /sandbox/papay),
 * with the same keys as the sandbox WeChat Pay; with the real WeChat Pay, no adapter yet, so every
 * call is refused as not offered (the real v3 papay adapter is future work).
 */
export function createEntrustedDebitProvider(
  config: Config,
  db: Db,
  secretKey: string,
  now: () => Date,
): { entrustedDebit: EntrustedDebit; sandboxEntrustedDebit: SandboxEntrustedDebit | null } {
  if (wechatProviderOf(config) === 'sandbox') {
    const sandbox = createSandboxEntrustedDebit(db, config.WECHAT_PAY_API_KEY ?? secretKey, now);
    return { entrustedDebit: sandbox, sandboxEntrustedDebit: sandbox };
  }
  return {
    entrustedDebit: {
      preEntrustSign: async () => notOffered(),
      queryContract: async () => notOffered(),
      terminateContract: async () => notOffered(),
      applyDebit: async () => notOffered(),
      queryDebit: async () => notOffered(),
      readContractNotification: async () => ({ isGenuine: false, reason: 'unknown serial' }),
    },
    sandboxEntrustedDebit: null,
  };
}
