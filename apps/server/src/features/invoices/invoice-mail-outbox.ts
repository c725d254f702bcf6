import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { invoiceMails, invoices } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { lastErrorOf, leaseEndOf, OUTBOX_MAX_ATTEMPTS, retryDelayMs } from '../../platform/outbox-retry.ts';
import { mailInvoice, mailRedInvoice } from './invoice-mail.ts';
import type { InvoiceMailRole } from './invoices.repository.ts';

// The settlement of an invoice writes the mail it calls for in its own transaction (invoices.repository);
// the mail is tried at once after the commit, and this outbox's pass tries again whatever a mail
// server refused or a killed process left: with the shared outbox rhythm (platform/outbox-retry.ts),
// given up after the last try, when the person can still resend it from the invoice list.

type ClaimedMail = Pick<typeof invoiceMails.$inferSelect, 'id' | 'invoiceId' | 'role' | 'attempts'>;

/** Mails claimed in one pass. */
export const INVOICE_MAIL_BATCH = 20;

export interface InvoiceMailPass {
  sent: number;
  /** Failed this time, due again later. */
  retrying: number;
  /** Failed for the last time. */
  failed: number;
}

const claimable = (now: Date) =>
  and(isNull(invoiceMails.sentAt), isNull(invoiceMails.failedAt), or(isNull(invoiceMails.claimedUntil), lte(invoiceMails.claimedUntil, now)));
const claimedColumns = { id: invoiceMails.id, invoiceId: invoiceMails.invoiceId, role: invoiceMails.role, attempts: invoiceMails.attempts };

async function sendAndRecord(deps: AppDeps, mail: ClaimedMail, log: FastifyBaseLogger): Promise<keyof InvoiceMailPass> {
  try {
    const [invoice] = await deps.db.select().from(invoices).where(eq(invoices.id, mail.invoiceId));
    if (!invoice) {
      throw new Error(`invoice ${mail.invoiceId} not found`);
    }
    await (mail.role === 'issued' ? mailInvoice(deps, invoice, invoice.email) : mailRedInvoice(deps, invoice));
    await deps.db
      .update(invoiceMails)
      .set({ sentAt: deps.now(), claimedUntil: null, lastError: null })
      .where(and(eq(invoiceMails.id, mail.id), isNull(invoiceMails.sentAt)));
    return 'sent';
  } catch (cause) {
    const now = deps.now();
    const isLastAttempt = mail.attempts >= OUTBOX_MAX_ATTEMPTS;
    log.warn(
      { err: cause, invoiceId: mail.invoiceId, role: mail.role, attempts: mail.attempts },
      isLastAttempt ? 'invoice mail given up' : 'invoice mail failed; tried again later',
    );
    await deps.db
      .update(invoiceMails)
      .set({
        lastError: lastErrorOf(cause),
        claimedUntil: isLastAttempt ? null : new Date(now.getTime() + retryDelayMs(mail.attempts)),
        failedAt: isLastAttempt ? now : null,
      })
      .where(and(eq(invoiceMails.id, mail.id), isNull(invoiceMails.sentAt)));
    return isLastAttempt ? 'failed' : 'retrying';
  }
}

/** Sends an invoice's mail right after its settlement committed, unless another send holds it. */
export async function sendInvoiceMailNow(deps: AppDeps, invoiceId: number, role: InvoiceMailRole, log: FastifyBaseLogger): Promise<void> {
  const now = deps.now();
  const [claimed] = await deps.db
    .update(invoiceMails)
    .set({ claimedUntil: leaseEndOf(deps, now), attempts: sql`${invoiceMails.attempts} + 1` })
    .where(and(eq(invoiceMails.invoiceId, invoiceId), eq(invoiceMails.role, role), claimable(now)))
    .returning(claimedColumns);
  if (claimed) {
    await sendAndRecord(deps, claimed, log);
  }
}

/** One pass of the outbox: claims the due mails and sends each. */
export async function sendDueInvoiceMails(deps: AppDeps, log: FastifyBaseLogger): Promise<InvoiceMailPass> {
  const now = deps.now();
  const due = deps.db
    .select({ id: invoiceMails.id })
    .from(invoiceMails)
    .where(claimable(now))
    .orderBy(asc(invoiceMails.id))
    .limit(INVOICE_MAIL_BATCH)
    .for('update', { skipLocked: true });
  const claimed = await deps.db
    .update(invoiceMails)
    .set({ claimedUntil: leaseEndOf(deps, now), attempts: sql`${invoiceMails.attempts} + 1` })
    .where(inArray(invoiceMails.id, due))
    .returning(claimedColumns);
  const pass: InvoiceMailPass = { sent: 0, retrying: 0, failed: 0 };
  for (const mail of claimed.sort((left, right) => left.id - right.id)) {
    pass[await sendAndRecord(deps, mail, log)] += 1;
  }
  return pass;
}
