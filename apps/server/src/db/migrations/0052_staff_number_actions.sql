-- Staff actions on the number record (号码档案). A balance adjustment (调账) above the approval
-- threshold (credit_settings.adjustment_approval_above_fen) waits for a second staff member, never
-- its requester; applying it moves the status from pending once, so two approvals at the same
-- moment apply it once (and its ledger entry is unique by reference besides).
create table balance_adjustments (
  id bigint generated always as identity primary key,
  phone text not null references subscribers (phone),
  amount_fen bigint not null check (amount_fen <> 0),
  reason text not null,
  status text not null check (status in ('pending', 'applied', 'rejected')),
  requested_by bigint not null references staff_users (id),
  requested_at timestamptz not null,
  -- Who approved or rejected it; null when it was applied at once (at or below the threshold).
  decided_by bigint references staff_users (id),
  decided_at timestamptz,
  decision_reason text,
  check (decided_by is null or decided_by <> requested_by),
  check ((status = 'pending') = (decided_at is null))
);
create index balance_adjustments_phone on balance_adjustments (phone, requested_at desc);

-- Every staff action is a service order of the number (/orderQuery): kind staffAction.
alter table service_orders drop constraint service_orders_kind_check;
alter table service_orders add constraint service_orders_kind_check
  check (kind in ('legacy', 'simReplacement', 'packageChange', 'callerService', 'flowPack', 'smsRegister', 'staffAction'));
