import { isIP } from 'node:net';
import { z } from 'zod';

// Settings that describe where the server stands: which proxies are in front of it (TRUST_PROXY)
// and the address the outside world reaches it at (PUBLIC_URL).

/** The subnets proxy-addr (Fastify's trustProxy) knows by name. */
const NAMED_SUBNETS = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a named subnet, or a subnet as address/prefix or IPv4 address/netmask, as proxy-addr reads them. */
function isProxyAddress(entry: string): boolean {
  if (NAMED_SUBNETS.has(entry) || isIP(entry) !== 0) {
    return true;
  }
  const [address = '', range, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || range === undefined || rest.length > 0) {
    return false;
  }
  if (/^\d{1,3}$/.test(range)) {
    return Number(range) <= (family === 4 ? 32 : 128);
  }
  return family === 4 && isIP(range) === 4;
}

/**
 * TRUST_PROXY: `false` (no proxy: the peer is the client), a comma-separated list of the proxies'
 * addresses or subnets (X-Forwarded-For is read back to the first address that is not one of
 * them), or `true` (trust any X-Forwarded-For; refused in production). A hop count is refused:
 * Fastify dropped it (a number trusts nobody), since it cannot tell whether the peer is a proxy
 * at all, so a client reaching an instance directly could write its own X-Forwarded-For.
 */
export const trustProxySetting = z
  .string()
  .trim()
  .transform((value, context): boolean | string[] => {
    if (/^(true|false)$/i.test(value)) {
      return value.toLowerCase() === 'true';
    }
    const entries = value.split(',').map((entry) => entry.trim());
    if (!/^\d+$/.test(value) && entries.every(isProxyAddress)) {
      return entries;
    }
    context.addIssue({
      code: 'custom',
      message: /^\d+$/.test(value)
        ? "a hop count cannot show that the peer is a proxy: list the proxies' addresses or subnets instead (10.0.0.5, 10.1.0.0/16, loopback)"
        : 'true, false, or a comma-separated list of proxy addresses or subnets (10.0.0.5, 10.1.0.0/16, loopback)',
    });
    return z.NEVER;
  });

/** PUBLIC_URL: an absolute http(s) address without path, query or fragment; kept as its origin (no trailing slash). */
export const publicUrlSetting = z
  .string()
  .trim()
  .transform((value, context) => {
    const url = URL.canParse(value) ? new URL(value) : null;
    if (!url || !['http:', 'https:'].includes(url.protocol) || url.username || url.password || url.pathname !== '/' || url.search || url.hash) {
      context.addIssue({ code: 'custom', message: 'an absolute http(s) address without path, query or fragment, e.g. https://hall.example.com' });
      return z.NEVER;
    }
    return url.origin;
  });

/** An address on this machine: browsers treat it as a secure context over plain http too. */
export function isLoopbackUrl(address: string): boolean {
  const { hostname } = new URL(address);
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
}
