// The carrier back office (BOSS): numbers, packages, balances and products belong to it. The
// built-in implementation keeps them in our own tables; a real operator adapter replaces it.

export type SubscriberStatus = 'normal' | 'owing' | 'suspended' | 'cancelled';

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

export interface RechargeProduct {
  id: string;
  group: 'call' | 'dayFlow' | 'monthFlow';
  name: string;
  amountFen: number;
  serviceKind: number;
}

export interface PackageSummary {
  id: string;
  name: string;
  monthlyFeeFen: number;
  callDisplay: number;
  serviceKind: number;
}

/** What the back office billed a number for one month (issue 8; to reconcile with the bills of issue 3). */
export interface MonthlyFee {
  /** YYYYMM */
  month: string;
  amountFen: number;
}

export interface Boss extends BossAccountServices {
  findSubscriber(phone: string): Promise<SubscriberProfile | null>;
  /** Numbers registered under an owner name and the last six ID characters. */
  findSubscribersByIdentity(idLast6: string, ownerName: string): Promise<SubscriberProfile[]>;
  listRechargeProducts(serviceKind: number): Promise<RechargeProduct[]>;
  listOrderablePackages(serviceKind: number): Promise<PackageSummary[]>;
  /** Whether the owner must still record a promise video before identity-checked services. */
  isPromiseVideoPending(phone: string): Promise<boolean>;
  /** Billed monthly fees of a number for the given months (YYYYMM); months without a bill are left out. */
  listMonthlyFees(phone: string, months: string[]): Promise<MonthlyFee[]>;
}

export const SUBSCRIBER_STATUS_TEXT: Record<SubscriberStatus, string> = {
  normal: '正常',
  owing: '欠费',
  suspended: '停机',
  cancelled: '已销户',
};

/** Outcome of checking a service password; a locked password refuses even the right one. */
export type ServicePasswordCheck =
  | { outcome: 'accepted' }
  | { outcome: 'wrong'; triesLeft: number }
  | { outcome: 'locked'; isNewlyLocked: boolean };

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

/** Service passwords and caller services of the back office (issue 5). */
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
  /** Opens a caller service; its monthly fee leaves the balance with a ledger row, or nothing happens. */
  openCallerService(options: { phone: string; packageId: string; forwardTo: string | null; now: Date }): Promise<CallerOrderOutcome>;
  /** Cancels at once, or at the end of the month (the month's fee is paid). */
  cancelCallerService(options: { phone: string; packageId: string; isImmediate: boolean; now: Date }): Promise<CallerOrderOutcome>;
}
