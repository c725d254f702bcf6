import { queryOptions } from '@tanstack/react-query';
import { call } from '../../shared/api/subscriber-client.ts';

/** The number of a scanned real-name order. */
export function linkOrderPhoneQuery(orderId: string) {
  return queryOptions({
    queryKey: ['applications', 'link-order', orderId],
    queryFn: () => call('GET_PHONE_BY_ID', { id: orderId }, { isSilent: true }),
    retry: false,
  });
}

/** Where the scanned link's order number is kept between the link and the form. */
export const LINK_ORDER_STORAGE_KEY = 'realNameOrderId';
