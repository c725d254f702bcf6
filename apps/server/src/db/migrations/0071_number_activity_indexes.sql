-- 号码档案's activity (CONSOLE_NUMBER_ACTIVITY) reads one number's complaints, usage alerts and
-- usage-detail mails, newest first; their indexes led by the member or the unsent rows only.
create index complaints_phone_idx on complaints (phone, created_at desc) where phone is not null;
create index usage_alert_events_phone_idx on usage_alert_events (phone, created_at desc);
create index usage_detail_mails_phone_idx on usage_detail_mails (phone, created_at desc);
