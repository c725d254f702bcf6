-- The billing loop's shared ground: the ledger reasons of usage charged during the month and of
-- the monthly run, the run's once-per-number-and-month record, and whether a package's first
-- month is free (the monthly run reads it; editors set it with the package).
alter table balance_ledger drop constraint balance_ledger_reason_check;
alter table balance_ledger add constraint balance_ledger_reason_check
  check (reason in ('recharge', 'flow_pack', 'adjustment', 'caller_service', 'cancellation', 'usage', 'monthly_run'));

-- One row per number and closed month: inserted in the transaction that bills the month, so a
-- second run (or two at once) finds it and bills nothing.
create table billing_runs (
  phone text not null,
  bill_month text not null check (bill_month ~ '^[0-9]{6}$'),
  charged_fen bigint not null check (charged_fen >= 0),
  ran_at timestamptz not null,
  primary key (phone, bill_month)
);

alter table packages add column is_first_month_free boolean not null default true;
