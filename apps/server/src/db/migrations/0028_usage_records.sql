-- Usage as the network reports it: detail records (one per call, message or data session, once per
-- event id), each number's day rolled up for rating, and what the month's usage has been charged so
-- far, so a batch charges only what the re-rated month grew by.
create table usage_records (
  event_id text primary key,
  phone text not null,
  occurred_at timestamptz not null,
  kind text not null check (kind in ('voice_out', 'voice_in', 'sms_out', 'sms_in', 'data')),
  other_party text,
  seconds integer check (seconds >= 0),
  message_count integer check (message_count >= 0),
  megabytes double precision check (megabytes >= 0),
  pool text check (pool in ('general', 'directed'))
);
create index usage_records_phone_time_idx on usage_records (phone, occurred_at desc);

-- One row per number and China day: whole MB per pool (each session rounded up), outgoing minutes
-- (each call rounded up), messages sent.
create table usage_days (
  phone text not null,
  day date not null,
  general_mb bigint not null default 0 check (general_mb >= 0),
  directed_mb bigint not null default 0 check (directed_mb >= 0),
  voice_minutes integer not null default 0 check (voice_minutes >= 0),
  sms_count integer not null default 0 check (sms_count >= 0),
  primary key (phone, day)
);

-- What the month's usage has cost so far, per bill item; sequence numbers the usage ledger entries.
create table usage_charges (
  phone text not null,
  bill_month text not null check (bill_month ~ '^[0-9]{6}$'),
  day_pack_count integer not null default 0,
  data_fen bigint not null default 0 check (data_fen >= 0),
  voice_fen bigint not null default 0 check (voice_fen >= 0),
  sms_fen bigint not null default 0 check (sms_fen >= 0),
  sequence integer not null default 0,
  primary key (phone, bill_month)
);

-- usage_items now holds only the packs bought (the package's allowances and what was used of
-- everything are rated from usage_days); usage_overage is rated too.
alter table usage_items drop column used_amount;
alter table usage_items drop column is_auto_day_pack;
alter table usage_items drop column auto_day_pack_count;
alter table usage_items add column valid_until timestamptz;
drop table usage_overage;
