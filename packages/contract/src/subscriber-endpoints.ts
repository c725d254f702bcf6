import { accountEndpoints } from './account/endpoints.ts';
import { applicationsEndpoints } from './applications/endpoints.ts';
import { authEndpoints } from './auth/endpoints.ts';
import { callerEndpoints } from './caller/endpoints.ts';
import { activitiesEndpoints } from './activities/endpoints.ts';
import { boardEndpoints } from './board/endpoints.ts';
import { cardsEndpoints } from './cards/endpoints.ts';
import { clientErrorsEndpoints } from './client-errors/endpoints.ts';
import { hallEndpoints } from './hall/endpoints.ts';
import { identityEndpoints } from './identity/endpoints.ts';
import { invoicesEndpoints } from './invoices/endpoints.ts';
import { memberEndpoints } from './member/endpoints.ts';
import { passwordEndpoints } from './password/endpoints.ts';
import { simEndpoints } from './sim/endpoints.ts';
import { lossReportEndpoints } from './loss-report/endpoints.ts';
import { otherServicesEndpoints } from './other-services/endpoints.ts';
import { pointsEndpoints } from './points/endpoints.ts';
import { packageChangeEndpoints } from './package-change/endpoints.ts';
import { smsRegisterEndpoints } from './sms-register/endpoints.ts';
import { smsEndpoints } from './sms/endpoints.ts';
import { queriesEndpoints } from './queries/endpoints.ts';
import { rechargeEndpoints } from './recharge/endpoints.ts';
import { wechatEndpoints, wechatSubscriptionEndpoints } from './wechat/endpoints.ts';

/** The operations of the subscriber hall (WeChat): the table the hall's web client looks paths up in. */
export const subscriberEndpoints = {
  ...authEndpoints,
  ...memberEndpoints,
  ...smsEndpoints,
  ...identityEndpoints,
  ...cardsEndpoints,
  ...hallEndpoints,
  ...accountEndpoints,
  ...passwordEndpoints,
  ...simEndpoints,
  ...lossReportEndpoints,
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
  ...applicationsEndpoints,
  ...wechatEndpoints,
  ...wechatSubscriptionEndpoints,
  ...clientErrorsEndpoints,
} as const;

export type SubscriberOperationName = keyof typeof subscriberEndpoints;
