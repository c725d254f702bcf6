import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { InvoiceStatus } from '@hall/contract/invoices/rules';
import { invoices } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { repeatWhileOpen } from '../../platform/repeating-work.ts';
import { issueInvoice } from './invoices.service.ts';

// An invoice is handed to the issuing platform right after it is saved at 1. A server that stops
// in between (a deploy, a crash) would leave it at 1 holding its months; the sweep hands such
// invoices over again, so each ends at 2 or 3. The stall time is well over any provider budget,
// so an invoice being issued by a request right now is left alone.

const SWEEP_INTERVAL_MS = 60 * 1000;
export const STALLED_AFTER_MS = 2 * 60 * 1000;
const SWEEP_BATCH = 100;

/** One sweep: issues invoices stalled at 1; returns how many were handed over. */
export async function issueStalledInvoices(deps: AppDeps, log: FastifyBaseLogger): Promise<number> {
  const stalledBefore = new Date(deps.now().getTime() - STALLED_AFTER_MS);
  const stalled = await deps.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.status, InvoiceStatus.INVOICING), lt(sql`coalesce(${invoices.reviewedAt}, ${invoices.createdAt})`, stalledBefore.toISOString())))
    .orderBy(asc(invoices.id))
    .limit(SWEEP_BATCH);
  for (const invoice of stalled) {
    await issueInvoice(deps, invoice, log);
  }
  return stalled.length;
}

export function scheduleStalledInvoices(app: FastifyInstance, deps: AppDeps): void {
  repeatWhileOpen(app, { name: 'stalled invoice sweep', intervalMs: SWEEP_INTERVAL_MS, run: () => issueStalledInvoices(deps, app.log) });
}
