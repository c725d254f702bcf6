import { contractAreas, type OperationName } from '@hall/contract/endpoints';

/** A tag of the document: a feature area of the contract, the words its descriptor gives it and its operations. */
export interface ApiArea {
  tag: string;
  description: string;
  operations: readonly OperationName[];
}

/** The contract's areas in its order; every operation is in exactly one. */
export const API_AREAS: readonly ApiArea[] = contractAreas.map(({ tag, description, endpoints }) => ({
  tag,
  description,
  operations: Object.keys(endpoints) as OperationName[],
}));
