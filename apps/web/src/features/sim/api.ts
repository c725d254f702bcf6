import { SIM_REPLACEMENT_KIND } from '@hall/contract/applications/rules';
import type { OperationInput } from '@hall/contract/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/subscriber-client.ts';
import { applicationStatusQuery } from '../../shared/ui/application-status/application-status-query.ts';

export type SimReplacementForm = Omit<OperationInput<'CHANGE_CARD_FORM'>, 'biz_no'>;

/**
 * CHANGE_CARD_FORM with the biz_no of the passed CHANGE_CARD check, silent (the page words a
 * refusal itself); the latest-application status then shows the new one.
 */
export function useApplyForSimReplacement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bizNo, form }: { bizNo: string; form: SimReplacementForm }) => call('CHANGE_CARD_FORM', { ...form, biz_no: bizNo }, { isSilent: true }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: applicationStatusQuery(SIM_REPLACEMENT_KIND).queryKey });
    },
  });
}
