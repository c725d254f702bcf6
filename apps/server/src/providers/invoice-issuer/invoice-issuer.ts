import type { InvoiceTypeValue } from '@hall/contract/invoices/rules';

/** What the tax platform needs to issue one e-invoice. */
export interface InvoiceApplication {
  /**
   * Our serial of this request (发票请求流水号): the platform issues at most one invoice per serial,
   * so submitting it again (after a crash, a timeout) answers the same request.
   */
  serial: string;
  invoiceType: InvoiceTypeValue;
  buyerName: string;
  buyerTin: string;
  buyerAddress: string;
  buyerTel: string;
  buyerBank: string;
  /** The service number the fees are for, printed on the invoice. */
  phone: string;
  /** One line per billed month (YYYYMM) with its fee in fen. */
  lines: { month: string; amountFen: number }[];
  amountFen: number;
  content: string;
}

/** The platform took the request; its own number is what we ask about afterwards. */
export interface AcceptedRequest {
  requestNo: string;
}

/** The files the platform returned for an issued invoice (the adapter downloads them when it gets links). */
export interface InvoiceFiles {
  pdf: Buffer;
  /** OFD, the national format, when the platform gives one. */
  ofd?: Buffer;
}

/** Where a request stands: still being issued, issued with its number and files, or refused. */
export type RequestOutcome =
  { status: 'pending' } | { status: 'issued'; invoiceNumber: string; issuedAt: Date; files: InvoiceFiles } | { status: 'failed'; reason: string };

/** A red-letter (红字) reversal of an issued invoice. */
export interface ReversalApplication {
  /** Our serial of the reversal: one red invoice per serial. */
  serial: string;
  invoiceNumber: string;
  reason: string;
}

/**
 * The e-invoice platform (全电/数电 through a tax-control service provider), asynchronous the way
 * those platforms are: a request is accepted, then issued or refused, found by `query` (a
 * platform callback only says when to ask). See docs/e-invoice-platform.md.
 */
export interface InvoiceIssuer {
  submit(application: InvoiceApplication): Promise<AcceptedRequest>;
  /** Where an issue or reversal request stands; an issued reversal answers the red invoice. */
  query(requestNo: string): Promise<RequestOutcome>;
  reverse(reversal: ReversalApplication): Promise<AcceptedRequest>;
}
