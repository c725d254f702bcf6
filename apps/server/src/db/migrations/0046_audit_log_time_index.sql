-- 操作日志 reads the audit log by time, newest first.
create index audit_log_created_idx on audit_log (created_at desc);
