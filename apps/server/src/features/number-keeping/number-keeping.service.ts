import { formatChinaDate, formatChinaDateTime } from '@hall/contract/china-time';
import { formatYuan } from '@hall/contract/money';
import {
  findKeepEnd,
  formatKeepEndDate,
  KEEP_MONTH_CHOICES,
  NumberKeepingMessage,
  OwnerCheckBy,
  type OwnerCheckByValue,
} from '@hall/contract/number-keeping/rules';
import type { NumberKeepingStatus } from '@hall/contract/number-keeping/schemas';
import { canTransition, isReachable, NumberStateMessage, numberStateLabel, type NumberState } from '@hall/contract/number-state';
import type { OperationOutput, OperationRequest } from '@hall/contract/schemas';
import { SmsCodeType } from '@hall/contract/sms/rules';
import { readCreditSettings } from '../../boss/credit-settings.ts';
import { moveNumber } from '../../boss/number-state-machine.ts';
import { recordServiceOrder, type NewServiceOrder } from '../../boss/service-orders.ts';
import type { AppDeps } from '../../deps.ts';
import { invalid } from '../../platform/api-error.ts';
import { maskPhone } from '../../platform/masking.ts';
import type { BoundMember } from '../../platform/member-sessions.ts';
import { describeRefusedPassword } from '../../platform/service-password.ts';
import { findNumber, lockNumber, setKeptUntil } from './number-keeping.repository.ts';

// 停机保号, its early end, and the SIM card's PUK, for the bound number's owner. Each write checks the
// number's state before the owner's secret (a needless request spends no try of the password or
// code), checks the secret, then checks the state again under the number's lock and moves it through
// the state machine, which records the change and queues its SMS in the same transaction.

interface NumberSnapshot {
  status: NumberState;
  balanceFen: number;
}

interface OwnerProof {
  checkBy: OwnerCheckByValue;
  phonePassword?: string;
  code?: string;
}

/** The owner's service password, or the type 09 SMS code sent to the number. */
async function checkOwner(deps: AppDeps, phone: string, proof: OwnerProof): Promise<void> {
  if (proof.checkBy === OwnerCheckBy.PASSWORD) {
    const check = await deps.boss.verifyServicePassword(phone, proof.phonePassword ?? '', { now: deps.now() });
    if (check.outcome !== 'accepted') {
      throw invalid(describeRefusedPassword(check, '服务密码'));
    }
    return;
  }
  await deps.oneTimeCodes.verify({ phone, purpose: SmsCodeType.NUMBER_SERVICE, code: proof.code ?? '' });
}

function refuseCancelled(number: NumberSnapshot | null): asserts number is NumberSnapshot {
  if (!number || !isReachable(number.status)) {
    throw invalid(NumberKeepingMessage.NUMBER_CANCELLED);
  }
}

/** 停机保号 is for a number in service that owes nothing. */
function refuseUnlessKeepable(number: NumberSnapshot | null): void {
  refuseCancelled(number);
  if (number.status === 'keptSuspended') {
    throw invalid(NumberKeepingMessage.ALREADY_KEPT);
  }
  if (number.balanceFen < 0) {
    throw invalid(NumberKeepingMessage.KEEP_OWING);
  }
  if (!canTransition('keepSuspension', number.status)) {
    throw invalid(NumberStateMessage.NOT_ALLOWED(number.status));
  }
}

function refuseUnlessKept(number: NumberSnapshot | null): void {
  refuseCancelled(number);
  if (number.status !== 'keptSuspended') {
    throw invalid(NumberKeepingMessage.NOT_KEPT);
  }
}

/** NUMBER_KEEPING_STATUS: the bound number's state, balance, keep end and fee, and whether its card's PUK is on record. */
export async function readKeepingStatus(deps: AppDeps, member: BoundMember): Promise<NumberKeepingStatus> {
  const number = await findNumber(deps.db, member.boundPhone);
  refuseCancelled(number);
  const { keepFeeFen } = await readCreditSettings(deps.db);
  const now = deps.now();
  return {
    phone: maskPhone(member.boundPhone),
    state: number.status,
    stateLabel: numberStateLabel(number.status),
    keptUntil: number.status === 'keptSuspended' && number.keptUntil ? number.keptUntil.toISOString() : null,
    balance: number.balanceFen,
    keepFeeFen,
    keepEndDates: KEEP_MONTH_CHOICES.map((months) => formatKeepEndDate(now, months)),
    iccidTail: number.iccid.slice(-4),
    hasPuk: number.puk !== null,
  };
}

function describeKeepOrder(order: { phone: string; changeId: number; months: number; endDate: string; keepFeeFen: number; now: Date }): NewServiceOrder {
  return {
    kind: 'numberKeeping',
    reference: `keep:${order.changeId}`,
    phone: order.phone,
    name: '停机保号',
    checkStatus: '审核通过',
    summary: `保号${order.months}个月，至${order.endDate}`,
    details: [
      { title: '业务名称', content: '停机保号' },
      { title: '保号时长', content: `${order.months}个月` },
      { title: '到期日期', content: `${order.endDate}（当日自动复机）` },
      { title: '保号费', content: `${formatYuan(order.keepFeeFen)}元/月` },
      { title: '办理时间', content: formatChinaDateTime(order.now) },
    ],
    tips: '保号期间号码停止通话、上网和短信，每月收取保号费；可随时提前复机。',
    createdAt: order.now,
  };
}

function describeResumeOrder(order: { phone: string; changeId: number; stateLabel: string; now: Date }): NewServiceOrder {
  return {
    kind: 'numberKeeping',
    reference: `resume:${order.changeId}`,
    phone: order.phone,
    name: '停机保号复机',
    checkStatus: '审核通过',
    summary: '提前结束停机保号',
    details: [
      { title: '业务名称', content: '停机保号复机' },
      { title: '号码状态', content: order.stateLabel },
      { title: '办理时间', content: formatChinaDateTime(order.now) },
    ],
    tips: '号码已恢复通话、上网和短信，按套餐收取月租。',
    createdAt: order.now,
  };
}

/** KEEP_NUMBER: 停机保号 for 1 … 12 months, ending the China day that many months on. */
export async function keepNumber(deps: AppDeps, member: BoundMember, input: OperationRequest<'KEEP_NUMBER'>): Promise<OperationOutput<'KEEP_NUMBER'>> {
  const phone = member.boundPhone;
  refuseUnlessKeepable(await findNumber(deps.db, phone));
  await checkOwner(deps, phone, input);
  const now = deps.now();
  const keptUntil = findKeepEnd(now, input.months);
  const endDate = formatChinaDate(keptUntil);
  const { keepFeeFen } = await readCreditSettings(deps.db);
  return deps.db.transaction(async (tx) => {
    refuseUnlessKeepable(await lockNumber(tx, phone));
    // Set first: the move's notice (保号期至…) reads it.
    await setKeptUntil(tx, phone, keptUntil);
    const moved = await moveNumber(tx, { phone, transition: 'keepSuspension', now });
    await recordServiceOrder(tx, describeKeepOrder({ phone, changeId: moved.changeId, months: input.months, endDate, keepFeeFen, now }));
    return { keptUntil: keptUntil.toISOString(), endDate };
  });
}

/** RESUME_KEPT_NUMBER: the keep ends now; the number is back in service (owing when its balance is below zero). */
export async function resumeKeptNumber(
  deps: AppDeps,
  member: BoundMember,
  input: OperationRequest<'RESUME_KEPT_NUMBER'>,
): Promise<OperationOutput<'RESUME_KEPT_NUMBER'>> {
  const phone = member.boundPhone;
  refuseUnlessKept(await findNumber(deps.db, phone));
  await checkOwner(deps, phone, input);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    refuseUnlessKept(await lockNumber(tx, phone));
    const moved = await moveNumber(tx, { phone, transition: 'keepResumption', now });
    const stateLabel = numberStateLabel(moved.to);
    await recordServiceOrder(tx, describeResumeOrder({ phone, changeId: moved.changeId, stateLabel, now }));
    return { state: moved.to, stateLabel };
  });
}

/**
 * PUK_QUERY: the bound number's card's PUK after the owner's check. A card without one on record is
 * refused before the check (nothing to spend a try on). The code is in the answer only: never
 * logged, never in an order or the audit log.
 */
export async function readPuk(deps: AppDeps, member: BoundMember, input: OperationRequest<'PUK_QUERY'>): Promise<OperationOutput<'PUK_QUERY'>> {
  const phone = member.boundPhone;
  const number = await findNumber(deps.db, phone);
  refuseCancelled(number);
  if (!number?.puk) {
    throw invalid(NumberKeepingMessage.PUK_NOT_ON_RECORD);
  }
  await checkOwner(deps, phone, input);
  return { iccidTail: number.iccid.slice(-4), puk: number.puk };
}
