-- The agent's ID card reading in the opening (OCR): the customer's ID card front, photographed by
-- the agent with the customer's consent, is kept sealed beside the signature and the joint photo,
-- and deleted with them by the retention schedule.
alter table agent_uploads drop constraint agent_uploads_kind_check;
alter table agent_uploads add constraint agent_uploads_kind_check check (kind in ('signature', 'together', 'idCard'));
