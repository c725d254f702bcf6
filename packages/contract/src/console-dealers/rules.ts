// Rules of the console's dealers area (dealers, their agents, card stock), shared by the console
// pages and the server. Zod-free.

/** The agents' default sale kinds the agent area knows (agent/rules.ts systemIdOfSaleKind). */
export const SALE_KIND_OPTIONS = [
  { value: 1, label: '1（系统 7）' },
  { value: 4, label: '4（系统 7）' },
  { value: 3, label: '3（系统 4）' },
] as const;
export const SALE_KINDS = [1, 3, 4] as const;

export const PAY_KIND_LABELS: Record<number, string> = { 1: '微信支付', 2: '资金池' };

export const DealerLimit = {
  ID_MAX: 32,
  NAME_MAX: 60,
  WORK_NO_MAX: 32,
  CHANNEL_MAX: 60,
  /** Rows of one card stock CSV. */
  STOCK_ROWS_MAX: 5000,
  /** Characters of one CSV (5000 rows of ICCID, number and resource id fit with room). */
  STOCK_CSV_CHARS_MAX: 400_000,
  /** Problems an import answer lists. */
  STOCK_PROBLEMS_SHOWN: 20,
  /** Newest stock cards a dealer's stock list shows. */
  STOCK_LIST_SIZE: 200,
  /** Length of a generated agent password. */
  PASSWORD_LENGTH: 12,
} as const;

/** Ids of dealers and agents, offers and sale resources: letters, digits, '-' and '_'. */
export const CODE_PATTERN = /^[\w-]+$/;
/** A card number (ICCID) as the opening reads it: 19 or 20 letters and digits. */
export const ICCID_PATTERN = /^[0-9A-Za-z]{19,20}$/;
/** A SIM card's PUK code as the stock CSV may bring it: eight digits. */
export const PUK_PATTERN = /^\d{8}$/;
/** A mobile number: 11 digits from 1[3-9]. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

export const DealerMessage = {
  DEALER_NOT_FOUND: '渠道不存在',
  DEALER_EXISTS: '渠道编号已存在',
  DEALER_DISABLED: '该渠道已停用',
  AGENT_NOT_FOUND: '工号不存在',
  AGENT_EXISTS: '工号已存在',
  OFFER_NOT_FOUND: '开户套餐不存在',
  CSV_EMPTY: '文件中没有号码',
  CSV_TOO_MANY_ROWS: `一次最多导入${DealerLimit.STOCK_ROWS_MAX}行`,
  ROW_COLUMNS: '每行应为：卡号(ICCID),手机号[,销售资源编号][,PUK码]',
  ROW_QUOTE: '引号不成对：带引号的内容须以引号结束',
  ROW_ICCID: '卡号(ICCID)须为19-20位字母或数字',
  ROW_PHONE: '手机号须为11位手机号码',
  ROW_RESOURCE: '销售资源编号只能包含字母、数字、-和_',
  ROW_PUK: 'PUK码须为8位数字',
  ROW_ICCID_REPEATED: '卡号在文件中重复',
  ROW_PHONE_REPEATED: '手机号在文件中重复',
  ROW_ICCID_IN_STOCK: '卡号已在库存中',
  ROW_PHONE_IN_STOCK: '手机号已在库存中',
  ROW_PHONE_IN_USE: '手机号已是在网号码',
  ROW_RESOURCE_REPEATED: '销售资源编号在文件中重复',
  ROW_ICCID_IN_USE: '卡号已被在网号码使用',
  ROW_RESOURCE_IN_STOCK: '销售资源编号已在库存中',
  STOCK_CHANGED: '部分号码刚被导入，请刷新后重新导入',
  PARTNER_LINK_EXISTS: '该渠道已有合作链接，如需更换密钥请使用「更换密钥」',
  PARTNER_LINK_NOT_FOUND: '该渠道尚无合作链接',
  ALERT_MOBILE_INVALID: '请输入正确的提醒手机号',
  ALERT_MOBILE_REQUIRED: '设置了提醒金额，请填写提醒手机号',
} as const;
