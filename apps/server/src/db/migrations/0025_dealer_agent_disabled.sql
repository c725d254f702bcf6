-- Dealers and agents maintained in the console: staff disable them instead of deleting them (their
-- openings and ledger rows keep pointing at them). A disabled dealer's agents cannot log in.
alter table dealers add column disabled_at timestamptz;
alter table agents add column disabled_at timestamptz;
