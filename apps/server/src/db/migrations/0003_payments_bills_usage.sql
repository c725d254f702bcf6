-- WeChat Pay sandbox: the orders the stand-in cashier knows (used only with PROVIDERS=sandbox).
create table sandbox_wechat_pay_orders (
  provider_ref text primary key,
  out_trade_no text not null unique,
  amount_fen integer not null check (amount_fen > 0),
  description text not null,
  notify_handler text not null,
  return_url text not null,
  state text not null default 'NOTPAY' check (state in ('NOTPAY', 'SUCCESS', 'PAYERROR', 'CLOSED')),
  transaction_id text unique,
  created_at timestamptz not null default now(),
  decided_at timestamptz
);

-- Built-in BOSS: every balance change, append-only; a reference is applied once per reason.
create table balance_ledger (
  id bigint generated always as identity primary key,
  phone text not null references subscribers (phone),
  change_fen bigint not null,
  balance_after_fen bigint not null,
  reason text not null check (reason in ('recharge', 'flow_pack', 'adjustment')),
  reference text not null,
  created_at timestamptz not null default now(),
  unique (reason, reference)
);
create index balance_ledger_phone_idx on balance_ledger (phone, created_at desc);

-- Built-in BOSS: monthly bills as their items; a bill's total is the sum of its items.
create table bill_items (
  phone text not null references subscribers (phone),
  bill_month text not null check (bill_month ~ '^\d{6}$'),
  item_name text not null,
  amount_fen integer not null,
  sort_order integer not null default 0,
  primary key (phone, bill_month, item_name)
);

-- Built-in BOSS: this month's usage of the package and of the packs ordered on top of it.
create table usage_items (
  id bigint generated always as identity primary key,
  phone text not null references subscribers (phone),
  usage_kind text not null check (usage_kind in ('data', 'voice', 'sms')),
  title text not null,
  package_name text not null,
  fee_fen integer not null default 0 check (fee_fen >= 0),
  total_amount integer not null check (total_amount >= 0),
  used_amount integer not null check (used_amount >= 0),
  is_auto_day_pack boolean not null default false,
  auto_day_pack_count integer not null default 0,
  reference text unique,
  sort_order integer not null default 0,
  created_at timestamptz not null default now()
);
create index usage_items_phone_idx on usage_items (phone, usage_kind, sort_order);

create table usage_overage (
  phone text primary key references subscribers (phone),
  data_fee_fen integer not null default 0 check (data_fee_fen >= 0),
  voice_minutes integer not null default 0,
  sms_count integer not null default 0
);

-- Built-in BOSS: ordered services (0 basic package, 1 data pack, 2 value-added); status -1 expired, 0 pending, 1 effective.
create table subscribed_services (
  id bigint generated always as identity primary key,
  phone text not null references subscribers (phone),
  service_type smallint not null check (service_type in (0, 1, 2)),
  package_name text not null,
  status smallint not null check (status in (-1, 0, 1)),
  effect_time timestamptz not null,
  over_time timestamptz,
  order_time timestamptz not null,
  reference text unique
);
create index subscribed_services_phone_idx on subscribed_services (phone, service_type, order_time desc);

-- Built-in BOSS: card-opening applications by customer identity, with their audit.
create table opening_applications (
  id bigint generated always as identity primary key,
  customer_name text not null,
  id_number text not null,
  apply_event text not null,
  prod_offer_id text not null,
  prod_offer_name text not null,
  service_id text not null,
  status text not null check (status in ('pending', 'passed', 'failed')),
  audit_remark text not null default '',
  if_valid smallint not null default 1 check (if_valid in (0, 1)),
  created_at timestamptz not null default now()
);
create index opening_applications_identity_idx on opening_applications (id_number, customer_name);

-- Built-in BOSS: business orders of a number with their review state (order query).
create table service_orders (
  oid text primary key,
  phone text not null references subscribers (phone),
  name text not null,
  check_status text not null check (check_status in ('待审核', '审核通过', '审核未通过', '订单已失效')),
  summary text not null,
  details jsonb not null,
  tips text not null default '',
  created_at timestamptz not null
);
create index service_orders_phone_idx on service_orders (phone, created_at desc);

-- Built-in BOSS: numbers whose owner still has to record the promise video (card lookup -106).
create table promise_video_requirements (
  phone text primary key references subscribers (phone),
  created_at timestamptz not null default now()
);

-- Top-up orders of this app (call credit, flow packs, bill payments): status 0 unpaid,
-- 1 recharging, 2 success, 3 failed and refunding, 4 failed and refunded.
create table recharge_orders (
  out_trade_no text primary key,
  phone text not null references subscribers (phone),
  member_id bigint references members (id),
  product_kind text not null check (product_kind in ('call', 'dayFlow', 'monthFlow', 'bill')),
  product_id text,
  product_name text not null,
  amount_fen integer not null check (amount_fen > 0),
  status smallint not null default 0 check (status between 0 and 4),
  pack_status text not null default 'none' check (pack_status in ('none', 'opened', 'insufficient')),
  record_number text,
  transaction_id text unique,
  created_at timestamptz not null default now(),
  paid_at timestamptz
);
create index recharge_orders_phone_idx on recharge_orders (phone, created_at desc);
