-- WeChat messages: the channel each notification went by, the one-time subscription grants members
-- give, and the sandbox's outbox of WeChat messages beside its SMS outbox.

-- The SMS log also says which channel delivered a notification, and why WeChat did not take it.
alter table notifications add column sent_by text check (sent_by in ('sms', 'wechat'));
alter table notifications add column wechat_refusal text;

-- One row per accepted one-time subscription (wx-open-subscribe): one message each. A send spends
-- one row with a conditional update (spent_at is null), so no grant is spent twice.
create table wechat_subscribe_grants (
  id bigint generated always as identity primary key,
  member_id bigint not null references members (id),
  scene text not null,
  template_id text not null,
  granted_at timestamptz not null,
  spent_at timestamptz
);
create index wechat_subscribe_grants_unspent_idx on wechat_subscribe_grants (member_id, scene, id) where spent_at is null;

-- What the sandbox's official account sent: template messages by notification, subscription
-- messages by grant (dedupe_key), so a resend shows once.
create table sandbox_wechat_outbox (
  id bigint generated always as identity primary key,
  kind text not null check (kind in ('template', 'subscribe')),
  openid text not null,
  template_id text not null,
  url text not null default '',
  data jsonb not null,
  dedupe_key text not null unique,
  created_at timestamptz not null default now()
);
