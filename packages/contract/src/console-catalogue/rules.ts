// Rules the console's catalogue forms and the server share: recharge products and agent offers (zod-free).

/** The hall's three top-up tabs. */
export const RECHARGE_PRODUCT_GROUPS = ['call', 'dayFlow', 'monthFlow'] as const;
export type RechargeProductGroup = (typeof RECHARGE_PRODUCT_GROUPS)[number];
export const RECHARGE_PRODUCT_GROUP_TEXT: Record<RechargeProductGroup, string> = { call: '话费', dayFlow: '日包', monthFlow: '月包' };

/** Which numbers a product is for: 0 every number, 7 ordinary, 8 IoT (the number's service kind). */
export const RECHARGE_SERVICE_KINDS = [0, 7, 8] as const;
export const RECHARGE_SERVICE_KIND_TEXT: Record<(typeof RECHARGE_SERVICE_KINDS)[number], string> = { 0: '全部号码', 7: '普通号码', 8: '物联网卡' };

/**
 * System ids the agent area knows: 7 and 4 are the two agent systems (an agent's default sale kind
 * picks one), 3 the virtual-operator entry whose changeable offers an agent may switch to.
 */
export const AGENT_SYSTEM_IDS = [7, 4, 3] as const;
export type AgentSystemId = (typeof AGENT_SYSTEM_IDS)[number];
export const AGENT_SYSTEM_ID_TEXT: Record<AgentSystemId, string> = { 7: '系统 7', 4: '系统 4', 3: '虚商系统 3' };

export const CatalogueLimit = {
  NAME: 40,
  /** Recharge product codes: uppercase letters, digits and underscores. */
  PRODUCT_ID: 32,
  /** BOSS offer ids are digits. */
  OFFER_ID: 20,
  /** Highest top-up price in fen (5,000 yuan). */
  PRICE_MAX_FEN: 500_000,
  /** Highest prestored amount of an offer in fen (10,000 yuan). */
  PRESTORE_MAX_FEN: 1_000_000,
  DESCRIPTION_HTML: 20_000,
  SORT_ORDER_MAX: 9999,
} as const;

export const RECHARGE_PRODUCT_ID_PATTERN = /^[A-Z0-9_]+$/;
export const OFFER_ID_PATTERN = /^\d+$/;

export const CatalogueMessage = {
  PRODUCT_ID_FORMAT: '商品编号只能包含大写字母、数字和下划线',
  PRODUCT_DUPLICATE: '商品编号已存在，请换一个编号',
  PRODUCT_NOT_FOUND: '充值商品不存在',
  OFFER_ID_FORMAT: 'BOSS 套餐编号只能包含数字',
  OFFER_DUPLICATE: 'BOSS 套餐编号已存在，请换一个编号',
  OFFER_NOT_FOUND: '开卡套餐不存在',
  PACKAGE_NOT_FOUND: '所选资费套餐不存在，请重新选择',
  /** What an agent is told when choosing an offer that was stopped since the list was shown. */
  OFFER_STOPPED: '该套餐已停售，请选择其他套餐',
} as const;
