import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';

/** A request id a proxy may hand on: a short token of letters, digits and - _ . : (a UUID, a trace id). */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** TRUST_PROXY as config.ts reads it: off, on (any peer), or the proxies' addresses and subnets. */
type TrustProxy = boolean | readonly string[];

/** The subnets proxy-addr (Fastify's trustProxy) knows by name. */
const NAMED_SUBNETS: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

function familyOf(address: string): 'ipv4' | 'ipv6' {
  return isIP(address) === 6 ? 'ipv6' : 'ipv4';
}

/** A prefix length, or an IPv4 netmask (255.255.0.0) as one. */
function prefixOf(range: string): number {
  if (isIP(range) !== 4) {
    return Number(range);
  }
  return range.split('.').reduce((bits, octet) => bits + Number(octet).toString(2).replaceAll('0', '').length, 0);
}

/** The same addresses TRUST_PROXY lists (config.ts has checked each entry). */
function blockListOf(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries.flatMap((item) => NAMED_SUBNETS[item] ?? [item])) {
    const [address = '', range] = entry.split('/');
    if (range === undefined) {
      list.addAddress(address, familyOf(address));
    } else {
      list.addSubnet(address, prefixOf(range), familyOf(address));
    }
  }
  return list;
}

/** Whether the peer that sent the request is a proxy this deployment trusts (as TRUST_PROXY says). */
function createPeerTrust(trustProxy: TrustProxy): (address: string | undefined) => boolean {
  if (typeof trustProxy === 'boolean') {
    return () => trustProxy;
  }
  const list = blockListOf(trustProxy);
  return (address) => {
    if (!address || isIP(address) === 0) {
      return false;
    }
    const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
    return list.check(plain, familyOf(plain));
  };
}

/**
 * Fastify's genReqId: the x-request-id a trusted proxy sent, when it is a safe short token, so one
 * id follows a request through the balancer and this server's log; otherwise a fresh UUID.
 */
export function createRequestIdGenerator(trustProxy: TrustProxy): (request: IncomingMessage) => string {
  const isTrustedPeer = createPeerTrust(trustProxy);
  return (request) => {
    const incoming = request.headers['x-request-id'];
    if (typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) && isTrustedPeer(request.socket.remoteAddress)) {
      return incoming;
    }
    return randomUUID();
  };
}
