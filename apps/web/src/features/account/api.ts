import { UnbindType } from '@hall/contract/account/rules';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/subscriber-client.ts';
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

/** RELIEVE_BINDING by code or by identity; once unbound, the session ends and every cached answer is forgotten. */
export function useUnbind() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proof: UnbindProof) =>
      call('RELIEVE_BINDING', 'code' in proof ? { type: UnbindType.BY_CODE, ...proof } : { type: UnbindType.BY_IDENTITY, ...proof }),
    onSuccess: async () => {
      await endSessionHere();
      queryClient.clear();
    },
  });
}
