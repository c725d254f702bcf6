import { waitUntilServing } from './wait-until-serving.ts';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFullFakeWechat, type FullFakeWechat } from '../../apps/server/src/test/fake-wechat/fake-wechat.ts';
import { writeWechatSecretFiles } from '../../apps/server/src/test/fake-wechat/fake-keys.ts';

// The WeChat journeys' world: a fake WeChat on 127.0.0.1 (run in the Playwright worker, so a
// journey drives its control API directly) and a second app server configured for the real
// WeChat (WECHAT_PROVIDER=wechat) against it, its WeChat secrets in *_FILE files as an operator
// deploys them. Every other system stays the sandbox (SMS codes come from its outbox).
// The main server of the suite (sandbox WeChat) is not touched.

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

export interface WechatWorld {
  fake: FullFakeWechat;
  /** The wechat-provider app server. */
  baseURL: string;
  stop: () => Promise<void>;
}

/** The server's log holds no personal data or secret, as the global teardown checks the main server's. */
function scanLog(logFile: string, baseURL: string): void {
  const scan = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts/scan-logs.mjs'), logFile, '--sms-outbox', baseURL], { stdio: 'inherit' });
  if (scan.status !== 0) {
    throw new Error(`the WeChat-provider server's log ${logFile} holds personal data or secrets (see above)`);
  }
}

export async function startWechatWorld(): Promise<WechatWorld> {
  const folder = mkdtempSync(path.join(tmpdir(), 'hall-e2e-wechat-'));
  const fake = await startFullFakeWechat();
  // Beside the main server's port (E2E_PORT) and the first-start server's (+700).
  const port = Number(process.env.E2E_PORT ?? 3210) + 1400;
  const baseURL = `http://127.0.0.1:${port}`;
  const logFile = path.join(folder, 'server.log');
  const env = {
    ...process.env,
    ...writeWechatSecretFiles(fake.keys, fake.baseUrl, path.join(folder, 'secrets')),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(folder, 'data'),
    PUBLIC_URL: baseURL,
    WEB_DIST_DIR: path.resolve(REPO_ROOT, process.env.WEB_DIST_DIR ?? 'apps/web/dist'),
    LOG_LEVEL: 'info',
    LOG_FILE: logFile,
    HALL_NOTICE_CACHE_SECONDS: '0',
    SMS_MAX_PER_IP_PER_HOUR: '10000',
    SANDBOX_USAGE_SIMULATION: 'false',
  };
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: REPO_ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let hasExited = false;
  let errors = '';
  server.stderr.on('data', (chunk: Buffer) => (errors = `${errors}${chunk.toString()}`.slice(-4000)));
  const exited = new Promise<void>((resolve) =>
    server.once('exit', () => {
      hasExited = true;
      resolve();
    }),
  );
  try {
    await waitUntilServing(baseURL, Date.now() + 180_000, 'the WeChat-provider server', () => hasExited);
  } catch (error) {
    server.kill('SIGKILL');
    await fake.close();
    throw new Error(`${(error as Error).message}\n${errors}`);
  }
  return {
    fake,
    baseURL,
    stop: async () => {
      try {
        scanLog(logFile, baseURL);
      } finally {
        server.kill('SIGTERM');
        await exited;
        await fake.close();
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
