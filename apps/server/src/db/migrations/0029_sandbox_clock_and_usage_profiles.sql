-- Sandbox only (PROVIDERS=sandbox): the clock every server instance on this database shares, moved
-- forward from the console so schedules (the monthly run, package changes) can be shown, and the
-- usage profile per demo number the usage simulator generates each day's usage from.

-- One row: how far the sandbox clock is ahead of real time. Only ever grows.
create table sandbox_clock (
  id smallint primary key default 1 check (id = 1),
  offset_ms bigint not null check (offset_ms >= 0),
  moved_at timestamptz not null
);

create table sandbox_usage_profiles (
  phone text primary key,
  profile text not null check (profile in ('light', 'normal', 'heavy', 'data_only')),
  -- The last China day whose usage was generated (YYYY-MM-DD); the simulator continues the day after.
  simulated_through text not null check (simulated_through ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$')
);
