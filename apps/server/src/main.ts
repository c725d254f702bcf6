import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createDeps } from './create-deps.ts';
import { demoSeedOf, prepareDatabase } from './seed/prepare-database.ts';
import { openConfiguredDatabase } from './open-configured-database.ts';
import { limitHeapGrowth } from './platform/heap-growth.ts';
import { markShuttingDown } from './platform/instance-watch.ts';
import { describeProviders } from './providers/sandbox-systems.ts';

limitHeapGrowth();
const config = loadConfig();
const now = () => new Date();
const database = await openConfiguredDatabase(config);
const deps = createDeps(config, database, now);
await prepareDatabase(database, demoSeedOf(config, { now: now(), secretKey: deps.secretKey }));
// Nothing is read or written before the migrations (createDeps queries nothing): the sandbox
// WeChat Pay's key pair is stored now, before any instance signs or checks a notification.
await deps.providers.sandboxWechatPay?.prepareKeys();
const app = await buildApp(deps);

let isClosing = false;
async function shutDown(signal: string): Promise<void> {
  if (isClosing) {
    return;
  }
  isClosing = true;
  app.log.info({ signal }, 'shutting down');
  // Not ready from now on: the balancer stops sending while what it already sent is still served.
  markShuttingDown(app);
  if (config.SHUTDOWN_DRAIN_SECONDS > 0) {
    await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DRAIN_SECONDS * 1000));
  }
  // Requests in flight finish (each bounded by the database and provider timeouts); new ones get
  // 503. Should anything still hang after the grace period, leave anyway.
  setTimeout(() => {
    app.log.error({ graceSeconds: config.SHUTDOWN_GRACE_SECONDS }, 'shutdown took too long, exiting');
    process.exit(1);
  }, config.SHUTDOWN_GRACE_SECONDS * 1000).unref();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutDown('SIGTERM'));
process.on('SIGINT', () => void shutDown('SIGINT'));

await app.listen({ host: config.HOST, port: config.PORT });
app.log.info(`self-service hall ready (public address ${config.PUBLIC_URL}, database: ${database.kind}, providers: ${describeProviders(config)})`);
