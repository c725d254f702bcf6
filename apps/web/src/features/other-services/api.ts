import { queryOptions, useMutation } from '@tanstack/react-query';
import { call } from '../../shared/api/subscriber-client.ts';

export const cooperationQuery = queryOptions({ queryKey: ['other-services', 'cooperation'], queryFn: () => call('COOPERATION', {}), staleTime: Infinity });

/** Stores of a '省-市-县' selection; nothing is fetched before a choice. */
export function storesQuery(selectAddress: string | null) {
  return queryOptions({
    queryKey: ['other-services', 'stores', selectAddress],
    queryFn: () => call('STORE', { selectAddress: selectAddress ?? '' }),
    enabled: selectAddress !== null,
  });
}

/** Sends a report or complaint. */
export function useSendComplaint() {
  return useMutation({ mutationFn: (content: string) => call('COMPLAINT', { content }) });
}
