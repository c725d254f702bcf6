-- The member's own log: every action a member takes on their personal information (a copy asked
-- for and fetched, a correction, a deletion asked for and carried out, a consent withdrawn). Kept
-- apart from the staff audit_log, whose actor is a staff member; no foreign key to members, so the
-- record of a deletion outlives the member row it deleted.
create table member_action_log (
  id bigint generated always as identity primary key,
  member_id bigint not null,
  action text not null,
  detail jsonb not null default '{}',
  created_at timestamptz not null default now()
);
create index member_action_log_member_idx on member_action_log (member_id, created_at desc);
create index member_action_log_created_idx on member_action_log (created_at desc);
