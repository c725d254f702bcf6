-- The mails an invoice's settlement calls for (the issued invoice's file, the red invoice's) are
-- written in the transaction that settles it and sent from here: a mail server that is down is
-- tried again with a growing wait, a crash after settling loses no mail, and two instances never
-- send the same mail at once (a send claims its row until claimed_until).
create table invoice_mails (
  id bigint generated always as identity primary key,
  invoice_id bigint not null references invoices (id),
  role text not null check (role in ('issued', 'red')),
  attempts smallint not null default 0,
  claimed_until timestamptz,
  sent_at timestamptz,
  failed_at timestamptz,
  last_error text,
  created_at timestamptz not null default now(),
  unique (invoice_id, role)
);
create index invoice_mails_unsent on invoice_mails (id) where sent_at is null and failed_at is null;
