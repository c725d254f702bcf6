import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { ContractArea } from '@hall/contract/contract-area';
import { agentAreas } from '@hall/contract/agent/area';
import { contractAreas } from '@hall/contract/endpoints';
import { staffAreas } from '@hall/contract/staff-endpoints';
import { subscriberAreas } from '@hall/contract/subscriber-endpoints';
import { describe, expect, it } from 'vitest';

// The contract's areas as files: every folder with an endpoint table has its descriptor
// (<area>/area.ts) in the one list, and each web client's table reaches only its own audience's
// areas and no schema, so a phone downloads neither the console's table nor zod.
const contractSource = join(import.meta.dirname, '../packages/contract/src');
const areaFolders = readdirSync(contractSource, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(contractSource, entry.name, 'endpoints.ts')))
  .map((entry) => entry.name);

const folderOf = new Map<ContractArea, string>();
for (const folder of areaFolders) {
  const module = (await import(join(contractSource, folder, 'area.ts'))) as Record<string, unknown>;
  for (const value of Object.values(module)) {
    if (typeof value === 'object' && value !== null && 'tag' in value) {
      folderOf.set(value as ContractArea, folder);
    }
  }
}

/** The contract's files a module reaches by value imports (type imports never reach the browser). */
function reachedFrom(file: string): Set<string> {
  const reached = new Set<string>();
  const pending = [file];
  while (pending.length > 0) {
    const current = pending.pop() as string;
    if (reached.has(current)) {
      continue;
    }
    reached.add(current);
    const source = readFileSync(current, 'utf8');
    for (const [, specifier = ''] of source.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?'([^']+)'/gm)) {
      pending.push(specifier.startsWith('.') ? resolve(dirname(current), specifier) : `package:${specifier}`);
    }
  }
  return reached;
}

const tagsOf = (areas: Iterable<ContractArea>) => [...areas].map((area) => area.tag).sort();

describe("the contract's area files", () => {
  it('every folder with an endpoint table has a descriptor, and every descriptor is in the list', () => {
    for (const folder of areaFolders) {
      expect([...folderOf.values()], `${folder}/area.ts`).toContain(folder);
    }
    expect(tagsOf(contractAreas)).toEqual(tagsOf(folderOf.keys()));
    expect(contractAreas.every((area) => folderOf.has(area))).toBe(true);
  });

  it("names each area after its folder (the agent's folder: one area per server module)", () => {
    for (const area of contractAreas) {
      const folder = folderOf.get(area) ?? '';
      expect(area.tag === folder || area.tag.startsWith(`${folder}-`), area.tag).toBe(true);
    }
  });

  it("keeps each web client's table free of zod and of the other audiences' areas", () => {
    const tables: [string, readonly ContractArea[]][] = [
      ['subscriber-endpoints.ts', subscriberAreas],
      ['staff-endpoints.ts', staffAreas],
      ['agent/endpoints.ts', agentAreas],
      ['agent/area.ts', agentAreas],
    ];
    for (const [table, areas] of tables) {
      const ownFolders = new Set(areas.map((area) => folderOf.get(area)));
      for (const file of reachedFrom(join(contractSource, table))) {
        expect(file, `${table} reaches`).not.toMatch(/^package:|schemas\.ts$/);
        const path = relative(contractSource, file);
        const folder = dirname(path);
        expect(folder === '.' || ownFolders.has(folder), `${table} reaches ${path}`).toBe(true);
      }
    }
  });
});
