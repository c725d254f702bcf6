-- 获取副本: a member's request for a machine-readable copy of their own personal information. Each
-- row is also the job that prepares it (the job queue's outbox columns): a mailed copy keeps the
-- address until it expires; a downloadable one keeps the ZIP in `content` until its one download
-- or its expiry, whichever comes first. At most one copy is in preparation per member.
create table personal_info_copies (
  id bigint generated always as identity primary key,
  member_id bigint not null,
  phone text not null,
  delivery text not null check (delivery in ('email', 'download')),
  email text,
  content bytea,
  downloaded_at timestamptz,
  attempts smallint not null default 0,
  claimed_until timestamptz,
  sent_at timestamptz,
  failed_at timestamptz,
  last_error text,
  created_at timestamptz not null default now()
);
create unique index personal_info_copies_one_preparing on personal_info_copies (member_id) where sent_at is null and failed_at is null;
create index personal_info_copies_member_idx on personal_info_copies (member_id, created_at desc);
create index personal_info_copies_created_idx on personal_info_copies (created_at);
