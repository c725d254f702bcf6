-- A package's directed (app-specific) data allowance, beside its general data: usage reported in
-- the directed pool takes it first (boss/rating.ts). Editors set it with the package.
alter table packages add column directed_data_mb integer not null default 0 check (directed_data_mb >= 0);
