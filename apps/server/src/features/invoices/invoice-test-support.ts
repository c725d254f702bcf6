import type { Envelope } from '@hall/contract/codes';
import { expect } from 'vitest';
import { invoices } from '../../db/schema.ts';
import type { TestApp } from '../../test/test-app.ts';

/** A month of NEW_INVOICE_LIST as the invoice pages read it. */
export interface InvoiceMonthItem {
  id: string;
  feeMonth: string;
  feeAmount: number;
  status: number;
  type: number | null;
  errMsg: string;
}

/** A mail of the sandbox outbox (/sandbox/api/mail). */
export interface SandboxMailItem {
  subject: string;
  toAddress: string;
  body: string;
  attachments: { url: string; filename: string }[];
}

/** The months of a number the member may see (the number verified for invoices first). */
export async function listInvoiceMonths(api: TestApp, phone: string, memberToken: string): Promise<InvoiceMonthItem[]> {
  const body = await api.call('NEW_INVOICE_LIST', { service_id: phone }, memberToken);
  expect(body.code).toBe(1);
  return (body.data as { list: InvoiceMonthItem[] }).list;
}

/** The mails the sandbox mail service sent to an address, newest first. */
export async function readSandboxMails(api: TestApp, to: string): Promise<SandboxMailItem[]> {
  const response = await api.app.inject({ method: 'GET', url: `/sandbox/api/mail?to=${encodeURIComponent(to)}` });
  return response.json<Envelope<{ list: SandboxMailItem[] }>>().data?.list ?? [];
}

/**
 * 张伟's monthly ordinary invoice as the submit left it: at 1, with no platform request recorded
 * (a server that stopped between the platform's answer and its own record).
 */
export async function insertUnrecordedInvoice(api: TestApp, invoice: { phone: string; email: string; months: string; amountFen: number }): Promise<number> {
  const [saved] = await api.deps.db
    .insert(invoices)
    .values({ ...invoice, memberId: 1, flow: 'monthly', titleKind: 0, invoiceType: '82', buyerName: '张伟', createdAt: api.deps.now() })
    .returning({ id: invoices.id });
  return saved?.id ?? 0;
}
