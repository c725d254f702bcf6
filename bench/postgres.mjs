// A throw-away PostgreSQL server on loopback for the benchmarks (Debian's postgresql package;
// installed when missing and we are root), stopped by the returned function.
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function findBinDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) {
    return null;
  }
  const versions = readdirSync(base).sort((left, right) => Number(right) - Number(left));
  return versions.length > 0 ? join(base, versions[0], 'bin') : null;
}

// Debian's defaults but a WAL budget for bulk loads, buffers for the 1 M data set, and auto_explain loaded (its default
// log_min_duration -1 keeps it off until the
// scale bench turns it on with ALTER SYSTEM, which a -c setting here would override).
const SERVER_SETTINGS = [
  'listen_addresses=127.0.0.1',
  'max_connections=200',
  'max_wal_size=4GB',
  // Sized for the data, as a server holding a million subscribers would be (Debian's default is 128MB).
  'shared_buffers=1GB',
  'shared_preload_libraries=auto_explain',
  'auto_explain.log_analyze=on',
  'auto_explain.log_timing=off',
  'auto_explain.log_buffers=on',
]
  .map((setting) => `-c ${setting}`)
  .join(' ');

export function startPostgres(port = Number(process.env.BENCH_PG_PORT ?? 55450)) {
  let binDir = findBinDir();
  const isRoot = process.getuid?.() === 0;
  if (!binDir && isRoot) {
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null', { stdio: 'inherit' });
    binDir = findBinDir();
  }
  if (!binDir) {
    return null;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'hall-bench-pg-'));
  const user = isRoot ? 'postgres' : (process.env.USER ?? 'postgres');
  const run = (command, args) => (isRoot ? execFileSync('runuser', ['-u', 'postgres', '--', command, ...args]) : execFileSync(command, args));
  if (isRoot) {
    execFileSync('chown', ['postgres', dataDir]);
  }
  run(join(binDir, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', user]);
  run(join(binDir, 'pg_ctl'), ['-D', dataDir, '-l', join(dataDir, 'log'), '-w', '-o', `-p ${port} -k /tmp ${SERVER_SETTINGS}`, 'start']);
  return {
    url: `postgres://${user}@127.0.0.1:${port}/postgres`,
    /** A URL of another database of this server, created on first call. */
    createDatabase: (name) => {
      execFileSync(join(binDir, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', user, name]);
      return `postgres://${user}@127.0.0.1:${port}/${name}`;
    },
    logPath: join(dataDir, 'log'),
    stop: () => {
      try {
        run(join(binDir, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', 'stop']);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
