-- Numbers whose owner must record a promise video before an identity-checked service (-106).
alter table subscribers add column needs_promise_video boolean not null default false;

create table promise_videos (
  phone text primary key references subscribers (phone),
  recorded_at timestamptz not null default now()
);
