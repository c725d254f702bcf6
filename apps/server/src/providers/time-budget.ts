import { ServiceUnavailableError } from '../platform/api-error.ts';

// Outside systems answer within a time budget or not at all: a hung SMS gateway, face check,
// payment or lookup service costs a request at most its budget, never the whole server.

type AsyncMethodNames<T> = { [Key in keyof T]: T[Key] extends (...args: never[]) => Promise<unknown> ? Key : never }[keyof T];

/** How a bounded call ended, for the metrics: answered, failed, or no answer within the budget. */
export interface OutsideCall {
  system: string;
  call: string;
  outcome: 'ok' | 'error' | 'timeout';
  seconds: number;
}

/** Told of every bounded call once it ends (platform/metrics.ts counts and times them). */
export type OutsideCallObserver = (call: OutsideCall) => void;

/** The errors withinBudget raised itself: the system did not answer in time. */
const budgetExceeded = new WeakSet<Error>();

/** Races a call against the budget; the late answer, if it ever comes, is dropped. */
export async function withinBudget<T>(system: string, budgetMs: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const error = new ServiceUnavailableError(system, `no answer within ${budgetMs} ms`);
      budgetExceeded.add(error);
      reject(error);
    }, budgetMs);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The provider with the named asynchronous methods bounded by the budget (others untouched), each call told to `observe`. */
export function boundProvider<T extends object>(
  system: string,
  budgetMs: number,
  provider: T,
  methods: readonly AsyncMethodNames<T>[],
  observe?: OutsideCallObserver,
): T {
  const bounded = { ...provider };
  for (const method of methods) {
    const original = provider[method] as (...args: unknown[]) => Promise<unknown>;
    const call = String(method);
    (bounded as Record<PropertyKey, unknown>)[method] = async (...args: unknown[]) => {
      const startedAt = performance.now();
      const seconds = () => (performance.now() - startedAt) / 1000;
      try {
        const result = await withinBudget(system, budgetMs, original.apply(provider, args));
        observe?.({ system, call, outcome: 'ok', seconds: seconds() });
        return result;
      } catch (error) {
        const outcome = error instanceof Error && budgetExceeded.has(error) ? 'timeout' : 'error';
        observe?.({ system, call, outcome, seconds: seconds() });
        throw error;
      }
    };
  }
  return bounded;
}

/**
 * Sandbox only: makes the named asynchronous methods wait before answering, to rehearse a slow or
 * hung outside system (SANDBOX_PROVIDER_DELAY_MS, SANDBOX_DELAYED_PROVIDERS).
 */
export function delayProvider<T extends object>(delayMs: number, provider: T, methods: readonly AsyncMethodNames<T>[]): T {
  if (delayMs <= 0) {
    return provider;
  }
  const delayed = { ...provider };
  for (const method of methods) {
    const original = provider[method] as (...args: unknown[]) => Promise<unknown>;
    (delayed as Record<PropertyKey, unknown>)[method] = async (...args: unknown[]) => {
      await new Promise((resolve) => setTimeout(resolve, delayMs).unref());
      return original.apply(provider, args);
    };
  }
  return delayed;
}
