-- Commission (佣金) of dealers on the openings their agents make.
--
-- commission_rules: the rule of an agent offer, one row per version. Staff never edit a version: a
-- change is a new row effective from its time, so an opening earns by the version in force when its
-- number was activated (an opening activated before a change keeps the old terms).
create table commission_rules (
  id bigint generated always as identity primary key,
  offer_id text not null,
  -- 开户奖励: fen earned once when the opening passes audit.
  one_off_fen integer not null check (one_off_fen between 0 and 100000000),
  -- 话费分成: basis points (1/10000) of each month's bill, for the first share_months months.
  share_bp integer not null check (share_bp between 0 and 10000),
  share_months smallint not null check (share_months between 0 and 12),
  effective_from timestamptz not null,
  staff_id bigint not null,
  check ((share_bp = 0) = (share_months = 0))
);
create index commission_rules_offer_idx on commission_rules (offer_id, effective_from desc, id desc);

-- commission_ledger: append-only. activation (the one-off, at a passed audit), share (one per bill
-- month), clawback (the one-off reversed, negative, at a cancellation within the clawback period).
-- The unique key is what makes each entry once, however often the audit, the cancellation or the
-- share job runs: bill_month is '' for activation and clawback.
create table commission_ledger (
  id bigint generated always as identity primary key,
  dealer_id text not null,
  work_no text not null,
  uim_id text not null,
  record_number text not null,
  phone text not null,
  rule_id bigint not null references commission_rules (id),
  kind text not null check (kind in ('activation', 'share', 'clawback')),
  bill_month text not null default '',
  amount_fen integer not null,
  activated_at timestamptz not null,
  created_at timestamptz not null,
  unique (uim_id, kind, bill_month)
);
create index commission_ledger_dealer_idx on commission_ledger (dealer_id, created_at, id);
create index commission_ledger_phone_idx on commission_ledger (phone, kind);

create function commission_refuse_change() returns trigger
language plpgsql as $$
begin
  raise exception '% is append-only: % is not allowed', tg_table_name, tg_op
    using errcode = 'restrict_violation';
end;
$$;

create trigger commission_ledger_append_only
  before update or delete on commission_ledger
  for each row execute function commission_refuse_change();
create trigger commission_ledger_no_truncate
  before truncate on commission_ledger
  for each statement execute function commission_refuse_change();
create trigger commission_rules_append_only
  before update or delete on commission_rules
  for each row execute function commission_refuse_change();

-- The share job's rows: one per number and closed bill month, queued by the monthly run in the
-- number's transaction (only for a number with an activation entry).
create table commission_share_jobs (
  id bigint generated always as identity primary key,
  phone text not null,
  bill_month text not null,
  created_at timestamptz not null,
  attempts smallint not null default 0,
  claimed_until timestamptz,
  sent_at timestamptz,
  failed_at timestamptz,
  last_error text,
  unique (phone, bill_month)
);
