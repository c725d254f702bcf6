import { and, asc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { InvoiceStatus } from '@hall/contract/invoices/rules';
import { invoices } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { scheduleJob } from '../../platform/jobs/job-schedule.ts';
import { repeatWhileOpen } from '../../platform/repeating-work.ts';
import { followInvoice, submitToPlatform } from './invoice-issuing.ts';
import { invoiceMailJob } from './invoice-mail-outbox.ts';
import { followReversal, submitReversal } from './invoice-reversal.ts';

// The e-invoice platform answers later, so the sweep asks it about every invoice still at 1 (开票中)
// and every reversal under way. An invoice saved but never accepted (the server stopped in between,
// or the platform erred) is submitted again under the same serial once stalled: the platform
// answers the request it already has, so nothing is issued twice. The stall time is well over any
// provider budget, so a submit in flight in a request right now is left alone.

const SWEEP_INTERVAL_MS = 10 * 1000;
const MAIL_PASS_INTERVAL_MS = 15 * 1000;
export const STALLED_AFTER_MS = 2 * 60 * 1000;
const SWEEP_BATCH = 100;

/** One sweep: submits stalled invoices and reversals, and asks about the ones the platform has; returns how many it touched. */
export async function sweepInvoicePlatform(deps: AppDeps, log: FastifyBaseLogger): Promise<number> {
  const stalledBefore = new Date(deps.now().getTime() - STALLED_AFTER_MS).toISOString();
  const issuing = await deps.db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.status, InvoiceStatus.INVOICING),
        or(isNotNull(invoices.requestNo), lt(sql`coalesce(${invoices.reviewedAt}, ${invoices.createdAt})`, stalledBefore)),
      ),
    )
    .orderBy(asc(invoices.id))
    .limit(SWEEP_BATCH);
  for (const invoice of issuing) {
    await followInvoice(deps, await submitToPlatform(deps, invoice, log), log);
  }
  const reversing = await deps.db
    .select()
    .from(invoices)
    .where(
      and(
        isNotNull(invoices.reversalRequestedAt),
        isNull(invoices.reversedAt),
        or(isNotNull(invoices.reversalRequestNo), lt(invoices.reversalRequestedAt, new Date(stalledBefore))),
      ),
    )
    .orderBy(asc(invoices.id))
    .limit(SWEEP_BATCH);
  for (const invoice of reversing) {
    await followReversal(deps, await submitReversal(deps, invoice, log), log);
  }
  return issuing.length + reversing.length;
}

/** The platform sweep, and the pass that retries the invoice mails a mail server refused. */
export function scheduleInvoiceWork(app: FastifyInstance, deps: AppDeps): void {
  repeatWhileOpen(app, deps.database, { name: 'invoice platform sweep', intervalMs: SWEEP_INTERVAL_MS, run: () => sweepInvoicePlatform(deps, app.log) });
  scheduleJob(app, deps, invoiceMailJob, MAIL_PASS_INTERVAL_MS);
}
