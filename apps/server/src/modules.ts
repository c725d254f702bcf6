import { accountModule } from './features/account/account.module.ts';
import { activitiesModule } from './features/activities/activities.module.ts';
import { agentLoginModule } from './features/agent/agent-login.module.ts';
import { openingPaymentModule } from './features/agent/opening-payment.module.ts';
import { openingModule } from './features/agent/opening.module.ts';
import { agentCommissionModule } from './features/agent/agent-commission.module.ts';
import { agentRecordsModule } from './features/agent/agent-records.module.ts';
import { idCardReadingModule } from './features/agent/id-card-reading.module.ts';
import { agentStockModule } from './features/agent/agent-stock.module.ts';
import { fundPoolStatementModule } from './features/agent/fund-pool-statement.module.ts';
import { applicationsModule } from './features/applications/applications.module.ts';
import { authModule } from './features/auth/auth.module.ts';
import { billingModule } from './features/billing/billing.module.ts';
import { boardModule } from './features/board/board.module.ts';
import { callerModule } from './features/caller/caller.module.ts';
import { cardsModule } from './features/cards/cards.module.ts';
import { clientErrorsModule } from './features/client-errors/client-errors.module.ts';
import { consoleBoardModule } from './features/console-board/console-board.module.ts';
import { consoleCatalogueModule } from './features/console-catalogue/console-catalogue.module.ts';
import { consoleContentModule } from './features/console-content/console-content.module.ts';
import { consoleCommissionModule } from './features/console-commission/console-commission.module.ts';
import { consoleMemberDeletionModule } from './features/console-member-deletion/console-member-deletion.module.ts';
import { consoleCustomersModule } from './features/console-customers/console-customers.module.ts';
import { consoleDealersModule } from './features/console-dealers/console-dealers.module.ts';
import { consoleFinanceModule } from './features/console-finance/console-finance.module.ts';
import { consoleNumbersModule } from './features/console-numbers/console-numbers.module.ts';
import { consoleRealNameModule } from './features/console-real-name/console-real-name.module.ts';
import { consoleSandboxModule } from './features/console-sandbox/console-sandbox.module.ts';
import { consoleServiceModule } from './features/console-service/console-service.module.ts';
import { consoleStaffModule } from './features/console-staff/console-staff.module.ts';
import { consoleTextsModule } from './features/console-texts/console-texts.module.ts';
import { consoleTrendsModule } from './features/console-trends/console-trends.module.ts';
import { consoleAuditModule } from './features/console-audit/console-audit.module.ts';
import { consoleModule } from './features/console/console.module.ts';
import { giftSettingsModule } from './features/gift/gift-settings.module.ts';
import { giftModule } from './features/gift/gift.module.ts';
import { numberPoolModule } from './features/number-pool/number-pool.module.ts';
import { usageAlertsModule } from './features/usage-alerts/usage-alerts.module.ts';
import { autoTopUpModule } from './features/auto-top-up/auto-top-up.module.ts';
import { callProtectionModule } from './features/call-protection/call-protection.module.ts';
import { markedNumbersModule } from './features/call-protection/marked-numbers.module.ts';
import { hallModule } from './features/hall/hall.module.ts';
import { identityModule } from './features/identity/identity.module.ts';
import { invoicesModule } from './features/invoices/invoices.module.ts';
import { invoicesConsoleModule } from './features/invoices/invoices-console.module.ts';
import { memberModule } from './features/member/member.module.ts';
import { memberNumbersModule } from './features/member-numbers/member-numbers.module.ts';
import { notificationsModule } from './features/notifications/notifications.module.ts';
import { otherServicesModule } from './features/other-services/other-services.module.ts';
import { packageChangeModule } from './features/package-change/package-change.module.ts';
import { passwordModule } from './features/password/password.module.ts';
import { paymentReconciliationModule } from './features/payment-reconciliation/payment-reconciliation.module.ts';
import { pointsModule } from './features/points/points.module.ts';
import { personalInfoModule } from './features/personal-info/personal-info.module.ts';
import { queriesModule } from './features/queries/queries.module.ts';
import { rechargeModule } from './features/recharge/recharge.module.ts';
import { simModule } from './features/sim/sim.module.ts';
import { lossReportModule } from './features/loss-report/loss-report.module.ts';
import { numberKeepingModule } from './features/number-keeping/number-keeping.module.ts';
import { smsRegisterModule } from './features/sms-register/sms-register.module.ts';
import { smsModule } from './features/sms/sms.module.ts';
import { usageDetailModule } from './features/usage-detail/usage-detail.module.ts';
import { wechatSubscriptionsModule } from './features/wechat/wechat-subscriptions.module.ts';
import { wechatModule } from './features/wechat/wechat.module.ts';
import { defineModules } from './platform/feature-module.ts';

/** Every feature area of the server; the list does not compile while an operation has no handler. */
// The order is the console's: review kinds are listed as their modules come (applications, SIM
// replacement, card openings, invoices).
export const appModules = defineModules([
  authModule,
  memberModule,
  personalInfoModule,
  memberNumbersModule,
  smsModule,
  identityModule,
  cardsModule,
  hallModule,
  accountModule,
  passwordModule,
  callerModule,
  pointsModule,
  activitiesModule,
  boardModule,
  otherServicesModule,
  rechargeModule,
  queriesModule,
  packageChangeModule,
  smsRegisterModule,
  applicationsModule,
  giftModule,
  usageAlertsModule,
  autoTopUpModule,
  usageDetailModule,
  callProtectionModule,
  numberPoolModule,
  simModule,
  lossReportModule,
  numberKeepingModule,
  agentLoginModule,
  openingModule,
  openingPaymentModule,
  agentRecordsModule,
  idCardReadingModule,
  agentStockModule,
  fundPoolStatementModule,
  agentCommissionModule,
  invoicesModule,
  invoicesConsoleModule,
  consoleModule,
  consoleBoardModule,
  consoleCatalogueModule,
  consoleContentModule,
  consoleDealersModule,
  consoleCommissionModule,
  consoleMemberDeletionModule,
  consoleCustomersModule,
  consoleFinanceModule,
  consoleNumbersModule,
  consoleRealNameModule,
  consoleSandboxModule,
  consoleServiceModule,
  consoleStaffModule,
  consoleTextsModule,
  consoleTrendsModule,
  giftSettingsModule,
  markedNumbersModule,
  consoleAuditModule,
  notificationsModule,
  billingModule,
  paymentReconciliationModule,
  wechatModule,
  wechatSubscriptionsModule,
  clientErrorsModule,
]);
