import { AgreementMessage } from '@hall/contract/agreements/rules';
import { RefundChoice, type ReviewedKindValue } from '@hall/contract/applications/rules';
import type { OperationInput } from '@hall/contract/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { CANCEL_FORM_TIMEOUT_MS } from '../../config/ui-timings.ts';
import { isApiError } from '../../shared/api/api-error.ts';
import { call } from '../../shared/api/subscriber-client.ts';
import { showSubmitFailure } from '../../shared/api/submit-failure.ts';
import { applicationStatusQuery } from '../../shared/ui/application-status/application-status-query.ts';

/** The bound number's balance: what a cancellation refunds, or what it owes first. */
export { balanceQuery } from '../../shared/member/account-queries.ts';

/** The number of a scanned real-name order. */
export function linkOrderPhoneQuery(orderId: string) {
  return queryOptions({
    queryKey: ['applications', 'link-order', orderId],
    queryFn: () => call('GET_PHONE_BY_ID', { id: orderId }, { isSilent: true }),
    retry: false,
  });
}

/** The identity a real-name link's face check found (masked name and ID, the caller's city); the page words a failure itself. */
export function linkIdentityQuery(bizNo: string) {
  return queryOptions({
    queryKey: ['applications', 'link-identity', bizNo],
    queryFn: () => call('NEW_GET_IMG_PATH', { biz_no: bizNo }, { isSilent: true }),
  });
}

/** Where the scanned link's order number is kept between the link and the form. */
export const LINK_ORDER_STORAGE_KEY = 'realNameOrderId';

/** A submitted application waits for review: its audit page reads the status afresh. */
function useApplicationMutation<Variables, Result>(
  kind: ReviewedKindValue,
  submit: (variables: Variables) => Promise<Result>,
  onError?: (error: unknown) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationStatusQuery(kind).queryKey }),
    onError,
  });
}

/** The cancellation; with a refund, the account holder is first checked against the owner's name. */
async function submitCancellation(application: OperationInput<'ACCOUNT_FORM'>) {
  if (application.refundType === RefundChoice.YES) {
    await call('ACCOUNT_BANK', { accountName: application.accountName ?? '' }, { isSilent: true });
  }
  return call('ACCOUNT_FORM', application, { timeoutMs: CANCEL_FORM_TIMEOUT_MS, isSilent: true });
}

/** The cancel and transfer forms: a refusal shows its message, any other reply 提交数据异常. */
export function useSubmitCancellation() {
  return useApplicationMutation('cancel', submitCancellation, showSubmitFailure);
}

/** The transfer-out application: its order number and code go to the initiator's WeChat (the official account), or by SMS. */
export function useSubmitTransferOut() {
  return useApplicationMutation(
    'transferOut',
    (application: OperationInput<'TRANS_ACCT_S_FORM'>) => call('TRANS_ACCT_S_FORM', application, { isSilent: true }),
    showSubmitFailure,
  );
}

/** The transfer-in application: the receiver's contact phone. */
export function useSubmitTransferIn() {
  return useApplicationMutation(
    'transferIn',
    (application: OperationInput<'TRANS_ACCT_T_FORM'>) => call('TRANS_ACCT_T_FORM', application, { isSilent: true }),
    showSubmitFailure,
  );
}

/** The transfer receiver's network-access agreement in force; its version goes with the signature. */
export function transferAgreementQuery() {
  return queryOptions({
    queryKey: ['applications', 'transfer-agreement'],
    queryFn: () => call('TRANSFER_AGREEMENT', {}, { isSilent: true }),
    staleTime: 0,
  });
}

/**
 * The receiver's e-signature (with the agreement version read) and ID-and-SIM photo, uploaded with
 * the started face check before the browser leaves for it.
 */
export function useUploadTransferFile() {
  return useMutation({ mutationFn: (upload: OperationInput<'UP_LOAD_CARD'>) => call('UP_LOAD_CARD', upload) });
}

/** The personal real-name supplement: the owner's name and ID checked first, then the contact phone. */
async function submitPersonalRealName({ bizNo, name, idCard, sparePhone }: { bizNo: string; name: string; idCard: string; sparePhone: string }) {
  await call('CHECK_NAME', { biz_no: bizNo, name, idCard });
  return call('PERSON_TRANS_ACCT_T_FORM', { biz_no: bizNo, sparePhone });
}

export function useSubmitPersonalRealName() {
  return useApplicationMutation('realName', submitPersonalRealName);
}

/** The real-name supplement of a scanned link; the page shows a refusal on its error page, so no toast. */
export function useSubmitLinkedRealName() {
  return useMutation({
    mutationFn: (application: OperationInput<'NEW_TRANS_ACCT_T_FORM'>) => call('NEW_TRANS_ACCT_T_FORM', application, { isSilent: true }),
  });
}

/** The signature named an agreement version no longer in force: the page shows the new text to read and sign. */
export function isOutdatedAgreement(error: unknown): boolean {
  return isApiError(error) && (error.envelope?.msg ?? error.message) === AgreementMessage.OUTDATED;
}
