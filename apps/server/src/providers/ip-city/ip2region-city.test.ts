import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { logInAgent } from '../../test/agents.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createIpCityChain, FALLBACK_CITY } from './ip-city.ts';
import { createIp2regionCity, parseRegion } from './ip2region-city.ts';

const V4_XDB = join(import.meta.dirname, '..', '..', '..', '..', '..', 'geo', 'ip2region', 'ip2region_v4.xdb');

// Addresses whose place the shipped data knows (public DNS servers and a broadband range).
const GUANGZHOU = '202.96.128.86';
const SHENZHEN = '113.118.113.77';
const BEIJING = '202.106.0.20';
const SHANGHAI = '202.96.209.133';

describe('ip2region lookup over the shipped data', () => {
  const lookup = createIp2regionCity({ v4: V4_XDB, v6: '' });

  it('resolves known Chinese addresses offline to their city and the operator’s city code', async () => {
    expect(await lookup.lookup(GUANGZHOU)).toEqual({ cityCode: '200', cityName: '广州' });
    expect(await lookup.lookup(SHENZHEN)).toEqual({ cityCode: '755', cityName: '深圳' });
    expect(await lookup.lookup(`::ffff:${GUANGZHOU}`)).toEqual({ cityCode: '200', cityName: '广州' });
  });

  it('keeps the name of a city where the operator has no local network, in the default region 360', async () => {
    expect(await lookup.lookup(BEIJING)).toEqual({ cityCode: '360', cityName: '北京' });
    expect(await lookup.lookup(SHANGHAI)).toEqual({ cityCode: '360', cityName: '上海' });
  });

  it('knows no city for private, loopback, foreign and malformed addresses, nor IPv6 without an IPv6 file', async () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '192.168.1.1', '0.0.0.0', '8.8.8.8', '::1', '240e:3b7:3272:d8d0::1', 'not-an-address']) {
      expect(await lookup.lookup(address)).toBeNull();
    }
  });

  it('falls back to 360 through the chain for an address it does not know', async () => {
    const chain = createIpCityChain([lookup]);
    expect(await chain.resolve('10.1.2.3')).toEqual(FALLBACK_CITY);
    expect(await chain.resolve('8.8.8.8')).toEqual({ cityCode: '360', cityName: '' });
    expect(await chain.resolve(GUANGZHOU)).toEqual({ cityCode: '200', cityName: '广州' });
  });

  it('refuses a file that is not ip2region data of the IP version it is configured for', () => {
    const folder = mkdtempSync(join(tmpdir(), 'ip2region-'));
    const notXdb = join(folder, 'not.xdb');
    writeFileSync(notXdb, Buffer.alloc(4096, 7));
    expect(() => createIp2regionCity({ v4: notXdb, v6: '' })).toThrow(/IP2REGION_V4_XDB/);
    expect(() => createIp2regionCity({ v4: V4_XDB, v6: V4_XDB })).toThrow(/IP2REGION_V6_XDB: .* is not ip2region IPv6 data/);
  });
});

describe('parseRegion', () => {
  it('reads both region layouts: data 2.0 (国家|区域|省份|城市|ISP) and data 3.0 (国家|省份|城市|ISP|代码)', () => {
    expect(parseRegion('中国|0|广东省|广州市|电信')).toEqual({ country: '中国', province: '广东省', city: '广州市' });
    expect(parseRegion('中国|广东省|深圳市|电信|CN')).toEqual({ country: '中国', province: '广东省', city: '深圳市' });
    expect(parseRegion('')).toBeNull();
  });
});

describe('IP_CITY_PROVIDER=ip2region at start-up', () => {
  it('refuses a missing data file as not found, naming the variable', () => {
    const missing = join(tmpdir(), 'no-such-folder', 'ip2region_v4.xdb');
    expect(() => loadConfig({ IP_CITY_PROVIDER: 'ip2region', IP2REGION_V4_XDB: missing })).toThrow(/IP2REGION_V4_XDB is not found/);
    expect(() => loadConfig({ IP_CITY_PROVIDER: 'ip2region', IP2REGION_V4_XDB: V4_XDB, IP2REGION_V6_XDB: missing })).toThrow(/IP2REGION_V6_XDB is not found/);
    expect(() => loadConfig({ IP_CITY_PROVIDER: 'ip2region', IP2REGION_V4_XDB: missing })).not.toThrow(/malformed/);
  });

  it('starts with the IPv4 file alone (no IPv6 file is shipped)', () => {
    expect(loadConfig({ IP_CITY_PROVIDER: 'ip2region', IP2REGION_V4_XDB: V4_XDB }).IP2REGION_V6_XDB).toBe('');
  });
});

describe('the agent’s number query with ip2region behind a proxy', () => {
  let api: TestApp | undefined;
  afterAll(() => api?.close());

  it('answers the city of the forwarded client address, and 360 for the local one', async () => {
    api = await createTestApp({ IP_CITY_PROVIDER: 'ip2region', IP2REGION_V4_XDB: V4_XDB, TRUST_PROXY: 'true' });
    const token = await logInAgent(api, 'A10001');
    const query = (forwardedFor?: string) =>
      api!.app.inject({
        method: 'POST',
        url: '/api/gzh/simOrServiceIdQuery',
        payload: { iccidOrServiceId: '16610000001', type: 2 },
        headers: { 'x-agent-token': token, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
      });
    expect((await query(SHENZHEN)).json()).toMatchObject({ code: 1, data: { code: '0000', cityCode: '755', cityName: '深圳' } });
    expect((await query(`${GUANGZHOU}, 10.0.0.1`)).json()).toMatchObject({ code: 1, data: { cityCode: '200', cityName: '广州' } });
    // The sandbox puts local addresses in 广州; the real data knows no city for them.
    expect((await query()).json()).toMatchObject({ code: 1, data: { cityCode: '360', cityName: '' } });
  });
});
