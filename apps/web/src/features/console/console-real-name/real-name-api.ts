// The console-real-name area: real-name supplement links for customer service.
import { queryOptions } from '@tanstack/react-query';
import type { IssuedRealNameOrder } from '@hall/contract/console-real-name/schemas';
import type { OperationInput } from '@hall/contract/schemas';
import { isApiError } from '../../../shared/api/api-error.ts';
import { callStaff } from '../shell/call-staff.ts';
import { consoleKeys } from '../shell/session-api.ts';
import { useConsoleMutation } from '../shell/use-console-mutation.ts';

export const realNameKeys = {
  orders: [...consoleKeys.all, 'real-name', 'orders'] as const,
};

export const realNameOrdersQuery = queryOptions({
  queryKey: realNameKeys.orders,
  queryFn: () => callStaff('CONSOLE_REAL_NAME_ORDERS', {}),
});

/** A new link for a number; the list is read again. */
export function useIssueRealNameOrder() {
  return useConsoleMutation({
    mutationFn: (order: OperationInput<'CONSOLE_REAL_NAME_ORDER_ISSUE'>) => callStaff('CONSOLE_REAL_NAME_ORDER_ISSUE', order, { isSilent: true }),
    success: '实名补录链接已生成',
    refresh: realNameKeys.orders,
  });
}

/** The waiting link a refused issue carries (the number already has one), or null. */
export function waitingLinkOf(error: unknown): IssuedRealNameOrder | null {
  const data = isApiError(error) ? (error.envelope?.data as Partial<IssuedRealNameOrder> | undefined) : undefined;
  return data?.order && data.link && data.qrCode ? (data as IssuedRealNameOrder) : null;
}
