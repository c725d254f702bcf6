import type { z } from 'zod';
import { agentSchemas } from './agent.schemas.ts';
import { authSchemas } from './auth.schemas.ts';
import { cardsSchemas } from './cards.schemas.ts';
import type { endpoints, OperationName } from './endpoints.ts';
import { hallSchemas } from './hall.schemas.ts';
import { identitySchemas } from './identity.schemas.ts';
import { memberSchemas } from './member.schemas.ts';
import type { SchemaTable } from './operation.ts';
import { smsSchemas } from './sms.schemas.ts';
import { queriesSchemas } from './queries.schemas.ts';
import { rechargeSchemas } from './recharge.schemas.ts';

/** Request and response schemas of every operation; the compiler keeps it in step with endpoints. */
export const schemas = {
  ...authSchemas,
  ...memberSchemas,
  ...smsSchemas,
  ...identitySchemas,
  ...cardsSchemas,
  ...hallSchemas,
  ...agentSchemas,
  ...rechargeSchemas,
  ...queriesSchemas,
} satisfies SchemaTable<typeof endpoints>;

export type OperationInput<Name extends OperationName> = z.input<(typeof schemas)[Name]['request']>;
export type OperationRequest<Name extends OperationName> = z.output<(typeof schemas)[Name]['request']>;
export type OperationOutput<Name extends OperationName> = z.output<(typeof schemas)[Name]['response']>;
