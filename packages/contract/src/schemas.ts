import type { z } from 'zod';
import { accountArea } from './account/area.ts';
import { accountSchemas } from './account/schemas.ts';
import { activitiesArea } from './activities/area.ts';
import { activitiesSchemas } from './activities/schemas.ts';
import { agentAreas } from './agent/area.ts';
import { agentSchemas } from './agent/schemas.ts';
import { applicationsArea } from './applications/area.ts';
import { applicationsSchemas } from './applications/schemas.ts';
import { authArea } from './auth/area.ts';
import { authSchemas } from './auth/schemas.ts';
import { boardArea } from './board/area.ts';
import { boardSchemas } from './board/schemas.ts';
import { callerArea } from './caller/area.ts';
import { callerSchemas } from './caller/schemas.ts';
import { cardsArea } from './cards/area.ts';
import { cardsSchemas } from './cards/schemas.ts';
import { clientErrorsArea } from './client-errors/area.ts';
import { clientErrorsSchemas } from './client-errors/schemas.ts';
import { consoleArea } from './console/area.ts';
import { consoleSchemas } from './console/schemas.ts';
import { consoleAuditArea } from './console-audit/area.ts';
import { consoleAuditSchemas } from './console-audit/schemas.ts';
import { consoleBoardArea } from './console-board/area.ts';
import { consoleBoardSchemas } from './console-board/schemas.ts';
import { consoleCatalogueArea } from './console-catalogue/area.ts';
import { consoleCatalogueSchemas } from './console-catalogue/schemas.ts';
import { consoleContentArea } from './console-content/area.ts';
import { consoleContentSchemas } from './console-content/schemas.ts';
import { consoleDealersArea } from './console-dealers/area.ts';
import { consoleCommissionArea } from './console-commission/area.ts';
import { consoleCommissionSchemas } from './console-commission/schemas.ts';
import { consoleMemberDeletionArea } from './console-member-deletion/area.ts';
import { consoleMemberDeletionSchemas } from './console-member-deletion/schemas.ts';
import { consoleCustomersArea } from './console-customers/area.ts';
import { consoleCustomersSchemas } from './console-customers/schemas.ts';
import { consoleDealersSchemas } from './console-dealers/schemas.ts';
import { consoleFinanceArea } from './console-finance/area.ts';
import { consoleStaffArea } from './console-staff/area.ts';
import { consoleStaffSchemas } from './console-staff/schemas.ts';
import { consoleFinanceSchemas } from './console-finance/schemas.ts';
import { consoleInvoicesArea } from './console-invoices/area.ts';
import { consoleInvoicesSchemas } from './console-invoices/schemas.ts';
import { consoleNumbersArea } from './console-numbers/area.ts';
import { consoleNumbersSchemas } from './console-numbers/schemas.ts';
import { consoleRealNameArea } from './console-real-name/area.ts';
import { consoleRealNameSchemas } from './console-real-name/schemas.ts';
import { consoleReconciliationArea } from './console-reconciliation/area.ts';
import { consoleReconciliationSchemas } from './console-reconciliation/schemas.ts';
import { consoleSandboxArea } from './console-sandbox/area.ts';
import { consoleSandboxSchemas } from './console-sandbox/schemas.ts';
import { consoleServiceArea } from './console-service/area.ts';
import { consoleServiceSchemas } from './console-service/schemas.ts';
import { consoleTextsArea } from './console-texts/area.ts';
import { consoleTextsSchemas } from './console-texts/schemas.ts';
import { consoleTrendsArea } from './console-trends/area.ts';
import { consoleTrendsSchemas } from './console-trends/schemas.ts';
import { autoTopUpArea } from './auto-top-up/area.ts';
import { autoTopUpSchemas } from './auto-top-up/schemas.ts';
import { giftArea } from './gift/area.ts';
import { numberPoolArea } from './number-pool/area.ts';
import { numberPoolSchemas } from './number-pool/schemas.ts';
import { callProtectionArea } from './call-protection/area.ts';
import { callProtectionMarksSchemas, callProtectionSchemas } from './call-protection/schemas.ts';
import { callProtectionMarksArea } from './call-protection/marks-area.ts';
import { giftSettingsArea } from './gift/settings-area.ts';
import { giftSchemas, giftSettingsSchemas } from './gift/schemas.ts';
import { hallArea } from './hall/area.ts';
import { hallSchemas } from './hall/schemas.ts';
import { identityArea } from './identity/area.ts';
import { identitySchemas } from './identity/schemas.ts';
import { invoicesArea } from './invoices/area.ts';
import { invoicesSchemas } from './invoices/schemas.ts';
import { lossReportArea } from './loss-report/area.ts';
import { lossReportSchemas } from './loss-report/schemas.ts';
import { memberArea } from './member/area.ts';
import { memberSchemas } from './member/schemas.ts';
import { personalInfoArea } from './personal-info/area.ts';
import { personalInfoSchemas } from './personal-info/schemas.ts';
import { memberNumbersArea } from './member-numbers/area.ts';
import { memberNumbersSchemas } from './member-numbers/schemas.ts';
import { numberKeepingArea } from './number-keeping/area.ts';
import { numberKeepingSchemas } from './number-keeping/schemas.ts';
import { usageDetailArea } from './usage-detail/area.ts';
import { usageDetailSchemas } from './usage-detail/schemas.ts';
import { otherServicesArea } from './other-services/area.ts';
import { otherServicesSchemas } from './other-services/schemas.ts';
import { packageChangeArea } from './package-change/area.ts';
import { packageChangeSchemas } from './package-change/schemas.ts';
import { passwordArea } from './password/area.ts';
import { passwordSchemas } from './password/schemas.ts';
import { pointsArea } from './points/area.ts';
import { pointsSchemas } from './points/schemas.ts';
import { queriesArea } from './queries/area.ts';
import { queriesSchemas } from './queries/schemas.ts';
import { rechargeArea } from './recharge/area.ts';
import { rechargeSchemas } from './recharge/schemas.ts';
import { simArea } from './sim/area.ts';
import { simSchemas } from './sim/schemas.ts';
import { smsArea } from './sms/area.ts';
import { smsSchemas } from './sms/schemas.ts';
import { smsRegisterArea } from './sms-register/area.ts';
import { smsRegisterSchemas } from './sms-register/schemas.ts';
import { wechatArea, wechatSubscriptionsArea } from './wechat/area.ts';
import { wechatSchemas, wechatSubscriptionSchemas } from './wechat/schemas.ts';
import type { ContractArea, JoinedEndpoints, OperationOf } from './contract-area.ts';
import type { endpoints, OperationName } from './endpoints.ts';
import type { SchemaTable } from './operation.ts';
import { usageAlertsArea } from './usage-alerts/area.ts';
import { usageAlertsSchemas } from './usage-alerts/schemas.ts';

/**
 * An area's schema table (or the one table of a folder's areas, the agent's): the compiler refuses
 * a table that misses or adds one of their operations. The areas stay zod-free for the browser, so
 * their schemas are paired with them here.
 */
function defineAreaSchemas<const Area extends ContractArea, Table extends SchemaTable<JoinedEndpoints<Area>>>(
  _areas: Area | readonly Area[],
  table: Table & Record<Exclude<keyof Table, OperationOf<Area>>, never>,
): Table {
  return table;
}

/** Request and response schemas of every operation, area by area; the compiler keeps it in step with endpoints. */
export const schemas = {
  ...defineAreaSchemas(authArea, authSchemas),
  ...defineAreaSchemas(memberArea, memberSchemas),
  ...defineAreaSchemas(personalInfoArea, personalInfoSchemas),
  ...defineAreaSchemas(memberNumbersArea, memberNumbersSchemas),
  ...defineAreaSchemas(smsArea, smsSchemas),
  ...defineAreaSchemas(identityArea, identitySchemas),
  ...defineAreaSchemas(cardsArea, cardsSchemas),
  ...defineAreaSchemas(hallArea, hallSchemas),
  ...defineAreaSchemas(accountArea, accountSchemas),
  ...defineAreaSchemas(passwordArea, passwordSchemas),
  ...defineAreaSchemas(simArea, simSchemas),
  ...defineAreaSchemas(lossReportArea, lossReportSchemas),
  ...defineAreaSchemas(numberKeepingArea, numberKeepingSchemas),
  ...defineAreaSchemas(callerArea, callerSchemas),
  ...defineAreaSchemas(invoicesArea, invoicesSchemas),
  ...defineAreaSchemas(pointsArea, pointsSchemas),
  ...defineAreaSchemas(activitiesArea, activitiesSchemas),
  ...defineAreaSchemas(boardArea, boardSchemas),
  ...defineAreaSchemas(otherServicesArea, otherServicesSchemas),
  ...defineAreaSchemas(rechargeArea, rechargeSchemas),
  ...defineAreaSchemas(queriesArea, queriesSchemas),
  ...defineAreaSchemas(packageChangeArea, packageChangeSchemas),
  ...defineAreaSchemas(smsRegisterArea, smsRegisterSchemas),
  ...defineAreaSchemas(applicationsArea, applicationsSchemas),
  ...defineAreaSchemas(giftArea, giftSchemas),
  ...defineAreaSchemas(usageAlertsArea, usageAlertsSchemas),
  ...defineAreaSchemas(autoTopUpArea, autoTopUpSchemas),
  ...defineAreaSchemas(usageDetailArea, usageDetailSchemas),
  ...defineAreaSchemas(callProtectionArea, callProtectionSchemas),
  ...defineAreaSchemas(numberPoolArea, numberPoolSchemas),
  ...defineAreaSchemas(wechatArea, wechatSchemas),
  ...defineAreaSchemas(wechatSubscriptionsArea, wechatSubscriptionSchemas),
  ...defineAreaSchemas(clientErrorsArea, clientErrorsSchemas),
  ...defineAreaSchemas(consoleArea, consoleSchemas),
  ...defineAreaSchemas(consoleBoardArea, consoleBoardSchemas),
  ...defineAreaSchemas(consoleCatalogueArea, consoleCatalogueSchemas),
  ...defineAreaSchemas(consoleContentArea, consoleContentSchemas),
  ...defineAreaSchemas(consoleDealersArea, consoleDealersSchemas),
  ...defineAreaSchemas(consoleCommissionArea, consoleCommissionSchemas),
  ...defineAreaSchemas(consoleMemberDeletionArea, consoleMemberDeletionSchemas),
  ...defineAreaSchemas(consoleCustomersArea, consoleCustomersSchemas),
  ...defineAreaSchemas(consoleFinanceArea, consoleFinanceSchemas),
  ...defineAreaSchemas(consoleStaffArea, consoleStaffSchemas),
  ...defineAreaSchemas(consoleInvoicesArea, consoleInvoicesSchemas),
  ...defineAreaSchemas(consoleNumbersArea, consoleNumbersSchemas),
  ...defineAreaSchemas(consoleRealNameArea, consoleRealNameSchemas),
  ...defineAreaSchemas(consoleReconciliationArea, consoleReconciliationSchemas),
  ...defineAreaSchemas(consoleSandboxArea, consoleSandboxSchemas),
  ...defineAreaSchemas(consoleServiceArea, consoleServiceSchemas),
  ...defineAreaSchemas(consoleTextsArea, consoleTextsSchemas),
  ...defineAreaSchemas(consoleTrendsArea, consoleTrendsSchemas),
  ...defineAreaSchemas(giftSettingsArea, giftSettingsSchemas),
  ...defineAreaSchemas(callProtectionMarksArea, callProtectionMarksSchemas),
  ...defineAreaSchemas(consoleAuditArea, consoleAuditSchemas),
  ...defineAreaSchemas(agentAreas, agentSchemas),
} satisfies SchemaTable<typeof endpoints>;

export type OperationInput<Name extends OperationName> = z.input<(typeof schemas)[Name]['request']>;
export type OperationRequest<Name extends OperationName> = z.output<(typeof schemas)[Name]['request']>;
export type OperationOutput<Name extends OperationName> = z.output<(typeof schemas)[Name]['response']>;
