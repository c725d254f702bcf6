import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { staffEndpoints } from '@hall/contract/staff-endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The server as production runs it: built by scripts/build-server.mjs, started with plain node and
// no TypeScript loader, on a fresh embedded database. The build goes to a folder inside the
// server's node_modules, so the packages it leaves out resolve as they do from apps/server/dist.
const serverRoot = join(import.meta.dirname, '..');
const repoRoot = join(serverRoot, '..', '..');
const outdir = join(serverRoot, 'node_modules', '.cache', `hall-build-${randomBytes(6).toString('hex')}`);
const dataDir = mkdtempSync(join(tmpdir(), 'hall-compiled-'));
const DEMO_STAFF_PASSWORD = 'compiled-staff-pass';

let server: ChildProcess | undefined;
let exited: Promise<number | null>;
let baseUrl = '';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

async function waitUntilServing(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (server?.exitCode !== null) {
      throw new Error(`the compiled server exited with ${server?.exitCode} before serving`);
    }
    const answered = await fetch(`${baseUrl}/sandbox/api/sms`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the compiled server did not serve in time');
}

beforeAll(async () => {
  const build = spawnSync(process.execPath, [join(repoRoot, 'scripts', 'build-server.mjs'), outdir], { cwd: repoRoot, encoding: 'utf8' });
  expect(build.stderr).toBe('');
  expect(build.status).toBe(0);
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _server, ...environment } = process.env;
  server = spawn(process.execPath, [join(outdir, 'main.js')], {
    cwd: repoRoot,
    env: {
      ...environment,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: join(dataDir, 'data'),
      WEB_DIST_DIR: '',
      LOG_LEVEL: 'warn',
      DEMO_STAFF_PASSWORD,
    },
    stdio: 'ignore',
  });
  const child = server;
  exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  await waitUntilServing(Date.now() + 100_000);
}, 120_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    server.kill('SIGKILL');
    await exited;
  }
  rmSync(outdir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the compiled server', () => {
  it('is JavaScript beside the migrations and worker scripts it reads at run time', () => {
    const migrations = readdirSync(join(serverRoot, 'src', 'db', 'migrations')).filter((name) => name.endsWith('.sql'));
    expect(readdirSync(join(outdir, 'migrations')).sort()).toEqual(migrations.sort());
    expect(existsSync(join(outdir, 'captcha-render.worker.mjs'))).toBe(true);
    for (const tool of ['main.js', 'staff.js', 'catalogue.js']) {
      expect(existsSync(join(outdir, tool)), tool).toBe(true);
    }
  });

  it('loads the heavy packages only where they are used, not with the server (idle memory)', () => {
    // Packages of rare work (PDFs, QR codes, mail, the real providers' SDKs, the API document,
    // the captcha pool, password hashing, the embedded database) are imported on first use: a
    // static import in the bundle would load them at start on every instance.
    const main = readFileSync(join(outdir, 'main.js'), 'utf8');
    const loadedAtStart = [...main.matchAll(/^import [^;]*? from "([^"]+)";$/gm)].map((match) => match[1]);
    const loadedOnFirstUse = [
      'pdfkit',
      'qrcode',
      'nodemailer',
      'tencentcloud-sdk-nodejs-common',
      'tencentcloud-sdk-nodejs-sms',
      'wechatpay-axios-plugin',
      'zod-openapi',
      'piscina',
      '@node-rs/argon2',
      '@electric-sql/pglite',
      'drizzle-orm/pglite',
    ];
    expect(loadedAtStart.filter((name) => [...loadedOnFirstUse, 'axios'].includes(name ?? ''))).toEqual([]);
    for (const name of loadedOnFirstUse) {
      expect(main, name).toContain(`import("${name}")`);
    }
  });

  it('serves the sandbox pages from its migrated database', async () => {
    const response = await fetch(`${baseUrl}/sandbox/api/sms`);
    expect(await response.json()).toMatchObject({ code: 1, data: { list: [] } });
  });

  it('answers an operation on the demo data it seeded (a console login)', async () => {
    const response = await fetch(`${baseUrl}${staffEndpoints.CONSOLE_LOGIN.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ username: 'admin', password: DEMO_STAFF_PASSWORD }),
    });
    expect(await response.json()).toMatchObject({ code: 1, data: { username: 'admin' } });
  });

  it('draws a captcha in its worker thread', async () => {
    const response = await fetch(`${baseUrl}/api/gzh/captchaImage?randomStr=${randomBytes(8).toString('hex')}`);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('leaves cleanly on SIGTERM', async () => {
    server?.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
