-- Login lockouts for staff and agents alike (platform/login-lockout.ts). One row per realm and login
-- name as typed, for known and unknown accounts alike: an unknown name locks exactly like a known
-- one, so neither the answer nor its cost tells whether the account exists. The attempt is counted
-- before the password is checked, in one conditional statement on this row.
create table login_lockouts (
  realm text not null check (realm in ('staff', 'agent')),
  login_name text not null,
  -- Attempts since the last success (or since the last lock ended); the fifth sets locked_until.
  attempts smallint not null check (attempts >= 1),
  locked_until timestamptz,
  last_attempt_at timestamptz not null,
  primary key (realm, login_name)
);
create index login_lockouts_last_attempt_at on login_lockouts (last_attempt_at);

-- The console's per-account counter moves into login_lockouts.
alter table staff_users drop column failed_logins, drop column locked_until;

-- GET_SESSION hands a login ticket to any well-formed work number, known or not, so its answer does
-- not tell whether the number exists; a ticket of an unknown number simply fails at AGENT_LOGIN like
-- a wrong password. Sessions proper are still only opened for agents found at login.
alter table agent_sessions drop constraint agent_sessions_work_no_fkey;
