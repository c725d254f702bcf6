-- Gifts (转赠) of data and credit from one number of the operator to another. A row is one gift,
-- written in the confirmation's transaction with the giver's and the receiver's subscriber rows
-- locked; its SMS code is spent by it (unique), so a repeated or concurrent confirmation with the
-- same code gives nothing twice. amount is MB for data, fen for credit. The giver's general data
-- of the gift's China month is what the package allows less what was given; data received serves
-- the receiver from the gift's day to the end of that month (rated-month.ts).
create table gifts (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('data', 'credit')),
  giver_phone text not null references subscribers (phone),
  receiver_phone text not null references subscribers (phone),
  amount integer not null check (amount > 0),
  sms_code_id bigint not null unique,
  created_at timestamptz not null,
  check (giver_phone <> receiver_phone)
);
create index gifts_giver_idx on gifts (giver_phone, kind, created_at desc);
create index gifts_receiver_idx on gifts (receiver_phone, kind, created_at desc);

-- 转赠设置: the limits per giver and per receiver, a day and a month (one row, like credit_settings).
create table gift_settings (
  id smallint primary key default 1 check (id = 1),
  data_give_count_per_day integer not null default 3 check (data_give_count_per_day between 0 and 1000),
  data_give_count_per_month integer not null default 10 check (data_give_count_per_month between 0 and 1000),
  data_give_mb_per_day integer not null default 2048 check (data_give_mb_per_day between 0 and 1048576),
  data_give_mb_per_month integer not null default 10240 check (data_give_mb_per_month between 0 and 1048576),
  data_receive_count_per_day integer not null default 5 check (data_receive_count_per_day between 0 and 1000),
  data_receive_count_per_month integer not null default 20 check (data_receive_count_per_month between 0 and 1000),
  data_receive_mb_per_day integer not null default 4096 check (data_receive_mb_per_day between 0 and 1048576),
  data_receive_mb_per_month integer not null default 20480 check (data_receive_mb_per_month between 0 and 1048576),
  credit_max_fen_per_gift integer not null default 5000 check (credit_max_fen_per_gift between 0 and 5000),
  credit_give_count_per_day integer not null default 3 check (credit_give_count_per_day between 0 and 1000),
  credit_give_count_per_month integer not null default 10 check (credit_give_count_per_month between 0 and 1000),
  credit_give_fen_per_day integer not null default 10000 check (credit_give_fen_per_day between 0 and 10000000),
  credit_give_fen_per_month integer not null default 20000 check (credit_give_fen_per_month between 0 and 10000000),
  credit_receive_count_per_day integer not null default 5 check (credit_receive_count_per_day between 0 and 1000),
  credit_receive_count_per_month integer not null default 20 check (credit_receive_count_per_month between 0 and 1000),
  credit_receive_fen_per_day integer not null default 20000 check (credit_receive_fen_per_day between 0 and 10000000),
  credit_receive_fen_per_month integer not null default 50000 check (credit_receive_fen_per_month between 0 and 10000000),
  updated_at timestamptz not null default now(),
  updated_by bigint references staff_users (id)
);
insert into gift_settings (id) values (1);

-- A credit gift is two ledger entries, each with its own words (转赠话费给170****0002, 收到…).
alter table balance_ledger add column title text;
alter table balance_ledger drop constraint balance_ledger_reason_check;
alter table balance_ledger add constraint balance_ledger_reason_check
  check (reason in ('recharge', 'flow_pack', 'adjustment', 'caller_service', 'cancellation', 'usage', 'monthly_run', 'debt', 'gift_out', 'gift_in'));
