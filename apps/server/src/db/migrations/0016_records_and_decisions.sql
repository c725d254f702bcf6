-- Records written by the flows themselves, and staff decisions that act on the number.

-- /querySteps reads the openings themselves: the copy table goes, and an opening keeps a keyed
-- hash (HMAC under the secret key) of the customer's ID number so the lookup by name and ID
-- needs no clear ID at rest.
drop table opening_applications;
alter table open_card_records add column id_number_hmac text;
create index open_card_records_customer_idx on open_card_records (id_number_hmac, customer_name) where id_number_hmac is not null;

-- Every order a subscriber makes is a service order, written in the order's own transaction.
-- (kind, reference) names the flow's own row, so the flow can move the order's status later.
alter table service_orders add column kind text not null default 'legacy'
  check (kind in ('legacy', 'simReplacement', 'packageChange', 'callerService', 'flowPack', 'smsRegister'));
alter table service_orders add column reference text;
alter table service_orders add column updated_at timestamptz;
create unique index service_orders_reference_idx on service_orders (kind, reference) where reference is not null;

-- Real-name supplement orders are issued by staff: random ids, expiring, used once.
delete from real_name_orders;
alter table real_name_orders add column reason text not null;
alter table real_name_orders add column issued_by bigint not null references staff_users (id);
alter table real_name_orders add column expires_at timestamptz not null;

-- Complaints and /CustomerService feedback form one console queue; staff answer and close.
alter table complaints add column answer text;
alter table complaints add column answered_by bigint references staff_users (id);
alter table complaints add column answered_at timestamptz;
create index complaints_open_idx on complaints (created_at) where answered_at is null;
alter table user_appeals add column answer text;
alter table user_appeals add column answered_by bigint references staff_users (id);
alter table user_appeals add column answered_at timestamptz;
create index user_appeals_open_idx on user_appeals (created_at) where answered_at is null;

-- Notifications to subscribers go through an outbox: the row is written in the transaction of
-- the decision that causes it, and a worker sends it. dedupe_key (the decision) makes a repeated
-- write a no-op; the provider reference makes a repeated send recognisable.
create table notifications (
  id bigint generated always as identity primary key,
  dedupe_key text not null unique,
  kind text not null,
  phone text not null check (phone ~ '^1\d{10}$'),
  params jsonb not null default '{}',
  created_at timestamptz not null default now(),
  attempts smallint not null default 0,
  claimed_until timestamptz,
  sent_at timestamptz,
  failed_at timestamptz,
  last_error text
);
create index notifications_unsent_idx on notifications (created_at) where sent_at is null and failed_at is null;
create index notifications_phone_idx on notifications (phone, created_at desc);
alter table sandbox_sms_outbox add column notification_id bigint unique;

-- Cancellation passed: the number is closed, its balance refunded by the chosen route.
alter table subscribers add column cancelled_at timestamptz;
create table balance_refunds (
  id bigint generated always as identity primary key,
  phone text not null references subscribers (phone),
  application_id bigint not null unique references applications (id),
  amount_fen bigint not null check (amount_fen >= 0),
  route text not null check (route in ('bank', 'forfeited')),
  sealed_bank text,
  status text not null default 'pending' check (status in ('pending', 'paid')),
  created_at timestamptz not null default now(),
  paid_at timestamptz
);
alter table balance_ledger drop constraint balance_ledger_reason_check;
alter table balance_ledger add constraint balance_ledger_reason_check
  check (reason in ('recharge', 'flow_pack', 'adjustment', 'caller_service', 'cancellation'));
alter table points_ledger drop constraint points_ledger_kind_check;
alter table points_ledger add constraint points_ledger_kind_check
  check (kind in ('opening', 'sign_in', 'exchange', 'grant', 'cancellation'));

-- Transfer: the pair is decided once both sides are; the order row is what concurrent deciders lock.
alter table transfer_orders add column outcome text check (outcome in ('transferred', 'refused'));
alter table transfer_orders add column decided_at timestamptz;

-- SIM replacement passed: the new card replaces the old, which is invalid from then on.
create table sim_card_changes (
  id bigint generated always as identity primary key,
  phone text not null references subscribers (phone),
  application_id text not null unique references sim_replacement_applications (id),
  old_iccid text not null,
  new_iccid text not null unique,
  changed_at timestamptz not null
);
alter table sim_replacement_applications add column new_iccid text;
