-- Refunds of top-ups (issue 3): a paid order of a number that can no longer take money goes back
-- to the payer (recharge status 3 refunding, then 4 refunded). The sandbox WeChat Pay keeps one
-- refund per out-trade-no, as the real refund API is idempotent by its refund number.
create table sandbox_wechat_pay_refunds (
  out_trade_no text primary key references sandbox_wechat_pay_orders (out_trade_no),
  refund_id text not null unique,
  amount_fen integer not null check (amount_fen > 0),
  state text not null check (state in ('PROCESSING', 'SUCCESS', 'ABNORMAL')),
  created_at timestamptz not null default now(),
  succeeded_at timestamptz
);

-- The refund of a status-4 order, as WeChat Pay confirmed it.
alter table recharge_orders add column refund_id text;
alter table recharge_orders add column refunded_at timestamptz;
