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

export interface Boss extends CardStockBoss {
  findSubscriber(phone: string): Promise<SubscriberProfile | null>;
  /** Numbers registered under an owner name and the last six ID characters. */
  findSubscribersByIdentity(idLast6: string, ownerName: string): Promise<SubscriberProfile[]>;
  listRechargeProducts(serviceKind: number): Promise<RechargeProduct[]>;
  listOrderablePackages(serviceKind: number): Promise<PackageSummary[]>;
  /** Whether the owner must still record a promise video before identity-checked services. */
  isPromiseVideoPending(phone: string): Promise<boolean>;
  /** Whether the service password of a number is right (forms of identity-gated applications). */
  verifyServicePassword(phone: string, password: string): Promise<boolean>;
}

export const SUBSCRIBER_STATUS_TEXT: Record<SubscriberStatus, string> = {
  normal: '正常',
  owing: '欠费',
  suspended: '停机',
  cancelled: '已销户',
};

// Card opening: card stock pairs numbers with card numbers; offers are what a number opens with.

export interface StockCard {
  iccid: string;
  phone: string;
  dealerId: string;
  offerId: string;
  serviceKind: number;
  status: 'available' | 'locked' | 'opened';
  saleResourceId: string | null;
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
}

export interface CardStockBoss {
  findStockCardByPhone(phone: string): Promise<StockCard | null>;
  findStockCardBySaleResource(resourceId: string): Promise<StockCard | null>;
  findOffer(offerId: string): Promise<AgentOffer | null>;
  /** Offers of a system id an agent may switch a number to (the virtual-operator package list). */
  listChangeableOffers(systemId: number): Promise<AgentOffer[]>;
  /** How many live numbers an ID number holds. */
  countNumbersOfOwner(idNumber: string): Promise<number>;
  /** Creates the subscriber's line and marks the card opened; false when it was opened already. */
  openNumber(request: OpenNumberRequest): Promise<boolean>;
}
