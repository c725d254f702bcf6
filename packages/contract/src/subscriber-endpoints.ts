import { accountArea } from './account/area.ts';
import { activitiesArea } from './activities/area.ts';
import { applicationsArea } from './applications/area.ts';
import { authArea } from './auth/area.ts';
import { autoTopUpArea } from './auto-top-up/area.ts';
import { boardArea } from './board/area.ts';
import { callerArea } from './caller/area.ts';
import { cardsArea } from './cards/area.ts';
import { clientErrorsArea } from './client-errors/area.ts';
import { giftArea } from './gift/area.ts';
import { numberPoolArea } from './number-pool/area.ts';
import { callProtectionArea } from './call-protection/area.ts';
import { hallArea } from './hall/area.ts';
import { identityArea } from './identity/area.ts';
import { invoicesArea } from './invoices/area.ts';
import { lossReportArea } from './loss-report/area.ts';
import { memberArea } from './member/area.ts';
import { personalInfoArea } from './personal-info/area.ts';
import { memberNumbersArea } from './member-numbers/area.ts';
import { numberKeepingArea } from './number-keeping/area.ts';
import { otherServicesArea } from './other-services/area.ts';
import { packageChangeArea } from './package-change/area.ts';
import { passwordArea } from './password/area.ts';
import { pointsArea } from './points/area.ts';
import { queriesArea } from './queries/area.ts';
import { rechargeArea } from './recharge/area.ts';
import { simArea } from './sim/area.ts';
import { smsArea } from './sms/area.ts';
import { smsRegisterArea } from './sms-register/area.ts';
import { usageDetailArea } from './usage-detail/area.ts';
import { wechatArea, wechatSubscriptionsArea } from './wechat/area.ts';
import type { ContractArea, JoinedEndpoints } from './contract-area.ts';
import { usageAlertsArea } from './usage-alerts/area.ts';

/** The subscriber hall's areas (WeChat), in the order of the API document. */
export const subscriberAreas = [
  authArea,
  memberArea,
  personalInfoArea,
  memberNumbersArea,
  smsArea,
  identityArea,
  cardsArea,
  hallArea,
  accountArea,
  passwordArea,
  simArea,
  lossReportArea,
  numberKeepingArea,
  callerArea,
  invoicesArea,
  pointsArea,
  activitiesArea,
  boardArea,
  otherServicesArea,
  rechargeArea,
  queriesArea,
  packageChangeArea,
  smsRegisterArea,
  applicationsArea,
  giftArea,
  usageAlertsArea,
  autoTopUpArea,
  usageDetailArea,
  callProtectionArea,
  numberPoolArea,
  wechatArea,
  wechatSubscriptionsArea,
  clientErrorsArea,
] as const satisfies readonly ContractArea<'hall'>[];

/** The operations of the subscriber hall: the table the hall's web client looks paths up in. */
// Joined in place rather than by joinEndpoints: a function the hall's and the console's tables
// shared would be a chunk of its own, one more request before a page's first call.
export const subscriberEndpoints = Object.assign({}, ...subscriberAreas.map((area) => area.endpoints)) as JoinedEndpoints<(typeof subscriberAreas)[number]>;

export type SubscriberOperationName = keyof typeof subscriberEndpoints;
