import { AUTO_TOP_UP_DEBITS_SHOWN, AutoTopUpMessage } from '@hall/contract/auto-top-up/rules';
import type { AutoTopUpRules, AutoTopUpStatus } from '@hall/contract/auto-top-up/schemas';
import { formatChinaMonth } from '@hall/contract/china-time';
import { isReachable } from '@hall/contract/number-state';
import { eq } from 'drizzle-orm';
import { autoTopUpContracts, members } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { invalid } from '../../platform/api-error.ts';
import { maskPhone } from '../../platform/masking.ts';
import type { BoundMember } from '../../platform/member-sessions.ts';
import { queueNotification } from '../../platform/notifications.ts';
import { createRandomToken } from '../../platform/secrets.ts';
import { EntrustedDebitRefusal, type ContractNotification } from '../../providers/wechat-papay/entrusted-debit.ts';
import { PaymentRejectedError } from '../../providers/wechat-pay/wechat-pay.ts';
import { NotificationKeyOf } from './auto-top-up-debit.ts';
import { queueSweepCheck } from './auto-top-up.schedule.ts';
import {
  countMonthTopUps,
  findContractByCode,
  findLiveContract,
  findSetting,
  insertContract,
  lockNumberForContracts,
  lockSignedContract,
  listLatestDebits,
  markContractEnded,
  markContractSigned,
  saveSetting,
} from './auto-top-up.repository.ts';

/** The name the contracts give WeChat Pay for their ENTRUST.* notifications. */
export const AUTO_TOP_UP_CONTRACT_HANDLER = 'autoTopUp';
/** Where the browser returns from WeChat's signing page. */
const SIGN_RETURN_PATH = '/autoRecharge?from=sign';

async function requireReachableNumber(deps: AppDeps, phone: string) {
  const subscriber = await deps.boss.findSubscriber(phone);
  if (!subscriber || !isReachable(subscriber.status)) {
    throw invalid(AutoTopUpMessage.NUMBER_NOT_IN_SERVICE);
  }
  return subscriber;
}

/** AUTO_TOP_UP_STATUS: the rules, the contract, this month's count and the latest debits of the active number. */
export async function readAutoTopUpStatus(deps: AppDeps, member: BoundMember): Promise<AutoTopUpStatus> {
  const phone = member.boundPhone;
  const [subscriber, setting, contract, debits] = await Promise.all([
    deps.boss.findSubscriber(phone),
    findSetting(deps.db, phone),
    findLiveContract(deps.db, phone),
    listLatestDebits(deps.db, phone, AUTO_TOP_UP_DEBITS_SHOWN),
  ]);
  const usedThisMonth = contract?.state === 'signed' ? await countMonthTopUps(deps.db, contract.id, formatChinaMonth(deps.now())) : 0;
  return {
    balanceFen: subscriber?.balanceFen ?? 0,
    rules: setting ? { thresholdFen: setting.thresholdFen, amountFen: setting.amountFen, monthlyLimit: setting.monthlyLimit } : null,
    contractState: contract && contract.state !== 'terminated' ? contract.state : 'none',
    signedAt: contract?.signedAt?.toISOString() ?? null,
    usedThisMonth,
    debits: debits.map((debit) => ({
      id: debit.id,
      amountFen: debit.amountFen,
      status: debit.status,
      attempt: debit.attempt,
      createdAt: debit.createdAt.toISOString(),
    })),
  };
}

/** AUTO_TOP_UP_SAVE: the rules of the active number (the contract, if signed, debits by them from now on). */
export async function saveAutoTopUpRules(deps: AppDeps, member: BoundMember, rules: AutoTopUpRules): Promise<AutoTopUpStatus> {
  await requireReachableNumber(deps, member.boundPhone);
  const live = await findLiveContract(deps.db, member.boundPhone);
  if (live?.state === 'signed' && live.memberId !== member.id) {
    // The debits come from the signer's WeChat Pay: another holder of the number may end the contract, not raise them.
    throw invalid(AutoTopUpMessage.OTHER_SIGNER);
  }
  await saveSetting(deps.db, { phone: member.boundPhone, memberId: member.id, ...rules, updatedAt: deps.now() });
  // A threshold raised above the balance tops up at the next sweep, as a fall below it would.
  return readAutoTopUpStatus(deps, member);
}

function refusalMessage(error: unknown): never {
  if (error instanceof EntrustedDebitRefusal && error.code === 'NOT_OFFERED') {
    throw invalid(AutoTopUpMessage.NOT_OFFERED);
  }
  throw error;
}

/** AUTO_TOP_UP_SIGN: where the member signs the entrusted-debit contract; a signing one is reused. */
export async function startAutoTopUpSigning(deps: AppDeps, member: BoundMember): Promise<{ signUrl: string }> {
  const phone = member.boundPhone;
  await requireReachableNumber(deps, phone);
  if (!(await findSetting(deps.db, phone))) {
    throw invalid(AutoTopUpMessage.RULES_FIRST);
  }
  const [account] = await deps.db.select({ isSnapshotUser: members.isSnapshotUser }).from(members).where(eq(members.id, member.id));
  if (!account || account.isSnapshotUser) {
    throw invalid(AutoTopUpMessage.SNAPSHOT_USER);
  }
  const now = deps.now();
  // Two taps, or two holders, at once: the number's lock lets one find the other's signing.
  const contract = await deps.db.transaction(async (tx) => {
    await lockNumberForContracts(tx, phone);
    const live = await findLiveContract(tx, phone);
    if (live?.state === 'signed') {
      throw invalid(AutoTopUpMessage.ALREADY_SIGNED);
    }
    if (live?.memberId === member.id) {
      return live;
    }
    if (live) {
      // Another holder's unfinished signing gives way: one signing contract of a number at a time.
      await markContractEnded(tx, live.id, 'member', now);
    }
    return insertContract(tx, {
      phone,
      memberId: member.id,
      outContractCode: `C${now.toISOString().replace(/\D/g, '').slice(0, 14)}${createRandomToken()
        .replace(/[^A-Za-z0-9]/g, '')
        .slice(0, 17)}`,
      state: 'signing',
      createdAt: now,
    });
  });
  try {
    const { redirectUrl } = await deps.providers.entrustedDebit.preEntrustSign({
      outContractCode: contract.outContractCode,
      displayAccount: maskPhone(phone),
      openid: member.openid,
      returnUrl: SIGN_RETURN_PATH,
      notifyHandler: AUTO_TOP_UP_CONTRACT_HANDLER,
    });
    return { signUrl: redirectUrl };
  } catch (error) {
    return refusalMessage(error);
  }
}

/** AUTO_TOP_UP_CANCEL: terminates the contract at WeChat Pay, then here; a signing one just ends. */
export async function cancelAutoTopUp(deps: AppDeps, member: BoundMember): Promise<AutoTopUpStatus> {
  const live = await findLiveContract(deps.db, member.boundPhone);
  if (!live) {
    throw invalid(AutoTopUpMessage.NOT_SIGNED);
  }
  if (live.state === 'signed' && live.contractId) {
    try {
      await deps.providers.entrustedDebit.terminateContract(live.contractId, '用户在营业厅关闭自动充值');
    } catch (error) {
      refusalMessage(error);
    }
  }
  await deps.db.transaction(async (tx) => {
    const ended = await markContractEnded(tx, live.id, 'member', deps.now());
    if (ended?.signedAt) {
      await queueNotification(tx, { kind: 'autoTopUpEnded', phone: ended.phone, params: {}, dedupeKey: NotificationKeyOf.ended(ended.id), now: deps.now() });
    }
  });
  return readAutoTopUpStatus(deps, member);
}

/**
 * ENTRUST.SIGN and ENTRUST.TERMINATE: a signing contract becomes signed once (and the number is
 * checked at once, should its balance be below the threshold already); a signed one ended at
 * WeChat's side ends here too. Repeated notifications change nothing twice.
 */
export async function settleContractNotification(deps: AppDeps, change: ContractNotification): Promise<void> {
  const contract = await findContractByCode(deps.db, change.outContractCode);
  if (!contract) {
    throw new PaymentRejectedError('unknown contract code');
  }
  if (change.state === 'SIGNED') {
    const signed = await deps.db.transaction(async (tx) => {
      await lockNumberForContracts(tx, contract.phone);
      const other = await lockSignedContract(tx, contract.phone);
      if (other && other.id !== contract.id) {
        // The number is signed under another contract already: this one would debit twice.
        await markContractEnded(tx, contract.id, 'member', change.changedAt);
        return null;
      }
      return markContractSigned(tx, contract.id, change.contractId, change.changedAt);
    });
    if (signed) {
      await queueSweepCheck(deps, signed.phone);
      return;
    }
    const [current] = await deps.db.select().from(autoTopUpContracts).where(eq(autoTopUpContracts.id, contract.id));
    if (current?.state === 'terminated' && current.contractId === null) {
      // Signed at WeChat after it was given up here (cancelled, or another signing took its place):
      // it would debit nobody's rules, so it ends at WeChat Pay too.
      await deps.providers.entrustedDebit.terminateContract(change.contractId, '签约已在营业厅取消');
    }
    return;
  }
  if (contract.contractId !== change.contractId) {
    throw new PaymentRejectedError('the contract id differs from ours');
  }
  await deps.db.transaction(async (tx) => {
    const ended = await markContractEnded(tx, contract.id, 'wechat', change.changedAt);
    if (ended) {
      await queueNotification(tx, { kind: 'autoTopUpEnded', phone: ended.phone, params: {}, dedupeKey: NotificationKeyOf.ended(ended.id), now: deps.now() });
    }
  });
}
