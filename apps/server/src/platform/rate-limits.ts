import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import { ResponseCode } from '@hall/contract/codes';
import type { RateLimit } from '@hall/contract/operation';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { ApiError } from './api-error.ts';
import { createDatabaseRateLimitStore, sweepRateLimitCounters } from './rate-limit-store.ts';
import { repeatWhileOpen } from './repeating-work.ts';
import { hashShortCode } from './secrets.ts';

const SWEEP_INTERVAL_MS = 10 * 60_000;

/** How long to wait, in the words of the refusal: 30秒, 5分钟, 2小时. */
export function describeWait(seconds: number): string {
  if (seconds < 60) {
    return `${Math.max(1, seconds)}秒`;
  }
  if (seconds < 3600) {
    return `${Math.ceil(seconds / 60)}分钟`;
  }
  return `${Math.ceil(seconds / 3600)}小时`;
}

/** A call over its limit: HTTP 429 with `Retry-After` and the envelope saying when to try again. */
export class RateLimitedError extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super(ResponseCode.INVALID, `请求过于频繁，请${describeWait(retryAfterSeconds)}后再试`);
    this.name = 'RateLimitedError';
  }
}

/** The values a limit counts by, for one call: what the caller is and what it sent. */
export interface LimitSubject {
  request: FastifyRequest;
  /** `member:12`, `agent:A10001`, `staff:3`; null for anonymous callers. */
  caller: string | null;
  /** The member's active number, what a per-number limit counts; null for other callers and members holding none. */
  number: string | null;
  /** The request's fields as sent (body, or query of a GET). */
  input: unknown;
}

/** The value one limit counts this call under; null when the call carries none (the limit does not apply). */
function readLimitValue(limit: RateLimit, subject: LimitSubject): string | null {
  switch (limit.per) {
    case 'ip':
      return normalizeIP(subject.request.ip);
    case 'caller':
      return subject.caller;
    case 'number':
      return subject.number;
    case 'input': {
      const fields = (subject.input ?? {}) as Record<string, unknown>;
      const values = limit.fields.map((field) => fields[field]);
      if (values.some((value) => value === undefined || value === null || value === '')) {
        return null;
      }
      // Counted before validation, so malformed guesses count too; trimmed and upper-cased as the schemas read them.
      return values.map((value) => (typeof value === 'string' ? value.trim().toUpperCase() : JSON.stringify(value))).join('|');
    }
  }
}

/** Applies the limits of one operation (or route); counters are kept under a keyed hash, never the raw phone or ID. */
export type LimitEnforcer = (subject: LimitSubject, stage: 'before-access' | 'after-access') => Promise<void>;

/**
 * Per-address limits run on the headers (an onRequest hook), before the body is read, parsed or a
 * session looked up, so a flood costs one counter each; the rest once the caller is known.
 */
const STAGE_OF: Record<RateLimit['per'], Parameters<LimitEnforcer>[1]> = {
  ip: 'before-access',
  caller: 'after-access',
  number: 'after-access',
  input: 'after-access',
};

const limitKeys = new WeakMap<FastifyRequest, string>();

/** Registers the limiter on the shared store; call once, before the routes. */
export async function registerRateLimits(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    store: createDatabaseRateLimitStore(deps.db, deps.now),
    keyGenerator: (request) => limitKeys.get(request) ?? `unkeyed:${normalizeIP(request.ip)}`,
  });
  repeatWhileOpen(app, deps.database, {
    name: 'rate-limit counter sweep',
    intervalMs: SWEEP_INTERVAL_MS,
    run: () => sweepRateLimitCounters(deps.db, deps.now()),
  });
}

/** The enforcer of an operation's declared limits, each at the stage its key becomes known. */
export function createLimitEnforcer(app: FastifyInstance, deps: AppDeps, name: string, limits: readonly RateLimit[]): LimitEnforcer {
  if (!deps.config.RATE_LIMITS_ENABLED) {
    return async () => {};
  }
  const checks = limits.map((limit, index) => ({
    limit,
    index,
    check: app.createRateLimit({ max: limit.max, timeWindow: limit.windowSeconds * 1000 }),
  }));
  return async (subject, stage) => {
    for (const { limit, index, check } of checks) {
      if (STAGE_OF[limit.per] !== stage) {
        continue;
      }
      const value = readLimitValue(limit, subject);
      if (value === null) {
        continue;
      }
      limitKeys.set(subject.request, `${name}:${index}:${hashShortCode(deps.secretKey, 'rate-limit', value)}`);
      const result = await check(subject.request);
      if (!result.isAllowed && result.isExceeded) {
        subject.request.log.info({ operation: name, limit: { per: limit.per, max: limit.max, windowSeconds: limit.windowSeconds } }, 'rate limited');
        throw new RateLimitedError(Math.max(1, result.ttlInSeconds));
      }
    }
  };
}

/** An onRequest hook applying per-address limits to a raw route outside the contract (redirects, pages). */
export function limitRoutePerAddress(app: FastifyInstance, deps: AppDeps, name: string, limits: readonly RateLimit[]): onRequestAsyncHookHandler {
  const enforce = createLimitEnforcer(app, deps, name, limits);
  return async (request) => enforce({ request, caller: null, number: null, input: null }, 'before-access');
}
