import type { Endpoint } from './operation.ts';

/** Whose web client calls an area's operations: the subscriber hall, the operator console or the sales agents. */
export type Audience = 'hall' | 'console' | 'agent';

/**
 * One area of the contract (`<area>/area.ts`): its tag (the folder's name; the agent's folder has
 * one per server module), whose client calls it, the API document's words for it, and its
 * endpoint table. Zod-free, so each web client's table is joined from its own areas; the schema
 * registry (schemas.ts) pairs every area with its schemas.
 */
export interface ContractArea<Of extends Audience = Audience> {
  readonly tag: string;
  readonly audience: Of;
  readonly description: string;
  readonly endpoints: Readonly<Record<string, Endpoint>>;
}

/** The operation names of one or more areas (a union of areas distributes). */
export type OperationOf<Area extends ContractArea> = Area extends ContractArea ? Extract<keyof Area['endpoints'], string> : never;

/** The endpoint tables of one or more areas as one table, each operation keeping its exact endpoint type. */
export type JoinedEndpoints<Area extends ContractArea> = {
  readonly [Name in OperationOf<Area>]: Area extends ContractArea ? (Name extends keyof Area['endpoints'] ? Area['endpoints'][Name] : never) : never;
};

/** One table of the areas' operations, in the areas' order. */
export function joinEndpoints<const Areas extends readonly ContractArea[]>(areas: Areas): JoinedEndpoints<Areas[number]> {
  return Object.assign({}, ...areas.map((area) => area.endpoints)) as JoinedEndpoints<Areas[number]>;
}
