import { FALLBACK_CITY_CODE } from '@hall/contract/agent/rules';

export interface CityOfAddress {
  cityCode: string;
  cityName: string;
}

/** One IP-to-city service (the public IP services, the maps service). */
export interface IpCityLookup {
  lookup(ip: string): Promise<CityOfAddress | null>;
}

export const FALLBACK_CITY: CityOfAddress = { cityCode: FALLBACK_CITY_CODE, cityName: '' };

/** Asks each service in turn; when all fail (or throw) the city is the default 360. */
export function createIpCityChain(lookups: IpCityLookup[]): IpCityLookup & { resolve(ip: string): Promise<CityOfAddress> } {
  const lookup = async (ip: string): Promise<CityOfAddress | null> => {
    for (const service of lookups) {
      try {
        const city = await service.lookup(ip);
        if (city) {
          return city;
        }
      } catch {
        // The next service is the fallback.
      }
    }
    return null;
  };
  return { lookup, resolve: async (ip) => (await lookup(ip)) ?? FALLBACK_CITY };
}
