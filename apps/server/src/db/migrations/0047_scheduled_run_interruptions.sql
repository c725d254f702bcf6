-- A run stopped before its work was done (the instance was told to stop) is neither a success nor
-- a failure: it is counted here, and the schedule is due again at once for whichever instance is up.
alter table scheduled_runs add column interruptions_total bigint not null default 0;
alter table scheduled_runs add column last_interrupted_at timestamptz;
