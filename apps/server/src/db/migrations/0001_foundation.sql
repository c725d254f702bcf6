-- Carrier back office (built-in BOSS): packages, numbers, recharge products.
create table packages (
  id text primary key,
  name text not null,
  monthly_fee_fen integer not null check (monthly_fee_fen >= 0),
  service_kind smallint not null,
  call_display smallint not null default 1,
  voice_minutes integer not null default 0,
  data_mb integer not null default 0,
  sms_count integer not null default 0,
  description_html text not null default '',
  is_orderable boolean not null default true,
  sort_order integer not null default 0
);

create table subscribers (
  phone text primary key,
  owner_name text not null,
  id_number text not null,
  id_last6 text not null,
  status text not null check (status in ('normal', 'owing', 'suspended', 'cancelled')),
  package_id text not null references packages (id),
  joined_at timestamptz not null,
  province text not null,
  city text not null,
  star_level smallint not null default 0,
  balance_fen bigint not null default 0,
  is_real_name boolean not null default true,
  service_kind smallint not null default 7,
  iccid text not null
);
create index subscribers_identity_idx on subscribers (id_last6, owner_name);

create table points_accounts (
  phone text primary key references subscribers (phone),
  current_points integer not null default 0 check (current_points >= 0),
  grand_total_points integer not null default 0 check (grand_total_points >= 0)
);

create table recharge_products (
  id text primary key,
  product_group text not null check (product_group in ('call', 'dayFlow', 'monthFlow')),
  name text not null,
  amount_fen integer not null check (amount_fen > 0),
  service_kind smallint not null default 7,
  sort_order integer not null default 0
);

-- Subscribers of this app: WeChat users, their sessions and bound numbers.
create table members (
  id bigint generated always as identity primary key,
  openid text not null unique,
  nickname text not null,
  avatar_url text not null default '',
  bound_phone text unique references subscribers (phone),
  bound_at timestamptz,
  created_at timestamptz not null default now()
);

create table member_sessions (
  token_hash text primary key,
  member_id bigint not null references members (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index member_sessions_member_idx on member_sessions (member_id);

create table oauth_states (
  state_hash text primary key,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);

create table sms_codes (
  id bigint generated always as identity primary key,
  phone text not null,
  purpose text not null,
  code_hash text not null,
  ip text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  wrong_attempts smallint not null default 0,
  used_at timestamptz
);
create index sms_codes_phone_idx on sms_codes (phone, created_at desc);
create index sms_codes_ip_idx on sms_codes (ip, created_at desc);

create table identity_checks (
  biz_no text primary key,
  auth_type text not null,
  member_id bigint not null references members (id),
  phone text,
  owner_name text not null,
  id_hint text not null,
  status text not null default 'pending' check (status in ('pending', 'passed', 'failed')),
  return_url text not null,
  fail_reason text,
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  expires_at timestamptz not null,
  consumed_at timestamptz
);
create index identity_checks_member_idx on identity_checks (member_id, created_at desc);

-- Dealers and their sales agents (agent card opening).
create table dealers (
  id text primary key,
  main_id text not null,
  name text not null,
  fund_pool_fen bigint not null default 0 check (fund_pool_fen >= 0)
);

create table agents (
  work_no text primary key,
  name text not null,
  password_hash text not null,
  mobile text not null,
  dealer_id text not null references dealers (id),
  channel text not null,
  default_sale_kind smallint not null
);

-- Sandbox stand-ins for outside systems (used only with PROVIDERS=sandbox).
create table sandbox_wechat_users (
  openid text primary key,
  nickname text not null,
  avatar_url text not null default '',
  note text not null default ''
);

create table sandbox_oauth_codes (
  code_hash text primary key,
  openid text not null references sandbox_wechat_users (openid),
  expires_at timestamptz not null,
  used_at timestamptz
);

create table sandbox_sms_outbox (
  id bigint generated always as identity primary key,
  phone text not null,
  text text not null,
  created_at timestamptz not null default now()
);
create index sandbox_sms_outbox_phone_idx on sandbox_sms_outbox (phone, id desc);

create table sandbox_face_sessions (
  provider_ref text primary key,
  biz_no text not null unique,
  owner_name text not null,
  return_url text not null,
  result text check (result in ('passed', 'failed')),
  decided_at timestamptz
);
