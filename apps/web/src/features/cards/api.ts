import { queryOptions } from '@tanstack/react-query';
import { call } from '../../shared/api/subscriber-client.ts';

export const cardsKeys = {
  list: (bizNo: string) => ['cards', bizNo] as const,
};

/** The numbers under the identity of a passed card-lookup check. */
export const cardListQuery = (bizNo: string) => queryOptions({ queryKey: cardsKeys.list(bizNo), queryFn: () => call('QUERY_CARD_NUMBER', { biz_no: bizNo }) });
