import type { AppDeps } from '../deps.ts';
import { createIdentityChecks, type IdentityChecks } from './identity-checks.ts';
import { createOneTimeCodes, type OneTimeCodes } from './one-time-codes.ts';

/** Rules used by several features: SMS one-time codes and the face identity check. */
export interface SharedServices {
  oneTimeCodes: OneTimeCodes;
  identityChecks: IdentityChecks;
}

export function createSharedServices(deps: AppDeps): SharedServices {
  return { oneTimeCodes: createOneTimeCodes(deps), identityChecks: createIdentityChecks(deps) };
}
