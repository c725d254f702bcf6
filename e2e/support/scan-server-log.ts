import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { journeyServers } from './journey-servers.ts';

/**
 * After the whole browser suite: each server's log (every request of every journey it served) must
 * hold no full phone number, ID number, token, SMS code or service password. Fails the run when one does.
 */
export default function scanServerLogs(): void {
  const root = join(import.meta.dirname, '..', '..');
  for (const server of journeyServers()) {
    const scan = spawnSync(process.execPath, [join(root, 'scripts/scan-logs.mjs'), server.logFile, '--sms-outbox', server.baseURL], { stdio: 'inherit' });
    if (scan.status !== 0) {
      throw new Error(`the server log ${server.logFile} holds personal data or secrets (see above)`);
    }
  }
}
