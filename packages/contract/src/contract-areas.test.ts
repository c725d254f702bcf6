import { describe, expect, it } from 'vitest';
import { agentAreas } from './agent/area.ts';
import { agentEndpoints } from './agent/endpoints.ts';
import type { Audience, ContractArea } from './contract-area.ts';
import { contractAreas, OPERATION_NAMES } from './endpoints.ts';
import { schemas } from './schemas.ts';
import { staffAreas } from './staff-endpoints.ts';
import { subscriberAreas } from './subscriber-endpoints.ts';

// One descriptor per area (<area>/area.ts) is the one list the endpoint tables, the schema
// registry and the API document's tags are derived from. That every folder has its descriptor in
// the list, and that each web client's table stays zod-free, is scripts/contract-area-files.test.ts.
describe('the contract areas', () => {
  it('puts every operation in exactly one area', () => {
    const listed = contractAreas.flatMap((area) => Object.keys(area.endpoints));
    expect(listed).toEqual(OPERATION_NAMES);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('gives every area a tag of its own', () => {
    const tags = contractAreas.map((area) => area.tag);
    expect(new Set(tags).size).toBe(tags.length);
  });

  it('lists each area with the web client of its audience', () => {
    const listsByAudience: [Audience, readonly ContractArea[]][] = [
      ['hall', subscriberAreas],
      ['console', staffAreas],
      ['agent', agentAreas],
    ];
    for (const [audience, areas] of listsByAudience) {
      expect(areas.map((area) => area.audience)).toEqual(areas.map(() => audience));
    }
    expect(Object.keys(agentEndpoints)).toEqual(agentAreas.flatMap((area) => Object.keys(area.endpoints)));
  });

  it('has the schemas of exactly the operations of the areas', () => {
    expect(Object.keys(schemas).sort()).toEqual([...OPERATION_NAMES].sort());
  });
});
