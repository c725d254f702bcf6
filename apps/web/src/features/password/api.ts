import type { OperationInput } from '@hall/contract/schemas';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../shared/api/subscriber-client.ts';

/** Step 1: the SMS code (type 05) and the old password of the bound number. */
export function useCheckOldPassword() {
  return useMutation({ mutationFn: (payload: OperationInput<'servicePasswordEditTest'>) => call('servicePasswordEditTest', payload) });
}

export interface NewPassword {
  newServicePass: string;
  confirmServicePass: string;
  /** The passed SET_PASSWORD face check, or null after step 1. */
  bizNo: string | null;
}

/** Step 2, silent: the page words a refusal itself (bad input stays, a lost grant ends on /setFail). */
export function useSetNewPassword() {
  return useMutation({
    mutationFn: ({ newServicePass, confirmServicePass, bizNo }: NewPassword) =>
      call('setService_Password', { newServicePass, confirmServicePass, ...(bizNo ? { biz_no: bizNo } : {}) }, { isSilent: true }),
  });
}
