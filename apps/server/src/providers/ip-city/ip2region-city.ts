import { isIP } from 'node:net';
import { IPv4, IPv6, loadContentFromFile, loadHeaderFromFile, newWithBuffer, versionFromHeader, type Searcher, type Version } from 'ip2region.js';
import { cityOfName } from './city-codes.ts';
import type { IpCityLookup } from './ip-city.ts';

export interface Ip2regionFiles {
  /** The IPv4 .xdb file (IP2REGION_V4_XDB). */
  v4: string;
  /** The IPv6 .xdb file (IP2REGION_V6_XDB); empty when none is shipped, and IPv6 addresses are then unknown. */
  v6: string;
}

interface PlaceOfRegion {
  country: string;
  province: string;
  city: string;
}

/**
 * Country, province and city of a region string: data 3.0 spells it 国家|省份|城市|ISP|国家代码
 * (the last field two capital letters), data 2.0 国家|区域|省份|城市|ISP. Unknown parts are "0".
 */
export function parseRegion(region: string): PlaceOfRegion | null {
  const fields = region.split('|');
  if (fields.length !== 5) {
    return null;
  }
  const [country = '', second = '', third = '', fourth = '', last = ''] = fields;
  return /^[A-Z]{2}$/.test(last) ? { country, province: second, city: third } : { country, province: third, city: fourth };
}

/** Reads a whole .xdb file once, after checking it is ip2region data of the IP version expected. */
function loadSearcher(path: string, version: Version, variable: string): Searcher {
  const header = loadHeaderFromFile(path);
  if (versionFromHeader(header) !== version) {
    throw new Error(`${variable}: ${path} is not ip2region ${version.name} data (.xdb)`);
  }
  return newWithBuffer(version, loadContentFromFile(path));
}

/** The address as ip2region reads it: an IPv4 address mapped into IPv6 (::ffff:1.2.3.4) is IPv4. */
function plainAddress(ip: string): string {
  return ip.trim().replace(/^::ffff:(?=\d{1,3}(\.\d{1,3}){3}$)/i, '');
}

/**
 * IP to city from the ip2region data shipped in geo/ip2region, read whole into memory at start
 * (the searchers over a buffer are safe to share and never touch the disk again), so no address
 * leaves the server. A Chinese address whose data names a city answers it; every other one
 * (abroad, a province only, private, loopback) is unknown and the chain goes on to 360.
 */
export function createIp2regionCity(files: Ip2regionFiles): IpCityLookup {
  const v4 = loadSearcher(files.v4, IPv4, 'IP2REGION_V4_XDB');
  const v6 = files.v6 ? loadSearcher(files.v6, IPv6, 'IP2REGION_V6_XDB') : null;
  return {
    lookup: async (ip) => {
      const address = plainAddress(ip);
      const family = isIP(address);
      const searcher = family === 4 ? v4 : family === 6 ? v6 : null;
      if (!searcher) {
        return null;
      }
      const place = parseRegion(await searcher.search(address));
      if (!place || place.country !== '中国' || place.city === '0' || place.city === '' || place.city === '内网IP') {
        return null;
      }
      return cityOfName(place.city);
    },
  };
}
