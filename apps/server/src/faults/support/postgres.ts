import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

// A throw-away PostgreSQL cluster for the fault tests (Debian's server binaries, as .ci/run uses
// them): started once, stopped and started again by the database test, removed at the end.

export interface PostgresCluster {
  binDir: string;
  dataDir: string;
  port: number;
  user: string;
  /** postgres://user@127.0.0.1:port/postgres */
  url: string;
}

const isRoot = process.getuid?.() === 0;

function findBinDir(): string {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).sort((left, right) => Number(right) - Number(left)) : [];
  const binDir = versions.map((version) => join(base, version, 'bin')).find((dir) => existsSync(join(dir, 'pg_ctl')));
  if (!binDir) {
    throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql (apt-get install postgresql)');
  }
  return binDir;
}

/** Runs a PostgreSQL tool as the cluster's owner (postgres when we are root). */
function runAsOwner(binDir: string, tool: string, args: string[]): void {
  const command = join(binDir, tool);
  if (isRoot) {
    execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' });
  } else {
    execFileSync(command, args, { stdio: 'pipe' });
  }
}

export function createCluster(port: number): PostgresCluster {
  const binDir = findBinDir();
  const dataDir = mkdtempSync(join(tmpdir(), 'hall-faults-pg-'));
  const user = isRoot ? 'postgres' : userInfo().username;
  if (isRoot) {
    const postgresUid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    chownSync(dataDir, postgresUid, 0);
  }
  runAsOwner(binDir, 'initdb', ['-D', dataDir, '-A', 'trust', '-U', user]);
  const cluster = { binDir, dataDir, port, user, url: `postgres://${user}@127.0.0.1:${port}/postgres` };
  startCluster(cluster);
  return cluster;
}

export function startCluster(cluster: PostgresCluster): void {
  runAsOwner(cluster.binDir, 'pg_ctl', [
    '-D',
    cluster.dataDir,
    '-l',
    join(cluster.dataDir, 'server.log'),
    '-w',
    '-o',
    `-p ${cluster.port} -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off`,
    'start',
  ]);
}

/** Stops the server: fast (sessions cut, as in a crash of the database host) or immediate. */
export function stopCluster(cluster: PostgresCluster, mode: 'fast' | 'immediate' = 'fast'): void {
  runAsOwner(cluster.binDir, 'pg_ctl', ['-D', cluster.dataDir, '-m', mode, '-w', 'stop']);
}

export function removeCluster(cluster: PostgresCluster): void {
  try {
    stopCluster(cluster, 'immediate');
  } catch {
    // Already stopped.
  }
  rmSync(cluster.dataDir, { recursive: true, force: true });
}

/** A fresh database on the cluster for one scenario; its URL. */
export async function createDatabase(cluster: PostgresCluster, name: string): Promise<string> {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(cluster.url);
  url.pathname = `/${name}`;
  return url.toString();
}
