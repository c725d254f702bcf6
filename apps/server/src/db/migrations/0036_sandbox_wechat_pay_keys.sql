-- The sandbox WeChat Pay signs its notifications as WeChat Pay does (RSA-SHA256, a PUB_KEY_ID_
-- serial), so the sandbox and the real adapter share one notification path. Several server
-- instances share one database and a notification may land on another instance than the one that
-- signed it: the sandbox's key pair is made once, by whichever instance comes first, and kept here.
create table sandbox_wechat_pay_keys (
  id text primary key,
  serial text not null,
  private_key_pem text not null,
  public_key_pem text not null,
  created_at timestamptz not null default now()
);
