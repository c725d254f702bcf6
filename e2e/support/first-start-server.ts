import { waitUntilServing } from './wait-until-serving.ts';
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// A server started as an operator starts production for the first time: NODE_ENV=production, no
// demo data (sandbox providers allowed, the only ones there are), its first console account made
// by `npm run staff` and its first dealer and agent by `npm run catalogue -- import`, before the
// server starts. Everything else the journey needs is created in the console.

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

export interface FirstStartServer {
  baseURL: string;
  staff: { username: string; password: string; displayName: string };
  agent: { workNo: string; password: string };
  dealer: { id: string; name: string };
  stop: () => Promise<void>;
}

/** What the operator's first import file holds: one dealer, paid by WeChat Pay, and one agent. */
function writeFirstImport(folder: string, dealer: FirstStartServer['dealer'], workNo: string): string {
  const file = path.join(folder, 'first-catalogue.json');
  const plan = {
    dealers: [{ id: dealer.id, mainId: 'DM900', name: dealer.name, payKind: 1 }],
    agents: [{ dealerId: dealer.id, workNo, name: '周开元', mobile: '13800009001', channel: dealer.name, defaultSaleKind: 1 }],
  };
  writeFileSync(file, JSON.stringify(plan, null, 2));
  return file;
}

export async function startFirstStartServer(): Promise<FirstStartServer> {
  const folder = mkdtempSync(path.join(tmpdir(), 'hall-first-start-'));
  const port = Number(process.env.E2E_PORT ?? 3210) + 700;
  const baseURL = `http://127.0.0.1:${port}`;
  const staff = { username: 'ops', password: `ops-${randomBytes(9).toString('base64url')}`, displayName: '运营主管' };
  const agent = { workNo: 'F90001', password: `agent-${randomBytes(9).toString('base64url')}` };
  const dealer = { id: 'D9001', name: '首发体验店' };
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    SEED_DEMO_DATA: 'false',
    ALLOW_SANDBOX_IN_PRODUCTION: 'true',
    SECRET_KEY: randomBytes(32).toString('base64url'),
    DATA_DIR: path.join(folder, 'data'),
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseURL,
    WEB_DIST_DIR: path.resolve(REPO_ROOT, process.env.WEB_DIST_DIR ?? 'apps/web/dist'),
    LOG_LEVEL: 'warn',
    LOG_FILE: path.join(folder, 'server.log'),
    HALL_NOTICE_CACHE_SECONDS: '0',
    // No load shedding: this server starts while the other worker's journeys load the machine, and
    // its first seconds' event-loop lag shed the console's first page (shedding has its own test).
    EVENT_LOOP_LAG_LIMIT_MS: '0',
  };
  const run = (script: string, args: string[], extra: Record<string, string>) =>
    execFileSync(process.execPath, ['--import', 'tsx', script, ...args], { cwd: REPO_ROOT, env: { ...env, ...extra }, stdio: 'pipe' });
  run('apps/server/src/cli/staff.ts', ['create', staff.username, staff.displayName, 'admin'], { STAFF_PASSWORD: staff.password });
  run('apps/server/src/cli/catalogue.ts', ['import', writeFirstImport(folder, dealer, agent.workNo)], {
    [`AGENT_PASSWORD_${agent.workNo}`]: agent.password,
  });
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: REPO_ROOT, env, stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  try {
    await waitUntilServing(baseURL, Date.now() + 120_000, 'the first-start server');
  } catch (error) {
    server.kill('SIGKILL');
    throw error;
  }
  return {
    baseURL,
    staff,
    agent,
    dealer,
    stop: async () => {
      server.kill('SIGTERM');
      await exited;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
