import { isInService } from '@hall/contract/number-state';
import { AuthType, IdentityCheckMessage } from '@hall/contract/identity/rules';
import { CallerMessage, CallerOrderMessage, CallType, expectedEffectType, isCancellable, OperType } from '@hall/contract/caller/rules';
import type { CallerPackage } from '@hall/contract/caller/schemas';
import { ResponseCode } from '@hall/contract/codes';
import type { OperationRequest } from '@hall/contract/schemas';
import type { CallerService } from '../../boss/boss.ts';
import type { AppDeps } from '../../deps.ts';
import { ApiError } from '../../platform/api-error.ts';
import { maskPhone } from '../../platform/masking.ts';
import type { BoundMember } from '../../platform/member-sessions.ts';

const STATUS_CODE: Record<CallerService['status'], CallerPackage['status']> = { none: 0, open: 1, cancelled: 2 };

/** The spec's order failure: code -100 with the message, also as data.code / data.msg. */
function refuseOrder(message: string): ApiError {
  return new ApiError(ResponseCode.INVALID, message, { code: ResponseCode.INVALID, msg: message });
}

function formatYuan(fen: number): string {
  return String(Number((fen / 100).toFixed(2)));
}

/** PACKAGE_LIST (type 3): the caller services with their state on the bound number, and its balance. */
export async function listCallerPackages(deps: AppDeps, member: BoundMember): Promise<{ list: CallerPackage[]; balance: number }> {
  const [services, subscriber] = await Promise.all([deps.boss.listCallerServices(member.boundPhone, deps.now()), deps.boss.findSubscriber(member.boundPhone)]);
  return {
    list: services.map((service) => ({
      packageId: service.packageId,
      callType: service.callType,
      title: service.title,
      detail: service.detail,
      postage: service.monthlyFeeFen,
      status: STATUS_CODE[service.status],
      expiryTime: service.status === 'cancelled' && service.expiresAt ? service.expiresAt.toISOString() : '',
      forwardTo: service.status !== 'none' && service.forwardTo ? maskPhone(service.forwardTo) : '',
    })),
    balance: subscriber?.balanceFen ?? 0,
  };
}

/** Call forwarding needs the passed CALL_DIVERT face check of the number's owner and a target number. */
async function checkForwardingOrder(
  deps: AppDeps,
  member: BoundMember,
  input: OperationRequest<'PACKAGE_ORDER'>,
): Promise<{ bizNo: string; forwardTo: string }> {
  if (!input.forwardTo) {
    throw refuseOrder(CallerMessage.FORWARD_TO_REQUIRED);
  }
  if (input.forwardTo === member.boundPhone) {
    throw refuseOrder(CallerMessage.FORWARD_TO_OWN);
  }
  if (!input.biz_no) {
    throw new ApiError(ResponseCode.IDENTITY_FAILED, CallerMessage.FACE_CHECK_REQUIRED);
  }
  const check = await deps.identityChecks.readPassed({ memberId: member.id, bizNo: input.biz_no });
  if (check.authType !== AuthType.CALL_DIVERT || check.consumedAt) {
    throw new ApiError(ResponseCode.IDENTITY_FAILED, IdentityCheckMessage.USED_OR_MISMATCHED);
  }
  const subscriber = await deps.boss.findSubscriber(member.boundPhone);
  const isOwner = subscriber !== null && subscriber.ownerName === check.ownerName && subscriber.idNumber.slice(-6).toUpperCase() === check.idHint.toUpperCase();
  if (!isOwner) {
    throw new ApiError(ResponseCode.IDENTITY_FAILED, CallerMessage.OWNER_MISMATCH);
  }
  return { bizNo: input.biz_no, forwardTo: input.forwardTo };
}

/**
 * PACKAGE_ORDER: opens (operType 1, effectType 0) or cancels (operType 0; effectType 1 for
 * 来电提醒 at month end, 0 for 呼转 at once) a caller service of the bound number. Opening
 * takes the monthly fee from the balance.
 */
export async function orderCallerPackage(
  deps: AppDeps,
  member: BoundMember,
  input: OperationRequest<'PACKAGE_ORDER'>,
): Promise<{ balance: number; chargedFen: number }> {
  const phone = member.boundPhone;
  const now = deps.now();
  const service = (await deps.boss.listCallerServices(phone, now)).find((item) => item.packageId === input.packageId);
  if (!service) {
    throw refuseOrder(CallerMessage.SERVICE_NOT_FOUND);
  }
  if (input.effectType !== expectedEffectType(service.callType, input.operType)) {
    throw refuseOrder(CallerMessage.EFFECT_TYPE_WRONG);
  }

  if (input.operType === OperType.CANCEL) {
    if (!isCancellable(service.callType)) {
      throw refuseOrder(CallerOrderMessage.notCancellable(service.title));
    }
    if (service.status !== 'open') {
      throw refuseOrder(service.status === 'cancelled' ? CallerOrderMessage.alreadyCancelled(service.title) : CallerOrderMessage.notOpened(service.title));
    }
    const cancelled = await deps.boss.cancelCallerService({ phone, packageId: service.packageId, isImmediate: input.effectType === 0, now });
    if (cancelled.outcome !== 'done') {
      throw refuseOrder(CallerOrderMessage.notOpened(service.title));
    }
    return { balance: cancelled.balanceFen, chargedFen: 0 };
  }

  const subscriber = await deps.boss.findSubscriber(phone);
  if (!subscriber || !isInService(subscriber.status)) {
    throw refuseOrder(CallerMessage.NUMBER_NOT_IN_SERVICE);
  }
  if (service.status === 'open') {
    throw refuseOrder(CallerOrderMessage.alreadyOpened(service.title));
  }
  let forwardTo: string | null = null;
  if (service.callType === CallType.FORWARD) {
    const forwarding = await checkForwardingOrder(deps, member, input);
    await deps.identityChecks.consume({ memberId: member.id, bizNo: forwarding.bizNo, authType: AuthType.CALL_DIVERT });
    forwardTo = forwarding.forwardTo;
  }
  const opened = await deps.boss.openCallerService({ phone, packageId: service.packageId, forwardTo, now });
  switch (opened.outcome) {
    case 'done':
      return { balance: opened.balanceFen, chargedFen: opened.chargedFen };
    case 'insufficient_balance':
      throw refuseOrder(CallerOrderMessage.balanceTooLow(service.title, formatYuan(opened.balanceFen), formatYuan(opened.feeFen)));
    default:
      throw refuseOrder(CallerOrderMessage.alreadyOpened(service.title));
  }
}
