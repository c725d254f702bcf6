-- Identity-gated applications: cancellation, number transfer out and in, real-name supplement.

-- Scanned real-name links are opened without a login: their identity checks belong to no member
-- (the random biz_no is the capability). Existing checks keep their member.
alter table identity_checks alter column member_id drop not null;

-- Every submitted application waits for review by staff; only review changes its status.
create table applications (
  id bigint generated always as identity primary key,
  application_no text not null unique,
  kind text not null check (kind in ('cancel', 'transferOut', 'transferIn', 'realName')),
  member_id bigint references members (id),
  phone text not null,
  biz_no text not null unique,
  status text not null default 'pending' check (status in ('pending', 'passed', 'failed')),
  -- Why review failed it (shown on the audit-fail pages); null while pending.
  review_reason text,
  -- Form fields that are not sensitive (reason, contact numbers, refund choice, city).
  form jsonb not null default '{}'::jsonb,
  -- Bank details and ID data: AES-256-GCM with the server's secret key, never stored in clear.
  sealed_data text,
  created_at timestamptz not null default now(),
  reviewed_at timestamptz
);
create index applications_member_kind_idx on applications (member_id, kind, created_at desc);
create index applications_status_idx on applications (status, created_at);
-- One open application per number and kind.
create unique index applications_one_pending_idx on applications (phone, kind) where status = 'pending';

-- A transfer order pairs the initiator with one receiver through a single-use code.
create table transfer_orders (
  order_no text primary key,
  phone text not null,
  initiator_member_id bigint not null references members (id),
  application_id bigint not null references applications (id),
  code_hash text not null,
  wrong_attempts smallint not null default 0,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  received_at timestamptz,
  receiver_member_id bigint references members (id)
);
create index transfer_orders_phone_idx on transfer_orders (phone, created_at desc);

-- Uploaded signatures (and photos) of applications, kept private in the database.
create table application_files (
  biz_no text not null,
  kind text not null check (kind in ('signature', 'photo')),
  member_id bigint references members (id),
  mime_type text not null,
  content_base64 text not null,
  size_bytes integer not null,
  created_at timestamptz not null default now(),
  primary key (biz_no, kind)
);

-- Real-name supplement orders reached by a scanned link (created when a card is opened).
create table real_name_orders (
  id text primary key,
  phone text not null references subscribers (phone),
  status text not null default 'waiting' check (status in ('waiting', 'submitted')),
  created_at timestamptz not null default now(),
  submitted_at timestamptz
);
create index real_name_orders_phone_idx on real_name_orders (phone);

-- The personal real-name flow's extra name-and-ID check, passed once per identity check.
create table real_name_name_checks (
  biz_no text primary key,
  member_id bigint not null references members (id),
  checked_at timestamptz not null default now()
);
