-- 详单 (usage-detail): the call and SMS detail opens for a short time after the owner's check, per
-- member session and number; a month of it is mailed as a PDF from an outbox (the job's rows), once
-- per request id of the page.
create table usage_detail_unlocks (
  session_token_hash text not null,
  phone text not null,
  unlocked_until timestamptz not null,
  primary key (session_token_hash, phone)
);
create index usage_detail_unlocks_phone on usage_detail_unlocks (phone);

create table usage_detail_mails (
  id bigint generated always as identity primary key,
  phone text not null,
  bill_month text not null check (bill_month ~ '^[0-9]{6}$'),
  email text not null,
  request_id text not null,
  member_id bigint not null,
  attempts smallint not null default 0,
  claimed_until timestamptz,
  sent_at timestamptz,
  failed_at timestamptz,
  last_error text,
  created_at timestamptz not null default now(),
  unique (phone, request_id)
);
create index usage_detail_mails_unsent on usage_detail_mails (id) where sent_at is null and failed_at is null;
