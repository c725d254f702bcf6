-- Partner links (the spec's no-code login pages, one per channel prefix): the partner's own site
-- mints a link signed with the channel's secret (HMAC-SHA256 of channel|ts|nonce), and only a
-- fresh, correctly signed link whose nonce was never used logs the channel's agent in. Staff keep
-- them in the console's 渠道管理; the secret is shown once and stored sealed (platform/sealed-data.ts),
-- since the server must compute the HMAC with it.
create table partner_links (
  channel text primary key,
  work_no text not null references agents (work_no),
  secret_sealed text not null,
  created_at timestamptz not null,
  secret_rotated_at timestamptz not null,
  disabled_at timestamptz
);

-- The nonces of the links that logged in, kept until their timestamp leaves the accepted window
-- (a link older than that is refused by its timestamp alone). A nonce logs in once.
create table partner_link_nonces (
  channel text not null,
  nonce text not null,
  expires_at timestamptz not null,
  primary key (channel, nonce)
);
create index partner_link_nonces_expires_at on partner_link_nonces (expires_at);
