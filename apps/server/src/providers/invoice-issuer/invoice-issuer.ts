/** What the tax platform needs to issue one e-invoice. */
export interface InvoiceApplication {
  invoiceId: number;
  invoiceType: string;
  buyerName: string;
  buyerTin: string;
  amountFen: number;
  content: string;
}

export type IssueOutcome = { status: 'issued'; invoiceNumber: string } | { status: 'failed'; reason: string };

/** The e-invoice issuing platform (tax authority / invoicing service). */
export interface InvoiceIssuer {
  issue(application: InvoiceApplication): Promise<IssueOutcome>;
}
