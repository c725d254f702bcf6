-- Account services (issue 5): service passwords, caller services, SIM replacement applications,
-- the balance ledger of fees, and the grant a passed old-password check leaves for step 2.

-- Built-in BOSS: the service password of a number (argon2). A row appears on first use with the
-- configured initial PIN. Three wrong entries lock it; lock_count counts lock events.
create table service_passwords (
  phone text primary key references subscribers (phone),
  password_hash text not null,
  wrong_attempts smallint not null default 0 check (wrong_attempts >= 0),
  locked_at timestamptz,
  lock_count integer not null default 0,
  updated_at timestamptz not null default now()
);

-- Built-in BOSS: caller services offered (来电提醒 1, 来电显示 2, 订购呼转 3) and subscribed.
create table caller_packages (
  id text primary key,
  call_type smallint not null unique check (call_type in (1, 2, 3)),
  title text not null,
  detail text not null,
  monthly_fee_fen integer not null check (monthly_fee_fen >= 0),
  sort_order integer not null default 0
);

create table caller_subscriptions (
  phone text not null references subscribers (phone),
  package_id text not null references caller_packages (id),
  forward_to text,
  ordered_at timestamptz not null,
  effective_at timestamptz not null,
  cancelled_at timestamptz,
  -- A cancelled service runs until expires_at (month end for 来电提醒, at once for 呼转).
  expires_at timestamptz,
  primary key (phone, package_id)
);

-- Caller-service fees are written to balance_ledger (migration 0003) with reason caller_service.

-- SIM replacement applications wait for review; one pending application per number.
create table sim_replacement_applications (
  id text primary key,
  member_id bigint not null references members (id),
  biz_no text not null unique references identity_checks (biz_no),
  phone text not null references subscribers (phone),
  reason text not null,
  receiver_name text not null,
  receiver_phone text not null,
  receiver_address text not null,
  status text not null default 'pending' check (status in ('pending', 'passed', 'failed')),
  fail_reason text,
  created_at timestamptz not null default now(),
  decided_at timestamptz
);
create unique index sim_replacement_pending_idx on sim_replacement_applications (phone) where status = 'pending';
create index sim_replacement_member_idx on sim_replacement_applications (member_id, created_at desc);

-- A passed step 1 (SMS code and old password) lets the member set a new password for a while.
create table service_password_grants (
  member_id bigint primary key references members (id) on delete cascade,
  phone text not null,
  expires_at timestamptz not null
);
