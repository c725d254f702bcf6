#!/usr/bin/env bash
# Restores a dump made by backup.sh into an EMPTY database (create it first), then the instances
# can start on it: their migrations see the dump's schema_migrations and apply only newer ones.
#   DATABASE_URL=postgres://hall@db/hall_restored deploy/restore.sh /var/backups/hall/hall-….dump
set -euo pipefail
: "${DATABASE_URL:?set DATABASE_URL to the empty database to restore into}"
dump=${1:?the dump file}
pg_restore --no-owner --exit-on-error --single-transaction --dbname="$DATABASE_URL" "$dump"
