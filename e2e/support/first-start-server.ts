import type { Browser, BrowserContext, Page } from '@playwright/test';
import { agreeToConsentWhenAsked } from './consent.ts';
import { waitUntilServing } from './wait-until-serving.ts';
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// A server started as an operator starts production for the first time: NODE_ENV=production, no
// demo data (sandbox providers allowed, the only ones there are), its first console account made
// by `npm run staff` and its whole catalogue (packages, recharge products, offers, the dealer, its
// agent and stock) by `npm run catalogue -- import docs/first-start.example.json` as the README
// shows it, before the server starts (so no stop and restart between packages made in the console
// and an import of the offers that name them).

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');

export interface FirstStartServer {
  baseURL: string;
  staff: { username: string; password: string; displayName: string };
  agent: { workNo: string; password: string };
  dealer: { id: string; name: string };
  /** A page of this server in a new browser context (closed by stop), the consent agreed when asked. */
  openPage: (browser: Browser, options: object) => Promise<Page>;
  stop: () => Promise<void>;
}

const EXAMPLE_IMPORT = path.join(REPO_ROOT, 'docs', 'first-start.example.json');

interface ExampleImport {
  dealers: { id: string; name: string }[];
  agents: { workNo: string }[];
}

/** The dealer and the agent the README's example file creates. */
function readExampleImport(): { dealer: FirstStartServer['dealer']; workNo: string } {
  const example = JSON.parse(readFileSync(EXAMPLE_IMPORT, 'utf8')) as ExampleImport;
  const [dealer] = example.dealers;
  const [agent] = example.agents;
  if (!dealer || !agent) {
    throw new Error(`${EXAMPLE_IMPORT} names no dealer or no agent`);
  }
  return { dealer: { id: dealer.id, name: dealer.name }, workNo: agent.workNo };
}

/**
 * `isProduction: false` starts the same empty, imported server outside production, so the
 * console's sandbox steps (the clock, simulated usage) are there for a journey that needs them.
 */
export async function startFirstStartServer(options: { isProduction?: boolean; portOffset?: number } = {}): Promise<FirstStartServer> {
  const isProduction = options.isProduction ?? true;
  const folder = mkdtempSync(path.join(tmpdir(), 'hall-first-start-'));
  const port = Number(process.env.E2E_PORT ?? 3210) + (options.portOffset ?? 700);
  const baseURL = `http://127.0.0.1:${port}`;
  const staff = { username: 'ops', password: `ops-${randomBytes(9).toString('base64url')}`, displayName: '运营主管' };
  const { dealer, workNo } = readExampleImport();
  const agent = { workNo, password: `agent-${randomBytes(9).toString('base64url')}` };
  const env = {
    ...process.env,
    NODE_ENV: isProduction ? 'production' : 'development',
    SEED_DEMO_DATA: 'false',
    ALLOW_SANDBOX_IN_PRODUCTION: 'true',
    SANDBOX_USAGE_SIMULATION: 'false',
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
  run('apps/server/src/cli/catalogue.ts', ['import', EXAMPLE_IMPORT], {
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
  const contexts: BrowserContext[] = [];
  return {
    baseURL,
    staff,
    agent,
    dealer,
    openPage: async (browser, options) => {
      const context = await browser.newContext({ ...options, baseURL });
      contexts.push(context);
      const page = await context.newPage();
      await agreeToConsentWhenAsked(page);
      return page;
    },
    stop: async () => {
      await Promise.all(contexts.map((context) => context.close()));
      server.kill('SIGTERM');
      await exited;
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
