// The carrier back office (BOSS): numbers, packages, balances and products belong to it. The
// built-in implementation keeps them in our own tables; a real operator adapter replaces it.

import type { NumberState } from '@hall/contract/number-state';
import type { OpeningsBoss } from './openings-boss.ts';
import type { PackageCatalogueBoss } from './package-catalogue-boss.ts';
import type { PackageChangeBoss } from './package-change-boss.ts';
import type { SmsRegisterBoss } from './sms-register-boss.ts';
import type { UsageBoss } from './usage-boss.ts';

export type SubscriberStatus = NumberState;

export interface SubscriberProfile {
  phone: string;
  ownerName: string;
  idNumber: string;
  status: SubscriberStatus;
  packageId: string;
  packageName: string;
  joinedAt: Date;
  province: string;
  city: string;
  starLevel: number;
  balanceFen: number;
  isRealName: boolean;
  serviceKind: number;
  currentPoints: number;
  grandTotalPoints: number;
}

export interface OwnerIdentityQuery {
  name: string;
  idLast6: string;
  phone?: string;
}

export type OwnerIdentity = { found: true; idNumber: string } | { found: false; reason: 'noMatch' | 'ambiguous' };

export interface RechargeProduct {
  id: string;
  group: 'call' | 'dayFlow' | 'monthFlow';
  name: string;
  amountFen: number;
  serviceKind: number;
  /** Off-sale products leave the top-up tabs and take no new orders. */
  isOnSale: boolean;
}

export interface PackageSummary {
  id: string;
  name: string;
  monthlyFeeFen: number;
  callDisplay: number;
  serviceKind: number;
}

/** What the back office billed a number for one month (the invoices' months; they agree with the bills). */
export interface MonthlyFee {
  /** YYYYMM */
  month: string;
  amountFen: number;
}

export interface Boss
  extends BossAccountServices, BillingBoss, PackageChangeBoss, PackageCatalogueBoss, SmsRegisterBoss, CardStockBoss, OpeningsBoss, UsageBoss {
  findSubscriber(phone: string): Promise<SubscriberProfile | null>;
  /** Numbers registered under an owner name and the last six ID characters. */
  findSubscribersByIdentity(idLast6: string, ownerName: string): Promise<SubscriberProfile[]>;
  /**
   * The full ID number of the owner a last-six form names: the one ID among the live numbers under that
   * name and last six (and that number, when given). None, or several different people, is a reason.
   */
  findOwnerIdentity(query: OwnerIdentityQuery): Promise<OwnerIdentity>;
  listRechargeProducts(serviceKind: number): Promise<RechargeProduct[]>;
  listOrderablePackages(serviceKind: number): Promise<PackageSummary[]>;
  /** Billed monthly fees of a number for the given months (YYYYMM); months without a bill are left out. */
  listMonthlyFees(phone: string, months: string[]): Promise<MonthlyFee[]>;
  /** Whether the owner must still record a promise video before identity-checked services. */
  isPromiseVideoPending(phone: string): Promise<boolean>;
}

/** Outcome of checking a service password; a locked password refuses even the right one. */
export type ServicePasswordCheck = { outcome: 'accepted' } | { outcome: 'wrong'; triesLeft: number } | { outcome: 'locked'; isNewlyLocked: boolean };

export type CallerServiceStatus = 'none' | 'open' | 'cancelled';

/** A caller service (来电提醒 1, 来电显示 2, 订购呼转 3) and its state on one number. */
export interface CallerService {
  packageId: string;
  callType: 1 | 2 | 3;
  title: string;
  detail: string;
  monthlyFeeFen: number;
  status: CallerServiceStatus;
  orderedAt: Date | null;
  effectiveAt: Date | null;
  /** When a cancelled service stops (or stopped). */
  expiresAt: Date | null;
  forwardTo: string | null;
}

export type CallerOrderOutcome =
  | { outcome: 'done'; balanceFen: number; chargedFen: number }
  | { outcome: 'insufficient_balance'; balanceFen: number; feeFen: number }
  | { outcome: 'already_open' }
  | { outcome: 'not_open' };

/** Service passwords and caller services of the back office. */
export interface BossAccountServices {
  /**
   * Checks a number's service password. Three wrong entries lock it; `unlockLockedBefore` lifts a
   * lock that happened before that moment first (a re-check by SMS code sent after the lock).
   */
  verifyServicePassword(phone: string, password: string, options: { now: Date; unlockLockedBefore?: Date }): Promise<ServicePasswordCheck>;
  /** Sets a new service password and lifts any lock. */
  changeServicePassword(phone: string, newPassword: string, now: Date): Promise<void>;
  /**
   * The caller services and their state on a number; also what the ordered-services page shows in
   * its value-added tab (open → effective, cancelled but running → the third state, none → hidden).
   */
  listCallerServices(phone: string, now: Date): Promise<CallerService[]>;
  /** Opens a caller service; its monthly fee leaves the balance with a ledger row and goes on this month's bill (增值业务费), or nothing happens. */
  openCallerService(options: { phone: string; packageId: string; forwardTo: string | null; now: Date }): Promise<CallerOrderOutcome>;
  /** Cancels at once, or at the end of the month (the month's fee is paid). */
  cancelCallerService(options: { phone: string; packageId: string; isImmediate: boolean; now: Date }): Promise<CallerOrderOutcome>;
}

export interface CardStockBoss {
  findStockCardByPhone(phone: string): Promise<StockCard | null>;
  findStockCardBySaleResource(resourceId: string): Promise<StockCard | null>;
  findOffer(offerId: string): Promise<AgentOffer | null>;
  /** Offers of a system id an agent may switch a number to (the virtual-operator package list). */
  listChangeableOffers(systemId: number): Promise<AgentOffer[]>;
  /** How many live numbers an ID number holds. */
  countNumbersOfOwner(idNumber: string): Promise<number>;
  /** Creates the subscriber's line and marks the card opened; false when it was opened already or someone else holds it reserved. */
  openNumber(request: OpenNumberRequest): Promise<boolean>;
}

// Bills, usage, ordered services, balance changes, applications and orders.

export interface BillItem {
  name: string;
  amountFen: number;
}

export interface MonthlyBill {
  /** YYYYMM */
  month: string;
  items: BillItem[];
  /** Always the sum of the items. */
  totalFen: number;
}

export type UsageKind = 'data' | 'voice' | 'sms';

export interface UsageItem {
  kind: UsageKind;
  title: string;
  packageName: string;
  /** Price of the pack in fen; 0 for what the package itself includes for free. */
  feeFen: number;
  /** MB, minutes or messages. */
  total: number;
  used: number;
  isAutoDayPack: boolean;
  autoDayPackCount: number;
}

export interface PackageUsage {
  items: UsageItem[];
  /** Out-of-package charges this month: data fee in fen (auto daily packs included), minutes, messages. */
  overage: { dataFeeFen: number; voiceMinutes: number; smsCount: number };
}

/** 0 basic package, 1 data pack, 2 value-added service. */
export type SubscribedServiceType = 0 | 1 | 2;

export interface SubscribedServiceRecord {
  packageName: string;
  /** -1 expired, 0 pending, 1 effective. */
  status: number;
  effectTime: Date;
  overTime: Date | null;
  orderTime: Date;
}

export interface ServiceOrder {
  oid: string;
  name: string;
  checkStatus: '待审核' | '审核通过' | '审核未通过' | '订单已失效';
  summary: string;
  details: { title: string; content: string }[];
  tips: string;
  createdAt: Date;
}

/** A flow pack ordered against the balance: opened, or refused because the balance is short. */
export type FlowPackOutcome = 'opened' | 'insufficient';

/** What made a month's bill what it is (bill-facts.ts): the explanation is built from these. */
export interface BillFacts {
  month: string;
  /** The bill's lines, as getMonthlyBill lists them. */
  items: { name: string; amountFen: number }[];
  /** The day (YYYY-MM-DD) the number joined, when it joined in this month. */
  joined: { day: string; isFirstMonthFree: boolean } | null;
  /** Caller services whose monthly fee the balance paid in the month, with the day (YYYY-MM-DD). */
  callerServices: { title: string; chargedOn: string }[];
  flowPacks: { title: string; orderedOn: string }[];
  /** Package changes that took effect on a day of the month. */
  packageChanges: { fromName: string; toName: string; effectiveDate: string }[];
  /** The days (YYYY-MM-DD) on which each usage fee grew. */
  usageFeeDays: { data: string[]; voice: string[]; sms: string[] };
  /** Days of the month, and the days the number was live by what each was charged. */
  days: { inMonth: number; packageFee: number; keepFee: number; nothing: number };
}

/** This month's bill projected from the usage so far (bill-facts.ts). */
export interface MonthForecast {
  month: string;
  amountFen: number;
  /** The package and keep fees as the monthly run will charge them if the state holds. */
  packageFeeFen: number;
  /** Caller services and flow packs paid so far. */
  oneOffFen: number;
  /** The usage fees of the month projected from the days so far. */
  usageFen: number;
  /** The days the projection is based on (from the 1st, or the joining day, through today). */
  elapsedDays: number;
  daysInMonth: number;
}

export interface BillingBoss {
  /** The month's lines and what made them; null when the number is unknown. */
  getBillFacts(phone: string, month: string): Promise<BillFacts | null>;
  /** This month's bill projected from the usage so far; null for an unknown or cancelled number. */
  forecastMonth(phone: string): Promise<MonthForecast | null>;
  /** Months with a bill, newest first, with their totals. */
  listBillMonths(phone: string): Promise<{ month: string; totalFen: number }[]>;
  getMonthlyBill(phone: string, month: string): Promise<MonthlyBill | null>;
  getPackageUsage(phone: string): Promise<PackageUsage>;
  listSubscribedServices(
    phone: string,
    type: SubscribedServiceType,
    page: number,
    pageSize: number,
  ): Promise<{ list: SubscribedServiceRecord[]; total: number }>;
  /**
   * Adds money to a number's balance once per reference; a repeated reference changes nothing.
   * A cancelled or unknown number takes nothing (isClosed): the money is to go back to the payer.
   */
  creditBalance(options: { phone: string; amountFen: number; reference: string }): Promise<{ isApplied: boolean; isClosed: boolean }>;
  /**
   * Orders a flow pack paid from the balance, once per reference (the same reference answers the
   * same); the fee goes on this month's bill as 流量包费.
   */
  orderFlowPack(options: { phone: string; productId: string; reference: string; amountFen: number }): Promise<FlowPackOutcome>;
  listServiceOrders(phone: string, since: Date): Promise<ServiceOrder[]>;
  findServiceOrder(phone: string, oid: string): Promise<ServiceOrder | null>;
  /** A number under this identity whose owner still owes the promise video, or null. */
  findPromiseVideoPending(idLast6: string, ownerName: string): Promise<string | null>;
  isPromiseVideoPending(phone: string): Promise<boolean>;
}

// Card opening: card stock pairs numbers with card numbers; offers are what a number opens with.

export interface StockCard {
  iccid: string;
  phone: string;
  dealerId: string;
  offerId: string;
  serviceKind: number;
  status: 'available' | 'locked' | 'opened' | 'retired';
  saleResourceId: string | null;
  /** A reservation (status locked, 0063): the agent holding it, and until when. */
  reservedByAgent: string | null;
  reservedUntil: Date | null;
}

export interface AgentOffer {
  id: string;
  name: string;
  sumFeeFen: number;
  descriptionHtml: string;
  ifCheckCard: number;
  packageId: string;
  systemId: number;
  isChangeable: boolean;
  /** A stopped offer is no longer offered as a choice; numbers in stock with it still open. */
  isOnSale: boolean;
}

export interface OpenNumberRequest {
  iccid: string;
  phone: string;
  packageId: string;
  ownerName: string;
  idNumber: string;
  province: string;
  city: string;
  /** The opening fee becomes the first balance. */
  balanceFen: number;
  serviceKind: number;
  /** The agent opening it: a card they hold reserved opens too. */
  workNo: string;
}

export interface CardStockBoss {
  findStockCardByPhone(phone: string): Promise<StockCard | null>;
  findStockCardBySaleResource(resourceId: string): Promise<StockCard | null>;
  findOffer(offerId: string): Promise<AgentOffer | null>;
  /** Offers of a system id an agent may switch a number to (the virtual-operator package list). */
  listChangeableOffers(systemId: number): Promise<AgentOffer[]>;
  /** How many live numbers an ID number holds. */
  countNumbersOfOwner(idNumber: string): Promise<number>;
  /** Creates the subscriber's line and marks the card opened; false when it was opened already or someone else holds it reserved. */
  openNumber(request: OpenNumberRequest): Promise<boolean>;
}
