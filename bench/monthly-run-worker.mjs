// Run by monthly-run.mjs as `node --import tsx bench/monthly-run-worker.mjs <databaseUrl> <numbers>`
// (it imports the server's TypeScript): migrates and seeds the database, adds the bench numbers,
// times the baseline and then runMonth over them (plain imports only: drizzle and pg are the
// server's dependencies, reached through its modules), and prints the figures as one JSON line.
import { runMonth } from '../apps/server/src/boss/built-in-monthly-run.ts';
import { openDatabase } from '../apps/server/src/db/connection.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { seedDemoData } from '../apps/server/src/seed/seed.ts';
import { chinaMonthBounds, formatChinaMonth } from '../packages/contract/src/china-time.ts';

const [databaseUrl, numbersArgument] = process.argv.slice(2);
const numbers = Number(numbersArgument);
const BATCH = 500;

const database = await openDatabase({ url: databaseUrl });
const { db } = database;
await migrate(database);
const now = new Date();
await seedDemoData(db, { demoAgentPassword: 'bench-agent-pass', now });
const month = formatChinaMonth(now, 1);
await database.withSession(async (session) => {
  await session.run(`
    insert into subscribers (phone, owner_name, id_number, id_last6, status, package_id, joined_at, province, city, balance_fen, iccid)
    select '16693' || lpad(i::text, 6, '0'), '压测', '11010119900101123X', '01123X', 'normal', 'PKG_KING_19', now() - interval '1 year', '广东', '广州', 5000,
      '8986093' || lpad(i::text, 13, '0')
    from generate_series(1, ${numbers}) as i`);
  await session.run('create table bench_floor (phone text not null, bill_month text not null, primary key (phone, bill_month))');
  await session.run('vacuum analyze');
});

/**
 * The floor: the same shape of work with nothing of the run's own logic: keyset batches of 500,
 * and for each number one transaction that locks it, inserts its once-only row, takes the fee
 * from the balance and writes a ledger entry (the phones are generated digits, safe to inline).
 */
async function runFloor() {
  await database.withSession(async (session) => {
    let after = '';
    for (;;) {
      const rows = await session.rows(`select phone from subscribers where phone > '${after}' and phone like '16693%' order by phone limit ${BATCH}`);
      for (const { phone } of rows) {
        await session.run('begin');
        await session.run(`select phone from subscribers where phone = '${phone}' for update`);
        await session.run(`insert into bench_floor (phone, bill_month) values ('${phone}', '${month}') on conflict do nothing`);
        const [balance] = await session.rows(`update subscribers set balance_fen = balance_fen - 1900 where phone = '${phone}' returning balance_fen`);
        await session.run(
          `insert into balance_ledger (phone, change_fen, balance_after_fen, reason, reference, created_at)
           values ('${phone}', -1900, ${balance.balance_fen}, 'adjustment', 'bench_floor:${phone}', now())`,
        );
        await session.run('commit');
      }
      if (rows.length < BATCH) {
        return;
      }
      after = rows[rows.length - 1].phone;
    }
  });
}

const floorStart = performance.now();
await runFloor();
const floorMs = performance.now() - floorStart;

const runStart = performance.now();
const summary = await runMonth(db, month, new Date(chinaMonthBounds(formatChinaMonth(now)).start.getTime() + 60_000));
const runMs = performance.now() - runStart;

const repeatStart = performance.now();
const repeat = await runMonth(db, month, now);
const repeatMs = performance.now() - repeatStart;

await database.close();
console.log(JSON.stringify({ numbers, month, floorMs, runMs, billed: summary.billed, repeatMs, repeatBilled: repeat.billed }));
