import type { OperationInput } from '@hall/contract/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/subscriber-client.ts';
import { removeToken } from '../../shared/lib/storage.ts';

const deletionKey = ['personal-info', 'deletion'] as const;

/** What a deletion keeps (with each period) and removes, and the member's request waiting or refused. */
export const deletionStateQuery = queryOptions({ queryKey: deletionKey, queryFn: () => call('PERSONAL_INFO_DELETION', {}) });

/**
 * Asks for the deletion after the SMS code (none for a member holding no number). Deleted: the server ended every session, so this browser
 * forgets its token too (the page then leaves; the cache goes with it). Waiting: the state is read again.
 */
export function useDeleteMemberRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    // A member holding no number has no code to give: the WeChat login and the confirmation suffice.
    mutationFn: (input: OperationInput<'PERSONAL_INFO_DELETE'> | null) =>
      input ? call('PERSONAL_INFO_DELETE', input) : call('PERSONAL_INFO_DELETE_UNBOUND', {}),
    onSuccess: async ({ outcome }) => {
      if (outcome === 'deleted') {
        removeToken();
        return;
      }
      await queryClient.invalidateQueries({ queryKey: deletionKey });
    },
  });
}
