import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createCluster, removeCluster, type PostgresCluster } from './postgres.ts';
import { REPO_ROOT } from './repo-root.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgres: PostgresCluster;
    /** The compiled server's entry (scripts/build-server.mjs), which every fault test starts. */
    serverEntry: string;
  }
}

/**
 * One throw-away PostgreSQL cluster for the whole fault run (FAULTS_PG_PORT, default 55462), and the
 * server compiled as production runs it: the tests start it a few dozen times, and plain node is
 * ready in 2 s where the TypeScript loader takes 4.
 */
export default function setup(project: TestProject): () => void {
  const outdir = join(REPO_ROOT, 'apps', 'server', 'node_modules', '.cache', `hall-faults-server-${randomBytes(6).toString('hex')}`);
  const build = spawnSync(process.execPath, [join(REPO_ROOT, 'scripts', 'build-server.mjs'), outdir], { cwd: REPO_ROOT, encoding: 'utf8' });
  if (build.status !== 0) {
    throw new Error(`the server did not build: ${build.stderr}`);
  }
  project.provide('serverEntry', join(outdir, 'main.js'));
  const cluster = createCluster(Number(process.env.FAULTS_PG_PORT ?? 55462));
  project.provide('postgres', cluster);
  return () => {
    removeCluster(cluster);
    rmSync(outdir, { recursive: true, force: true });
  };
}
