-- E-invoices (issue 8).

-- Billed monthly fees of the built-in back office: what the invoice months and amounts come from.
create table boss_monthly_fees (
  phone text not null references subscribers (phone),
  fee_month text not null check (fee_month ~ '^[0-9]{6}$'),
  amount_fen integer not null check (amount_fen >= 0),
  primary key (phone, fee_month)
);

-- A number verified for invoicing (SMS code 08 or face check) is open to that member for a while.
create table invoice_access_grants (
  member_id bigint not null references members (id) on delete cascade,
  phone text not null,
  granted_at timestamptz not null,
  expires_at timestamptz not null,
  primary key (member_id, phone)
);

-- Company invoice titles saved for a number.
create table invoice_titles (
  id bigint generated always as identity primary key,
  owner_phone text not null,
  name text not null,
  tin text not null,
  address text not null default '',
  tel text not null default '',
  bank_name text not null default '',
  bank_account text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index invoice_titles_owner_idx on invoice_titles (owner_phone, id desc);

-- One invoice applied for (monthly flow or old form flow), over one or more months of one number.
create table invoices (
  id bigint generated always as identity primary key,
  phone text not null,
  member_id bigint not null references members (id),
  flow text not null check (flow in ('monthly', 'form')),
  title_kind smallint not null check (title_kind in (0, 1)),
  invoice_type text not null check (invoice_type in ('026', '81', '82')),
  buyer_name text not null,
  buyer_tin text not null default '',
  buyer_address text not null default '',
  buyer_tel text not null default '',
  buyer_bank_name text not null default '',
  buyer_bank_account text not null default '',
  contact_name text not null default '',
  contact_phone text not null default '',
  email text not null,
  months text not null,
  amount_fen integer not null check (amount_fen >= 0),
  status smallint not null default 1 check (status in (1, 2, 3)),
  err_msg text not null default '',
  invoice_number text,
  resend_count smallint not null default 0 check (resend_count >= 0 and resend_count <= 3),
  created_at timestamptz not null default now(),
  issued_at timestamptz
);
create index invoices_phone_idx on invoices (phone, id desc);

-- Each billed month of a number once; invoice_id is its current invoice (a failed one may be replaced).
create table invoice_months (
  id bigint generated always as identity primary key,
  phone text not null,
  fee_month text not null,
  fee_amount_fen integer not null check (fee_amount_fen >= 0),
  invoice_id bigint references invoices (id),
  unique (phone, fee_month)
);

-- Photos of the old form flow (data URLs, compressed by the page), private to the applicant.
create table invoice_form_photos (
  invoice_id bigint not null references invoices (id),
  kind text not null check (kind in ('businessLicenses', 'idCardFront', 'idCardBack', 'photo')),
  data_url text not null,
  primary key (invoice_id, kind)
);

-- Sandbox stand-ins: the mail outbox with attachments, and failures queued for the tax platform.
create table sandbox_mail_outbox (
  id bigint generated always as identity primary key,
  to_address text not null,
  subject text not null,
  body text not null,
  created_at timestamptz not null default now()
);
create index sandbox_mail_outbox_to_idx on sandbox_mail_outbox (to_address, id desc);

create table sandbox_mail_attachments (
  id bigint generated always as identity primary key,
  mail_id bigint not null references sandbox_mail_outbox (id),
  filename text not null,
  content_type text not null,
  content_base64 text not null
);
create index sandbox_mail_attachments_mail_idx on sandbox_mail_attachments (mail_id);

create table sandbox_invoice_failures (
  id bigint generated always as identity primary key,
  reason text not null,
  created_at timestamptz not null default now(),
  used_at timestamptz
);
