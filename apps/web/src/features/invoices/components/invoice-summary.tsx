import type { ReactNode } from 'react';

export interface InvoiceSummaryRow {
  label: string;
  value: ReactNode;
  /** The value's look: `invoice-amount` for money, `invoice-months-text` for a list of months. */
  valueClassName?: string;
}

/** What an invoice is for, one label and value a row, in a section named for screen readers. */
export function InvoiceSummary({ name, rows }: { name: string; rows: InvoiceSummaryRow[] }) {
  return (
    <section className="page-section invoice-summary" aria-label={name}>
      {rows.map(({ label, value, valueClassName }) => (
        <div className="invoice-summary-row" key={label}>
          <span>{label}</span>
          <span className={valueClassName}>{value}</span>
        </div>
      ))}
    </section>
  );
}
