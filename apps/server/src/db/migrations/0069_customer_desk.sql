-- 客户视图 (console-customers): the service desk's notes on a number, a member unbound by staff at
-- the owner's request, and the search of a person by the ending of their ID number.
create table customer_notes (
  id bigint generated always as identity primary key,
  phone text not null,
  text text not null check (char_length(text) between 1 and 500),
  staff_id bigint not null,
  created_at timestamptz not null
);
create index customer_notes_phone_idx on customer_notes (phone, created_at desc, id desc);

alter table member_binding_events drop constraint member_binding_events_method_check;
alter table member_binding_events add constraint member_binding_events_method_check
  check (method in ('smsCode', 'faceCheck', 'ownerIdentity', 'removedByMember', 'removedByStaff', 'numberCancelled', 'numberTransferred'));

create index subscribers_id_last6_idx on subscribers (id_last6);
