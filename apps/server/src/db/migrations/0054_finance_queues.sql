-- Finance's queues in the console (财务): refunds by status, newest first; the monthly run's rows
-- of one month (出账批次 counts them and reads when the month ran; the primary key leads with the
-- phone, so it cannot serve a month).
create index balance_refunds_status_idx on balance_refunds (status, created_at desc);
create index billing_runs_month_idx on billing_runs (bill_month, ran_at);
