import type { Config } from '../../config.ts';
import { ipCityProviderOf } from '../outside-credentials.ts';
import type { IpCityLookup } from './ip-city.ts';
import { createIp2regionCity } from './ip2region-city.ts';
import { createSandboxIpCity } from './sandbox-ip-city.ts';

/** The IP-to-city lookup IP_CITY_PROVIDER names (the chain falls back to 360 after it). */
export function createIpCityOf(config: Config): IpCityLookup {
  switch (ipCityProviderOf(config)) {
    case 'sandbox':
      return createSandboxIpCity();
    case 'ip2region':
      return createIp2regionCity({ v4: config.IP2REGION_V4_XDB, v6: config.IP2REGION_V6_XDB });
  }
}
