// The console-service area: complaints and /CustomerService feedback answered by customer service.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ServiceQueueFilter } from '@hall/contract/console-service/rules';
import type { OperationInput } from '@hall/contract/schemas';
import { callStaff } from '../shell/call-staff.ts';
import { consoleKeys } from '../shell/session-api.ts';
import { useConsoleMutation } from '../shell/use-console-mutation.ts';

export const serviceKeys = {
  all: [...consoleKeys.all, 'service'] as const,
  items: (filter: ServiceQueueFilter, page: number) => [...consoleKeys.all, 'service', 'items', filter, page] as const,
};

/** One page of the queue; a failure is shown by the page itself (with a retry), not as a toast. */
export function serviceItemsQuery(filter: ServiceQueueFilter, page: number) {
  return queryOptions({
    queryKey: serviceKeys.items(filter, page),
    queryFn: () => callStaff('CONSOLE_SERVICE_ITEMS', { filter, page }, { isSilent: true }),
    placeholderData: keepPreviousData,
  });
}

/** Answers and closes an item (the subscriber is told by SMS); every page of the queue is read again, so it moves to 已处理. */
export function useAnswerServiceItem() {
  return useConsoleMutation({
    mutationFn: (answer: OperationInput<'CONSOLE_SERVICE_ANSWER'>) => callStaff('CONSOLE_SERVICE_ANSWER', answer, { isSilent: true }),
    success: '已回复，问题已关闭',
    refresh: serviceKeys.all,
  });
}
