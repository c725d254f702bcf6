-- A WeChat member may hold several numbers (a family's, a work phone), and several members may hold
-- one number. member_numbers lists what each member holds; members.bound_phone is the active one,
-- the number every page acts on, kept on the server so the choice follows the member to another
-- phone. A deferred key makes the active number always one the member holds, whatever the order of
-- the statements in a transaction.
create table member_numbers (
  member_id bigint not null references members (id) on delete cascade,
  phone text not null references subscribers (phone),
  bound_at timestamptz not null,
  bound_by text not null check (bound_by in ('smsCode', 'faceCheck')),
  primary key (member_id, phone)
);
create index member_numbers_phone_idx on member_numbers (phone);

insert into member_numbers (member_id, phone, bound_at, bound_by)
  select id, bound_phone, coalesce(bound_at, created_at), 'smsCode' from members where bound_phone is not null;
update members set bound_at = coalesce(bound_at, created_at) where bound_phone is not null;

alter table members drop constraint members_bound_phone_key;
alter table members add constraint members_active_number_fk foreign key (id, bound_phone)
  references member_numbers (member_id, phone) deferrable initially deferred;
create index members_bound_phone_idx on members (bound_phone) where bound_phone is not null;

-- Every binding and unbinding as it happened (who, which number, how, when), not only the current state.
create table member_binding_events (
  id bigint generated always as identity primary key,
  member_id bigint not null references members (id) on delete cascade,
  phone text not null,
  action text not null check (action in ('bind', 'unbind')),
  method text not null check (method in ('smsCode', 'faceCheck', 'ownerIdentity', 'removedByMember', 'numberCancelled', 'numberTransferred')),
  -- Who removed the member, when another member of the number did.
  by_member_id bigint references members (id) on delete set null,
  created_at timestamptz not null
);
create index member_binding_events_member_idx on member_binding_events (member_id, created_at desc, id desc);

-- Each number signs in once a day, whoever holds it; a member with several numbers signs in for each.
alter table points_sign_ins drop constraint points_sign_ins_member_id_sign_date_key;
