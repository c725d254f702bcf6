// The fleet part: the same reads against one server instance and against two instances on one
// PostgreSQL database (each instance gets half the connections, measured at the same time), so
// the ratio says what a second instance adds on this machine. And the compiled server's idle
// memory beside the same server run from its sources through tsx.
import { CONNECTIONS, READS, runLoad } from './api-load.mjs';
import { benchToken, seedPostgres } from './seed-bench-data.mjs';
import { ensureServerBuild, idleRssMiB, startHallServer } from './server-process.mjs';

const MEMBERS = Number(process.env.BENCH_FLEET_MEMBERS ?? 20_000);

const randomMember = () => 1 + Math.floor(Math.random() * MEMBERS);

/** One read on `instances` at once, the connections split between them; answers the summed req/s and the worst p99. */
async function measureRead(read, instances) {
  const connections = Math.max(1, Math.floor(CONNECTIONS / instances.length));
  const runs = await Promise.all(
    instances.map((instance) => runLoad({ url: `${instance.baseUrl}${read.path}`, nextBody: () => read.body(benchToken(randomMember())), connections })),
  );
  return {
    requestsPerSecond: runs.reduce((sum, run) => sum + run.requestsPerSecond, 0),
    p99: Math.max(...runs.map((run) => run.p99)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
  };
}

async function idleRss(options) {
  const server = await startHallServer(options);
  try {
    return await idleRssMiB(server.pid);
  } finally {
    await server.stop({ removeData: true });
  }
}

export async function measureFleet({ postgres, port }) {
  ensureServerBuild();
  const databaseUrl = postgres.createDatabase('hall_fleet');
  const first = await startHallServer({ port, databaseUrl, compiled: true });
  await seedPostgres(databaseUrl, 1, MEMBERS);
  const second = await startHallServer({ port: port + 1, databaseUrl, compiled: true });
  const reads = {};
  try {
    // Warm both up on the first read, then each read on one instance and on both.
    await measureRead({ ...READS[0] }, [first, second]);
    for (const read of READS) {
      reads[read.name] = { one: await measureRead(read, [first]), two: await measureRead(read, [first, second]) };
    }
  } finally {
    await second.stop();
    await first.stop();
  }
  const rss = {
    compiled: await idleRss({ port: port + 2, databaseUrl, compiled: true }),
    sources: await idleRss({ port: port + 3, databaseUrl }),
  };
  return { members: MEMBERS, reads, rss };
}
