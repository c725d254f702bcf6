import { z } from 'zod';
import { multiLineField, rowIdField } from '../console-fields.ts';
import { mobilePhoneField } from '../fields.ts';
import type { SchemaTable } from '../operation.ts';
import type { consoleInvoicesEndpoints } from './endpoints.ts';
import { CONSOLE_INVOICE_MAIL_STATES, CONSOLE_INVOICE_STATES, RESEND_REASON_MAX_LENGTH, REVERSAL_REASON_MAX_LENGTH } from './rules.ts';

export const consoleInvoiceSchema = z.object({
  id: z.number().int(),
  /** Masked: 170****0001. */
  phone: z.string(),
  /** The billed months, YYYYMM, comma-separated. */
  months: z.string(),
  amountFen: z.number().int(),
  invoiceType: z.string(),
  /** The buyer as printed (a person's name masked). */
  buyerName: z.string(),
  state: z.enum(CONSOLE_INVOICE_STATES),
  invoiceNumber: z.string(),
  /** ISO, or '' before it is issued. */
  issuedAt: z.string(),
  /** Why the platform refused it (开票失败), or ''. */
  errMsg: z.string(),
  /** Why staff reversed it, or why the platform refused the reversal (红冲失败：…), or ''. */
  reversalReason: z.string(),
  redInvoiceNumber: z.string(),
  /** ISO, or ''. */
  reversedAt: z.string(),
  createdAt: z.string(),
  /** The issued invoice's mail to the person's address (the invoice mail outbox). */
  mailState: z.enum(CONSOLE_INVOICE_MAIL_STATES),
  /** Why the mail server refused its last try, or ''. */
  mailError: z.string(),
});
export type ConsoleInvoice = z.infer<typeof consoleInvoiceSchema>;

export const consoleInvoicesSchemas = {
  CONSOLE_INVOICES: {
    request: z.object({ phone: mobilePhoneField }),
    response: z.object({ list: z.array(consoleInvoiceSchema) }),
  },
  CONSOLE_RESEND_INVOICE: {
    request: z.object({ id: rowIdField('发票'), reason: multiLineField('重发原因', RESEND_REASON_MAX_LENGTH) }),
    response: z.object({ message: z.string(), invoice: consoleInvoiceSchema }),
  },
  CONSOLE_REVERSE_INVOICE: {
    request: z.object({ id: rowIdField('发票'), reason: multiLineField('红冲原因', REVERSAL_REASON_MAX_LENGTH) }),
    response: z.object({ message: z.string(), invoice: consoleInvoiceSchema }),
  },
} satisfies SchemaTable<typeof consoleInvoicesEndpoints>;
