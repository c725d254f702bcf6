-- A refused invoice (status 3) whose months a new application takes is superseded: it leaves the
-- staff review queue, so passing it later cannot issue those months a second time.
alter table invoices add column superseded_at timestamptz;
