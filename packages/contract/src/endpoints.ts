import { agentEndpoints } from './agent.endpoints.ts';
import { authEndpoints } from './auth.endpoints.ts';
import { cardsEndpoints } from './cards.endpoints.ts';
import { hallEndpoints } from './hall.endpoints.ts';
import { identityEndpoints } from './identity.endpoints.ts';
import { memberEndpoints } from './member.endpoints.ts';
import { smsEndpoints } from './sms.endpoints.ts';
import { queriesEndpoints } from './queries.endpoints.ts';
import { rechargeEndpoints } from './recharge.endpoints.ts';

/** Every operation of the API by its spec name: method, path, access, loading overlay. */
export const endpoints = {
  ...authEndpoints,
  ...memberEndpoints,
  ...smsEndpoints,
  ...identityEndpoints,
  ...cardsEndpoints,
  ...hallEndpoints,
  ...agentEndpoints,
  ...rechargeEndpoints,
  ...queriesEndpoints,
} as const;

export type OperationName = keyof typeof endpoints;
export const OPERATION_NAMES = Object.keys(endpoints) as OperationName[];
