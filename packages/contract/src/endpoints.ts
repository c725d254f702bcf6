import { accountEndpoints } from './account.endpoints.ts';
import { agentEndpoints } from './agent.endpoints.ts';
import { applicationsEndpoints } from './applications.endpoints.ts';
import { authEndpoints } from './auth.endpoints.ts';
import { callerEndpoints } from './caller.endpoints.ts';
import { activitiesEndpoints } from './activities.endpoints.ts';
import { boardEndpoints } from './board.endpoints.ts';
import { cardsEndpoints } from './cards.endpoints.ts';
import { consoleEndpoints } from './console.endpoints.ts';
import { consoleBoardEndpoints } from './console-board.endpoints.ts';
import { consoleContentEndpoints } from './console-content.endpoints.ts';
import { consoleDealersEndpoints } from './console-dealers.endpoints.ts';
import { consoleSandboxEndpoints } from './console-sandbox.endpoints.ts';
import { hallEndpoints } from './hall.endpoints.ts';
import { identityEndpoints } from './identity.endpoints.ts';
import { invoicesEndpoints } from './invoices.endpoints.ts';
import { memberEndpoints } from './member.endpoints.ts';
import { passwordEndpoints } from './password.endpoints.ts';
import { simEndpoints } from './sim.endpoints.ts';
import { otherServicesEndpoints } from './other-services.endpoints.ts';
import { pointsEndpoints } from './points.endpoints.ts';
import { packageChangeEndpoints } from './package-change.endpoints.ts';
import { smsRegisterEndpoints } from './sms-register.endpoints.ts';
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
  ...consoleEndpoints,
  ...consoleBoardEndpoints,
  ...consoleContentEndpoints,
  ...consoleDealersEndpoints,
  ...consoleSandboxEndpoints,
  ...accountEndpoints,
  ...passwordEndpoints,
  ...simEndpoints,
  ...callerEndpoints,
  ...invoicesEndpoints,
  ...pointsEndpoints,
  ...activitiesEndpoints,
  ...boardEndpoints,
  ...otherServicesEndpoints,
  ...rechargeEndpoints,
  ...queriesEndpoints,
  ...packageChangeEndpoints,
  ...smsRegisterEndpoints,
  ...agentEndpoints,
  ...applicationsEndpoints,
} as const;

export type OperationName = keyof typeof endpoints;
export const OPERATION_NAMES = Object.keys(endpoints) as OperationName[];
