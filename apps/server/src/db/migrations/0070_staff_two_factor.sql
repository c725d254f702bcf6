-- Staff accounts managed in the console (员工账号) and their second login factor (TOTP, RFC 6238).
--
-- totp_secret_sealed: the active secret, sealed (AES-256-GCM under SECRET_KEY); null: no TOTP.
-- totp_pending_sealed: an enrolment begun and not yet confirmed by a first code.
-- totp_last_step: the last TOTP time step accepted, so a code logs in once.
alter table staff_users
  add column totp_secret_sealed text,
  add column totp_pending_sealed text,
  add column totp_last_step bigint,
  add column last_login_at timestamptz;

-- A session gets an id the console can name (list, end one) without showing its token's hash.
alter table staff_sessions add column id bigint generated always as identity;
create unique index staff_sessions_id_idx on staff_sessions (id);

-- One-time recovery codes, stored as keyed hashes (HMAC under SECRET_KEY); used once.
create table staff_recovery_codes (
  staff_id bigint not null,
  code_hash text not null,
  used_at timestamptz,
  primary key (staff_id, code_hash)
);

-- Between the password and the code: a pending login, its token stored hashed, for five minutes.
create table staff_pending_logins (
  token_hash text primary key,
  staff_id bigint not null,
  expires_at timestamptz not null
);
create index staff_pending_logins_staff_idx on staff_pending_logins (staff_id);
