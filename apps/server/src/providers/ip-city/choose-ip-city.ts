import type { Config } from '../../config.ts';
import { ipCityProviderOf } from '../outside-credentials.ts';
import type { IpCityLookup } from './ip-city.ts';
import { createSandboxIpCity } from './sandbox-ip-city.ts';

/** The IP-to-city lookup IP_CITY_PROVIDER names (the chain falls back to 360 after it). */
export function createIpCityOf(config: Config): IpCityLookup {
  switch (ipCityProviderOf(config)) {
    case 'sandbox':
      return createSandboxIpCity();
    case 'ip2region':
      throw new Error('IP_CITY_PROVIDER=ip2region: the adapter is being built');
  }
}
