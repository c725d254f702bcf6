import { setFlagsFromString } from 'node:v8';

/**
 * How far the old generation may grow past what survived its last full collection before V8
 * collects it again: to twice that size. Left to itself V8 lets it reach about four times when
 * collections are quick, and the server's live heap is small (about 50 MiB): under 50 connections
 * the promoted garbage of finished requests filled it to about 200 MiB before each collection, a
 * peak RSS of 331 MiB. At 2x the peak was 224 MiB at the same throughput (bench/RESULTS.md).
 */
export const HEAP_GROWING_PERCENT = 100;

const FLAG = '--heap-growing-percent';

/**
 * Sets the growth limit for this process, unless its command line already chose one. V8 reads the
 * flag at each collection, so setting it at start works as the command-line flag does, for every
 * way the server is started (npm start, npm run serve, the systemd unit, the bench).
 */
export function limitHeapGrowth(execArgv: readonly string[] = process.execArgv, setFlags: (flags: string) => void = setFlagsFromString): boolean {
  const chosen = execArgv.some((argument) => argument === FLAG || argument.startsWith(`${FLAG}=`) || argument.startsWith('--heap_growing_percent'));
  if (chosen) {
    return false;
  }
  setFlags(`${FLAG}=${HEAP_GROWING_PERCENT}`);
  return true;
}
