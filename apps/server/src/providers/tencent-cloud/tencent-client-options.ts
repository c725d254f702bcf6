import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { Config } from '../../config.ts';

/** What a Tencent Cloud SDK client is constructed with (tencentcloud-sdk-nodejs-common's ClientConfig). */
export interface TencentClientOptions {
  credential: { secretId: string; secretKey: string };
  region: string;
  profile: { httpProfile: { endpoint: string; protocol: string; reqTimeout: number; agent?: HttpAgent } };
}

/** A DNS lookup that answers one fixed address for every host (as curl --resolve). */
function lookupAs(address: string): LookupFunction {
  const family = address.includes(':') ? 6 : 4;
  return (_hostname, options, callback) => {
    if (options.all) {
      (callback as (error: null, addresses: Array<{ address: string; family: number }>) => void)(null, [{ address, family }]);
    } else {
      callback(null, address, family);
    }
  };
}

/**
 * The client options for one Tencent Cloud product at `endpointUrl` (https://sms.tencentcloudapi.com).
 * The SDK signs the service named by the host's first label, so staging and tests keep such a host
 * and reach their own address through TENCENTCLOUD_CONNECT_ADDRESS; TLS still checks the host.
 */
export function tencentClientOptions(config: Config, endpointUrl: string): TencentClientOptions {
  const url = new URL(endpointUrl);
  const connectAddress = config.TENCENTCLOUD_CONNECT_ADDRESS;
  const agent = connectAddress
    ? url.protocol === 'https:'
      ? new HttpsAgent({ keepAlive: true, lookup: lookupAs(connectAddress) })
      : new HttpAgent({ keepAlive: true, lookup: lookupAs(connectAddress) })
    : undefined;
  return {
    credential: { secretId: config.TENCENTCLOUD_SECRET_ID ?? '', secretKey: config.TENCENTCLOUD_SECRET_KEY ?? '' },
    region: config.TENCENTCLOUD_REGION,
    profile: {
      httpProfile: {
        endpoint: url.host,
        protocol: `${url.protocol}//`,
        reqTimeout: Math.max(1, Math.ceil(config.PROVIDER_TIME_BUDGET_MS / 1000)),
        ...(agent ? { agent } : {}),
      },
    },
  };
}
