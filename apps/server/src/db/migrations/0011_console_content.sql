-- Operator console, board moderation and content (issue 10).

-- Board moderation: a hidden post leaves the public lists; an official reply marks the post answered.
alter table board_posts
  add column hidden_at timestamptz,
  add column hidden_reason text,
  add column hidden_by bigint references staff_users (id),
  add column official_replied_at timestamptz,
  add column replied_by bigint references staff_users (id);
alter table board_replies add column staff_id bigint references staff_users (id);
drop index board_posts_featured_idx;
create index board_posts_visible_idx on board_posts (created_at desc, id desc) where hidden_at is null;
create index board_posts_featured_idx on board_posts (created_at desc, id desc) where is_featured and hidden_at is null;
create index board_posts_unanswered_idx on board_posts (created_at desc, id desc) where official_replied_at is null and hidden_at is null;

-- Hall banners beside the points and board ones.
alter table banners drop constraint banners_placement_check;
alter table banners add constraint banners_placement_check check (placement in ('hall', 'points', 'board'));

-- An activity may end; ended activities leave the subscriber's list.
alter table activities add column ends_at timestamptz;
alter table activities add constraint activities_dates_check check (ends_at is null or ends_at > published_at);

-- Fund-pool top-ups by the operator sit in the same ledger as the openings' debits.
alter table fund_pool_ledger
  add column kind text not null default 'opening' check (kind in ('opening', 'top_up')),
  add column staff_id bigint references staff_users (id),
  add column note text not null default '';

-- The overview's counts of today read these without scanning whole tables.
create index recharge_orders_paid_idx on recharge_orders (paid_at) where status = 2;
create index points_sign_ins_date_idx on points_sign_ins (sign_date);
create index open_card_records_done_idx on open_card_records (updated_at) where status = 'done';
