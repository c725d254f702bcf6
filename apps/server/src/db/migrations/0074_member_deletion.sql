-- 删除会员信息: a member's request that their WeChat member record be deleted. Carried out at once,
-- or, while something in progress would be orphaned (an application, an invoice or a refund pending,
-- a debt owed), waiting for service staff to carry it out or refuse it. One waiting request per
-- member. The member row itself stays as an anonymous tombstone (deleted_at set, openid replaced):
-- the records the law keeps (invoices, applications, binding events) still name its id.
create table member_deletion_requests (
  id bigint generated always as identity primary key,
  member_id bigint not null,
  status text not null check (status in ('waiting', 'done', 'refused')),
  -- Why it waited: the blockers found when the member asked (codes of DELETION_BLOCKER_TEXT).
  blockers jsonb not null default '[]',
  -- The member's numbers when they asked, masked: what staff see after the numbers are unbound.
  masked_phones text not null default '',
  requested_at timestamptz not null,
  decided_at timestamptz,
  decided_by bigint,
  refusal_reason text
);
create unique index member_deletion_requests_one_waiting on member_deletion_requests (member_id) where status = 'waiting';
create index member_deletion_requests_status_idx on member_deletion_requests (status, requested_at);

alter table members add column deleted_at timestamptz;

alter table member_binding_events drop constraint member_binding_events_method_check;
alter table member_binding_events add constraint member_binding_events_method_check
  check (method in ('smsCode', 'faceCheck', 'ownerIdentity', 'removedByMember', 'removedByStaff', 'numberCancelled', 'numberTransferred', 'memberDeleted'));
