import type { z } from 'zod';
import { accountSchemas } from './account/schemas.ts';
import { agentSchemas } from './agent/schemas.ts';
import { applicationsSchemas } from './applications/schemas.ts';
import { authSchemas } from './auth/schemas.ts';
import { callerSchemas } from './caller/schemas.ts';
import { activitiesSchemas } from './activities/schemas.ts';
import { boardSchemas } from './board/schemas.ts';
import { cardsSchemas } from './cards/schemas.ts';
import { clientErrorsSchemas } from './client-errors/schemas.ts';
import { consoleSchemas } from './console/schemas.ts';
import { consoleBoardSchemas } from './console-board/schemas.ts';
import { consoleCatalogueSchemas } from './console-catalogue/schemas.ts';
import { consoleContentSchemas } from './console-content/schemas.ts';
import { consoleDealersSchemas } from './console-dealers/schemas.ts';
import { consoleInvoicesSchemas } from './console-invoices/schemas.ts';
import { consoleNumbersSchemas } from './console-numbers/schemas.ts';
import { consoleRealNameSchemas } from './console-real-name/schemas.ts';
import { consoleReconciliationSchemas } from './console-reconciliation/schemas.ts';
import { consoleSandboxSchemas } from './console-sandbox/schemas.ts';
import { consoleServiceSchemas } from './console-service/schemas.ts';
import { consoleTextsSchemas } from './console-texts/schemas.ts';
import { consoleAuditSchemas } from './console-audit/schemas.ts';
import type { endpoints, OperationName } from './endpoints.ts';
import { hallSchemas } from './hall/schemas.ts';
import { identitySchemas } from './identity/schemas.ts';
import { invoicesSchemas } from './invoices/schemas.ts';
import { memberSchemas } from './member/schemas.ts';
import type { SchemaTable } from './operation.ts';
import { passwordSchemas } from './password/schemas.ts';
import { simSchemas } from './sim/schemas.ts';
import { lossReportSchemas } from './loss-report/schemas.ts';
import { otherServicesSchemas } from './other-services/schemas.ts';
import { pointsSchemas } from './points/schemas.ts';
import { packageChangeSchemas } from './package-change/schemas.ts';
import { smsRegisterSchemas } from './sms-register/schemas.ts';
import { smsSchemas } from './sms/schemas.ts';
import { queriesSchemas } from './queries/schemas.ts';
import { rechargeSchemas } from './recharge/schemas.ts';
import { wechatSchemas, wechatSubscriptionSchemas } from './wechat/schemas.ts';

/** Request and response schemas of every operation; the compiler keeps it in step with endpoints. */
export const schemas = {
  ...authSchemas,
  ...memberSchemas,
  ...smsSchemas,
  ...identitySchemas,
  ...cardsSchemas,
  ...hallSchemas,
  ...consoleSchemas,
  ...consoleBoardSchemas,
  ...consoleCatalogueSchemas,
  ...consoleContentSchemas,
  ...consoleDealersSchemas,
  ...consoleInvoicesSchemas,
  ...consoleNumbersSchemas,
  ...consoleRealNameSchemas,
  ...consoleReconciliationSchemas,
  ...consoleSandboxSchemas,
  ...consoleServiceSchemas,
  ...consoleTextsSchemas,
  ...consoleAuditSchemas,
  ...accountSchemas,
  ...passwordSchemas,
  ...simSchemas,
  ...lossReportSchemas,
  ...callerSchemas,
  ...invoicesSchemas,
  ...pointsSchemas,
  ...activitiesSchemas,
  ...boardSchemas,
  ...otherServicesSchemas,
  ...rechargeSchemas,
  ...wechatSchemas,
  ...wechatSubscriptionSchemas,
  ...queriesSchemas,
  ...packageChangeSchemas,
  ...smsRegisterSchemas,
  ...agentSchemas,
  ...applicationsSchemas,
  ...clientErrorsSchemas,
} satisfies SchemaTable<typeof endpoints>;

export type OperationInput<Name extends OperationName> = z.input<(typeof schemas)[Name]['request']>;
export type OperationRequest<Name extends OperationName> = z.output<(typeof schemas)[Name]['request']>;
export type OperationOutput<Name extends OperationName> = z.output<(typeof schemas)[Name]['response']>;
