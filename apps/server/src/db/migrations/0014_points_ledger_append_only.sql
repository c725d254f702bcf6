-- The points ledger is append-only: a correction is a new entry (kind 'grant' or 'opening'), never
-- an edit. The database refuses any UPDATE, DELETE or TRUNCATE of points_ledger, whoever asks.
create function points_ledger_refuse_change() returns trigger
language plpgsql as $$
begin
  raise exception 'points_ledger is append-only: % is not allowed', tg_op
    using errcode = 'restrict_violation';
end;
$$;

create trigger points_ledger_append_only
  before update or delete on points_ledger
  for each row execute function points_ledger_refuse_change();

create trigger points_ledger_no_truncate
  before truncate on points_ledger
  for each statement execute function points_ledger_refuse_change();
