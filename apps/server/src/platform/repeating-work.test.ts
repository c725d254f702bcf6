import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { repeatWhileOpen } from './repeating-work.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('repeatWhileOpen', () => {
  it('runs at start and then each interval, never two runs at once, and a failed run does not stop the next', async () => {
    const app = Fastify({ logger: false });
    let running = 0;
    let mostAtOnce = 0;
    let runs = 0;
    repeatWhileOpen(app, {
      name: 'probe',
      intervalMs: 10,
      run: async () => {
        runs += 1;
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        await wait(35);
        running -= 1;
        if (runs === 1) {
          throw new Error('first run fails');
        }
      },
    });
    await app.ready();
    expect(runs).toBe(1);
    await wait(200);
    await app.close();
    expect(runs).toBeGreaterThan(2);
    expect(mostAtOnce).toBe(1);
  });

  it('waits for the run in flight when the app closes, and starts none after', async () => {
    const app = Fastify({ logger: false });
    let finished = 0;
    let started = 0;
    repeatWhileOpen(app, {
      name: 'probe',
      intervalMs: 5,
      run: async () => {
        started += 1;
        await wait(50);
        finished += 1;
      },
    });
    await app.ready();
    await app.close();
    expect(finished).toBe(started);
    await wait(30);
    expect(started).toBe(1);
  });
});
