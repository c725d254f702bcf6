import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from './connection.ts';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME, type LockHolder } from './data-dir-lock.ts';

// The embedded database is one process's: while a process holds its folder, a second one (server
// or command-line tool) is refused at once, naming the folder and the holder, and writes nothing.

const serverRoot = path.join(import.meta.dirname, '..', '..');
const holderScript = path.join(serverRoot, 'src', 'test', 'hold-data-dir.ts');
const folders: string[] = [];

afterAll(() => {
  for (const folder of folders) {
    rmSync(folder, { recursive: true, force: true });
  }
});

function makeFolder(): string {
  const folder = realpathSync(mkdtempSync(path.join(tmpdir(), 'hall-data-dir-lock-')));
  folders.push(folder);
  return folder;
}

/** The environment of a child on the embedded database (never a PostgreSQL server). */
function embeddedEnvironment(extra: Record<string, string>): NodeJS.ProcessEnv {
  const environment: NodeJS.ProcessEnv = { ...process.env, ...extra };
  delete environment.DATABASE_URL;
  delete environment.DATABASE_URL_FILE;
  return environment;
}

interface Holder {
  child: ChildProcess;
  pid: number;
  staffUsers: number;
  rechargeProducts: number;
  exited: Promise<number | string>;
}

/** A process holding the folder as a server does; a new folder starts as a copy of the suite's migrated database. */
async function startHolder(folder: string): Promise<Holder> {
  const template = inject('migratedTemplate');
  const isNew = !existsSync(path.join(folder, 'PG_VERSION'));
  const dump = isNew && template.kind === 'embedded' ? [template.migrated.file] : [];
  const child = spawn(process.execPath, ['--import', 'tsx', holderScript, folder, ...dump], {
    cwd: serverRoot,
    env: embeddedEnvironment({}),
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  const lines = createInterface({ input: child.stdout! });
  const firstLine = await Promise.race([
    new Promise<string>((resolve) => lines.once('line', resolve)),
    exited.then((code) => {
      throw new Error(`the holder exited (${code}) before it held the folder:\n${stderr}`);
    }),
  ]);
  const read = JSON.parse(firstLine) as Omit<Holder, 'child' | 'exited'>;
  return { ...read, child, exited };
}

/** Ends the holder as a server's shutdown does: the database closes, then the process exits. */
async function stopHolder(holder: Holder): Promise<number | string> {
  holder.child.stdin?.end();
  return holder.exited;
}

/**
 * Runs an entry point of the server (main.ts, or the tools of npm run staff / catalogue) on the
 * embedded database in `folder`; one still running after a minute is stopped (status null).
 */
function runTool(folder: string, args: string[], extra: Record<string, string> = {}): Promise<{ status: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: serverRoot,
    env: embeddedEnvironment({ DATA_DIR: folder, ...extra }),
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 60_000,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((resolve) => {
    child.once('exit', (status) => resolve({ status, output }));
  });
}

function writeHolderFile(folder: string, holder: Partial<LockHolder>): void {
  const complete: LockHolder = {
    pid: 1,
    host: hostname(),
    processStart: null,
    command: 'node main.js',
    since: '2026-01-01T00:00:00.000Z',
    nonce: 'someone',
    ...holder,
  };
  writeFileSync(path.join(folder, LOCK_FILE_NAME), JSON.stringify(complete));
}

describe('the embedded database folder is held by one process at a time', () => {
  it('a command-line tool or a second server beside a running server refuses, names the folder and the holder, and writes nothing; with the server stopped the tool works', async () => {
    const folder = makeFolder();
    const server = await startHolder(folder);
    const planFile = path.join(folder, '..', `${path.basename(folder)}-plan.json`);
    folders.push(planFile);
    writeFileSync(planFile, JSON.stringify({ rechargeProducts: [{ id: 'RP_LOCK_50', group: 'call', name: '话费50元', amountFen: 5000, serviceKind: 7 }] }));

    const refused = await Promise.all([
      runTool(folder, ['src/cli/staff.ts', 'create', 'lock-check', '锁检查', 'admin'], { STAFF_PASSWORD: 'a long enough password' }),
      runTool(folder, ['src/cli/catalogue.ts', 'import', planFile]),
      runTool(folder, ['src/main.ts'], { PORT: '39517', HOST: '127.0.0.1' }),
    ]);
    for (const tool of refused) {
      expect(tool.status, tool.output).toBe(1);
      expect(tool.output).toContain(`The embedded database folder ${folder} is in use by process ${server.pid} on this host`);
      expect(tool.output).toContain('Nothing was written.');
    }

    expect(await stopHolder(server)).toBe(0);
    const reopened = await startHolder(folder);
    expect({ staffUsers: reopened.staffUsers, rechargeProducts: reopened.rechargeProducts }).toEqual({
      staffUsers: server.staffUsers,
      rechargeProducts: server.rechargeProducts,
    });
    expect(await stopHolder(reopened)).toBe(0);

    const staffWithServerStopped = await runTool(folder, ['src/cli/staff.ts', 'create', 'lock-check', '锁检查', 'admin'], {
      STAFF_PASSWORD: 'a long enough password',
    });
    expect(staffWithServerStopped.status, staffWithServerStopped.output).toBe(0);
    expect(staffWithServerStopped.output).toContain('Staff account lock-check (admin) is ready.');
    expect(existsSync(path.join(folder, LOCK_FILE_NAME))).toBe(false);
  }, 240_000);

  it('a second openDatabase on a held folder refuses at once naming the holder, and the folder is free after close', async () => {
    const folder = makeFolder();
    const server = await startHolder(folder);
    const startedAt = Date.now();
    const refusal = await openDatabase({ dataDir: folder }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(Date.now() - startedAt).toBeLessThan(2000);
    expect(refusal).toBeInstanceOf(DataDirLockedError);
    expect((refusal as DataDirLockedError).holder).toMatchObject({ pid: server.pid, host: hostname() });
    expect((refusal as Error).message).toContain(`The embedded database folder ${folder} is in use by process ${server.pid}`);

    expect(await stopHolder(server)).toBe(0);
    expect(existsSync(path.join(folder, LOCK_FILE_NAME))).toBe(false);
    acquireDataDirLock(folder).release();
  }, 120_000);

  it('a lock left by a process killed with kill -9 is taken over by the next opener', async () => {
    const folder = makeFolder();
    const killed = await startHolder(folder);
    killed.child.kill('SIGKILL');
    await killed.exited;
    const leftBehind = JSON.parse(readFileSync(path.join(folder, LOCK_FILE_NAME), 'utf8')) as LockHolder;
    expect(leftBehind.pid).toBe(killed.pid);

    const next = await startHolder(folder);
    const taken = JSON.parse(readFileSync(path.join(folder, LOCK_FILE_NAME), 'utf8')) as LockHolder;
    expect(taken.pid).toBe(next.pid);
    expect(await stopHolder(next)).toBe(0);
  }, 120_000);

  it('one process holds a folder once: a second lock in the same process is refused until the first is released', () => {
    const folder = makeFolder();
    const first = acquireDataDirLock(folder);
    expect(() => acquireDataDirLock(folder)).toThrow(`is in use by process ${process.pid} on this host`);
    first.release();
    expect(existsSync(path.join(folder, LOCK_FILE_NAME))).toBe(false);
    acquireDataDirLock(folder).release();
  });

  it('a lock naming a reused pid (alive, but started at another time), an exited process or nothing readable is taken over', () => {
    const folder = makeFolder();
    for (const leftBehind of [
      () => writeHolderFile(folder, { pid: process.ppid, processStart: 'another-start' }),
      () => writeHolderFile(folder, { pid: process.pid, nonce: 'a previous life of this pid' }),
      () => writeHolderFile(folder, { pid: 2 ** 22 + 1 }),
      () => writeFileSync(path.join(folder, LOCK_FILE_NAME), 'not a lock'),
    ]) {
      leftBehind();
      const lock = acquireDataDirLock(folder);
      expect((JSON.parse(readFileSync(path.join(folder, LOCK_FILE_NAME), 'utf8')) as LockHolder).pid).toBe(process.pid);
      lock.release();
    }
  });

  it('a lock held from another host is not taken over: the refusal says how to clear it', () => {
    const folder = makeFolder();
    writeHolderFile(folder, { host: 'another-host', pid: 4242 });
    expect(() => acquireDataDirLock(folder)).toThrow(
      `is in use by process 4242 on host another-host (node main.js, since 2026-01-01T00:00:00.000Z). One process at a time may open it: stop that process first. Nothing was written. Its life cannot be checked from here: if it is gone, delete ${path.join(folder, LOCK_FILE_NAME)}.`,
    );
  });
});
