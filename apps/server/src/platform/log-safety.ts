import { maskPhonesInText } from './masking.ts';

// What reaches the logs: no phone numbers, ID numbers, bank cards or bearer tokens, whichever
// code path wrote the line (request logs, error objects, SQL failures that quote parameters).

const ID_NUMBER_PATTERN = /(?<![\dA-Za-z])(\d{4})\d{10}(\d{3}[\dXx])(?![\dA-Za-z])/g;
const BANK_CARD_PATTERN = /(?<!\d)(\d{4})\d{8,11}(\d{4})(?!\d)/g;
/** createRandomToken's shape: 32 random bytes in base64url. */
const TOKEN_PATTERN = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g;

/** Masks personal data and secrets in text bound for a log: 138****1234, 1101**********1234, [redacted]. */
export function scrubLogText(text: string): string {
  const withoutCards = text
    .replace(ID_NUMBER_PATTERN, '$1**********$2')
    .replace(BANK_CARD_PATTERN, (_match, first: string, last: string) => `${first}********${last}`);
  return maskPhonesInText(withoutCards).replace(TOKEN_PATTERN, '[redacted]');
}

type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: string;
  cause?: LoggedError;
};

/**
 * An error as it is logged: a failed SQL statement keeps its text but never its parameters
 * (drizzle puts them into the message), and the cause chain is kept to a few levels.
 */
export function describeErrorForLog(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: scrubLogText(String(error)), stack: '' };
  }
  const withQuery = error as Error & { query?: unknown; code?: unknown };
  const message = typeof withQuery.query === 'string' ? `Failed query: ${withQuery.query}` : error.message;
  const described: LoggedError = {
    type: error.name,
    message: scrubLogText(message),
    // Only the frames: the stack's head repeats the message (with a query's parameters).
    stack: scrubLogText(
      (error.stack ?? '')
        .split('\n')
        .filter((line) => /^\s+at /.test(line))
        .join('\n'),
    ),
    ...(typeof withQuery.code === 'string' ? { code: withQuery.code } : {}),
  };
  if (error.cause !== undefined && depth < 3) {
    described.cause = describeErrorForLog(error.cause, depth + 1);
  }
  return described;
}
