-- A cancelled number goes back to the pool once its quarantine (销户号码冷冻期) runs out
-- (boss/number-release.ts). The former owner's records move under the key `<phone>#<n>`, the
-- subscriber row with them in the state released, so the number itself is free for a new card
-- and owner; number_tenures lists the number's former owners and where their records are.
alter table subscribers drop constraint subscribers_status_check;
alter table subscribers add constraint subscribers_status_check check (
  status in ('normal', 'owing', 'arrearsSuspended', 'keptSuspended', 'auditSuspended', 'staffSuspended', 'preCancelled', 'cancelled', 'released')
);
-- Credit control also looks for cancelled numbers whose quarantine ran out; released ones it never reads.
drop index subscribers_credit_control;
create index subscribers_credit_control on subscribers (status, state_since)
  where status in ('owing', 'arrearsSuspended', 'preCancelled', 'keptSuspended', 'cancelled');

alter table credit_settings add column quarantine_days_before_release integer not null default 90
  check (quarantine_days_before_release between 1 and 365);

create table number_tenures (
  id bigint generated always as identity primary key,
  phone text not null,
  tenure integer not null check (tenure >= 1),
  archive_key text not null unique references subscribers (phone),
  joined_at timestamptz not null,
  cancelled_at timestamptz not null,
  released_at timestamptz not null,
  unique (phone, tenure)
);

-- The card of a released number is retired (never issued again); a new card may carry the number.
alter table card_stock drop constraint card_stock_status_check;
alter table card_stock add constraint card_stock_status_check check (status in ('available', 'locked', 'opened', 'retired'));
alter table card_stock drop constraint card_stock_phone_key;
create unique index card_stock_phone_key on card_stock (phone) where status <> 'retired';

-- A former owner's notices move with their records (the ones still queued are given up first).
alter table notifications drop constraint notifications_phone_check;
alter table notifications add constraint notifications_phone_check check (phone ~ '^1\d{10}(#\d+)?$');

-- The points ledger stays append-only; the one change it takes is its rows moving, unchanged, under
-- the former owner's key when the number goes back to the pool.
create or replace function points_ledger_refuse_change() returns trigger
language plpgsql as $$
begin
  if tg_op = 'UPDATE' and new.phone ~ ('^' || old.phone || '#\d+$')
     and (to_jsonb(new) - 'phone') = (to_jsonb(old) - 'phone') then
    return new;
  end if;
  raise exception 'points_ledger is append-only: % is not allowed', tg_op
    using errcode = 'restrict_violation';
end;
$$;
