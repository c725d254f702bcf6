import { ApplicationKind, ApplicationMessage, describeCancelOwing, RefundChoice } from '@hall/contract/applications/rules';
import type { CancelForm } from '@hall/contract/applications/schemas';
import { AuthType } from '@hall/contract/identity/rules';
import type { IdentityStartResponse } from '@hall/contract/identity/schemas';
import type { AppDeps } from '../../deps.ts';
import { invalid } from '../../platform/api-error.ts';
import type { BoundMember } from '../../platform/member-sessions.ts';
import { sealData } from '../../platform/sealed-data.ts';
import {
  describeSubmitted,
  findActiveSubscriber,
  readPassedCheck,
  refusePending,
  startOwnerCheck,
  storeApplication,
  verifyPassword,
} from './application-filing.ts';

// Account cancellation (UNSET_ACCONT): the owner's face check, the refund account, the form.

/** CLOSE_ACCONT: the bound number's owner starts the face check for a cancellation. */
export async function startCancellation(
  deps: AppDeps,
  member: BoundMember,
  input: { mobilePhone: string; idCard: string; name: string; returnUrl: string; consent: true },
): Promise<IdentityStartResponse> {
  if (input.mobilePhone !== member.boundPhone) {
    throw invalid(ApplicationMessage.NOT_OWN_NUMBER);
  }
  return startOwnerCheck(deps, member, { phone: input.mobilePhone, kind: ApplicationKind.CANCEL, authType: AuthType.UNSET_ACCONT, input });
}

/** ACCOUNT_BANK: the refund account must be in the owner's name. */
export async function checkRefundAccountName(deps: AppDeps, member: BoundMember, accountName: string): Promise<{ isOwnerName: true }> {
  const subscriber = await findActiveSubscriber(deps, member.boundPhone);
  if (subscriber.ownerName !== accountName.trim()) {
    throw invalid(ApplicationMessage.ACCOUNT_NAME_MISMATCH);
  }
  return { isOwnerName: true };
}

/** ACCOUNT_FORM: stores the cancellation for review; bank details sealed. Refused while the number owes money. */
export async function submitCancellation(deps: AppDeps, member: BoundMember, input: CancelForm) {
  const check = await readPassedCheck(deps, member.id, input.biz_no, AuthType.UNSET_ACCONT);
  if (input.mobilePhone !== check.phone) {
    throw invalid(ApplicationMessage.CHECKED_NUMBER_MISMATCH);
  }
  const subscriber = await findActiveSubscriber(deps, input.mobilePhone);
  // Before the password (no try spent) and the check's use: the owner pays first and submits again.
  if (subscriber.balanceFen < 0) {
    throw invalid(describeCancelOwing(-subscriber.balanceFen));
  }
  await verifyPassword(deps, input.mobilePhone, input.phonePassword);
  const isRefund = input.refundType === RefundChoice.YES;
  if (isRefund && subscriber.ownerName !== input.accountName) {
    throw invalid(ApplicationMessage.ACCOUNT_NAME_MISMATCH);
  }
  await refusePending(deps, input.mobilePhone, ApplicationKind.CANCEL);
  await deps.identityChecks.consume({ memberId: member.id, bizNo: input.biz_no, authType: AuthType.UNSET_ACCONT });
  const row = await storeApplication(deps, {
    kind: ApplicationKind.CANCEL,
    memberId: member.id,
    phone: input.mobilePhone,
    bizNo: input.biz_no,
    form: { reason: input.reason, refundType: input.refundType, ...(isRefund ? { sparePhone: input.sparePhone } : {}) },
    sealedData: isRefund ? sealData(deps.secretKey, { accountName: input.accountName, accountBank: input.accountBank, bankCard: input.bankCard }) : null,
  });
  return describeSubmitted(row);
}
