import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { callOperation } from './support/client.ts';
import { compareLedgers, readLedgerState, runSql } from './support/ledgers.ts';
import { createDatabase, type PostgresCluster } from './support/postgres.ts';
import { REPO_ROOT } from './support/repo-root.ts';
import { startServer, stopServer, type RunningServer } from './support/server.ts';
import { logInMembers, topUp, type TopUpOrder } from './support/traffic.ts';

// The restore drill of docs/deployment.md, automated: top-ups settle on a running instance, the
// nightly backup (deploy/backup.sh) dumps the database while it serves, the dump is restored into
// a new database (deploy/restore.sh), and an instance started on it is ready (/readyz), applies no
// migration again, answers every settled top-up and balance as the original did, and takes new
// payments (the sandbox WeChat Pay's keys and the sealed data came back with the same SECRET_KEY).

const BASE_PORT = Number(process.env.FAULTS_PORT ?? 3461);
const TOP_UPS = 12;

let cluster: PostgresCluster;
let sourceUrl: string;
let restoredUrl: string;
let backupDir: string;
const servers: RunningServer[] = [];

/** Runs a deploy/ script with the cluster's own pg_dump and pg_restore first on the PATH. */
function runDeployScript(script: string, args: string[], env: Record<string, string>): string {
  return execFileSync('bash', [join(REPO_ROOT, 'deploy', script), ...args], {
    env: { ...process.env, PATH: `${cluster.binDir}:${process.env.PATH ?? ''}`, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
}

async function settledTopUps(databaseUrl: string): Promise<string[]> {
  const result = await runSql(databaseUrl, `select out_trade_no from recharge_orders where status = 2 order by out_trade_no`);
  return result.rows.map((row: { out_trade_no: string }) => row.out_trade_no);
}

async function balances(databaseUrl: string): Promise<Record<string, number>> {
  const result = await runSql(databaseUrl, `select phone, balance_fen from subscribers order by phone`);
  return Object.fromEntries(result.rows.map((row: { phone: string; balance_fen: string }) => [row.phone, Number(row.balance_fen)]));
}

async function appliedMigrations(databaseUrl: string): Promise<string[]> {
  const result = await runSql(databaseUrl, `select name from schema_migrations order by name`);
  return result.rows.map((row: { name: string }) => row.name);
}

beforeAll(async () => {
  cluster = inject('postgres');
  sourceUrl = await createDatabase(cluster, 'hall_faults_backup_source');
  backupDir = mkdtempSync(join(tmpdir(), 'hall-faults-backup-'));
});
afterAll(async () => {
  for (const server of servers) {
    if (server.isRunning()) {
      await stopServer(server);
    }
  }
  rmSync(backupDir, { recursive: true, force: true });
});

describe('the restore drill', () => {
  it('restores a dump taken while serving into a new database, and an instance on it is ready with every settled payment and balance', async () => {
    const source = await startServer({ port: BASE_PORT + 11, databaseUrl: sourceUrl, name: 'backup-source' });
    servers.push(source);
    const members = await logInMembers(source.baseUrl);
    const orders: TopUpOrder[] = [];
    for (let index = 0; index < TOP_UPS; index += 1) {
      const member = members[index % members.length];
      if (member) {
        const results = await topUp(source.baseUrl, member, orders);
        expect(results.map((result) => result.envelope?.code ?? result.status)).toEqual([1, 'SUCCESS']);
      }
    }
    expect(orders).toHaveLength(TOP_UPS);

    const dump = runDeployScript('backup.sh', [], { DATABASE_URL: sourceUrl, BACKUP_DIR: backupDir });
    expect(readdirSync(backupDir)).toEqual([dump.slice(backupDir.length + 1)]);
    // Nothing pays after the dump, so the source now is what the dump holds.
    const atBackup = { ledgers: await readLedgerState(sourceUrl), topUps: await settledTopUps(sourceUrl), balances: await balances(sourceUrl) };
    expect(atBackup.topUps).toEqual(expect.arrayContaining(orders.map((order) => order.outTradeNo)));

    restoredUrl = await createDatabase(cluster, 'hall_faults_backup_restored');
    runDeployScript('restore.sh', [dump], { DATABASE_URL: restoredUrl });
    expect(await settledTopUps(restoredUrl)).toEqual(atBackup.topUps);
    expect(await balances(restoredUrl)).toEqual(atBackup.balances);
    expect(compareLedgers(atBackup.ledgers, await readLedgerState(restoredUrl))).toEqual([]);

    const migrationsBefore = await appliedMigrations(restoredUrl);
    const restored = await startServer({ port: BASE_PORT + 12, databaseUrl: restoredUrl, name: 'backup-restored' });
    servers.push(restored);
    const ready = await fetch(`${restored.baseUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await appliedMigrations(restoredUrl)).toEqual(migrationsBefore);

    // A member reads the same balance from either database, and the restored one takes a new payment.
    const [sourceMember] = members;
    const [restoredMember] = await logInMembers(restored.baseUrl);
    const readBalance = async (baseUrl: string, token: string) => (await callOperation(baseUrl, 'QUERY_BALANCE', {}, { token })).envelope;
    expect(await readBalance(restored.baseUrl, restoredMember?.token ?? '')).toEqual(await readBalance(source.baseUrl, sourceMember?.token ?? ''));
    const afterRestore: TopUpOrder[] = [];
    const paid = restoredMember ? await topUp(restored.baseUrl, restoredMember, afterRestore) : [];
    expect(paid.map((result) => result.envelope?.code ?? result.status)).toEqual([1, 'SUCCESS']);
    expect(compareLedgers(atBackup.ledgers, await readLedgerState(restoredUrl))).toEqual([]);
    expect(await settledTopUps(restoredUrl)).toEqual([...atBackup.topUps, ...afterRestore.map((order) => order.outTradeNo)].sort());
  });
});
