-- Agent card opening: payment kind per dealer, offers, card stock, agent sessions and captchas,
-- open-card records (the resumable state per card), uploads, payments, the fund-pool ledger,
-- real-name checks and the sandbox real-name stand-in.
alter table dealers add column pay_kind smallint not null default 2 check (pay_kind in (1, 2));

create table agent_offers (
  id text primary key,
  name text not null,
  sum_fee_fen integer not null check (sum_fee_fen >= 0),
  description_html text not null default '',
  if_check_card smallint not null default 0,
  package_id text not null references packages (id),
  system_id smallint not null,
  is_changeable boolean not null default false,
  sort_order integer not null default 0
);

create table card_stock (
  iccid text primary key,
  phone text not null unique,
  dealer_id text not null references dealers (id),
  offer_id text not null references agent_offers (id),
  service_kind smallint not null default 7,
  status text not null default 'available' check (status in ('available', 'locked', 'opened')),
  sale_resource_id text unique,
  opened_at timestamptz
);
create index card_stock_dealer_idx on card_stock (dealer_id);

create table agent_captchas (
  random_str_hash text primary key,
  answer_hash text not null,
  expires_at timestamptz not null,
  used_at timestamptz
);

create table agent_sessions (
  token_hash text primary key,
  work_no text not null references agents (work_no),
  kind text not null check (kind in ('ticket', 'session')),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index agent_sessions_work_no_idx on agent_sessions (work_no);

create table open_card_records (
  uim_id text primary key references card_stock (iccid),
  record_number text not null unique,
  apply_event text not null,
  dealer_id text not null references dealers (id),
  dealer_main_id text not null,
  work_no text not null,
  city_code text not null default '360',
  service_id text not null,
  res_inst_id text not null,
  uim_res_inst_id text not null,
  prod_offer_id text not null references agent_offers (id),
  prod_offer_name text not null,
  if_check_card smallint not null,
  service_kind smallint not null,
  sum_fee_fen integer not null check (sum_fee_fen >= 0),
  recharge_flag text not null default '' check (recharge_flag in ('', 'start', 'finish', 'nopay')),
  out_trade_no text not null default '',
  open_card_location smallint not null check (open_card_location between 0 and 4),
  net_sign_url text not null default '',
  together_url text not null default '',
  pay_back_url text not null default '',
  spare_phone text not null default '',
  status text not null default 'open' check (status in ('open', 'done')),
  customer_name text,
  id_number_masked text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index open_card_records_dealer_idx on open_card_records (dealer_id);

create table agent_uploads (
  id text primary key,
  dealer_id text not null references dealers (id),
  work_no text not null,
  uim_id text not null,
  kind text not null check (kind in ('signature', 'together')),
  mime text not null,
  content_base64 text not null,
  created_at timestamptz not null default now()
);

create table agent_payments (
  out_trade_no text primary key,
  record_number text not null,
  uim_id text not null,
  dealer_id text not null references dealers (id),
  pay_kind smallint not null check (pay_kind in (1, 2)),
  amount_fen integer not null check (amount_fen > 0),
  status text not null check (status in ('pending', 'paid', 'failed')),
  created_at timestamptz not null default now(),
  paid_at timestamptz
);
-- One fund-pool debit per opening, whatever the retries.
create unique index agent_payments_one_fund_pool_idx on agent_payments (record_number) where pay_kind = 2;

create table fund_pool_ledger (
  id bigint generated always as identity primary key,
  dealer_id text not null references dealers (id),
  amount_fen bigint not null,
  balance_after_fen bigint not null check (balance_after_fen >= 0),
  out_trade_no text not null unique,
  record_number text not null,
  work_no text not null,
  created_at timestamptz not null default now()
);
create index fund_pool_ledger_dealer_idx on fund_pool_ledger (dealer_id, id);

create table agent_real_name_checks (
  biz_no text primary key,
  token_hash text not null,
  dealer_id text not null references dealers (id),
  work_no text not null,
  service_id text not null,
  record_number text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  consumed_at timestamptz
);

create table sandbox_real_name_sessions (
  provider_ref text primary key,
  biz_no text not null unique,
  return_url text not null,
  customer_name text,
  id_number text,
  address text,
  result text check (result in ('passed', 'face_failed', 'id_failed')),
  decided_at timestamptz
);

-- Sandbox only: the captcha text, so browser journeys can read the image as a person does.
create table sandbox_captcha_outbox (
  random_str text primary key,
  answer text not null,
  created_at timestamptz not null default now()
);
