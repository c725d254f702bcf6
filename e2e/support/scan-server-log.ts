import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * After the whole browser suite: the server's log (every request of every journey) must hold no
 * full phone number, ID number, token, SMS code or service password. Fails the run when it does.
 */
export default function scanServerLog(): void {
  const logFile = process.env.E2E_SERVER_LOG;
  if (!logFile) {
    throw new Error('E2E_SERVER_LOG is not set: the server log was not written to a file');
  }
  const root = join(import.meta.dirname, '..', '..');
  const scan = spawnSync(process.execPath, [join(root, 'scripts/scan-logs.mjs'), logFile, '--sms-outbox', process.env.E2E_BASE_URL ?? ''], {
    stdio: 'inherit',
  });
  if (scan.status !== 0) {
    throw new Error(`the server log ${logFile} holds personal data or secrets (see above)`);
  }
}
