-- Usage and balance alerts (用量提醒) a member sets on a number they hold: one row per member,
-- number and kind, its threshold (percent, MB or fen by kind) and whether it is on. Switching an
-- alert off keeps the row, so its history and its switch-off links stay.
create table usage_alerts (
  id bigint generated always as identity primary key,
  member_id bigint not null references members (id) on delete cascade,
  phone text not null references subscribers (phone),
  kind text not null check (kind in ('dataPercent', 'dataMb', 'balance', 'spend')),
  threshold integer not null check (threshold > 0),
  is_enabled boolean not null default true,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  unique (member_id, phone, kind)
);
create index usage_alerts_phone_idx on usage_alerts (phone) where is_enabled;

-- The member's quiet hours (whole China hours; start = end: none). No row: 22:00 to 08:00.
create table usage_alert_settings (
  member_id bigint primary key references members (id) on delete cascade,
  quiet_start smallint not null check (quiet_start between 0 and 23),
  quiet_end smallint not null check (quiet_end between 0 and 23),
  updated_at timestamptz not null
);

-- A check of a number's alerts, queued in the transaction that recorded its usage or changed its
-- balance, and by the sweep (the job queue's table, platform/jobs). At most one check per number
-- waits unclaimed, so a burst of usage batches queues one check.
create table usage_alert_checks (
  id bigint generated always as identity primary key,
  phone text not null,
  created_at timestamptz not null,
  attempts smallint not null default 0,
  claimed_until timestamptz,
  sent_at timestamptz,
  failed_at timestamptz,
  last_error text
);
create unique index usage_alert_checks_waiting_idx on usage_alert_checks (phone)
  where sent_at is null and failed_at is null and claimed_until is null;

-- An alert crossed: the history row and the delivery job's row in one. The unique key is the
-- guarantee of once per threshold per China month, whatever checks run at once or again. A row
-- due in the member's quiet hours is written with claimed_until at their end, so the job's pass
-- leaves it until then. channel: the WeChat subscription message, the SMS outbox, or none (the
-- alert was switched off before it went out).
create table usage_alert_events (
  id bigint generated always as identity primary key,
  alert_id bigint not null references usage_alerts (id) on delete cascade,
  member_id bigint not null,
  phone text not null,
  kind text not null,
  bill_month text not null,
  threshold integer not null,
  observed integer not null,
  created_at timestamptz not null,
  attempts smallint not null default 0,
  claimed_until timestamptz,
  sent_at timestamptz,
  failed_at timestamptz,
  last_error text,
  channel text check (channel in ('wechat', 'sms', 'none')),
  unique (alert_id, bill_month, threshold)
);
create index usage_alert_events_member_idx on usage_alert_events (member_id, phone, id desc);
