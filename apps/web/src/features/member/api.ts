import { useMutation } from '@tanstack/react-query';
import { call } from '../../shared/api/subscriber-client.ts';

/**
 * BIND_PHONE with an SMS code (type 01). The member record is not reloaded here: the page shows
 * its bind-success overlay first and reloads when the person confirms it.
 */
export function useBindPhone() {
  return useMutation({ mutationFn: (payload: { phone: string; code: string }) => call('BIND_PHONE', payload) });
}
