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

export function startPostgres(port = 55499) {
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
  const user = isRoot ? 'postgres' : process.env.USER ?? 'postgres';
  const run = (command, args) => (isRoot ? execFileSync('runuser', ['-u', 'postgres', '--', command, ...args]) : execFileSync(command, args));
  if (isRoot) {
    execFileSync('chown', ['postgres', dataDir]);
  }
  run(join(binDir, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', user]);
  run(join(binDir, 'pg_ctl'), ['-D', dataDir, '-l', join(dataDir, 'log'), '-w', '-o', `-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=200`, 'start']);
  return {
    url: `postgres://${user}@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        run(join(binDir, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', 'stop']);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}
