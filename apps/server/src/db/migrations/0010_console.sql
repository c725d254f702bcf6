-- Operator console: staff accounts with roles, their sessions, the audit log, and settings the
-- console edits (the hall notice).
create table staff_users (
  id bigint generated always as identity primary key,
  username text not null unique,
  display_name text not null,
  password_hash text not null,
  roles text[] not null,
  is_disabled boolean not null default false,
  failed_logins smallint not null default 0,
  locked_until timestamptz,
  created_at timestamptz not null default now()
);

create table staff_sessions (
  token_hash text primary key,
  staff_id bigint not null references staff_users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index staff_sessions_staff_idx on staff_sessions (staff_id);

create table audit_log (
  id bigint generated always as identity primary key,
  staff_id bigint not null references staff_users (id),
  action text not null,
  subject_type text not null,
  subject_id text not null,
  detail jsonb not null default '{}',
  created_at timestamptz not null default now()
);
create index audit_log_subject_idx on audit_log (subject_type, subject_id);

create table hall_settings (
  key text primary key,
  value text not null,
  updated_at timestamptz not null default now(),
  updated_by bigint references staff_users (id)
);
