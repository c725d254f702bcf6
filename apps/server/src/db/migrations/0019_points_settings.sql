-- The points rules that code acts on, edited by staff in the console: the daily sign-in reward and
-- whether a cancellation clears the number's points. free_text is the rest of the rules page. One
-- row, created here with the defaults, so a first start without demo data has its rules.
create table points_settings (
  id smallint primary key default 1 check (id = 1),
  sign_in_reward integer not null default 1 check (sign_in_reward between 0 and 1000),
  clear_on_cancellation boolean not null default true,
  free_text text not null default '',
  updated_at timestamptz not null default now(),
  updated_by bigint references staff_users (id)
);

insert into points_settings (id, free_text) values (
  1,
  E'积分可在积分商城兑换流量、话费券等商品，兑换成功后立即扣除相应积分。\n已兑换的商品不支持退换，积分不予退还。\n积分仅限当前绑定号码使用，不可转让。'
);
