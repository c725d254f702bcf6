-- Recharge products and agent offers are kept in the console: each has a status. An off-sale
-- product leaves the hall's top-up tabs and takes no new orders; a stopped offer is no longer
-- offered to agents as a choice (see docs/agent-area.md for what stays working).
alter table recharge_products add column is_on_sale boolean not null default true;
alter table agent_offers add column is_on_sale boolean not null default true;
