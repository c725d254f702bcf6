-- Each schedule (sweeps, the monthly run, retention) runs once across the fleet: an instance runs
-- it only while holding the schedule's advisory lock and only when this row says it is due. A
-- finished run moves next_due_at one interval on; a failed one is due again after a backoff that
-- grows with the failures in a row (attempts). The counters feed the metrics and the operator.
create table scheduled_runs (
  name text primary key,
  next_due_at timestamptz not null,
  attempts integer not null default 0,
  last_started_at timestamptz,
  last_finished_at timestamptz,
  last_error text not null default '',
  runs_total bigint not null default 0,
  failures_total bigint not null default 0
);
