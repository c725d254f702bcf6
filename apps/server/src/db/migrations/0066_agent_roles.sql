-- A dealer's manager (店长): an agent who, besides opening cards, sees the dealer's money (the fund
-- pool's statement and the commission). Staff make an agent manager in the console; every agent
-- starts as a plain agent.
alter table agents add column role text not null default 'agent' check (role in ('agent', 'manager'));
