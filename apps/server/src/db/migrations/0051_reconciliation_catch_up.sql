-- The reconciliation catches up and flags what it cannot do. The schedule reconciles every day since
-- the last one it covered (an outage, a clock moved on), in batches; a day that keeps failing (48
-- attempts, or its bill older than the three months WeChat Pay keeps) is flagged: not retried by
-- the schedule any more, listed first in the console until an admin reconciles it.
alter table reconciliation_runs drop constraint reconciliation_runs_status_check;
alter table reconciliation_runs add constraint reconciliation_runs_status_check
  check (status in ('running', 'matched', 'mismatched', 'failed', 'flagged'));

-- The days still open (to retry, or flagged and always listed), found without reading every day.
create index reconciliation_runs_unsettled on reconciliation_runs (bill_date) where status in ('running', 'failed', 'flagged');

-- How far the schedule has come: every day up to covered_through has a run row (reconciled, being
-- retried or flagged). One row; the next due day is the day after. Kept apart from the runs so that
-- a day an admin reconciled ahead of the schedule does not make it skip the days before.
create table reconciliation_progress (
  id boolean primary key default true check (id),
  covered_through text not null check (covered_through ~ '^\d{4}-\d{2}-\d{2}$')
);
-- A database reconciled before this: the schedule goes on from its last reconciled day.
insert into reconciliation_progress (covered_through)
select max(bill_date) from reconciliation_runs where status in ('matched', 'mismatched') having max(bill_date) is not null;
