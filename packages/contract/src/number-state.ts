// The number's life cycle, written once (zod-free): its states, what each allows and what the
// monthly run charges in it, and every change between them with the notice it sends. The back
// office (`apps/server/src/boss/number-state-machine.ts`) moves numbers only through these
// transitions; the hall and the console read the labels and rules from here. Drawn in
// docs/loops.md (*The number's life cycle*).
import type { NotificationKind } from './notifications/rules.ts';

export const NUMBER_STATES = [
  'normal',
  'owing',
  'arrearsSuspended',
  'keptSuspended',
  'auditSuspended',
  'staffSuspended',
  'preCancelled',
  'cancelled',
  'released',
] as const;
export type NumberState = (typeof NUMBER_STATES)[number];

/** What the monthly run charges for a day spent in a state. */
export type MonthlyCharge = 'packageFee' | 'keepFee' | 'nothing';

export interface NumberStateRule {
  label: string;
  /** Whether calls, data and messages go through (a loss report bars them in any state). */
  isInService: boolean;
  monthlyCharge: MonthlyCharge;
  /** Whether the owner may still top it up (and so bring it back) and bind it in the hall. */
  isReachable: boolean;
}

export const NUMBER_STATE_RULES: Record<NumberState, NumberStateRule> = {
  normal: { label: '正常', isInService: true, monthlyCharge: 'packageFee', isReachable: true },
  owing: { label: '欠费', isInService: true, monthlyCharge: 'packageFee', isReachable: true },
  arrearsSuspended: { label: '欠费停机', isInService: false, monthlyCharge: 'packageFee', isReachable: true },
  keptSuspended: { label: '停机保号', isInService: false, monthlyCharge: 'keepFee', isReachable: true },
  auditSuspended: { label: '审核停机', isInService: false, monthlyCharge: 'nothing', isReachable: true },
  staffSuspended: { label: '管理停机', isInService: false, monthlyCharge: 'nothing', isReachable: true },
  preCancelled: { label: '预销户', isInService: false, monthlyCharge: 'nothing', isReachable: true },
  cancelled: { label: '已销户', isInService: false, monthlyCharge: 'nothing', isReachable: false },
  /** The former owner's record once the number went back to the pool (kept under formerOwnerKey). */
  released: { label: '已回收', isInService: false, monthlyCharge: 'nothing', isReachable: false },
};

export function numberStateLabel(state: NumberState): string {
  return NUMBER_STATE_RULES[state].label;
}

/** Whether calls, data and messages go through in this state. */
export function isInService(state: NumberState): boolean {
  return NUMBER_STATE_RULES[state].isInService;
}

/** Whether the number is still its owner's to bind, top up and manage in the hall (all but 已销户). */
export function isReachable(state: NumberState): boolean {
  return NUMBER_STATE_RULES[state].isReachable;
}

/** The in-service state a number returns to: owing when its balance is below zero. */
export type BackInService = 'backInService';

export interface NumberTransitionRule {
  from: readonly NumberState[];
  to: NumberState | BackInService;
  /** The notice the change sends to the number; null when the flow that causes it sends its own. */
  notice: NotificationKind | null;
  /** Who may cause it. */
  by: 'billing' | 'creditControl' | 'owner' | 'staff' | 'review' | 'payment';
}

const SERVING = ['normal', 'owing'] as const satisfies readonly NumberState[];
const NOT_CANCELLED = NUMBER_STATES.filter((state) => state !== 'cancelled' && state !== 'released');

export const NUMBER_TRANSITIONS = {
  /** A charge took the balance below zero: still in service within the credit limit. */
  fellIntoDebt: { from: ['normal'], to: 'owing', notice: 'arrearsNotice', by: 'billing' },
  /** A top-up brought an owing number back to zero or above. */
  debtCleared: { from: ['owing'], to: 'normal', notice: null, by: 'payment' },
  /** Past the credit limit, or owing longer than the settings allow. */
  arrearsSuspension: { from: ['owing'], to: 'arrearsSuspended', notice: 'arrearsSuspended', by: 'creditControl' },
  /** 缴费复机: a top-up brought the balance back within the credit limit. */
  paidBack: { from: ['arrearsSuspended', 'preCancelled'], to: 'backInService', notice: 'serviceRestored', by: 'payment' },
  /** Suspended for arrears longer than the settings allow. */
  preCancellation: { from: ['arrearsSuspended'], to: 'preCancelled', notice: 'preCancelled', by: 'creditControl' },
  /** 预销户 ran out: cancelled, the balance owed recorded as a debt. */
  arrearsCancellation: { from: ['preCancelled'], to: 'cancelled', notice: 'cancelledForArrears', by: 'creditControl' },
  /** 停机保号 at the owner's request (only without arrears). */
  keepSuspension: { from: ['normal'], to: 'keptSuspended', notice: 'keepSuspended', by: 'owner' },
  /** 停机保号 ended: early at the owner's request, or at the end of the chosen months. */
  keepResumption: { from: ['keptSuspended'], to: 'backInService', notice: 'keepResumed', by: 'owner' },
  /** The opening audit refused the owner (the decision sends openingRefused). */
  auditSuspension: { from: SERVING, to: 'auditSuspended', notice: null, by: 'review' },
  /** A passed real-name supplement, or staff after checking the ID in person. */
  auditLifted: { from: ['auditSuspended'], to: 'backInService', notice: 'serviceRestored', by: 'review' },
  staffSuspension: { from: [...SERVING, 'arrearsSuspended'], to: 'staffSuspended', notice: 'staffSuspended', by: 'staff' },
  staffResumption: { from: ['staffSuspended'], to: 'backInService', notice: 'serviceRestored', by: 'staff' },
  /** Staff start a cancellation: 预销户 now, cancelled when it runs out unless it is lifted. */
  staffPreCancellation: { from: NOT_CANCELLED.filter((state) => state !== 'preCancelled'), to: 'preCancelled', notice: 'preCancelled', by: 'staff' },
  /** A passed cancellation application (the decision sends cancellationPassed). */
  ownerCancellation: { from: NOT_CANCELLED, to: 'cancelled', notice: null, by: 'review' },
  /**
   * The quarantine after cancellation ran out: the number goes back to the pool (a new card of it
   * may be stocked and opened), the former owner's records kept apart under formerOwnerKey.
   */
  returnToPool: { from: ['cancelled'], to: 'released', notice: null, by: 'creditControl' },
} as const satisfies Record<string, NumberTransitionRule>;

export type NumberTransition = keyof typeof NUMBER_TRANSITIONS;

export function canTransition(transition: NumberTransition, from: NumberState): boolean {
  return (NUMBER_TRANSITIONS[transition].from as readonly NumberState[]).includes(from);
}

/** The state a transition leads to, for a number with this balance. */
export function transitionTarget(transition: NumberTransition, balanceFen: number): NumberState {
  const { to } = NUMBER_TRANSITIONS[transition];
  if (to === 'backInService') {
    return balanceFen < 0 ? 'owing' : 'normal';
  }
  return to;
}

export const NumberStateMessage = {
  NOT_ALLOWED: (state: NumberState) => `号码当前为${numberStateLabel(state)}状态，不能办理此业务`,
} as const;
