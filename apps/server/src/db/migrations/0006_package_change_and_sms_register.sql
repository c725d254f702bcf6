-- Package change (built-in BOSS): per-package rates the details page shows, and change orders
-- that take effect on the first day of the next month.
create table package_tariffs (
  package_id text primary key references packages (id),
  voice_out_fen_per_minute integer not null default 15 check (voice_out_fen_per_minute >= 0),
  caller_display_fee_fen integer not null default 0 check (caller_display_fee_fen >= 0)
);

create table package_change_orders (
  id bigint generated always as identity primary key,
  phone text not null references subscribers (phone),
  from_package_id text not null references packages (id),
  to_package_id text not null references packages (id),
  status text not null default 'pending' check (status in ('pending', 'effective', 'cancelled')),
  effective_date date not null,
  created_at timestamptz not null default now(),
  applied_at timestamptz
);
-- One pending change per number: a second request cannot slip in beside the first.
create unique index package_change_orders_pending_idx on package_change_orders (phone) where status = 'pending';
create index package_change_orders_phone_idx on package_change_orders (phone, created_at desc);

-- A passed SMS check (type 06) that allows one package change for a while.
create table package_change_verifications (
  member_id bigint primary key references members (id) on delete cascade,
  phone text not null,
  verified_at timestamptz not null,
  expires_at timestamptz not null
);

-- SMS do-not-disturb service (built-in BOSS): the order, registered industry categories and
-- rejected numbers, and the requests the back office processes.
create table sms_industry_categories (
  code text primary key,
  name text not null unique,
  sort_order smallint not null
);
insert into sms_industry_categories (code, name, sort_order) values
  ('01', '房产中介', 1),
  ('02', '金融理财', 2),
  ('03', '保险推销', 3),
  ('04', '贷款借贷', 4),
  ('05', '教育培训', 5),
  ('06', '招聘求职', 6),
  ('07', '医疗美容', 7),
  ('08', '旅游出行', 8),
  ('09', '汽车销售', 9),
  ('10', '商超零售', 10),
  ('11', '网络游戏', 11);

create table sms_register_subscriptions (
  phone text primary key references subscribers (phone),
  ordered_at timestamptz not null
);

create table sms_register_categories (
  phone text not null references subscribers (phone),
  category_code text not null references sms_industry_categories (code),
  registered_at timestamptz not null,
  primary key (phone, category_code)
);

create table sms_register_numbers (
  phone text not null references subscribers (phone),
  rejected_number text not null,
  registered_at timestamptz not null,
  primary key (phone, rejected_number)
);

create table sms_register_requests (
  id bigint generated always as identity primary key,
  phone text not null references subscribers (phone),
  target text not null check (target in ('category', 'number')),
  pick_type text not null check (pick_type in ('add', 'delete')),
  -- Comma list of category codes or numbers.
  items text not null,
  status text not null default 'processing' check (status in ('processing', 'done', 'cancelled')),
  created_at timestamptz not null,
  done_at timestamptz
);
create index sms_register_requests_phone_idx on sms_register_requests (phone, created_at desc);

-- Customer feedback from the SMS service's 客户服务 page.
create table user_appeals (
  id bigint generated always as identity primary key,
  member_id bigint not null references members (id),
  phone text not null,
  appeal_type text not null,
  appeal_note text not null,
  created_at timestamptz not null
);
create index user_appeals_member_idx on user_appeals (member_id, created_at desc);
