import type { consoleInvoicesEndpoints } from '@hall/contract/console-invoices/endpoints';
import type { FeatureModule } from '../../platform/feature-module.ts';
import { listInvoicesOfNumber, resendInvoiceByDesk, reverseInvoice } from './invoices-console.service.ts';

/** The console's invoices of a number, their mail sent again by the desk, and their red-letter reversal. */
export const invoicesConsoleModule: FeatureModule<keyof typeof consoleInvoicesEndpoints> = {
  name: 'invoices-console',
  handlers: (deps) => ({
    CONSOLE_INVOICES: ({ input }) => listInvoicesOfNumber(deps, input.phone),
    CONSOLE_RESEND_INVOICE: ({ staff, input, request }) => resendInvoiceByDesk(deps, staff, input, request.log),
    CONSOLE_REVERSE_INVOICE: ({ staff, input, request }) => reverseInvoice(deps, staff, input, request.log),
  }),
};
