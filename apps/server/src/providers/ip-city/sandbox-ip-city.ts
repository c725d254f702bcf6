import type { IpCityLookup } from './ip-city.ts';

/** Stands in for the IP services: local and private addresses are in 广州 (code 200), others unknown. */
export function createSandboxIpCity(): IpCityLookup {
  return {
    lookup: async (ip) => {
      const address = ip.replace(/^::ffff:/, '');
      if (address === '127.0.0.1' || address === '::1' || /^(10|192\.168|172\.(1[6-9]|2\d|3[01]))\./.test(address)) {
        return { cityCode: '200', cityName: '广州' };
      }
      return null;
    },
  };
}
