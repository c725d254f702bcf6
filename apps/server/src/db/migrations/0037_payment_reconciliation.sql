-- The daily reconciliation against WeChat Pay's trade bill (交易账单). One row per China day: the
-- schedule claims a day by inserting its row (the primary key makes one instance win), and a
-- failed day is claimed again by a conditional update once its retry time has come. A claim
-- carries a random token; only the holder of the current token may write the day's result.
create table reconciliation_runs (
  bill_date text primary key check (bill_date ~ '^\d{4}-\d{2}-\d{2}$'),
  status text not null check (status in ('running', 'matched', 'mismatched', 'failed')),
  claim_token text not null,
  claimed_until timestamptz not null,
  attempts integer not null default 1,
  retry_at timestamptz,
  last_error text not null default '',
  bill_sha1 text not null default '',
  line_count integer not null default 0,
  paid_total_fen bigint not null default 0,
  refund_total_fen bigint not null default 0,
  mismatch_count integer not null default 0,
  started_at timestamptz not null,
  finished_at timestamptz,
  started_by bigint references staff_users (id)
);

-- What one finished run found: an order paid at WeChat Pay but not here, paid here but missing
-- from the bill, paid with another amount, or a refund that differs. Replaced by each rerun.
create table reconciliation_mismatches (
  id bigint generated always as identity primary key,
  bill_date text not null references reconciliation_runs (bill_date) on delete cascade,
  kind text not null check (kind in ('missing_here', 'missing_at_wechat', 'amount_differs', 'refund_differs')),
  out_trade_no text not null,
  transaction_id text not null default '',
  our_fen bigint,
  wechat_fen bigint
);
create index reconciliation_mismatches_day on reconciliation_mismatches (bill_date);
