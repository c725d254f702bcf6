import { availableParallelism } from 'node:os';
import { AgentMessage } from '@hall/contract/agent/rules';
import type { Piscina } from 'piscina';
import type { AppDeps } from '../../deps.ts';
import { invalid } from '../../platform/api-error.ts';

// The captcha picture is drawn in worker threads (captcha-render.worker.mjs), never on the event
// loop: a burst of anonymous captcha requests then waits in the pool's queue while every other
// request goes on. One pool per app; it starts threads on demand and ends them when the app closes.

export interface RenderedCaptcha {
  text: string;
  png: Buffer;
  /** The worker thread that drew it (never 0, the main thread). */
  threadId: number;
}

/** Requests waiting for a free thread beyond this are refused rather than queued without end. */
const MAX_QUEUED_RENDERS = 200;
const IDLE_THREAD_MS = 30_000;

const pools = new WeakMap<AppDeps, Promise<Piscina>>();

/** The app's pool; piscina loads with the first captcha, not with the server. */
function poolOf(deps: AppDeps): Promise<Piscina> {
  let pool = pools.get(deps);
  if (!pool) {
    pool = import('piscina').then(
      ({ Piscina: Pool }) =>
        new Pool({
          filename: new URL('./captcha-render.worker.mjs', import.meta.url).href,
          minThreads: 0,
          // One core stays with the event loop.
          maxThreads: Math.max(1, Math.min(2, availableParallelism() - 1)),
          maxQueue: MAX_QUEUED_RENDERS,
          idleTimeout: IDLE_THREAD_MS,
        }),
    );
    pools.set(deps, pool);
  }
  return pool;
}

/** Draws one captcha in the pool; a full queue (or a closing app) is refused with a message. */
export async function renderCaptchaOffThread(deps: AppDeps): Promise<RenderedCaptcha> {
  let rendered: { text: string; png: Uint8Array; threadId: number };
  try {
    rendered = (await (await poolOf(deps)).run(undefined)) as typeof rendered;
  } catch {
    throw invalid(AgentMessage.CAPTCHA_BUSY);
  }
  return { text: rendered.text, png: Buffer.from(rendered.png), threadId: rendered.threadId };
}

/** Ends the app's pool (app close): its threads stop, so the process can exit. */
export async function closeCaptchaRenderer(deps: AppDeps): Promise<void> {
  const pool = pools.get(deps);
  pools.delete(deps);
  await (await pool)?.destroy();
}
