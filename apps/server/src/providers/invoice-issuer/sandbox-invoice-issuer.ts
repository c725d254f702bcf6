import { asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { sandboxInvoiceFailures } from '../../db/schema.ts';
import type { InvoiceIssuer } from './invoice-issuer.ts';

/**
 * Stands in for the issuing platform: issues every application, unless a failure was queued on
 * /sandbox/mail ("下一张发票开具失败"), which the next application takes.
 */
export function createSandboxInvoiceIssuer(db: Db, now: () => Date): InvoiceIssuer {
  return {
    issue: async (application) => {
      const failure = await db.transaction(async (tx) => {
        const queued = await tx
          .select()
          .from(sandboxInvoiceFailures)
          .where(isNull(sandboxInvoiceFailures.usedAt))
          .orderBy(asc(sandboxInvoiceFailures.id))
          .limit(1)
          .for('update', { skipLocked: true });
        const next = queued[0];
        if (!next) {
          return null;
        }
        await tx.update(sandboxInvoiceFailures).set({ usedAt: now() }).where(eq(sandboxInvoiceFailures.id, next.id));
        return next.reason;
      });
      if (failure) {
        return { status: 'failed', reason: failure };
      }
      const day = now().toISOString().slice(0, 10).replace(/-/g, '');
      return { status: 'issued', invoiceNumber: `${day}${String(application.invoiceId).padStart(12, '0')}` };
    },
  };
}
