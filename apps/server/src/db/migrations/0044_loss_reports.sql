-- 挂失 (loss reports): the owner stops a lost phone's number; while a report is in force the back
-- office bars calls, data and SMS. At most one report of a number is in force (lifted_at null), so
-- two reports at once, or two lifts, cannot both act.
create table loss_reports (
  id bigint generated always as identity primary key,
  phone text not null references subscribers (phone),
  reported_at timestamptz not null,
  reported_by_member_id bigint not null references members (id),
  lifted_at timestamptz,
  lifted_by text check (lifted_by in ('member', 'staff', 'simReplacement')),
  lift_reason text,
  lifted_by_staff text,
  check ((lifted_at is null) = (lifted_by is null))
);
create unique index loss_reports_in_force on loss_reports (phone) where lifted_at is null;
create index loss_reports_phone on loss_reports (phone, reported_at desc);
