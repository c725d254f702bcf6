// The console-invoices area: a number's e-invoices, their mail sent again, and their red-letter reversal.
import type { OperationInput } from '@hall/contract/schemas';
import { queryOptions } from '@tanstack/react-query';
import { callStaff } from '../shell/call-staff.ts';
import { consoleKeys } from '../shell/session-api.ts';
import { useConsoleMutation } from '../shell/use-console-mutation.ts';

const invoicesKey = [...consoleKeys.all, 'invoices'] as const;

/** A number's invoices, newest first; the page shows a failure itself (with a retry), so no toast. */
export function consoleInvoicesQuery(phone: string) {
  return queryOptions({
    queryKey: [...invoicesKey, phone],
    queryFn: () => callStaff('CONSOLE_INVOICES', { phone }, { isSilent: true }),
    enabled: phone !== '',
    retry: false,
  });
}

/** Asks the platform for a red-letter invoice (admin); the list is read again. */
export function useReverseInvoice() {
  return useConsoleMutation({
    mutationFn: (reversal: OperationInput<'CONSOLE_REVERSE_INVOICE'>) => callStaff('CONSOLE_REVERSE_INVOICE', reversal, { isSilent: true }),
    success: (reversal) => `发票 ${reversal.id} 已提交红冲，开具红字发票后其月份可重新开票`,
    refresh: invoicesKey,
  });
}

/** Mails an issued invoice again to the address on file (customer service); says whether it went at once. */
export function useResendInvoice() {
  return useConsoleMutation({
    mutationFn: (resend: OperationInput<'CONSOLE_RESEND_INVOICE'>) => callStaff('CONSOLE_RESEND_INVOICE', resend, { isSilent: true }),
    success: (_resend, result) => result.message,
    refresh: invoicesKey,
  });
}
