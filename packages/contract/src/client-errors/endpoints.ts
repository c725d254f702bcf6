import type { Endpoint } from '../operation.ts';

// A browser of the app reports its own uncaught error, anonymously (no token, no cookie read): the
// server logs it scrubbed of personal data, with the request id, and counts it on /metrics. Not in
// the spec (docs/spec-conformance.md). Limited per address: a page in an error loop, or a script,
// fills neither the log nor the rate-limit table.
export const clientErrorsEndpoints = {
  CLIENT_ERROR: { method: 'POST', path: '/api/clientError', access: 'public', limits: [{ per: 'ip', max: 30, windowSeconds: 60 }] },
} as const satisfies Record<string, Endpoint>;
