import { AuthType } from '@hall/contract/identity/rules';
import { CallerMessage, CallType, expectedEffectType, isCancellable, OperType } from '@hall/contract/caller/rules';
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
    throw new ApiError(ResponseCode.IDENTITY_FAILED, '开通呼叫转移需先完成人脸识别');
  }
  const check = await deps.identityChecks.readPassed({ memberId: member.id, bizNo: input.biz_no });
  if (check.authType !== AuthType.CALL_DIVERT || check.consumedAt) {
    throw new ApiError(ResponseCode.IDENTITY_FAILED, '核验结果已使用或不匹配，请重新核验');
  }
  const subscriber = await deps.boss.findSubscriber(member.boundPhone);
  const isOwner = subscriber !== null && subscriber.ownerName === check.ownerName && subscriber.idNumber.slice(-6).toUpperCase() === check.idHint.toUpperCase();
  if (!isOwner) {
    throw new ApiError(ResponseCode.IDENTITY_FAILED, '身份信息与机主信息不一致，无法办理呼叫转移');
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
    throw refuseOrder('业务不存在');
  }
  if (input.effectType !== expectedEffectType(service.callType, input.operType)) {
    throw refuseOrder('生效方式错误');
  }

  if (input.operType === OperType.CANCEL) {
    if (!isCancellable(service.callType)) {
      throw refuseOrder(`${service.title}业务不支持取消`);
    }
    if (service.status !== 'open') {
      throw refuseOrder(service.status === 'cancelled' ? `${service.title}已取消，将于月底失效` : `您尚未开通${service.title}`);
    }
    const cancelled = await deps.boss.cancelCallerService({ phone, packageId: service.packageId, isImmediate: input.effectType === 0, now });
    if (cancelled.outcome !== 'done') {
      throw refuseOrder(`您尚未开通${service.title}`);
    }
    return { balance: cancelled.balanceFen, chargedFen: 0 };
  }

  const subscriber = await deps.boss.findSubscriber(phone);
  if (!subscriber || subscriber.status === 'suspended' || subscriber.status === 'cancelled') {
    throw refuseOrder('号码状态异常，暂不能办理该业务');
  }
  if (service.status === 'open') {
    throw refuseOrder(`您已开通${service.title}，无需重复开通`);
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
      throw refuseOrder(
        `当前账户可用余额不足（余额${formatYuan(opened.balanceFen)}元，${service.title}月功能费${formatYuan(opened.feeFen)}元），请充值话费后再开通`,
      );
    default:
      throw refuseOrder(`您已开通${service.title}，无需重复开通`);
  }
}
