-- The e-invoice platform works like the tax platforms: a request is accepted under our serial,
-- issued later (found by polling), the platform returns the file, and an issued invoice can be
-- reversed by a red-letter (红字) invoice, itself a request of its own.

-- platform_attempt numbers the requests of one invoice (a refused one passed in review is asked
-- again under a new serial); request_no is the platform's number of the current request.
alter table invoices add column platform_attempt smallint not null default 0;
alter table invoices add column request_no text;
alter table invoices add column reversal_reason text not null default '';
alter table invoices add column reversal_request_no text;
alter table invoices add column reversal_requested_at timestamptz;
alter table invoices add column reversal_requested_by bigint;
alter table invoices add column red_invoice_number text;
alter table invoices add column reversed_at timestamptz;
create index invoices_awaiting_platform_idx on invoices (id) where status = 1 or (reversal_requested_at is not null and reversed_at is null);

-- The files the platform returned (the issued invoice and its red-letter reversal), kept so a
-- resend mails the same file.
create table invoice_files (
  invoice_id bigint not null,
  role text not null check (role in ('issued', 'red')),
  format text not null check (format in ('pdf', 'ofd')),
  content_base64 text not null,
  received_at timestamptz not null default now(),
  primary key (invoice_id, role, format)
);

-- The sandbox platform's requests: one per serial (a repeated submit answers the same request).
create table sandbox_invoice_requests (
  request_no text primary key,
  serial text not null unique,
  kind text not null check (kind in ('blue', 'red')),
  application jsonb not null,
  status text not null default 'pending' check (status in ('pending', 'issued', 'failed')),
  failure_reason text not null default '',
  ready_at timestamptz not null,
  query_count integer not null default 0,
  invoice_number text,
  original_invoice_number text,
  issued_at timestamptz,
  pdf_base64 text,
  created_at timestamptz not null default now()
);
