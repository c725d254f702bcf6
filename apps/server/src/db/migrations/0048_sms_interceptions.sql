-- SMS do-not-disturb takes effect (built-in BOSS): an incoming message (usage sms_in) whose industry
-- category or sender a number's done registration rejects is kept here instead of being delivered
-- (never a usage record). One row per usage event id, so a repeated event is intercepted once.
create table sms_interceptions (
  id bigint generated always as identity primary key,
  event_id text not null unique,
  phone text not null references subscribers (phone),
  sender text not null,
  category_code text references sms_industry_categories (code),
  reason text not null check (reason in ('category', 'number')),
  message_count integer not null check (message_count > 0),
  occurred_at timestamptz not null,
  intercepted_at timestamptz not null
);
create index sms_interceptions_phone on sms_interceptions (phone, occurred_at desc);
