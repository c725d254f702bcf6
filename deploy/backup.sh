#!/usr/bin/env bash
# Nightly backup of the hall's PostgreSQL database: a custom-format dump (compressed, restorable
# table by table), kept 14 days. Run as a user that can connect with DATABASE_URL.
#   DATABASE_URL=postgres://hall@db/hall BACKUP_DIR=/var/backups/hall deploy/backup.sh
set -euo pipefail
: "${DATABASE_URL:?set DATABASE_URL}"
backup_dir=${BACKUP_DIR:-/var/backups/hall}
mkdir -p "$backup_dir"
file="$backup_dir/hall-$(date -u +%Y%m%dT%H%M%SZ).dump"
pg_dump --format=custom --no-owner --file="$file.partial" "$DATABASE_URL"
# A dump that cannot be listed is not a backup.
pg_restore --list "$file.partial" >/dev/null
mv "$file.partial" "$file"
find "$backup_dir" -name 'hall-*.dump' -mtime +14 -delete
echo "$file"
