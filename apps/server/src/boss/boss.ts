// The carrier back office (BOSS): numbers, packages, balances and products belong to it. The
// built-in implementation keeps them in our own tables; a real operator adapter replaces it.

import type { PackageChangeBoss } from './package-change-boss.ts';
import type { SmsRegisterBoss } from './sms-register-boss.ts';

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

export interface Boss extends PackageChangeBoss, SmsRegisterBoss {
  findSubscriber(phone: string): Promise<SubscriberProfile | null>;
  /** Numbers registered under an owner name and the last six ID characters. */
  findSubscribersByIdentity(idLast6: string, ownerName: string): Promise<SubscriberProfile[]>;
  listRechargeProducts(serviceKind: number): Promise<RechargeProduct[]>;
  listOrderablePackages(serviceKind: number): Promise<PackageSummary[]>;
}

export const SUBSCRIBER_STATUS_TEXT: Record<SubscriberStatus, string> = {
  normal: '正常',
  owing: '欠费',
  suspended: '停机',
  cancelled: '已销户',
};
