import { NUMBER_RESERVE, NUMBER_STEP } from '../rate-limits.ts';
import type { Endpoint } from '../operation.ts';

// The menu's 号码购买 (not in the spec): a member chooses a number from the operator's pool (the
// dealers' card stock in stock), reserves it for 30 minutes, and completes it at the number's dealer
// with the reservation code (the online opening is the agents' flow; members have none).
export const numberPoolEndpoints = {
  /** A page of numbers in stock across the dealers, optionally by tail digits. */
  NUMBER_POOL: { method: 'POST', path: '/api/wechat/numberPool', access: 'member', limits: NUMBER_STEP },
  /** Reserves one for 30 minutes; one live reservation per member. */
  NUMBER_POOL_RESERVE: { method: 'POST', path: '/api/wechat/numberPoolReserve', access: 'member', loading: '预留中...', limits: NUMBER_RESERVE },
  /** The member's live reservation (code, expiry, where to complete it), or none. */
  NUMBER_POOL_RESERVATION: { method: 'POST', path: '/api/wechat/numberPoolReservation', access: 'member', limits: NUMBER_STEP },
  /** Gives the member's reservation up: the number goes back in stock. */
  NUMBER_POOL_CANCEL: { method: 'POST', path: '/api/wechat/numberPoolCancel', access: 'member', loading: true, limits: NUMBER_STEP },
} as const satisfies Record<string, Endpoint>;
