// Number reservations on the dealers' card stock (not in the spec): an agent reserves a number of
// their dealer for a customer, a member reserves one from the operator's pool (the menu's 号码购买)
// and completes it at the number's dealer with the reservation code. 30 minutes, then back in stock.

/** How long a reservation holds a number. */
export const RESERVATION_MINUTES = 30;

/** A stock card as the agent area shows it: in stock, reserved (a live reservation), opened. */
export const STOCK_STATES = ['available', 'reserved', 'opened'] as const;
export type StockState = (typeof STOCK_STATES)[number];

export const STOCK_STATE_LABELS: Record<StockState, string> = { available: '在库', reserved: '已预留', opened: '已开户' };

/** Who holds a reserved number, seen from the agent asking. */
export const RESERVATION_HOLDERS = ['self', 'otherAgent', 'member'] as const;

export const STOCK_PAGE_SIZE = 20;
export const POOL_PAGE_SIZE = 20;

/** Reservation codes: 8 characters without the look-alikes 0/O and 1/I. */
export const RESERVATION_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const RESERVATION_CODE_PATTERN = /^[2-9A-HJ-NP-Z]{8}$/;

export const ReservationMessage = {
  /** The opening's step 1 on a number someone else holds. */
  RESERVED_BY_OTHER: '该号码已被他人预留，暂不能开户；如客户持有预留码，请在“号码库存”中按预留码受理',
  /** Reserving a number that is no longer in stock. */
  NOT_AVAILABLE: '该号码已被预留或已开户，请选择其他号码',
  ONE_AT_A_TIME: '您已有一个预留中的号码，请先到店办理或取消后再预留',
  CODE_UNKNOWN: '预留码无效或已过期，请核对后重新输入',
  CODE_OF_OTHER_DEALER: '该预留号码不属于您所在渠道，请客户到号码所属营业点办理',
  CODE_TAKEN: '该预留号码已由其他工号受理',
  NOT_YOURS: '该号码不是您预留的，无法释放',
  NONE: '您没有预留中的号码',
  TAIL_INVALID: '尾号请输入1至4位数字',
  PAGE_INVALID: '页码格式错误',
} as const;
