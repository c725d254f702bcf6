import { CardsMessage } from '@hall/contract/cards/rules';
import type { Card } from '@hall/contract/cards/schemas';
import { ResponseCode } from '@hall/contract/codes';
import { AuthType, IdentityCheckMessage } from '@hall/contract/identity/rules';
import { numberStateLabel } from '@hall/contract/number-state';
import type { AppDeps } from '../../deps.ts';
import { ApiError, invalid } from '../../platform/api-error.ts';
import type { AuthenticatedMember } from '../../platform/member-sessions.ts';
import { issuePromiseVideoTicket, openPromiseVideoTicket } from '../../platform/promise-video-ticket.ts';
import { qrCodeDataUrl } from '../../platform/qr-code.ts';

const NORMAL_SERVICE = '正常服务';

/** QUERY_CARD_NUMBER: the numbers under the identity that passed the card-lookup face check. */
export async function listCardsOfCheckedIdentity(
  deps: AppDeps,
  member: AuthenticatedMember,
  bizNo: string,
): Promise<{ memberInfo: { name: string; idCardNumber: string }; list: Card[] }> {
  const check = await deps.identityChecks.readPassed({ memberId: member.id, bizNo });
  if (check.authType !== AuthType.QUERY_PHONE) {
    throw new ApiError(ResponseCode.IDENTITY_FAILED, IdentityCheckMessage.TYPE_MISMATCH);
  }
  const subscribers = await deps.boss.findSubscribersByIdentity(check.idHint, check.ownerName);
  return {
    memberInfo: { name: check.ownerName, idCardNumber: `************${check.idHint}` },
    list: subscribers
      .filter((subscriber) => subscriber.status !== 'cancelled')
      .map((subscriber) => ({
        mobileNumber: subscriber.phone,
        packageName: subscriber.packageName,
        time: subscriber.joinedAt.toISOString(),
        balance: subscriber.balanceFen,
        status: subscriber.status === 'normal' ? NORMAL_SERVICE : numberStateLabel(subscriber.status),
      })),
  };
}

/**
 * CPDEIMG: the QR code that opens the promise-video recording for a number (the operator's mini
 * program; in this product the /QRcodeVideo page of PUBLIC_URL).
 */
export async function createPromiseVideoCode(deps: AppDeps, input: { serviceId?: string; ticket?: string }): Promise<{ image: string }> {
  const serviceId = input.ticket === undefined ? input.serviceId : openPromiseVideoTicket(deps.secretKey, input.ticket, deps.now());
  if (!serviceId) {
    throw invalid(CardsMessage.QR_CODE_EXPIRED);
  }
  if (!(await deps.boss.isPromiseVideoPending(serviceId))) {
    throw invalid(CardsMessage.NO_PROMISE_VIDEO_NEEDED);
  }
  // The sandbox stands in for the operator's mini program that records the video. The code
  // carries a ticket, never the number: a photo of the screen names no one.
  const ticket = input.ticket ?? issuePromiseVideoTicket(deps.secretKey, serviceId, deps.now());
  const target = `${deps.config.PUBLIC_URL.replace(/\/+$/, '')}/sandbox/promise-video?ticket=${encodeURIComponent(ticket)}`;
  return { image: await qrCodeDataUrl(target) };
}
