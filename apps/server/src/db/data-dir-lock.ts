import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, realpathSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

// The embedded database is one process's database: a second process opening its folder (a tool
// beside the server) loses its writes or corrupts the folder. The folder's lock file names its
// holder, so a refusal can say who holds it and a lock left by a killed process can be taken over.
// Written here rather than with a lock library: kernel locks need a native module, and mtime-based
// stale detection (proper-lockfile) would let a second process in while WebAssembly blocks the
// holder's event loop, and cannot name the holder.

export const LOCK_FILE_NAME = 'hall.lock';

export interface LockHolder {
  pid: number;
  host: string;
  /** The holder's start time as the kernel counts it (Linux), so a reused pid is not taken for it. */
  processStart: string | null;
  command: string;
  since: string;
  /** Tells this holding apart from any other by the same process. */
  nonce: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly holder: LockHolder,
  ) {
    const where = holder.host === hostname() ? 'on this host' : `on host ${holder.host}`;
    const elsewhere = holder.host === hostname() ? '' : ` Its life cannot be checked from here: if it is gone, delete ${path.join(folder, LOCK_FILE_NAME)}.`;
    super(
      `The embedded database folder ${folder} is in use by process ${holder.pid} ${where} (${holder.command}, since ${holder.since}). ` +
        `One process at a time may open it: stop that process first. Nothing was written.${elsewhere}`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  release(): void;
}

/**
 * Lock files of this process with the nonce each holds, shared by every copy of this module the
 * process loads (a test runner's isolated modules), so none takes another's holding for a dead one.
 */
const registryKey = Symbol.for('hall.dataDirLocks');
const registry = globalThis as { [registryKey]?: Map<string, string> };
const heldHere = (registry[registryKey] ??= new Map<string, string>());

/** The start time of a process from /proc (field 22 of its stat), or null where there is none. */
function readProcessStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name in parentheses may hold spaces: count fields after its closing one.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the holder named in a lock file still runs; one on another host is assumed to. */
function isHolderAlive(lockFile: string, holder: LockHolder): boolean {
  if (holder.host !== hostname()) {
    return true;
  }
  if (holder.pid === process.pid) {
    // Our pid but not our holding: a previous life of this pid (a container restarted after kill -9).
    return heldHere.get(lockFile) === holder.nonce;
  }
  if (!isProcessAlive(holder.pid)) {
    return false;
  }
  const processStart = readProcessStart(holder.pid);
  return holder.processStart === null || processStart === null || processStart === holder.processStart;
}

/** The lock file's text and holder; a holder of null when the file names none (not a lock of ours). */
function readHolder(lockFile: string): { text: string; holder: LockHolder | null } | null {
  let text: string;
  try {
    text = readFileSync(lockFile, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return null;
    }
    throw error;
  }
  try {
    const holder = JSON.parse(text) as LockHolder;
    return { text, holder: Number.isInteger(holder.pid) && holder.pid > 0 ? holder : null };
  } catch {
    return { text, holder: null };
  }
}

/** Moves a dead holder's lock aside, unless another process replaced it meanwhile (then puts that back). */
function removeStaleLock(lockFile: string, staleText: string): void {
  const aside = `${lockFile}.stale-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    renameSync(lockFile, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return;
    }
    throw error;
  }
  try {
    if (readFileSync(aside, 'utf8') !== staleText) {
      try {
        linkSync(aside, lockFile);
      } catch (error) {
        // EEXIST: yet another process took the folder meanwhile; the caller reads its lock next.
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
          throw error;
        }
      }
    }
  } finally {
    unlinkSync(aside);
  }
}

/**
 * Takes the exclusive lock on an embedded database folder (which must exist) for this process, or
 * throws DataDirLockedError naming the live process that holds it. Released by `release()` or when
 * the process exits.
 */
export function acquireDataDirLock(folder: string): DataDirLock {
  const realFolder = realpathSync(folder);
  const lockFile = path.join(realFolder, LOCK_FILE_NAME);
  const holder: LockHolder = {
    pid: process.pid,
    host: hostname(),
    processStart: readProcessStart(process.pid),
    command: ['node', ...process.argv.slice(1)].join(' ').slice(0, 300),
    since: new Date().toISOString(),
    nonce: randomBytes(8).toString('hex'),
  };
  const text = JSON.stringify(holder);
  // Written whole beside the lock, then linked in: linking fails if the lock exists, and nobody
  // ever reads a half-written lock file.
  const draft = `${lockFile}.${process.pid}-${holder.nonce}`;
  writeFileSync(draft, text);
  try {
    for (let attempt = 0; ; attempt += 1) {
      try {
        linkSync(draft, lockFile);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
          throw error;
        }
      }
      const current = readHolder(lockFile);
      if (current?.holder && isHolderAlive(lockFile, current.holder)) {
        throw new DataDirLockedError(realFolder, current.holder);
      }
      if (attempt === 3) {
        throw new Error(`Could not take the lock of ${realFolder}: other processes keep taking it.`);
      }
      if (current) {
        removeStaleLock(lockFile, current.text);
      }
    }
  } finally {
    unlinkSync(draft);
  }
  heldHere.set(lockFile, holder.nonce);
  return {
    release: () => {
      if (heldHere.get(lockFile) !== holder.nonce) {
        return;
      }
      heldHere.delete(lockFile);
      releaseLockFile(lockFile, holder.nonce);
    },
  };
}

/** Deletes the lock file if it is still this holding's. */
function releaseLockFile(lockFile: string, nonce: string): void {
  if (readHolder(lockFile)?.holder?.nonce === nonce) {
    try {
      unlinkSync(lockFile);
    } catch {
      // Already gone.
    }
  }
}

// An exit without close (a tool's uncaught error, process.exit) frees the folder too; only kill -9
// and crashes leave the file, and the next opener finds its process gone.
process.on('exit', () => {
  for (const [lockFile, nonce] of heldHere) {
    releaseLockFile(lockFile, nonce);
  }
});
