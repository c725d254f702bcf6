import { UnbindMessage, UnbindType } from '@hall/contract/account/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/subscriber-client.ts';
import { showSubmitFailureAs } from '../../shared/api/submit-failure.ts';
import { reloadForActiveNumber } from '../../shared/member/active-number.ts';
import { endSessionHere } from '../../shared/member/session-end.ts';
import { MEMBER_QUERY_KEY } from '../../shared/member/use-member.ts';

/** How an unbinding proves the person: an SMS code sent to the number, or the owner's ID number and name. */
export type UnbindProof = { mobilePhone: string; code: string } | { idCard: string; name: string };

/** BIND_PHONE without a code, with the biz_no of the passed ACCOUNT_BIND face check; the page words a refusal itself. */
export function useBindByIdentityCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bizNo: string) => call('BIND_PHONE', { biz_no: bizNo }, { isSilent: true }),
    onSuccess: () => {
      // The member is bound now: its record is emptied and read again (not awaited, the page moves on).
      void queryClient.resetQueries({ queryKey: MEMBER_QUERY_KEY });
    },
  });
}

const showNoCodeUnbindFailure = showSubmitFailureAs(UnbindMessage.UNKNOWN_RESPONSE);

/**
 * RELIEVE_BINDING by code or by identity; once the last number is unbound, the session ends and
 * every cached answer is forgotten. The no-code unbind words its failures as the spec's named calls do: -100's message,
 * anything else 数据异常.
 */
export function useUnbind() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proof: UnbindProof) =>
      'code' in proof
        ? call('RELIEVE_BINDING', { type: UnbindType.BY_CODE, ...proof })
        : call('RELIEVE_BINDING', { type: UnbindType.BY_IDENTITY, ...proof }, { isSilent: true }),
    onError: (error, proof) => {
      if (!('code' in proof)) {
        showNoCodeUnbindFailure(error);
      }
    },
    onSuccess: async ({ remainingNumbers }) => {
      // The spec's unbind logs out; with other numbers left, the member goes on with the latest of them.
      if (remainingNumbers > 0) {
        await reloadForActiveNumber(queryClient);
        return;
      }
      await endSessionHere();
      queryClient.clear();
    },
  });
}
