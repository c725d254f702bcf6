-- The real WeChat official account: snapshot-page users, the payer openid of a browser that is not
-- logged in, and the access token and jsapi_ticket every instance shares.

-- A login from WeChat's snapshot page (is_snapshotuser=1) carries a virtual openid: such a member
-- may read but never bind a number (and so never pay).
alter table members add column is_snapshot_user boolean not null default false;
alter table sandbox_oauth_codes add column is_snapshot_user boolean not null default false;

-- The openid a snsapi_base authorisation gave a browser (/UniversalPay in WeChat without login),
-- found by the hash of the random token in its HttpOnly cookie.
create table wechat_payer_openids (
  token_hash text primary key,
  openid text not null,
  is_snapshot_user boolean not null default false,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index wechat_payer_openids_expires_idx on wechat_payer_openids (expires_at);

-- The global access_token and the jsapi_ticket, cached until shortly before their expiry. One
-- instance at a time refreshes a row: it claims it with a conditional update of refresh_claimed_until.
create table wechat_credentials (
  kind text primary key check (kind in ('access_token', 'jsapi_ticket')),
  value text not null default '',
  expires_at timestamptz not null default 'epoch',
  refresh_claimed_until timestamptz
);
