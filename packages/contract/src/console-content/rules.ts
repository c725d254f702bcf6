// Rules the console's forms and the server share for content (zod-free, so pages can use them).

/** Pictures: a path of this site, an https address, or an inline image (data URL). */
export const IMAGE_ADDRESS_PATTERN = /^(\/(?![/\\])\S*|https:\/\/\S+|data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]\S+)$/;
/** Where a banner leads: a path of this app or an http(s) address; empty for none. */
export const LINK_ADDRESS_PATTERN = /^(|\/(?![/\\])\S*|https?:\/\/\S+)$/;

export const ContentLimit = {
  TITLE: 40,
  SUMMARY: 100,
  ADDRESS: 2000,
  /** Inline pictures (data URLs) are allowed up to this many characters. */
  IMAGE_ADDRESS: 60_000,
  DETAIL_HTML: 50_000,
  STORE_NAME: 40,
  STORE_ADDRESS: 120,
  STORE_PHONE: 20,
  STORE_HOURS: 40,
  DIVISION: 20,
  /** Points, prices, stock and minutes stay far below the 32-bit columns. */
  AMOUNT_MAX: 100_000_000,
  SORT_ORDER_MAX: 9999,
  BOARD_REPLY: 500,
  HIDE_REASON: 100,
  /** Largest fund-pool top-up in fen (1,000,000 yuan). */
  TOP_UP_MAX_FEN: 100_000_000,
} as const;

/** Where a banner shows. */
export const BANNER_PLACEMENTS = ['hall', 'points', 'board'] as const;
export type BannerPlacement = (typeof BANNER_PLACEMENTS)[number];
export const BANNER_PLACEMENT_TEXT: Record<BannerPlacement, string> = { hall: '营业厅首页', points: '积分商城', board: '留言板' };

/** The name official board replies carry. */
export const BOARD_OFFICIAL_NAME = '官方客服';

/** Which posts the moderation list shows. */
export const BOARD_MODERATION_FILTERS = ['all', 'unanswered', 'hidden'] as const;
export type BoardModerationFilter = (typeof BOARD_MODERATION_FILTERS)[number];
export const BOARD_MODERATION_PAGE_SIZE = 20;

/** Service kinds of packages: 7 ordinary, 8 IoT. */
export const PACKAGE_SERVICE_KINDS = [7, 8] as const;
/** Call display 1 standard, 2 king card (the package-change tabs). */
export const PACKAGE_CALL_DISPLAYS = [1, 2] as const;

/** Rates of a package beyond what it includes, in fen: the caps catch a yuan typed as fen. */
export const TariffLimit = {
  /** 语音超出资费 per minute: at most 10 yuan. */
  VOICE_OUT_FEN_PER_MINUTE_MAX: 1000,
  /** 来电显示功能费 per month: at most 100 yuan. */
  CALLER_DISPLAY_FEE_FEN_MAX: 10_000,
} as const;

/** What the content editors' saves refuse with. */
export const ContentMessage = {
  BANNER_NOT_FOUND: '横幅不存在或已删除',
  ACTIVITY_NOT_FOUND: '活动不存在或已删除',
  ACTIVITY_DETAIL_EMPTY: '活动详情没有可显示的内容',
  STORE_NOT_FOUND: '门店不存在或已删除',
  POINTS_PRODUCT_NOT_FOUND: '商品不存在',
  /** A product's stock changes only by an adjustment (CONSOLE_ADJUST_POINTS_STOCK), never by its edit. */
  STOCK_EDITED_IN_PLACE: '已有商品的库存请通过“调整库存”修改',
  STOCK_TOO_LOW: '库存不足，调整后库存不能小于0',
  PACKAGE_NOT_FOUND: '套餐不存在',
  CALLER_PACKAGE_NOT_FOUND: '来电套餐不存在',
  CALLER_PACKAGE_ID_TAKEN: '来电套餐编号已存在，请重新保存',
} as const;

/** A second caller service of a call type the hall already offers one of. */
export function describeCallTypeTaken(callTypeName: string): string {
  return `已有${callTypeName}业务的套餐，请编辑原套餐`;
}

/** What the console calls each caller service's call type (caller/rules.ts CallType). */
export const CALL_TYPE_NAME: Record<1 | 2 | 3, string> = { 1: '来电提醒', 2: '来电显示', 3: '呼叫转移' };

/** Caller services (来电提醒, 来电显示, 呼叫转移): their texts and monthly fee in fen. */
export const CallerPackageLimit = {
  TITLE: 20,
  DETAIL: 200,
  MONTHLY_FEE_FEN_MAX: 10_000,
} as const;
