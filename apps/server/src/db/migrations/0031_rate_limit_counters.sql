-- Rate-limit counters of every server instance (platform/rate-limit-store.ts): one row per
-- operation, limit and key (a keyed hash of an address, a caller or an input value), counting the
-- calls of the window that ends at window_ends_at. Expired rows are swept.
create table rate_limit_counters (
  key text primary key,
  hits integer not null,
  window_ends_at timestamptz not null
);
create index rate_limit_counters_window_ends_at on rate_limit_counters (window_ends_at);
