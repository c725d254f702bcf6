-- Each instance keeps its recent member sessions in memory (platform/member-session-cache.ts) and
-- drops a member's as soon as this channel names them: a session ended (logout, other sessions
-- ended, unbinding, deletion) or the member row changed (binding, the active number, care mode,
-- the profile). The notifications leave when the change commits and not at all when it rolls back,
-- whichever statement, job or tool made it, so no write path can forget to announce itself.
create function hall_announce_ended_member_sessions() returns trigger
language plpgsql as $$
begin
  perform pg_notify('hall_member_changed', ended.member_id::text)
    from (select distinct member_id from ended_sessions) as ended;
  return null;
end;
$$;

create trigger member_sessions_announce_end
  after delete on member_sessions
  referencing old table as ended_sessions
  for each statement execute function hall_announce_ended_member_sessions();

create function hall_announce_changed_member() returns trigger
language plpgsql as $$
begin
  perform pg_notify('hall_member_changed', old.id::text);
  return null;
end;
$$;

create trigger members_announce_change
  after update on members
  for each row when (old.* is distinct from new.*) execute function hall_announce_changed_member();

create trigger members_announce_delete
  after delete on members
  for each row execute function hall_announce_changed_member();
