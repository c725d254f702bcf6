-- The number's life cycle and credit control (packages/contract/src/number-state.ts). The old
-- 'suspended' came only from a refused opening audit, so it becomes auditSuspended. state_since is
-- when the number entered its state (credit control counts owing and suspended days from it);
-- every change is kept in number_state_changes, which the monthly run reads to charge each day by
-- the state the number was in.
alter table subscribers drop constraint subscribers_status_check;
update subscribers set status = 'auditSuspended' where status = 'suspended';
alter table subscribers add constraint subscribers_status_check check (
  status in ('normal', 'owing', 'arrearsSuspended', 'keptSuspended', 'auditSuspended', 'staffSuspended', 'preCancelled', 'cancelled')
);
alter table subscribers add column state_since timestamptz not null default now();
-- Staff-set credit limit of the number; null means the package's.
alter table subscribers add column credit_limit_fen bigint check (credit_limit_fen >= 0);
-- The end of a 停机保号 the owner chose (keptSuspended only).
alter table subscribers add column kept_until timestamptz;
-- Credit control looks every few seconds for the numbers of the few states it acts on.
create index subscribers_credit_control on subscribers (status, state_since) where status in ('owing', 'arrearsSuspended', 'preCancelled', 'keptSuspended');
alter table packages add column credit_limit_fen bigint not null default 0 check (credit_limit_fen >= 0);

create table number_state_changes (
  id bigint generated always as identity primary key,
  phone text not null references subscribers (phone),
  from_state text not null,
  to_state text not null,
  transition text not null,
  reason text,
  staff_id bigint references staff_users (id),
  created_at timestamptz not null
);
create index number_state_changes_phone on number_state_changes (phone, created_at);
-- Numbers cancelled before the machine kept changes were in service until then.
insert into number_state_changes (phone, from_state, to_state, transition, created_at)
select phone, 'normal', 'cancelled', 'ownerCancellation', cancelled_at from subscribers where status = 'cancelled' and cancelled_at is not null;

-- Credit control's settings, edited by an admin in the console (audit-logged). One row.
create table credit_settings (
  id smallint primary key default 1 check (id = 1),
  owing_days_before_suspension integer not null default 30 check (owing_days_before_suspension between 1 and 365),
  suspended_days_before_pre_cancel integer not null default 60 check (suspended_days_before_pre_cancel between 1 and 365),
  pre_cancel_days_before_cancel integer not null default 30 check (pre_cancel_days_before_cancel between 1 and 365),
  keep_fee_fen integer not null default 500 check (keep_fee_fen between 0 and 100000),
  adjustment_approval_above_fen integer not null default 10000 check (adjustment_approval_above_fen >= 0),
  updated_at timestamptz not null default now(),
  updated_by bigint references staff_users (id)
);
insert into credit_settings (id) values (1);

-- What a cancelled number still owed: recorded when it is cancelled, never dropped; settled by a
-- later payment or written off by staff with a reason.
create table number_debts (
  id bigint generated always as identity primary key,
  phone text not null references subscribers (phone),
  amount_fen bigint not null check (amount_fen > 0),
  cause text not null check (cause in ('arrearsCancellation', 'staffCancellation')),
  status text not null default 'owed' check (status in ('owed', 'writtenOff')),
  created_at timestamptz not null,
  written_off_at timestamptz,
  written_off_by bigint references staff_users (id),
  write_off_reason text
);
create index number_debts_status on number_debts (status, created_at);
create unique index number_debts_phone_owed on number_debts (phone) where status = 'owed';

-- A debt moved off a cancelled number's balance, and a written-off or settled debt.
alter table balance_ledger drop constraint balance_ledger_reason_check;
alter table balance_ledger add constraint balance_ledger_reason_check
  check (reason in ('recharge', 'flow_pack', 'adjustment', 'caller_service', 'cancellation', 'usage', 'monthly_run', 'debt'));
