import { isReachable } from '@hall/contract/number-state';
import { AuthType, IdentityCheckMessage } from '@hall/contract/identity/rules';
import { SimMessage } from '@hall/contract/sim/rules';
import { ResponseCode } from '@hall/contract/codes';
import type { IdentityStartResponse } from '@hall/contract/identity/schemas';
import type { OperationRequest } from '@hall/contract/schemas';
import type { AppDeps } from '../../deps.ts';
import { ApiError, invalid } from '../../platform/api-error.ts';
import type { AuthenticatedMember } from '../../platform/member-sessions.ts';
import { createRandomToken } from '../../platform/secrets.ts';
import { describeRefusedPassword } from '../../platform/service-password.ts';
import { recordServiceOrder, type NewServiceOrder } from '../../boss/service-orders.ts';
import { maskName } from '../../platform/masking.ts';
import { hasPendingSimReplacement, insertSimReplacement, type NewSimReplacement } from './sim.repository.ts';

/** CHANGE_CARD: the owner's full ID number and name, then the face check; returns to /changeCardForm. */
export function startSimReplacementCheck(deps: AppDeps, member: AuthenticatedMember, input: OperationRequest<'CHANGE_CARD'>): Promise<IdentityStartResponse> {
  return deps.identityChecks.start({
    memberId: member.id,
    authType: AuthType.CHANGE_CARD,
    ownerName: input.name,
    idNumber: input.idCard,
    idHint: input.idCard.toUpperCase(),
    returnUrl: input.returnUrl,
    consent: input.consent,
  });
}

/** BK, the UTC day and ten random characters. */
export function createSimReplacementId(now: Date): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  return `BK${day}${createRandomToken()
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 10)
    .toUpperCase()}`;
}

/** The region of an address without the street: whoever is bound to the number reads its orders. */
function maskAddress(address: string): string {
  return `${[...address].slice(0, 6).join('')}****`;
}

/** The service order of an application: pending review until staff decide (sim.review-kind.ts moves it). */
export function describeSimReplacementOrder(application: NewSimReplacement & { id: string; createdAt: Date }): NewServiceOrder {
  return {
    kind: 'simReplacement',
    reference: application.id,
    phone: application.phone,
    name: '补换卡',
    checkStatus: '待审核',
    summary: `补卡寄送至 ${maskAddress(application.receiverAddress)}`,
    details: [
      { title: '业务名称', content: '补换卡' },
      { title: '申请单号', content: application.id },
      { title: '补卡原因', content: application.reason },
      { title: '收货人', content: maskName(application.receiverName) },
      { title: '收货地址', content: maskAddress(application.receiverAddress) },
    ],
    tips: '审核结果将以短信通知，请留意；审核通过后新卡将寄往收货地址。',
    createdAt: application.createdAt,
  };
}

/**
 * CHANGE_CARD_FORM: a number of the checked person, its service password, and where to send the
 * new SIM. The face check is used up only by an application that is stored (pending review).
 */
export async function applyForSimReplacement(
  deps: AppDeps,
  member: AuthenticatedMember,
  input: OperationRequest<'CHANGE_CARD_FORM'>,
): Promise<{ applicationId: string; status: 'pending' }> {
  const check = await deps.identityChecks.readPassed({ memberId: member.id, bizNo: input.biz_no });
  if (check.authType !== AuthType.CHANGE_CARD || check.consumedAt) {
    throw new ApiError(ResponseCode.IDENTITY_FAILED, IdentityCheckMessage.USED_OR_MISMATCHED);
  }
  const subscriber = await deps.boss.findSubscriber(input.mobilePhone);
  if (!subscriber || !isReachable(subscriber.status)) {
    throw invalid(SimMessage.NOT_OUR_NUMBER);
  }
  if (subscriber.ownerName !== check.ownerName || subscriber.idNumber.toUpperCase() !== check.idHint) {
    throw invalid(SimMessage.NOT_OWNERS_NUMBER);
  }
  const password = await deps.boss.verifyServicePassword(subscriber.phone, input.phonePassword, { now: deps.now() });
  if (password.outcome !== 'accepted') {
    throw invalid(describeRefusedPassword(password, '服务密码'));
  }
  if (await hasPendingSimReplacement(deps.db, subscriber.phone)) {
    throw invalid(SimMessage.PENDING);
  }
  await deps.identityChecks.consume({ memberId: member.id, bizNo: input.biz_no, authType: AuthType.CHANGE_CARD });
  const now = deps.now();
  const applicationId = createSimReplacementId(now);
  const application = {
    id: applicationId,
    memberId: member.id,
    bizNo: input.biz_no,
    phone: subscriber.phone,
    reason: input.reason,
    receiverName: input.receive_man,
    receiverPhone: input.receive_phone,
    receiverAddress: input.receive_addr,
    createdAt: now,
  };
  const isStored = await deps.db.transaction(async (tx) => {
    if (!(await insertSimReplacement(tx, application))) {
      return false;
    }
    await recordServiceOrder(tx, describeSimReplacementOrder(application));
    return true;
  });
  if (!isStored) {
    throw invalid(SimMessage.PENDING);
  }
  return { applicationId, status: 'pending' };
}
