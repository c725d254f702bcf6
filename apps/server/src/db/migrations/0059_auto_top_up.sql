-- Auto top-up (自动充值): when the active number's balance falls below the member's threshold, a
-- WeChat Pay entrusted debit (委托代扣) tops it up by the chosen amount, at most N times a China month.

-- The member's rules for a number (one row per number; amounts in fen).
create table auto_top_up_settings (
  phone text primary key references subscribers (phone),
  member_id bigint not null references members (id),
  threshold_fen integer not null check (threshold_fen between 100 and 20000),
  amount_fen integer not null check (amount_fen between 1000 and 50000 and amount_fen % 100 = 0),
  monthly_limit smallint not null check (monthly_limit between 1 and 10),
  updated_at timestamptz not null
);

-- The entrusted-debit contracts: signing (the member was sent to WeChat's signing page), signed
-- (WeChat's ENTRUST.SIGN notification named its contract_id), terminated (by the member in the hall,
-- or at WeChat's side by its notification). A number holds at most one signed contract.
create table auto_top_up_contracts (
  id bigint generated always as identity primary key,
  phone text not null references subscribers (phone),
  member_id bigint not null references members (id),
  out_contract_code text not null unique,
  contract_id text unique,
  state text not null check (state in ('signing', 'signed', 'terminated')),
  created_at timestamptz not null,
  signed_at timestamptz,
  ended_at timestamptz,
  end_reason text check (end_reason in ('member', 'wechat')),
  check (state <> 'signed' or (contract_id is not null and ended_at is null))
);
create unique index auto_top_up_contracts_signed_idx on auto_top_up_contracts (phone) where state = 'signed';
create index auto_top_up_contracts_phone_idx on auto_top_up_contracts (phone, id desc);

-- The job queue's rows: a check of one number for one trigger (the ledger entry that took its
-- balance below the threshold), attempt 1, and the retry of a failed debit, attempt 2 (due later).
-- The unique key makes a repeated balance change or sweep queue the check once.
create table auto_top_up_checks (
  id bigint generated always as identity primary key,
  phone text not null,
  trigger_key text not null,
  attempt smallint not null check (attempt in (1, 2)),
  created_at timestamptz not null default now(),
  attempts smallint not null default 0,
  claimed_until timestamptz,
  sent_at timestamptz,
  failed_at timestamptz,
  last_error text,
  outcome text,
  unique (phone, trigger_key, attempt)
);
create index auto_top_up_checks_due_idx on auto_top_up_checks (id) where sent_at is null and failed_at is null;

-- One debit per (contract, trigger, attempt), its out_trade_no fixed before WeChat Pay is asked;
-- at most one paid per (contract, trigger). The monthly cap counts a month's pending and paid
-- triggers, under the contract row's lock.
create table auto_top_up_debits (
  id bigint generated always as identity primary key,
  contract_id bigint not null references auto_top_up_contracts (id),
  phone text not null,
  member_id bigint not null,
  trigger_key text not null,
  attempt smallint not null check (attempt in (1, 2)),
  out_trade_no text not null unique,
  amount_fen integer not null check (amount_fen > 0),
  china_month text not null,
  status text not null default 'pending' check (status in ('pending', 'paid', 'failed')),
  transaction_id text,
  created_at timestamptz not null,
  decided_at timestamptz,
  unique (contract_id, trigger_key, attempt)
);
create unique index auto_top_up_debits_paid_idx on auto_top_up_debits (contract_id, trigger_key) where status = 'paid';
create index auto_top_up_debits_month_idx on auto_top_up_debits (contract_id, china_month);
create index auto_top_up_debits_pending_idx on auto_top_up_debits (created_at) where status = 'pending';

-- A paid debit is a top-up of its own kind in the recharge records (自动充值).
alter table recharge_orders drop constraint recharge_orders_product_kind_check;
alter table recharge_orders add constraint recharge_orders_product_kind_check
  check (product_kind in ('call', 'dayFlow', 'monthFlow', 'bill', 'autoTopUp'));

-- The sandbox's side of the entrusted debit: the contracts WeChat Pay would hold. A debit of a
-- contract is a sandbox WeChat Pay order (sandbox_wechat_pay_orders), decided at once: paid, or
-- failed while the contract is set to fail its debits (the sandbox signing page's control).
create table sandbox_papay_contracts (
  provider_ref text primary key,
  out_contract_code text not null unique,
  contract_id text unique,
  display_account text not null,
  notify_handler text not null,
  return_url text not null,
  state text not null default 'UNSIGNED' check (state in ('UNSIGNED', 'SIGNED', 'TERMINATED')),
  fails_debits boolean not null default false,
  created_at timestamptz not null,
  signed_at timestamptz,
  terminated_at timestamptz
);
