import { ApplicationKind, ApplicationMessage, LINK_ORDER_ID_MIN_LENGTH } from '@hall/contract/applications/rules';
import { AuthType } from '@hall/contract/identity/rules';
import type { IdentityStartResponse } from '@hall/contract/identity/schemas';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { invalid } from '../../platform/api-error.ts';
import { maskIdNumber, maskName, maskPhone } from '../../platform/masking.ts';
import type { AuthenticatedMember, BoundMember } from '../../platform/member-sessions.ts';
import {
  createApplicationNo,
  describeSubmitted,
  findActiveSubscriber,
  isOwner,
  readPassedCheck,
  refusePending,
  storeApplication,
} from './application-filing.ts';
import { findRealNameOrder, hasNameCheck, insertApplication, markRealNameOrderSubmitted, recordNameCheck } from './applications.repository.ts';

// Real-name supplement (实名补录, REAL_NAME): from the hall for the bound number, by the person for a
// number they enter (with a name-and-ID check), or from a link staff issued (no login).

/** REAL_NAME: the hall's entry for the bound number. */
export async function startRealNameForBound(
  deps: AppDeps,
  member: BoundMember,
  input: { mobilePhone: string; returnUrl: string; consent: true },
): Promise<IdentityStartResponse> {
  if (input.mobilePhone !== member.boundPhone) {
    throw invalid(ApplicationMessage.NOT_OWN_NUMBER);
  }
  return startRealNameCheck(deps, member.id, input.mobilePhone, input);
}

/** PERSON_TRANS_ACCT_T: the personal flow for a number the logged-in person enters. */
export async function startRealNameForPerson(
  deps: AppDeps,
  member: AuthenticatedMember,
  input: { serviceId: string; returnUrl: string; consent: true },
): Promise<IdentityStartResponse> {
  return startRealNameCheck(deps, member.id, input.serviceId, input);
}

async function startRealNameCheck(deps: AppDeps, memberId: number | null, phone: string, { returnUrl, consent }: { returnUrl: string; consent: true }) {
  const subscriber = await findActiveSubscriber(deps, phone);
  await refusePending(deps, phone, ApplicationKind.REAL_NAME);
  return deps.identityChecks.start({
    memberId,
    authType: AuthType.REAL_NAME,
    ownerName: subscriber.ownerName,
    idNumber: subscriber.idNumber,
    idHint: subscriber.idNumber.toUpperCase().slice(-6),
    phone,
    returnUrl,
    consent,
  });
}

/**
 * The usable order of a scanned link. The id is the link's whole secret (128 random bits), so an
 * id shorter than the random ones is not looked up at all: it is answered like an unknown one.
 */
async function findUsableLinkOrder(deps: AppDeps, id: string) {
  const order = id.length >= LINK_ORDER_ID_MIN_LENGTH ? await findRealNameOrder(deps.db, id) : null;
  if (!order) {
    throw invalid(ApplicationMessage.LINK_ORDER_UNKNOWN);
  }
  if (order.status === 'submitted') {
    throw invalid(ApplicationMessage.LINK_ORDER_SUBMITTED);
  }
  if (order.expiresAt <= deps.now()) {
    throw invalid(ApplicationMessage.LINK_ORDER_EXPIRED);
  }
  return order;
}

/** GET_PHONE_BY_ID: the number of a scanned real-name order, masked (the owner recognises it; the link shows no one else the whole). */
export async function findPhoneOfLinkOrder(deps: AppDeps, id: string): Promise<{ serviceId: string }> {
  const order = await findUsableLinkOrder(deps, id);
  return { serviceId: maskPhone(order.phone) };
}

/** NEW_TRANS_ACCT_T: the scanned link's face check for its order's number (no login: the check belongs to no member). */
export async function startRealNameByLink(deps: AppDeps, input: { id: string; returnUrl: string; consent: true }) {
  const order = await findUsableLinkOrder(deps, input.id);
  return startRealNameCheck(deps, null, order.phone, input);
}

/** NEW_GET_IMG_PATH: the link's identity result (masked) and the city of the caller's IP. */
export async function readLinkIdentity(deps: AppDeps, request: FastifyRequest, bizNo: string) {
  const check = await readPassedCheck(deps, null, bizNo, AuthType.REAL_NAME);
  const subscriber = await findActiveSubscriber(deps, check.phone ?? '');
  const city = await deps.providers.ipCity.resolve(request.ip);
  return {
    biz_no: check.bizNo,
    phone: maskPhone(subscriber.phone),
    name: maskName(subscriber.ownerName),
    idCard: maskIdNumber(subscriber.idNumber),
    cityCode: city.cityCode,
    cityName: city.cityName,
  };
}

/** NEW_TRANS_ACCT_T_FORM: the link's contact form; the order is submitted once. */
export async function submitRealNameByLink(
  deps: AppDeps,
  request: FastifyRequest,
  input: { biz_no: string; sparePhone: string; id: string; cityName?: string | undefined },
) {
  const check = await readPassedCheck(deps, null, input.biz_no, AuthType.REAL_NAME);
  const order = await findRealNameOrder(deps.db, input.id);
  if (!order || order.phone !== check.phone) {
    throw invalid(ApplicationMessage.LINK_ORDER_MISMATCH);
  }
  if (order.status === 'submitted') {
    throw invalid(ApplicationMessage.LINK_ORDER_SUBMITTED);
  }
  // The same instant is checked here and in the conditional update: an order valid now is marked
  // submitted, or refused as used by a concurrent submit.
  const now = deps.now();
  if (order.expiresAt <= now) {
    throw invalid(ApplicationMessage.LINK_ORDER_EXPIRED);
  }
  await refusePending(deps, order.phone, ApplicationKind.REAL_NAME);
  await deps.identityChecks.consume({ memberId: null, bizNo: input.biz_no, authType: AuthType.REAL_NAME });
  const city = await deps.providers.ipCity.resolve(request.ip);
  const row = await deps.db.transaction(async (tx) => {
    if (!(await markRealNameOrderSubmitted(tx, order.id, now))) {
      throw invalid(ApplicationMessage.LINK_ORDER_SUBMITTED);
    }
    const application = await insertApplication(tx, {
      kind: ApplicationKind.REAL_NAME,
      applicationNo: createApplicationNo(ApplicationKind.REAL_NAME, now),
      memberId: null,
      phone: order.phone,
      bizNo: input.biz_no,
      // The city is the server's IP lookup; the form's cityName (the spec's page sends one) is ignored.
      form: { orderId: order.id, sparePhone: input.sparePhone, cityCode: city.cityCode, cityName: city.cityName },
      createdAt: now,
    });
    if (!application) {
      throw invalid(ApplicationMessage.REAL_NAME_PENDING);
    }
    return application;
  });
  return describeSubmitted(row);
}

/** CHECK_NAME: the personal flow's extra check that the name and ID are the number's owner's. */
export async function checkNameAndId(
  deps: AppDeps,
  member: AuthenticatedMember,
  input: { biz_no: string; name: string; idCard: string },
): Promise<{ isMatched: true }> {
  const check = await readPassedCheck(deps, member.id, input.biz_no, AuthType.REAL_NAME);
  const subscriber = await findActiveSubscriber(deps, check.phone ?? '');
  if (!isOwner(subscriber, input.idCard, input.name)) {
    throw invalid(ApplicationMessage.NAME_ID_MISMATCH);
  }
  await recordNameCheck(deps.db, input.biz_no, member.id);
  return { isMatched: true };
}

/** PERSON_TRANS_ACCT_T_FORM: the personal flow's contact form, after the name-and-ID check. */
export async function submitRealNameForPerson(deps: AppDeps, member: AuthenticatedMember, input: { biz_no: string; sparePhone: string }) {
  const check = await readPassedCheck(deps, member.id, input.biz_no, AuthType.REAL_NAME);
  if (!(await hasNameCheck(deps.db, input.biz_no, member.id))) {
    throw invalid(ApplicationMessage.NAME_CHECK_MISSING);
  }
  const phone = check.phone ?? '';
  await refusePending(deps, phone, ApplicationKind.REAL_NAME);
  await deps.identityChecks.consume({ memberId: member.id, bizNo: input.biz_no, authType: AuthType.REAL_NAME });
  const row = await storeApplication(deps, {
    kind: ApplicationKind.REAL_NAME,
    memberId: member.id,
    phone,
    bizNo: input.biz_no,
    form: { sparePhone: input.sparePhone },
  });
  return describeSubmitted(row);
}
