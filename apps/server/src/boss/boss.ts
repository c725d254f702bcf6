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

export interface Boss {
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
