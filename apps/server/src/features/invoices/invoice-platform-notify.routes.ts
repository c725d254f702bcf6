import { eq, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ANONYMOUS_ENTRY } from '@hall/contract/rate-limits';
import { invoices } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { limitRoutePerAddress } from '../../platform/rate-limits.ts';
import { followInvoice } from './invoice-issuing.ts';
import { followReversal } from './invoice-reversal.ts';

export const INVOICE_PLATFORM_NOTIFY_PATH = '/api/invoice-platform/notify';
const REQUEST_NO = /^[\w-]{1,64}$/;

/**
 * The platform's callback ("a request was decided"). It is only a reason to ask: the body is not
 * trusted, the invoice is settled from our own query to the platform, exactly as the sweep does,
 * so a forged or replayed callback changes nothing. Polling works without it.
 */
export function registerInvoicePlatformNotify(app: FastifyInstance, deps: AppDeps): void {
  app.post(INVOICE_PLATFORM_NOTIFY_PATH, { onRequest: limitRoutePerAddress(app, deps, 'invoice-platform-notify', ANONYMOUS_ENTRY) }, async (request) => {
    const body = request.body as { requestNo?: unknown } | null;
    const requestNo = typeof body?.requestNo === 'string' && REQUEST_NO.test(body.requestNo) ? body.requestNo : '';
    const invoice = requestNo
      ? (
          await deps.db
            .select()
            .from(invoices)
            .where(or(eq(invoices.requestNo, requestNo), eq(invoices.reversalRequestNo, requestNo)))
            .limit(1)
        )[0]
      : undefined;
    if (invoice?.requestNo === requestNo) {
      await followInvoice(deps, invoice, request.log);
    } else if (invoice) {
      await followReversal(deps, invoice, request.log);
    }
    return { received: invoice !== undefined };
  });
}
