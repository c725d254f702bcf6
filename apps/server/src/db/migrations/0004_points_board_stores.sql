-- Points: an append-only ledger beside points_accounts, daily sign-ins, exchange products and orders.
create table points_ledger (
  id bigint generated always as identity primary key,
  phone text not null references subscribers (phone),
  member_id bigint references members (id),
  change integer not null check (change <> 0),
  kind text not null check (kind in ('opening', 'sign_in', 'exchange', 'grant')),
  title text not null,
  balance_after integer not null check (balance_after >= 0),
  created_at timestamptz not null default now()
);
create index points_ledger_phone_idx on points_ledger (phone, created_at desc);

-- One sign-in per member and per number on each calendar day of Asia/Shanghai.
create table points_sign_ins (
  id bigint generated always as identity primary key,
  phone text not null references subscribers (phone),
  member_id bigint not null references members (id),
  sign_date date not null,
  created_at timestamptz not null default now(),
  unique (phone, sign_date),
  unique (member_id, sign_date)
);

create table points_products (
  id text primary key,
  name text not null,
  description text not null default '',
  points_cost integer not null check (points_cost > 0),
  value_fen integer not null default 0 check (value_fen >= 0),
  stock integer not null check (stock >= 0),
  cover_url text not null default '',
  is_on_sale boolean not null default true,
  sort_order integer not null default 0
);

create table points_orders (
  id bigint generated always as identity primary key,
  phone text not null references subscribers (phone),
  member_id bigint not null references members (id),
  product_id text not null references points_products (id),
  title text not null,
  points_cost integer not null check (points_cost > 0),
  value_fen integer not null check (value_fen >= 0),
  request_id text,
  created_at timestamptz not null default now(),
  unique (phone, request_id)
);
create index points_orders_phone_idx on points_orders (phone, created_at desc);

-- Pictures with links (points area and feedback board) and editable texts: data, not code.
create table banners (
  id bigint generated always as identity primary key,
  placement text not null check (placement in ('points', 'board')),
  title text not null,
  image_url text not null,
  link_url text not null,
  is_active boolean not null default true,
  sort_order integer not null default 0
);
create index banners_placement_idx on banners (placement, sort_order);

create table content_pages (
  key text primary key,
  title text not null,
  body text not null,
  updated_at timestamptz not null default now()
);

create table activities (
  id bigint generated always as identity primary key,
  name text not null,
  summary text not null,
  author text not null,
  cover_url text not null default '',
  detail_html text not null,
  published_at timestamptz not null,
  is_active boolean not null default true,
  sort_order integer not null default 0
);

-- The feedback board: posts, replies (official or not, optionally answering a reply), likes.
create table board_posts (
  id bigint generated always as identity primary key,
  member_id bigint references members (id),
  author_name text not null,
  author_face text not null default '',
  content text not null,
  is_featured boolean not null default false,
  is_adopted boolean not null default false,
  like_count integer not null default 0 check (like_count >= 0),
  reply_count integer not null default 0 check (reply_count >= 0),
  created_at timestamptz not null default now()
);
create index board_posts_created_idx on board_posts (created_at desc, id desc);
create index board_posts_member_idx on board_posts (member_id, created_at desc);
create index board_posts_featured_idx on board_posts (created_at desc, id desc) where is_featured;

create table board_replies (
  id bigint generated always as identity primary key,
  post_id bigint not null references board_posts (id) on delete cascade,
  member_id bigint references members (id),
  author_name text not null,
  content text not null,
  reply_to_id bigint references board_replies (id),
  is_official boolean not null default false,
  created_at timestamptz not null default now()
);
create index board_replies_post_idx on board_replies (post_id, created_at, id);

create table board_likes (
  post_id bigint not null references board_posts (id) on delete cascade,
  member_id bigint not null references members (id),
  created_at timestamptz not null default now(),
  primary key (post_id, member_id)
);

-- Stores by division, and complaints.
create table stores (
  id bigint generated always as identity primary key,
  name text not null,
  address text not null,
  phone text not null default '',
  hours text not null default '',
  province text not null,
  city text not null,
  county text not null,
  sort_order integer not null default 0
);
create index stores_area_idx on stores (province, city, county);

create table complaints (
  id bigint generated always as identity primary key,
  member_id bigint not null references members (id),
  phone text,
  content text not null,
  created_at timestamptz not null default now()
);
create index complaints_member_idx on complaints (member_id, created_at desc);
