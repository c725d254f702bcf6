-- The fund pool's low-balance alert (资金池余额提醒): staff set the dealer's contact mobile and a
-- threshold; the debit that takes the pool below it queues one SMS and stamps low_balance_alerted_at,
-- and no other SMS goes until a top-up lifts the pool to the threshold again (clears the stamp).
alter table dealers
  add column alert_mobile text not null default '',
  add column alert_threshold_fen bigint not null default 0 check (alert_threshold_fen >= 0),
  add column low_balance_alerted_at timestamptz;
