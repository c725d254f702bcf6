// A process that holds an embedded database folder as the server does, for tests of the folder's
// lock: node --import tsx hold-data-dir.ts <folder> [migrated dump]. It opens and migrates the
// database (from the dump when the folder is new), prints one JSON line of what it reads, and
// closes the database and exits when its standard input ends or on SIGTERM.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../db/connection.ts';
import { migrate } from '../db/migrate.ts';

const [folder, dumpFile] = process.argv.slice(2);
if (!folder) {
  throw new Error('Usage: hold-data-dir.ts <folder> [migrated dump]');
}
const database = await openDatabase({ dataDir: folder, loadDataDir: dumpFile ? new Blob([readFileSync(dumpFile)]) : undefined });
await migrate(database);
const [counts] = await queryRows<{ staffUsers: number; rechargeProducts: number }>(
  database.db,
  sql`select (select count(*)::int from staff_users) as "staffUsers", (select count(*)::int from recharge_products) as "rechargeProducts"`,
);
process.stdout.write(`${JSON.stringify({ pid: process.pid, ...counts })}\n`);

let isClosing = false;
async function close(): Promise<void> {
  if (isClosing) {
    return;
  }
  isClosing = true;
  await database.close();
  process.exit(0);
}
process.stdin.on('end', () => void close());
process.stdin.resume();
process.on('SIGTERM', () => void close());
