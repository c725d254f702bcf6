import type { OperationInput } from '@hall/contract/schemas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../shared/api/subscriber-client.ts';

export const giftKeys = {
  allowance: ['gift', 'allowance'] as const,
  records: ['gift', 'records'] as const,
};

/** This month's general data left, the balance, and the most one gift may be now. */
export const giftAllowanceQuery = queryOptions({
  queryKey: giftKeys.allowance,
  queryFn: () => call('GIFT_ALLOWANCE', {}, { loading: false }),
});

/** The first page of the gifts the bound number gave and received. */
export const giftRecordsQuery = queryOptions({
  queryKey: giftKeys.records,
  queryFn: () => call('GIFT_RECORDS', { page: 1 }, { loading: false }),
});

/** Checks a gift before its code is sent: a refused gift gets no code. */
export function useCheckGift() {
  return useMutation({
    mutationFn: (gift: OperationInput<'GIFT_CHECK'>) => call('GIFT_CHECK', gift),
  });
}

/** Gives it with the code; what remains, the records and the balance pages are read again. */
export function useConfirmGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (gift: OperationInput<'GIFT_CONFIRM'>) => call('GIFT_CONFIRM', gift),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['gift'] });
      void queryClient.invalidateQueries({ queryKey: ['queries'] });
    },
  });
}
