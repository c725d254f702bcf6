import { agentEndpoints } from './agent.endpoints.ts';
import { applicationsEndpoints } from './applications.endpoints.ts';
import { authEndpoints } from './auth.endpoints.ts';
import { cardsEndpoints } from './cards.endpoints.ts';
import { hallEndpoints } from './hall.endpoints.ts';
import { identityEndpoints } from './identity.endpoints.ts';
import { memberEndpoints } from './member.endpoints.ts';
import { smsEndpoints } from './sms.endpoints.ts';

/** Every operation of the API by its spec name: method, path, access, loading overlay. */
export const endpoints = {
  ...authEndpoints,
  ...memberEndpoints,
  ...smsEndpoints,
  ...identityEndpoints,
  ...cardsEndpoints,
  ...hallEndpoints,
  ...agentEndpoints,
  ...applicationsEndpoints,
} as const;

export type OperationName = keyof typeof endpoints;
export const OPERATION_NAMES = Object.keys(endpoints) as OperationName[];
