import { ServiceUnavailableError } from '../platform/api-error.ts';

// Outside systems answer within a time budget or not at all: a hung SMS gateway, face check,
// payment or lookup service costs a request at most its budget, never the whole server.

type AsyncMethodNames<T> = { [Key in keyof T]: T[Key] extends (...args: never[]) => Promise<unknown> ? Key : never }[keyof T];

/** Races a call against the budget; the late answer, if it ever comes, is dropped. */
export async function withinBudget<T>(system: string, budgetMs: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new ServiceUnavailableError(system, `no answer within ${budgetMs} ms`)), budgetMs);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The provider with the named asynchronous methods bounded by the budget (others untouched). */
export function boundProvider<T extends object>(system: string, budgetMs: number, provider: T, methods: readonly AsyncMethodNames<T>[]): T {
  const bounded = { ...provider };
  for (const method of methods) {
    const original = provider[method] as (...args: unknown[]) => Promise<unknown>;
    (bounded as Record<PropertyKey, unknown>)[method] = (...args: unknown[]) => withinBudget(system, budgetMs, original.apply(provider, args));
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
