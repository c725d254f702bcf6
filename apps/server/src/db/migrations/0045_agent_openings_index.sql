-- 开卡记录: an agent reads their own openings of a month, newest first.
create index open_card_records_agent_idx on open_card_records (dealer_id, work_no, created_at desc);
