-- An entrusted-debit contract is its signer's: the debits come from the signer's WeChat Pay. When
-- the signer no longer holds the number (unbound by themselves or another holder, removed by
-- staff, the member record deleted, the number cancelled or transferred), the contract ends here
-- at once, in the unbinding's transaction, and at WeChat Pay by a job: nobody is debited for a
-- number they left, and the signer's WeChat shows no contract with us for it.
alter table auto_top_up_contracts drop constraint auto_top_up_contracts_end_reason_check;
alter table auto_top_up_contracts add constraint auto_top_up_contracts_end_reason_check
  check (end_reason in ('member', 'wechat', 'signerLeft'));

-- The job queue's rows: one termination at WeChat Pay per contract that ended this way.
create table auto_top_up_terminations (
  id bigint generated always as identity primary key,
  contract_id bigint not null unique references auto_top_up_contracts (id),
  wechat_contract_id text not null,
  phone text not null,
  created_at timestamptz not null default now(),
  attempts smallint not null default 0,
  claimed_until timestamptz,
  sent_at timestamptz,
  failed_at timestamptz,
  last_error text,
  outcome text
);
create index auto_top_up_terminations_due_idx on auto_top_up_terminations (id) where sent_at is null and failed_at is null;

-- Contracts whose signer left the number before this migration end the same way now.
with ended as (
  update auto_top_up_contracts contract
  set state = 'terminated', end_reason = 'signerLeft', ended_at = now()
  where contract.state in ('signing', 'signed')
    and not exists (select 1 from member_numbers held where held.member_id = contract.member_id and held.phone = contract.phone)
  returning contract.id, contract.contract_id, contract.phone
)
insert into auto_top_up_terminations (contract_id, wechat_contract_id, phone)
select id, contract_id, phone from ended where contract_id is not null;
