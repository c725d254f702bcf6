import { STAFF_LOOKUP } from '../rate-limits.ts';
import type { Endpoint } from '../operation.ts';

// E-invoices of a number in the console (发票管理): what was applied for and issued, and the
// red-letter reversal (红冲) of an invoice issued wrongly, which frees its months to be invoiced
// again (admin only, like every money-side decision: the console has no finance role).
export const consoleInvoicesEndpoints = {
  CONSOLE_INVOICES: { method: 'POST', path: '/api/console/invoices', access: 'staff', staffRoles: ['service', 'auditor'], limits: STAFF_LOOKUP },
  /** The issued invoice's mail sent again to the address on file, with a reason (a customer who never got it). */
  CONSOLE_RESEND_INVOICE: { method: 'POST', path: '/api/console/resendInvoice', access: 'staff', staffRoles: ['service'], loading: '正在重发发票邮件' },
  CONSOLE_REVERSE_INVOICE: { method: 'POST', path: '/api/console/reverseInvoice', access: 'staff', staffRoles: ['admin'], loading: '正在提交红冲' },
} as const satisfies Record<string, Endpoint>;
