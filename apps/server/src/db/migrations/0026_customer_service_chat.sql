-- The online customer-service chat WX_URL answers, edited by staff in the console (在线客服): the
-- chat's address and the entries (the customer-service accounts a chat is opened with, first one
-- first). One row, created here with the sandbox chat and one entry, so a first start without demo
-- data opens a chat; production edits it in the console before going live.
create table customer_service_chat (
  id smallint primary key default 1 check (id = 1),
  chat_url text not null,
  entries jsonb not null check (jsonb_typeof(entries) = 'array' and jsonb_array_length(entries) > 0),
  updated_at timestamptz not null default now(),
  updated_by bigint references staff_users (id)
);

insert into customer_service_chat (id, chat_url, entries) values (
  1,
  '/sandbox/chat',
  '[{"nickName": "在线客服", "nickType": "wechat", "nickId": "kf001"}]'
);
