-- Call protection (骚扰拦截, beyond SMS do-not-disturb): a number's own block list, number ranges and
-- marked categories, applied by the built-in BOSS where usage is recorded. An incoming call
-- (voice_in) or message (sms_in) it blocks is kept in call_interceptions instead of being recorded
-- as usage, one row per usage event id, so a repeated event is intercepted once.

-- The categories the back office marks numbers with (the contract's MARKED_CATEGORIES).
create table marked_number_categories (
  code text primary key,
  name text not null,
  sort_order smallint not null
);
insert into marked_number_categories (code, name, sort_order) values
  ('marketing', '推销', 1),
  ('fraud', '诈骗', 2),
  ('harassment', '骚扰', 3);

-- The operator's marked numbers (from its anti-fraud centre and subscribers' reports): a call or a
-- message from one is blocked for a number that blocks its category, from marked_at on.
create table marked_numbers (
  number text primary key check (number ~ '^[0-9]{5,20}$'),
  category_code text not null references marked_number_categories (code),
  report_count integer not null default 1 check (report_count > 0),
  source text not null,
  marked_at timestamptz not null
);
insert into marked_numbers (number, category_code, report_count, source, marked_at) values
  ('4006001234', 'marketing', 1532, '用户标记', '2024-01-01 00:00:00+08'),
  ('02160001234', 'marketing', 847, '用户标记', '2024-01-01 00:00:00+08'),
  ('16500001111', 'fraud', 2311, '反诈中心', '2024-01-01 00:00:00+08'),
  ('16700002222', 'fraud', 968, '反诈中心', '2024-01-01 00:00:00+08'),
  ('075512345678', 'harassment', 421, '用户标记', '2024-01-01 00:00:00+08'),
  ('95123456', 'harassment', 215, '用户标记', '2024-01-01 00:00:00+08');

-- A number's settings: off until saved; enabled_since is when it was last turned on (null while off).
create table call_protection_settings (
  phone text primary key references subscribers (phone),
  enabled_since timestamptz,
  updated_at timestamptz not null
);

-- Blocked numbers (kind 'number', the whole number) and number ranges (kind 'prefix', first digits),
-- each from added_at on; position keeps the order they were listed in.
create table call_protection_entries (
  phone text not null references subscribers (phone),
  kind text not null check (kind in ('number', 'prefix')),
  value text not null check (value ~ '^[0-9]{2,20}$'),
  position smallint not null,
  added_at timestamptz not null,
  primary key (phone, kind, value)
);

-- Marked categories a number blocks, each from added_at on.
create table call_protection_categories (
  phone text not null references subscribers (phone),
  category_code text not null references marked_number_categories (code),
  added_at timestamptz not null,
  primary key (phone, category_code)
);

-- What call protection intercepted: matched is the listed number, the range or the marked number.
create table call_interceptions (
  id bigint generated always as identity primary key,
  event_id text not null unique,
  phone text not null references subscribers (phone),
  kind text not null check (kind in ('call', 'sms')),
  other_party text not null,
  reason text not null check (reason in ('number', 'prefix', 'category')),
  matched text not null,
  category_code text references marked_number_categories (code),
  seconds integer check (seconds >= 0),
  message_count integer check (message_count > 0),
  occurred_at timestamptz not null,
  intercepted_at timestamptz not null
);
create index call_interceptions_phone on call_interceptions (phone, occurred_at desc, id desc);
