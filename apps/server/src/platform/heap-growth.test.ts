import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HEAP_GROWING_PERCENT, limitHeapGrowth } from './heap-growth.ts';

describe('the old generation is collected before it grows past twice its live size', () => {
  it('sets the growth limit at start', () => {
    const set: string[] = [];
    expect(limitHeapGrowth([], (flags) => set.push(flags))).toBe(true);
    expect(set).toEqual([`--heap-growing-percent=${HEAP_GROWING_PERCENT}`]);
  });

  it('leaves a limit chosen on the command line alone', () => {
    const set: string[] = [];
    expect(limitHeapGrowth(['--heap-growing-percent=300'], (flags) => set.push(flags))).toBe(false);
    expect(limitHeapGrowth(['--heap_growing_percent=300'], (flags) => set.push(flags))).toBe(false);
    expect(set).toEqual([]);
  });

  // A live set of about 60 MiB and a stream of short-lived garbage, as a server under load makes:
  // V8 alone lets the heap reach well past twice the live set; with the limit it stays near it.
  it('keeps the heap near twice the live set under a stream of garbage, in a real process', () => {
    const folder = mkdtempSync(join(tmpdir(), 'heap-growth-'));
    const script = join(folder, 'garbage.mts');
    writeFileSync(
      script,
      `import { limitHeapGrowth } from ${JSON.stringify(join(import.meta.dirname, 'heap-growth.ts'))};
      if (process.argv[2] === 'limited') limitHeapGrowth();
      const live: object[] = [];
      for (let i = 0; i < 400_000; i++) live.push({ a: i, b: 'x' + i, c: [i] });
      let peak = 0;
      const recent: object[][] = [];
      for (let round = 0; round < 3_000; round++) {
        const batch: object[] = [];
        for (let i = 0; i < 2_000; i++) batch.push({ a: i, b: 'y' + i, c: [i, i] });
        recent.push(batch);
        if (recent.length > 40) recent.shift();
        peak = Math.max(peak, process.memoryUsage().heapTotal);
        if (round % 50 === 0) await new Promise((resolve) => setImmediate(resolve));
      }
      console.log(JSON.stringify({ peak, live: live.length }));`,
    );
    const peakOf = (mode: string) => {
      const run = spawnSync(process.execPath, ['--import', 'tsx', script, mode], { encoding: 'utf8' });
      expect(run.status, run.stderr).toBe(0);
      return (JSON.parse(run.stdout.trim()) as { peak: number }).peak / 1024 / 1024;
    };
    const unlimited = peakOf('unlimited');
    const limited = peakOf('limited');
    expect(limited).toBeLessThan(unlimited * 0.8);
  }, 60_000);
});
