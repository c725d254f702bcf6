import { AGENT_IDENTITY_LOOKUP, ANONYMOUS_LOOKUP, NUMBER_RESERVE, NUMBER_STEP, RESERVATION_CODE_CHECK, accountLogin } from '../rate-limits.ts';
import { UPLOAD_BODY_LIMIT_BYTES } from '../upload-limits.ts';
import type { Endpoint, RateLimit } from '../operation.ts';

// The agent area (spec document 3, section 7) in its three server modules: login, the five-step
// opening, and the opening's payment. The web's agent client looks paths up in the joined table.

/** Captcha, login ticket, login (the work number's or a partner link's) and the agent's profile. */
export const agentLoginEndpoints = {
  CAPTCHA_IMAGE: { method: 'GET', path: '/api/gzh/captchaImage', access: 'public', binary: true, limits: ANONYMOUS_LOOKUP },
  GET_SESSION: { method: 'POST', path: '/api/gzh/getSeesion', access: 'public', loading: true, limits: ANONYMOUS_LOOKUP },
  AGENT_LOGIN: { method: 'POST', path: '/api/gzh/login', access: 'public', loading: '登录中...', limits: accountLogin('workNo') },
  CHECK_WORK_NO_INFO: { method: 'POST', path: '/api/gzh/checkworknoinfo', access: 'agent', limits: NUMBER_STEP },
  /** An addition to the spec's API: 退出登录 ends the server session, not only the browser's copy. */
  AGENT_LOGOUT: { method: 'POST', path: '/api/gzh/logout', access: 'agent' },
  /** An addition to the spec's API: a scanned virtual-operator link (?pone with its ticket) logs in the agent who made it, once. */
  VNO_SCAN_LOGIN: { method: 'POST', path: '/api/gzh/vnoScanLogin', access: 'public', loading: '登录中...', limits: ANONYMOUS_LOOKUP },
} as const satisfies Record<string, Endpoint>;

/** The open-card record, number and channel checks, uploads, real-name and submission. */
export const openingEndpoints = {
  SIM_OR_SERVICE_ID_QUERY: { method: 'POST', path: '/api/gzh/simOrServiceIdQuery', access: 'agent', loading: true, limits: NUMBER_STEP },
  QUERY_OPEN_CARD_LOCATION: { method: 'POST', path: '/api/gzh/queryOpenCardLocation', access: 'agent', loading: true, limits: NUMBER_STEP },
  ADD_OPEN_CARD_LOCATION: { method: 'POST', path: '/api/gzh/addOpenCardLocation', access: 'agent', loading: true, limits: NUMBER_STEP },
  DEL_OPEN_CARD_LOCATION: { method: 'POST', path: '/api/gzh/delOpenCardLocation', access: 'agent', loading: true, limits: NUMBER_STEP },
  CHECK_ICCID: { method: 'POST', path: '/api/gzh/checkIccid', access: 'agent', loading: true, limits: NUMBER_STEP },
  CHECK_PHONE_VALID: { method: 'POST', path: '/api/gzh/checkPhoneValid', access: 'agent', loading: true, limits: NUMBER_STEP },
  CHANEL_CHECK: { method: 'POST', path: '/api/gzh/chanelCheck', access: 'agent', loading: true, limits: NUMBER_STEP },
  APP_COMMON_CHECK: { method: 'POST', path: '/api/gzh/appCommonCheck', access: 'agent', loading: true, limits: NUMBER_STEP },
  CHECK_OFFER_NAME: { method: 'POST', path: '/api/gzh/checkoffername', access: 'agent', loading: true, limits: NUMBER_STEP },
  /** The opening's network-access agreement in force (its version is sent back with the signature). */
  OPENING_AGREEMENT: { method: 'POST', path: '/api/gzh/openingAgreement', access: 'agent' },
  SIGNATURE_UPLOAD: {
    method: 'POST',
    path: '/api/gzh/signatureUpload',
    access: 'agent',
    loading: '上传中...',
    maxBodyBytes: UPLOAD_BODY_LIMIT_BYTES,
    limits: NUMBER_STEP,
  },
  UPLOAD_CARD: {
    method: 'POST',
    path: '/api/gzh/uploadCard',
    access: 'agent',
    loading: '上传中...',
    maxBodyBytes: UPLOAD_BODY_LIMIT_BYTES,
    limits: NUMBER_STEP,
  },
  GET_URL: { method: 'POST', path: '/api/gzh/getUrl', access: 'agent', loading: true, limits: NUMBER_STEP },
  GET_BOSS_URL: { method: 'POST', path: '/api/gzh/getBossUrl', access: 'agent', loading: true, limits: NUMBER_STEP },
  GET_SIMPLE_OR_CARD_NUM: { method: 'POST', path: '/api/gzh/getSimpleOrCardNum', access: 'agent', loading: '结果查询中...', limits: NUMBER_STEP },
  DO_CHECK_IDENTITY_CODE_BY_WORK_NO: {
    method: 'POST',
    path: '/api/gzh/doCheckIdentityCodeByWorkNo',
    access: 'agent',
    loading: true,
    limits: AGENT_IDENTITY_LOOKUP,
  },
  QUERY_SIGN: { method: 'POST', path: '/api/gzh/querySign', access: 'agent', loading: true, limits: NUMBER_STEP },
  DO_SUBMIT: { method: 'POST', path: '/api/gzh/dosubmit', access: 'agent', loading: '提交中', limits: NUMBER_STEP },
  GET_KEY: { method: 'POST', path: '/api/gzh/getKey', access: 'agent' },
  GET_ONLINE_SALE_RESOURCE: { method: 'POST', path: '/api/wechat/getOnlineSaleResource', access: 'agent', loading: true },
  /** An addition to the spec's API: the signed, expiring QR code of a card's ?pone link, for the agent's phone to scan. */
  VNO_SCAN_LINK: { method: 'POST', path: '/api/gzh/vnoScanLink', access: 'agent', loading: true, limits: NUMBER_STEP },
  GET_ONLINE_SALE_RESOURCE_ID_CARD: {
    method: 'POST',
    path: '/api/wechat/getOnlineSaleResourceIdCard',
    access: 'agent',
    loading: true,
    limits: AGENT_IDENTITY_LOOKUP,
  },
} as const satisfies Record<string, Endpoint>;

/** The opening fee: the dealer's pay kind, its fund pool or WeChat Pay, the order query. */
export const openingPaymentEndpoints = {
  GET_PAY_KIND: { method: 'GET', path: '/api/gzh/getPayKind', access: 'agent', loading: true, limits: NUMBER_STEP },
  FUND_POOL_RECHARGE: { method: 'POST', path: '/api/gzh/fundPoolRecharge', access: 'agent', loading: '支付中...', limits: NUMBER_STEP },
  WX_PAY: { method: 'POST', path: '/api/gzh/wxPay', access: 'agent', loading: true, limits: NUMBER_STEP },
  QUERY_ORDER_BY_OUT_TRADE_NO: { method: 'GET', path: '/api/gzh/queryOrderByOutTradeNo', access: 'agent', loading: '结果查询中...' },
  ALI_PAY: { method: 'POST', path: '/api/gzh/aliPay', access: 'agent', loading: true },
  QUERY_ALI_PAY: { method: 'POST', path: '/api/gzh/queryAliPay', access: 'agent', loading: true },
} as const satisfies Record<string, Endpoint>;

/** The agent's own openings (开卡记录), not in the spec: a month's records with their review outcome. */
export const agentRecordsEndpoints = {
  AGENT_OPENINGS: { method: 'POST', path: '/api/gzh/agentOpenings', access: 'agent', limits: NUMBER_STEP },
} as const satisfies Record<string, Endpoint>;

/**
 * Reading a customer's ID card (OCR): each call costs money at the provider. A person reads a card
 * once or twice per opening; a script reading many is held per agent, and per card being opened.
 * Declared here, not in rate-limits.ts, so the hall's first route (which carries that file) does not grow.
 */
const ID_CARD_READING: readonly RateLimit[] = [
  { per: 'caller', max: 10, windowSeconds: 600 },
  { per: 'caller', max: 60, windowSeconds: 86_400 },
  { per: 'input', fields: ['uimId'], max: 5, windowSeconds: 3600 },
];

/**
 * Not in the spec: the customer's ID card (front) photographed by the agent and read by OCR, which
 * fills the name and ID number the agent confirms. The photo is kept as the joint photo is.
 */
export const idCardReadingEndpoints = {
  READ_ID_CARD: {
    method: 'POST',
    path: '/api/gzh/readIdCard',
    access: 'agent',
    loading: '识别中...',
    maxBodyBytes: UPLOAD_BODY_LIMIT_BYTES,
    limits: ID_CARD_READING,
  },
} as const satisfies Record<string, Endpoint>;

/** The dealer's card stock by state (号码库存), not in the spec: reserving a number for a customer, taking a member's reservation by its code. */
export const agentStockEndpoints = {
  AGENT_STOCK: { method: 'POST', path: '/api/gzh/agentStock', access: 'agent', limits: NUMBER_STEP },
  AGENT_STOCK_RESERVE: { method: 'POST', path: '/api/gzh/agentStockReserve', access: 'agent', loading: '预留中...', limits: NUMBER_RESERVE },
  AGENT_STOCK_RELEASE: { method: 'POST', path: '/api/gzh/agentStockRelease', access: 'agent', loading: true, limits: NUMBER_STEP },
  AGENT_STOCK_CLAIM: { method: 'POST', path: '/api/gzh/agentStockClaim', access: 'agent', loading: '受理中...', limits: RESERVATION_CODE_CHECK },
} as const satisfies Record<string, Endpoint>;

/** The dealer's fund-pool statement (资金池流水), not in the spec: for the dealer's manager (店长) only. */
export const fundPoolStatementEndpoints = {
  AGENT_FUND_POOL_STATEMENT: { method: 'POST', path: '/api/gzh/dealerFundPool', access: 'agent', limits: NUMBER_STEP },
} as const satisfies Record<string, Endpoint>;

/** Not in the spec: the dealer's commission statement (佣金结算) for a month, for the dealer's manager (店长) only. */
export const agentCommissionEndpoints = {
  AGENT_COMMISSION_STATEMENT: { method: 'POST', path: '/api/gzh/dealerCommission', access: 'agent', limits: NUMBER_STEP },
} as const satisfies Record<string, Endpoint>;

/** Every operation of the agent area. */
export const agentEndpoints = {
  ...agentLoginEndpoints,
  ...openingEndpoints,
  ...openingPaymentEndpoints,
  ...agentRecordsEndpoints,
  ...idCardReadingEndpoints,
  ...agentStockEndpoints,
  ...fundPoolStatementEndpoints,
  ...agentCommissionEndpoints,
} as const;
