// Rules and texts of the agent card-opening area (spec document 3, sections 2-9). Zod-free, so the
// phone bundle can use them.
import { monthBefore } from '../china-calendar.ts';
import { chinaDaysBetween, isChinaDate } from '../china-time.ts';
import { checkPattern, checkRequired, FieldMessage, isMobilePhone, type FieldCheck } from '../validators.ts';

/** Step indices of the opening flow. */
export const OpenCardStep = { FILL: 0, PACKAGE: 1, AGREEMENT: 2, PHOTO: 3, REAL_NAME: 4 } as const;
export type OpenCardStepValue = (typeof OpenCardStep)[keyof typeof OpenCardStep];

/** Payment state of an open-card record. */
export const RechargeFlag = { NONE: '', START: 'start', FINISH: 'finish', NO_PAY: 'nopay' } as const;
export type RechargeFlagValue = (typeof RechargeFlag)[keyof typeof RechargeFlag];
export const RECHARGE_FLAGS = ['', 'start', 'finish', 'nopay'] as const;

export const PayKind = { WECHAT: 1, FUND_POOL: 2 } as const;
export type PayKindValue = (typeof PayKind)[keyof typeof PayKind];

/** Which flow (page) saved a record. It names the page only: it grants no permission. */
export const APPLY_EVENTS = ['OpenCard', 'VnoOpenCard', 'OnlineOpenCard'] as const;
export type ApplyEvent = (typeof APPLY_EVENTS)[number];

export const BELONG_CODE = '360';
export const FALLBACK_CITY_CODE = '360';
export const CARD_LAST_DIGITS = 7;
export const NUMBER_QUERY_SUCCESS = '0000';
export const LOGIN_SUCCESS_FLAG = '0000';
/** The dummy captcha the fixed partner links send (they log in without a captcha). */
export const PARTNER_DUMMY_CAPTCHA = '0000';

/** The profile's default sale kind sets the system id: 3 → 4; 1 or 4 → 7; anything else none (0). */
export function systemIdOfSaleKind(defaultSaleKind: number): number {
  if (defaultSaleKind === 3) {
    return 4;
  }
  if (defaultSaleKind === 1 || defaultSaleKind === 4) {
    return 7;
  }
  return 0;
}

/** The virtual-operator system: its offers are open to the agents of every system (the /VnoOpenCard flow). */
export const VIRTUAL_OPERATOR_SYSTEM_ID = 3;

/**
 * Why an agent of this system id may not open an offer of that system, or null when it may. Decided
 * from the agent's record and the offer's alone, never from which page the request says it came
 * from. Which offers each system opens is the catalogue's: the offer's system id, set in the console
 * (the spec's fixed lists for systems 7 and 4 are the demo catalogue's offers).
 */
export function findOfferRefusal(agentSystemId: number, offerSystemId: number): string | null {
  if (agentSystemId === 0) {
    return AgentMessage.OTHER_SYSTEM;
  }
  return agentSystemId === offerSystemId || offerSystemId === VIRTUAL_OPERATOR_SYSTEM_ID ? null : AgentMessage.OFFER_NOT_ALLOWED;
}

/** Photo rule: up to 1.5 MB kept as is; larger compressed to quality 0.8 within 1680 x 1260. */
export const PHOTO_KEEP_MAX_BYTES = 1.5 * 1024 * 1024;
export const PHOTO_COMPRESS_QUALITY = 0.8;
export const PHOTO_MAX_WIDTH = 1680;
export const PHOTO_MAX_HEIGHT = 1260;
/** Largest data URL accepted for an uploaded photo or signature (base64 of 1.5 MB plus margin). */
export const UPLOAD_MAX_DATA_URL_CHARS = 2_200_000;

export const CAPTCHA_TTL_SECONDS = 300;
export const AGENT_SESSION_TTL_SECONDS = 12 * 3600;
export const LOGIN_TICKET_TTL_SECONDS = 300;
export const SIGN_TTL_SECONDS = 600;
/** How long a virtual-operator scan link (VNO_SCAN_LINK's QR code) logs its agent in; once. */
export const VNO_SCAN_LINK_TTL_SECONDS = 10 * 60;
export const REAL_NAME_TTL_SECONDS = 30 * 60;
/** One person may hold at most this many numbers of the operator. */
export const MAX_NUMBERS_PER_ID = 5;

/** Codes of the agent area besides the shared catalogue's. */
export const AgentCode = {
  /** WX_PAY: the opening is paid already. */
  ALREADY_PAID: 2,
  /** A rejected submission that must restart from step 0. */
  RESTART: -2,
} as const;

/** The spec's messages of the agent area, in Chinese. */
/** An agent of a dealer, or its manager (店长), who also sees the dealer's money. */
export const AGENT_ROLES = ['agent', 'manager'] as const;
export type AgentRole = (typeof AGENT_ROLES)[number];

export const AgentMessage = {
  MANAGER_ONLY: '仅店长可查看经销商资金与佣金',
  ACCOUNT_REQUIRED: '账号不能为空',
  PASSWORD_REQUIRED: '密码不能为空',
  CAPTCHA_REQUIRED: '验证码不能为空',
  UNSUPPORTED_SYSTEM: '该系统暂不支持开卡',
  OPEN_IN_BROWSER: '请点击右上角「…」，选择「在浏览器中打开」',
  PHONE_OR_CARD_REQUIRED: '手机号或卡号不能为空',
  PHONE_INVALID: FieldMessage.PHONE_INVALID,
  CARD_LENGTH_WRONG: '卡号长度有误，请重新输入',
  CONTACT_INVALID: '请输入正确的联系人号码',
  AGREEMENT_NOT_READ: '请完整阅读入网协议',
  AGREEMENT_NOT_AGREED: '请阅读并同意协议',
  SIGNATURE_REQUIRED: '电子签名不能为空',
  PHOTO_REQUIRED: '请点击照片进行拍照',
  SCAN_DATA_MISSING: '数据缺失，请重新扫码',
  NUMBER_QUERY_FAILED: '号码查询失败',
  RECORD_SAVE_FAILED: '缓存记录失败，请重新开户',
  RECORD_SAVE_FAILED_SCANNED: '缓存记录失败，请关闭链接重新扫码',
  RECORD_MISSING: '开户时间过长，数据缺失，请重新输入手机号',
  OFFER_FAILED: '获取套餐异常，请联系管理员',
  OFFER_NOT_ALLOWED: '该号码套餐异常，请在代理商APP开户',
  OTHER_SYSTEM: '该号码请在代理商APP开户',
  FACE_FAILED: '人脸核验失败，请继续实名',
  IDENTITY_FAILED: '身份核验失败，请继续实名',
  WECHAT_PAY_FAILED: '微信支付异常，请重新开户',
  PAY_DATA_MISSING: '开户数据缺失，请重新输入号码',
  PAY_FAILED: '支付异常',
  WECHAT_QUERY_FAILED: '微信支付查询异常',
  /** The fee is paid; the agreement and real-name steps still follow, so nothing says the opening is done. */
  PAY_SUCCEEDED: '支付成功！',
  LINK_EXPIRED: '链接已失效，请退出此页面',
  LINK_DATA_MISSING: '数据缺失，请重新打开链接',
  LINK_LOAD_FAILED: '获取数据失败，请稍后重试',
  SUBMITTED: '资料提交成功!!',
  NOT_LOGGED_IN: '登录已失效，请重新登录',
  LOGIN_SUCCEEDED: '登录成功',
  // Refusals the server answers (code -100, or AgentCode.RESTART where the flow must restart).
  UNKNOWN_WORK_NO: '工号不存在，请核对后重新输入',
  LOGIN_TICKET_GONE: '登录会话已失效，请重新登录',
  CAPTCHA_GONE: '验证码已失效，请点击图片刷新',
  CAPTCHA_WRONG: '验证码错误，请重新输入',
  /** Every failed password login answers this: unknown or disabled work number, wrong password, locked. */
  WRONG_ACCOUNT: '工号或密码错误，或尝试次数过多，请稍后再试',
  ACCOUNT_DISABLED: '该账号已停用，请联系管理员',
  NUMBER_NOT_FOUND: '未查询到该号码，请核对后重新输入',
  NUMBER_OF_OTHER_CHANNEL: '该号码不属于您所在渠道，无法开户',
  NUMBER_ALREADY_OPENED: '该号码已开户，请勿重复开户',
  NUMBER_LOCKED: '该号码状态异常，暂不能开户',
  CARD_MISMATCH: '卡号与号码不匹配，请核对后重新输入',
  TOO_MANY_NUMBERS: `该证件名下号码已达${MAX_NUMBERS_PER_ID}个，不能再开户`,
  PAY_FIRST: '请先完成支付',
  SIGN_FIRST: '请先完成入网协议签署',
  PHOTO_FIRST: '请先上传身份证与卡板合照',
  IMAGE_INVALID: '图片格式错误',
  UPLOAD_INVALID: '上传文件无效，请重新上传',
  FILE_MISSING: '文件不存在',
  REAL_NAME_GONE: '实名认证记录不存在或已过期，请重新实名',
  REAL_NAME_PENDING: '实名认证尚未完成，请完成实名认证',
  REAL_NAME_USED: '实名认证结果已使用，请重新实名',
  ID_CARD_UNREAD: '身份证识别失败，请重新拍摄身份证',
  /** The ID card reading (OCR) did not find a card's front in the photo, or could not read it. */
  ID_CARD_FRONT_UNREAD: '未识别到身份证人像面，请对准身份证正面重新拍摄',
  ID_CARD_BLURRED: '身份证照片模糊或反光，请重新拍摄',
  ID_CARD_READER_UNAVAILABLE: '身份证识别服务暂时无法使用，请手动填写或稍后重试',
  ID_CARD_PHOTO_REQUIRED: '请先拍摄身份证人像面',
  FACE_MISMATCH: '人脸比对不通过',
  SIGN_EXPIRED: '签名已过期，请重新提交',
  FUND_POOL_NOT_ALLOWED: '本渠道不支持资金池支付',
  FUND_POOL_TOO_LOW: '资金池余额不足，请联系渠道管理员充值',
  WECHAT_NOT_ALLOWED: '本渠道不支持微信支付',
  /** WX_PAY asked for a JSAPI payment: agents pay in a system browser (H5 or Native). */
  WECHAT_BROWSER_UNSUPPORTED: '开户预存请在系统浏览器中支付',
  /** The captcha threads are all busy and the queue full (or the app is closing). */
  CAPTCHA_BUSY: '验证码获取繁忙，请稍后点击图片刷新',
  NO_FEE: '该套餐无需支付',
  FEE_MISMATCH: '支付金额有误，请重新进入支付页面',
  ORDER_MISSING: '订单不存在',
  ALI_PAY_UNSUPPORTED: '暂不支持支付宝支付',
  ACCEPTOR_REQUIRED: '受理工号不能为空',
  ACCEPTOR_NOT_SELF: '受理工号与当前登录工号不一致，请重新登录后办理',
  NAME_ID_MISMATCH: '客户姓名与证件号码不一致，请核对后重新输入',
  SCAN_LOGIN_FIRST: '请先登录代理商账号，登录后继续扫码开卡',
  SCAN_LINK_INVALID: '二维码无效，请让代理商重新生成',
  PAY_KIND_FAILED: '支付方式查询失败，请检查网络后重新查询',
  /** The fund pool cannot pay this fee: shown on the payment page until it can. */
  FUND_POOL_TOO_LOW_HINT: '资金池余额不足以支付本次开户预存，请联系渠道管理员充值后再支付',
} as const;

/** A password is sent as typed, spaces and all: only an empty one is refused. */
const checkAgentPassword: FieldCheck = (value) => (value === '' ? AgentMessage.PASSWORD_REQUIRED : null);

/**
 * Step 0's number: with neither it nor the card's last digits typed the spec asks for one of them;
 * otherwise it must be a mobile number (the card alone does not do).
 */
function checkOpeningPhone(phone: string, values: { cardLast7?: unknown }): string | null {
  const trimmed = phone.trim();
  const cardLast7 = typeof values.cardLast7 === 'string' ? values.cardLast7.trim() : '';
  if (!trimmed && !cardLast7) {
    return AgentMessage.PHONE_OR_CARD_REQUIRED;
  }
  return isMobilePhone(trimmed) ? null : AgentMessage.PHONE_INVALID;
}

const checkCardLast7: FieldCheck = (value) => (value.trim().length === CARD_LAST_DIGITS ? null : AgentMessage.CARD_LENGTH_WRONG);

/** The customer's other number is optional; one that is typed must be a mobile number. */
const checkContactPhone: FieldCheck = (value) => {
  const trimmed = value.trim();
  return !trimmed || isMobilePhone(trimmed) ? null : AgentMessage.CONTACT_INVALID;
};

/** The agent forms' checks, in the spec's words: the login (work number, password, captcha) and step 0 of the opening. */
export const AgentCheck = {
  ACCOUNT: checkRequired(AgentMessage.ACCOUNT_REQUIRED),
  PASSWORD: checkAgentPassword,
  CAPTCHA: checkRequired(AgentMessage.CAPTCHA_REQUIRED),
  OPENING_PHONE: checkOpeningPhone,
  CARD_LAST7: checkCardLast7,
  CONTACT_PHONE: checkContactPhone,
} as const;

/**
 * The spec's nine partner no-code login pages, by channel prefix: `/<prefix>LoginWithoutCodeForWechatAgent`
 * (Hgxh: `/HgxhLoginWithoutCodeForPc`). Which agent a prefix logs in is the console's 渠道管理.
 */
export const PARTNER_CHANNELS = ['Dx', 'Yh', 'Sw', 'ph', 'Cy', 'Yy', 'Zn', 'Zy', 'Hgxh'] as const;
export type PartnerChannel = (typeof PARTNER_CHANNELS)[number];

/** The page a partner channel's links open. */
export function partnerLoginPath(channel: PartnerChannel): string {
  return channel === 'Hgxh' ? '/HgxhLoginWithoutCodeForPc' : `/${channel}LoginWithoutCodeForWechatAgent`;
}

/**
 * A partner link carries `ts` (unix seconds), `nonce` and `sig`: the lowercase hex HMAC-SHA256 of
 * `<channel>|<ts>|<nonce>` under the channel's secret. It is accepted this long either side of the
 * server's clock, and each nonce once.
 */
export const PARTNER_LINK_MAX_AGE_SECONDS = 300;
export const PARTNER_NONCE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
export const PARTNER_SIGNATURE_PATTERN = /^[0-9a-f]{64}$/;

/** Why a partner link is refused (the page shows it). */
export const PartnerLinkMessage = {
  UNSIGNED: '链接无效，请从合作方页面重新进入',
  UNKNOWN_CHANNEL: '该渠道暂未开通，请联系渠道管理员',
  DISABLED: '该渠道已停用，请联系渠道管理员',
  EXPIRED: '链接已过期，请从合作方页面重新进入',
  BAD_SIGNATURE: '链接校验失败，请从合作方页面重新进入',
  USED: '链接已使用，请从合作方页面重新进入',
} as const;

/** Where an agent's opening stands (开卡记录): steps not finished, submitted and awaiting the audit, or audited. */
export const OPENING_STATES = ['unfinished', 'pending', 'passed', 'failed'] as const;
export type OpeningState = (typeof OPENING_STATES)[number];

export const OPENING_STATE_TEXT: Record<OpeningState, string> = {
  unfinished: '未完成',
  pending: '待审核',
  passed: '审核通过',
  failed: '审核未通过',
};

/** Records per page of 开卡记录. */
export const AGENT_OPENINGS_PAGE_SIZE = 20;
/** How many months back 开卡记录 reaches (this month and the eleven before it). */
export const AGENT_OPENINGS_MONTHS = 12;
/** The longest range 开卡记录 answers at once, in China days, both ends counted. */
export const AGENT_OPENINGS_MAX_DAYS = 92;
/** The range asked when none is given: the last thirty China days, today included. */
export const AGENT_OPENINGS_DEFAULT_DAYS = 30;

/** 开卡记录's refusals of a range: the page's form and the server refuse with the same text. */
export const AgentOpeningsMessage = {
  FROM_REQUIRED: '请选择开始日期',
  TO_REQUIRED: '请选择结束日期',
  DATE_INVALID: '日期格式错误',
  REVERSED: '开始日期不能晚于结束日期',
  TOO_LONG: `查询区间不能超过${AGENT_OPENINGS_MAX_DAYS}天`,
  FUTURE: '结束日期不能晚于今天',
  OUT_OF_RANGE: `只能查询近${AGENT_OPENINGS_MONTHS}个月的开卡记录`,
  PAGE_INVALID: '页码格式错误',
} as const;
/** The range's own rules (the clock's, today and the last twelve months, are the server's): from on or before to, at most AGENT_OPENINGS_MAX_DAYS. */
export function checkOpeningsRange(from: string, to: string): string | null {
  if (!isChinaDate(from) || !isChinaDate(to)) {
    return AgentOpeningsMessage.DATE_INVALID;
  }
  const days = chinaDaysBetween(from, to);
  if (days < 0) {
    return AgentOpeningsMessage.REVERSED;
  }
  return days + 1 > AGENT_OPENINGS_MAX_DAYS ? AgentOpeningsMessage.TOO_LONG : null;
}

/** The first China day 开卡记录 reaches from today (YYYY-MM-DD): the 1st of the month AGENT_OPENINGS_MONTHS - 1 before today's. */
export function firstOpeningsDate(today: string): string {
  const month = monthBefore(`${today.slice(0, 4)}${today.slice(5, 7)}`, AGENT_OPENINGS_MONTHS - 1);
  return `${month.slice(0, 4)}-${month.slice(4, 6)}-01`;
}

/** The range's rules of the clock: it ends by today (the server's China date) and begins within the last twelve months. */
export function checkOpeningsReach(from: string, to: string, today: string): string | null {
  if (to > today) {
    return AgentOpeningsMessage.FUTURE;
  }
  return from < firstOpeningsDate(today) ? AgentOpeningsMessage.OUT_OF_RANGE : null;
}

export const AgentOpeningsCheck = {
  FROM: checkPattern(AgentOpeningsMessage.FROM_REQUIRED, AgentOpeningsMessage.DATE_INVALID, isChinaDate),
  TO: checkPattern(AgentOpeningsMessage.TO_REQUIRED, AgentOpeningsMessage.DATE_INVALID, isChinaDate),
};

/**
 * What the agent can do about an opening the audit refused: the number was suspended and is no
 * longer real-name (the operator rule) until the customer registers again at a store.
 */
export const OPENING_REFUSED_NEXT_STEP =
  '号码已停机。请联系客户携带本人身份证到营业厅重新办理实名登记，登记后号码恢复使用；如需另开新号，请与客户核对证件后重新开卡。';

/** The page each flow of the opening runs on, where 继续办理 resumes it (the virtual operator's entry from the agent home). */
export const OPENING_FLOW_PATH: Record<ApplyEvent, string> = {
  OpenCard: '/OpenCard',
  VnoOpenCard: '/VnoOpenCard?title=1',
  OnlineOpenCard: '/OnlineOpenCard',
};

/** Where an unfinished opening resumes (the flow's resume: a fee still owed is paid first, then the agreement, the photo, the real-name check). */
export const OPENING_RESUME_POINTS = ['payment', 'agreement', 'photo', 'realName'] as const;
export type OpeningResumePoint = (typeof OPENING_RESUME_POINTS)[number];

export const OPENING_RESUME_TEXT: Record<OpeningResumePoint, string> = {
  payment: '支付开卡费',
  agreement: '签署入网协议',
  photo: '拍摄人证合照',
  realName: '客户实名认证',
};

/** Where a recorded opening resumes, as the flow decides it (open-card-flow-reducer's resumeTargetOf). */
export function openingResumePointOf(record: { openCardLocation: number; sumFeeFen: number; rechargeFlag: string }): OpeningResumePoint {
  if (record.openCardLocation <= OpenCardStep.PACKAGE) {
    return record.openCardLocation === OpenCardStep.PACKAGE && record.sumFeeFen > 0 && record.rechargeFlag !== RechargeFlag.FINISH ? 'payment' : 'agreement';
  }
  return record.openCardLocation === OpenCardStep.PHOTO ? 'photo' : record.openCardLocation >= OpenCardStep.REAL_NAME ? 'realName' : 'agreement';
}
