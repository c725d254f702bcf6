import type { Config } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import { invoiceProviderOf } from '../outside-credentials.ts';
import type { InvoiceIssuer } from './invoice-issuer.ts';
import { createSandboxInvoiceIssuer } from './sandbox-invoice-issuer.ts';

/** The platform calls each bounded by the time budget. */
export const INVOICE_CALLS = ['submit', 'query', 'reverse'] as const satisfies readonly (keyof InvoiceIssuer)[];

/** The e-invoice platform INVOICE_PROVIDER names (only the sandbox so far: docs/e-invoice-platform.md says what an adapter must do). */
export function createInvoiceIssuerOf(config: Config, db: Db, now: () => Date): InvoiceIssuer {
  switch (invoiceProviderOf(config)) {
    case 'sandbox':
      return createSandboxInvoiceIssuer(db, now, {
        sellerName: config.INVOICE_SELLER_NAME,
        sellerTin: config.INVOICE_SELLER_TIN,
        issueDelayMs: config.INVOICE_SANDBOX_ISSUE_DELAY_MS,
      });
  }
}
