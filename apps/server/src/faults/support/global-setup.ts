import type { TestProject } from 'vitest/node';
import { createCluster, removeCluster, type PostgresCluster } from './postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgres: PostgresCluster;
  }
}

/** One throw-away PostgreSQL cluster for the whole fault run (FAULTS_PG_PORT, default 55462). */
export default function setup(project: TestProject): () => void {
  const cluster = createCluster(Number(process.env.FAULTS_PG_PORT ?? 55462));
  project.provide('postgres', cluster);
  return () => removeCluster(cluster);
}
