import { formatChinaDate } from '@hall/contract/china-time';
import type { MyRights, RightsAllowance, RightsCallerService, RightsOffer } from '@hall/contract/points/schemas';
import { isHiddenUsagePack, QueryMessage, USAGE_UNIT_OF } from '@hall/contract/queries/rules';
import type { CallerService, SubscribedServiceRecord, SubscribedServiceType, UsageItem } from '../../boss/boss.ts';
import { ServiceType } from '../../boss/built-in-subscribed-services.ts';
import type { AppDeps } from '../../deps.ts';
import { invalid } from '../../platform/api-error.ts';
import { formatChinaMonth } from '@hall/contract/china-time';
import type { BoundMember } from '../../platform/member-sessions.ts';
import { readPointsSettings } from '../../platform/points-settings.ts';
import { hasSignedIn } from './points.repository.ts';

const OFFER_TYPES: readonly SubscribedServiceType[] = [0, 1, 2];
/** Offers read per type: one page, newest first; a number holds far fewer in force. */
const OFFERS_READ_PER_TYPE = 50;

function toAllowance(item: UsageItem, packageName: string): RightsAllowance {
  return {
    kind: item.kind,
    title: item.title,
    packageName: item.packageName,
    isPack: item.packageName !== packageName,
    total: item.total,
    used: item.used,
    surplus: Math.max(0, item.total - item.used),
    unit: USAGE_UNIT_OF[item.kind],
  };
}

/** In force, or cancelled and running to its end; a service never ordered, or stopped, is not held. */
function toHeldCallerService(service: CallerService): RightsCallerService | null {
  if (service.status === 'none') {
    return null;
  }
  return {
    packageId: service.packageId,
    callType: service.callType,
    title: service.title,
    monthlyFee: service.monthlyFeeFen,
    status: service.status,
    since: (service.effectiveAt ?? service.orderedAt)?.toISOString() ?? '',
    until: service.status === 'cancelled' && service.expiresAt ? service.expiresAt.toISOString() : '',
  };
}

/** Effective (1) or pending (0); an expired one (-1) is no longer held. */
function toHeldOffer(type: SubscribedServiceType, record: SubscribedServiceRecord): RightsOffer | null {
  if (record.status !== 0 && record.status !== 1) {
    return null;
  }
  return {
    type,
    packageName: record.packageName,
    status: record.status,
    effectTime: record.effectTime.toISOString(),
    overTime: record.overTime ? record.overTime.toISOString() : '',
  };
}

const isPresent = <Value>(value: Value | null): value is Value => value !== null;

/**
 * MY_RIGHTS: what the bound number holds, in one round trip: this month's allowances (package and
 * packs), points with the sign-in reward and today's sign-in, the caller services held and the
 * offers in force or pending. Every back-office read runs at once; only the sign-in is the points
 * area's own.
 */
export async function readMyRights(deps: AppDeps, member: BoundMember): Promise<MyRights> {
  const phone = member.boundPhone;
  const now = deps.now();
  const [subscriber, usage, callerServices, offerPages, settings, isSignedIn] = await Promise.all([
    deps.boss.findSubscriber(phone),
    deps.boss.getPackageUsage(phone),
    deps.boss.listCallerServices(phone, now),
    Promise.all(OFFER_TYPES.map((type) => deps.boss.listSubscribedServices(phone, type, 1, OFFERS_READ_PER_TYPE))),
    readPointsSettings(deps.db),
    hasSignedIn(deps.db, phone, formatChinaDate(now)),
  ]);
  if (!subscriber) {
    throw invalid(QueryMessage.NUMBER_PROFILE_MISSING);
  }
  const heldCallerServices = callerServices.map(toHeldCallerService).filter(isPresent);
  const heldCallerTitles = new Set(heldCallerServices.map((service) => service.title));
  return {
    month: formatChinaMonth(now),
    packageName: subscriber.packageName,
    // The usage page's hidden zero-fee packs are no allowance to show here either.
    allowances: usage.items.filter((item) => !isHiddenUsagePack(item)).map((item) => toAllowance(item, subscriber.packageName)),
    points: {
      currentPoints: subscriber.currentPoints,
      grandTotalPoints: subscriber.grandTotalPoints,
      signInReward: settings.signInReward,
      isSignedIn,
    },
    callerServices: heldCallerServices,
    // A caller service is also a value-added order of the back office; it is listed once, above.
    offers: OFFER_TYPES.flatMap((type, index) => (offerPages[index]?.list ?? []).map((record) => toHeldOffer(type, record)).filter(isPresent)).filter(
      (offer) => !(offer.type === ServiceType.VALUE_ADDED && heldCallerTitles.has(offer.packageName)),
    ),
  };
}
