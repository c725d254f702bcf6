import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { invoiceMails, invoices } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { defineJob } from '../../platform/jobs/define-job.ts';
import { DELIVERY_RETRY } from '../../platform/jobs/retry-policy.ts';
import { runJobNow } from '../../platform/jobs/run-due-jobs.ts';
import { mailInvoice, mailRedInvoice } from './invoice-mail.ts';
import type { InvoiceMailRole } from './invoices.repository.ts';

// The settlement of an invoice writes the mail it calls for in its own transaction (invoices.repository);
// the mail is tried at once after the commit, and the job's pass tries again whatever a mail
// server refused or a killed process left, with the delivery rhythm, given up after the last try,
// when the person can still resend it from the invoice list.

const invoiceMailPayloadSchema = z.object({ invoiceId: z.number().int(), role: z.enum(['issued', 'red']) });

/** An issued or red invoice's mail, one row per invoice and role in `invoice_mails`. */
export const invoiceMailJob = defineJob({
  name: 'invoice mail',
  table: invoiceMails,
  payload: invoiceMailPayloadSchema,
  retry: DELIVERY_RETRY,
  handler: async ({ invoiceId, role }, { deps }) => {
    const [invoice] = await deps.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    if (!invoice) {
      throw new Error(`invoice ${invoiceId} not found`);
    }
    await (role === 'issued' ? mailInvoice(deps, invoice, invoice.email) : mailRedInvoice(deps, invoice));
    return undefined;
  },
});

/** Sends an invoice's mail right after its settlement committed, unless another send holds it. */
export async function sendInvoiceMailNow(deps: AppDeps, invoiceId: number, role: InvoiceMailRole, log: FastifyBaseLogger): Promise<void> {
  await runJobNow(deps, invoiceMailJob, sql`${invoiceMails.invoiceId} = ${invoiceId} and ${invoiceMails.role} = ${role}`, log);
}
