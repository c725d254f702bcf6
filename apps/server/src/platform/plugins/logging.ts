import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../../config.ts';
import { describeErrorForLog, scrubLogText } from '../log-safety.ts';

/** Secrets and personal data that must never reach the logs. */
const REDACTED_LOG_PATHS = ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-token"]', 'res.headers["set-cookie"]'];

/** Query values that are secrets (OAuth code and state, tokens, a partner link's signature and nonce) never reach the logs. */
const SECRET_QUERY_PATTERN = /([?&](?:code|state|token|ref|sig|nonce)=)[^&]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PATTERN, '$1[redacted]');
}

/** The request log: level and file from configuration, secrets redacted, personal data masked. */
export function createLoggerOptions(config: Config): FastifyServerOptions['logger'] {
  if (config.LOG_LEVEL === 'silent') {
    return false;
  }
  return {
    level: config.LOG_LEVEL,
    ...(config.LOG_FILE ? { file: config.LOG_FILE } : {}),
    redact: REDACTED_LOG_PATHS,
    serializers: {
      req: (request: { method: string; url: string; ip?: string; id?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
      err: (error: unknown) => describeErrorForLog(error),
    },
    // The last line of defence: whatever a line carries, phone and ID numbers, bank cards
    // and tokens leave the process masked.
    hooks: { streamWrite: scrubLogText },
  };
}
