import { randomBytes } from 'node:crypto';
import { ConsentPurpose } from '@hall/contract/consent';
import {
  AgentMessage,
  BELONG_CODE,
  findOfferRefusal,
  LOGIN_SUCCESS_FLAG,
  MAX_NUMBERS_PER_ID,
  NUMBER_QUERY_SUCCESS,
  PayKind,
  REAL_NAME_TTL_SECONDS,
  RechargeFlag,
  SIGN_TTL_SECONDS,
  CAPTCHA_TTL_SECONDS,
  type ApplyEvent,
} from '@hall/contract/agent/rules';
import type { AgentProfile, Offer, OpenCardRecord } from '@hall/contract/agent/schemas';
import type { OperationName } from '@hall/contract/endpoints';
import type { OperationOutput, OperationRequest } from '@hall/contract/schemas';
import { verify } from '@node-rs/argon2';
import { Resvg } from '@resvg/resvg-js';
import sanitizeHtml from 'sanitize-html';
import svgCaptcha from 'svg-captcha';
import type { AgentOffer, StockCard } from '../../boss/boss.ts';
import type { AppDeps } from '../../deps.ts';
import {
  consumeAgentLoginTicket,
  createAgentLoginTicket,
  createAgentSession,
  findAgentByWorkNo,
  type AuthenticatedAgent,
} from '../../platform/agent-sessions.ts';
import { ApiError, invalid } from '../../platform/api-error.ts';
import { recordConsent } from '../../platform/consents.ts';
import { readImageDataUrl } from '../../platform/image-upload.ts';
import type { BinaryReply } from '../../platform/operations.ts';
import { openStoredBytes, sealBytes } from '../../platform/sealed-data.ts';
import { PaymentRejectedError, type PaymentNotification } from '../../providers/wechat-pay/wechat-pay.ts';
import { areEqualSecrets, createRandomToken, hashShortCode, hashToken } from '../../platform/secrets.ts';
import {
  consumeCaptcha,
  consumeRealNameCheck,
  debitFundPool,
  deleteOpenRecord,
  findDealerPayKind,
  findPayment,
  findRealNameCheck,
  findRecordByNumber,
  findRecordByUimId,
  findUpload,
  insertCaptcha,
  insertRealNameCheck,
  insertUpload,
  readFundPool,
  countPayments,
  findPendingWechatPayment,
  insertPayment,
  settleWechatPayment,
  recordSandboxCaptcha,
  updateRecord,
  upsertRecord,
  type OpenCardRecordRow,
} from './agent.repository.ts';

type Input<Name extends OperationName> = OperationRequest<Name>;
type Output<Name extends OperationName> = OperationOutput<Name>;

const FILE_PATH_PREFIX = '/api/gzh/files/';
/** The WeChat Pay notification handler of agent openings (registered in app.ts). */
export const AGENT_OPENING_NOTIFY_HANDLER = 'agentOpenCard';
/** WX_PAY's code for an opening that is paid already. */
const ALREADY_PAID_CODE = 2;
/** The code of a rejected submission that must restart from step 0. */
export const RESTART_CODE = -2;
const OK = { result: 'ok' as const };

const Refusal = {
  NOT_FOUND: '未查询到该号码，请核对后重新输入',
  OTHER_CHANNEL: '该号码不属于您所在渠道，无法开户',
  ALREADY_OPENED: '该号码已开户，请勿重复开户',
  LOCKED: '该号码状态异常，暂不能开户',
  CARD_MISMATCH: '卡号与号码不匹配，请核对后重新输入',
  PAY_FIRST: '请先完成支付',
  SIGN_FIRST: '请先完成入网协议签署',
  PHOTO_FIRST: '请先上传身份证与卡板合照',
  WRONG_ACCOUNT: '工号或密码错误',
  TICKET_GONE: '登录会话已失效，请重新登录',
  CAPTCHA_GONE: '验证码已失效，请点击图片刷新',
  CAPTCHA_WRONG: '验证码错误，请重新输入',
  UNKNOWN_WORK_NO: '工号不存在，请核对后重新输入',
  TOO_MANY_NUMBERS: `该证件名下号码已达${MAX_NUMBERS_PER_ID}个，不能再开户`,
  POOL_TOO_LOW: '资金池余额不足，请联系渠道管理员充值',
  POOL_NOT_ALLOWED: '本渠道不支持资金池支付',
  NO_FEE: '该套餐无需支付',
  FEE_MISMATCH: '支付金额有误，请重新进入支付页面',
  WECHAT_NOT_ALLOWED: '本渠道不支持微信支付',
  ALI_PAY: '暂不支持支付宝支付',
  ORDER_MISSING: '订单不存在',
  REAL_NAME_PENDING: '实名认证尚未完成，请完成实名认证',
  REAL_NAME_USED: '实名认证结果已使用，请重新实名',
  SIGN_EXPIRED: '签名已过期，请重新提交',
  UPLOAD_INVALID: '上传文件无效，请重新上传',
  IMAGE_INVALID: '图片格式错误',
} as const;

/** Cities of the lookup codes the sandbox knows; others open in the default region. */
const CITY_BY_CODE: Record<string, { province: string; city: string }> = {
  '200': { province: '广东', city: '广州' },
};

export function toProfile(agent: AuthenticatedAgent): AgentProfile {
  return {
    workName: agent.name,
    workNo: agent.workNo,
    loginName: agent.workNo,
    mobile: agent.mobile,
    channel: agent.channel,
    dealerName: agent.dealerName,
    dealerId: agent.dealerId,
    dealerMainId: agent.dealerMainId,
    defaultSaleKind: agent.defaultSaleKind,
    systemId: agent.systemId,
  };
}

function toRecord(row: OpenCardRecordRow): OpenCardRecord {
  return {
    applyEvent: row.applyEvent,
    belongCode: BELONG_CODE,
    uimId: row.uimId,
    dealerId: row.dealerId,
    dealerMainId: row.dealerMainId,
    cityCode: row.cityCode,
    serviceId: row.serviceId,
    resInstId: row.resInstId,
    uimResInstId: row.uimResInstId,
    prodOfferId: row.prodOfferId,
    prodOfferName: row.prodOfferName,
    ifCheckCard: row.ifCheckCard,
    serviceKind: row.serviceKind,
    acceptPerson: row.workNo,
    recordNumber: row.recordNumber,
    sumFee: row.sumFeeFen,
    rechargeFlag: row.rechargeFlag,
    outTradeNo: row.outTradeNo,
    openCardLocation: row.openCardLocation,
    netSignUrl: row.netSignUrl,
    TogetherUrl: row.togetherUrl,
    PayBackUrl: row.payBackUrl,
    sparePhone: row.sparePhone,
  };
}

function toOffer(offer: AgentOffer, workNo: string): Offer {
  return {
    prodOfferId: offer.id,
    prodOfferName: offer.name,
    sumFee: offer.sumFeeFen,
    prodofferdesc: sanitizeHtml(offer.descriptionHtml),
    ifCheckCard: offer.ifCheckCard,
    workNo,
  };
}

function createRecordNumber(now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `KH${stamp}${randomBytes(4).toString('hex').toUpperCase()}`;
}

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string }; code?: string } | undefined) ?? {};
  return cause.code === '23505' || cause.cause?.code === '23505';
}

export function createAgentService(deps: AppDeps) {
  const { db, boss } = deps;
  const captchaHash = (answer: string) => hashShortCode(deps.secretKey, 'agent-captcha', answer.toLowerCase());
  const signOf = (serviceId: string, workNo: string, timestamp: string) => hashShortCode(deps.secretKey, 'open-card-sign', serviceId, workNo, timestamp);

  /** The configured partner account of a fixed link's channel prefix. */
  const findPartnerAccount = (channel: string): { workNo: string; password: string } | null => {
    if (deps.config.PARTNER_AGENTS) {
      try {
        const accounts = JSON.parse(deps.config.PARTNER_AGENTS) as Record<string, { workNo?: unknown; password?: unknown }>;
        const account = accounts[channel];
        return account && typeof account.workNo === 'string' && typeof account.password === 'string'
          ? { workNo: account.workNo, password: account.password }
          : null;
      } catch {
        return null;
      }
    }
    return deps.providers.kind === 'sandbox' && /^[A-Za-z]{2,4}$/.test(channel) ? { workNo: 'P30001', password: deps.config.DEMO_AGENT_PASSWORD } : null;
  };

  const isPartnerLogin = (type: string | undefined) => type === 'partner';

  /** The dealer's own card of a number, or the refusal an agent of another channel sees. */
  const findOwnStockCard = async (agent: AuthenticatedAgent, phone: string): Promise<StockCard> => {
    const card = await boss.findStockCardByPhone(phone);
    if (!card) {
      throw invalid(Refusal.NOT_FOUND);
    }
    if (card.dealerId !== agent.dealerId) {
      throw invalid(Refusal.OTHER_CHANNEL);
    }
    return card;
  };

  const findOwnOpenRecord = async (agent: AuthenticatedAgent, recordNumber: string, serviceId: string, missing: string) => {
    const record = await findRecordByNumber(db, recordNumber);
    if (!record || record.dealerId !== agent.dealerId || record.serviceId !== serviceId || record.status !== 'open') {
      throw invalid(missing);
    }
    return record;
  };

  const readUploadReference = async (agent: AuthenticatedAgent, uimId: string, reference: string | undefined, kind: 'signature' | 'together') => {
    if (!reference) {
      return '';
    }
    const upload = await findUpload(db, reference.slice(FILE_PATH_PREFIX.length));
    if (!upload || upload.dealerId !== agent.dealerId || upload.uimId !== uimId || upload.kind !== kind) {
      throw invalid(Refusal.UPLOAD_INVALID);
    }
    return reference;
  };

  const storeImage = async (agent: AuthenticatedAgent, uimId: string, image: string, kind: 'signature' | 'together') => {
    const record = await findRecordByUimId(db, uimId);
    if (!record || record.dealerId !== agent.dealerId || record.status !== 'open') {
      throw invalid(AgentMessage.RECORD_MISSING);
    }
    const upload = readImageDataUrl(image);
    if (!upload) {
      throw invalid(Refusal.IMAGE_INVALID);
    }
    const id = createRandomToken();
    const now = deps.now();
    await db.transaction(async (tx) => {
      if (kind === 'together') {
        // The customer holding their ID card: agreed to on the agent's screen before the photo.
        await recordConsent(tx, { purpose: ConsentPurpose.ID_PHOTO, subjectRef: uimId, agent, at: now });
      }
      // Stored sealed: a copy of the database shows no signature and no ID photo.
      await insertUpload(tx, {
        id,
        dealerId: agent.dealerId,
        workNo: agent.workNo,
        uimId,
        kind,
        mime: upload.mimeType,
        contentBase64: sealBytes(deps.secretKey, upload.bytes),
        createdAt: now,
      });
    });
    return { url: `${FILE_PATH_PREFIX}${id}` };
  };

  const startRealName = async (agent: AuthenticatedAgent, input: Input<'GET_URL'>): Promise<Output<'GET_URL'>> => {
    const record = await findOwnOpenRecord(agent, input.recordNumber, input.serviceId, AgentMessage.RECORD_MISSING);
    if (record.sumFeeFen > 0 && record.rechargeFlag !== RechargeFlag.FINISH) {
      throw invalid(Refusal.PAY_FIRST);
    }
    if (record.openCardLocation < 4 || !record.netSignUrl) {
      throw invalid(Refusal.SIGN_FIRST);
    }
    if (record.ifCheckCard === 1 && !record.togetherUrl) {
      throw invalid(Refusal.PHOTO_FIRST);
    }
    const now = deps.now();
    const bizNo = `RN${createRandomToken()
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 28)}`;
    const token = createRandomToken();
    await db.transaction(async (tx) => {
      await recordConsent(tx, { purpose: ConsentPurpose.FACE_CHECK, subjectRef: bizNo, agent, at: now });
      await insertRealNameCheck(tx, {
        bizNo,
        tokenHash: hashToken(token),
        dealerId: agent.dealerId,
        workNo: agent.workNo,
        serviceId: record.serviceId,
        recordNumber: record.recordNumber,
        createdAt: now,
        expiresAt: new Date(now.getTime() + REAL_NAME_TTL_SECONDS * 1000),
      });
    });
    const { url } = await deps.providers.realName.start({ bizNo, serviceId: record.serviceId, returnUrl: input.returnUrl });
    return { token, biz_no: bizNo, url };
  };

  /** The real-name check of this dealer's opening, with the provider's result. */
  const readRealName = async (agent: AuthenticatedAgent, bizNo: string, recordNumber: string) => {
    const check = await findRealNameCheck(db, bizNo, agent.dealerId);
    if (!check || check.recordNumber !== recordNumber || check.expiresAt <= deps.now()) {
      throw invalid('实名认证记录不存在或已过期，请重新实名');
    }
    return { check, result: await deps.providers.realName.getResult(bizNo) };
  };

  const ensureOwnerMayHoldAnother = async (identityCode: string) => {
    if ((await boss.countNumbersOfOwner(identityCode)) >= MAX_NUMBERS_PER_ID) {
      throw invalid(Refusal.TOO_MANY_NUMBERS);
    }
  };

  return {
    createCaptchaImage: async (randomStr: string): Promise<BinaryReply> => {
      const captcha = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0oO1iIlL', color: true, background: '#f2f3f5', width: 120, height: 44 });
      await insertCaptcha(db, hashToken(randomStr), captchaHash(captcha.text), new Date(deps.now().getTime() + CAPTCHA_TTL_SECONDS * 1000));
      if (deps.providers.kind === 'sandbox') {
        await recordSandboxCaptcha(db, randomStr, captcha.text);
      }
      const png = new Resvg(captcha.data, { fitTo: { mode: 'width', value: 240 } }).render().asPng();
      return { contentType: 'image/png', body: Buffer.from(png) };
    },

    getSession: async (input: Input<'GET_SESSION'>): Promise<Output<'GET_SESSION'>> => {
      const workNo = isPartnerLogin(input.Type) ? findPartnerAccount(input.workNo)?.workNo : input.workNo;
      const agent = workNo ? await findAgentByWorkNo(db, workNo) : null;
      if (!agent) {
        throw invalid(Refusal.UNKNOWN_WORK_NO);
      }
      return { thirdSession: await createAgentLoginTicket(db, agent.workNo, deps.now()), workNo: agent.workNo };
    },

    logIn: async (input: Input<'AGENT_LOGIN'>): Promise<Output<'AGENT_LOGIN'>> => {
      const now = deps.now();
      const partner = isPartnerLogin(input.type) ? findPartnerAccount(input.workNo) : null;
      if (isPartnerLogin(input.type) && !partner) {
        throw invalid(Refusal.UNKNOWN_WORK_NO);
      }
      const workNo = partner?.workNo ?? input.workNo;
      if (!(await consumeAgentLoginTicket(db, workNo, input.thirdSession, now))) {
        throw invalid(Refusal.TICKET_GONE);
      }
      if (!partner) {
        const answerHash = await consumeCaptcha(db, hashToken(input.randomStr), now);
        if (!answerHash) {
          throw invalid(Refusal.CAPTCHA_GONE);
        }
        if (!areEqualSecrets(answerHash, captchaHash(input.code))) {
          throw invalid(Refusal.CAPTCHA_WRONG);
        }
      }
      const agent = await findAgentByWorkNo(db, workNo);
      const password = partner?.password ?? input.passWord;
      if (!agent || !(await verify(agent.passwordHash, password).catch(() => false))) {
        throw invalid(Refusal.WRONG_ACCOUNT);
      }
      const token = await createAgentSession(db, agent.workNo, now);
      return { flag: LOGIN_SUCCESS_FLAG, message: '登录成功', token, profile: toProfile(agent) };
    },

    queryNumber: async (agent: AuthenticatedAgent, input: Input<'SIM_OR_SERVICE_ID_QUERY'>, ip: string): Promise<Output<'SIM_OR_SERVICE_ID_QUERY'>> => {
      const card = await findOwnStockCard(agent, input.iccidOrServiceId);
      if (card.status === 'opened') {
        throw invalid(Refusal.ALREADY_OPENED);
      }
      const existing = await findRecordByUimId(db, card.iccid);
      const city = await deps.providers.ipCity.resolve(ip);
      return {
        code: NUMBER_QUERY_SUCCESS,
        cardNo: card.iccid,
        phoneNum: card.phone,
        prodOfferId: existing?.prodOfferId ?? card.offerId,
        recordNumber: existing?.recordNumber ?? createRecordNumber(deps.now()),
        cityCode: city.cityCode,
        cityName: city.cityName,
      };
    },

    queryRecord: async (agent: AuthenticatedAgent, uimId: string): Promise<Output<'QUERY_OPEN_CARD_LOCATION'>> => {
      const record = await findRecordByUimId(db, uimId);
      return { record: record && record.dealerId === agent.dealerId && record.status === 'open' ? toRecord(record) : null };
    },

    saveRecord: async (agent: AuthenticatedAgent, input: Input<'ADD_OPEN_CARD_LOCATION'>): Promise<OpenCardRecord> => {
      const card = await findOwnStockCard(agent, input.serviceId);
      if (card.iccid !== input.uimId) {
        throw invalid(Refusal.CARD_MISMATCH);
      }
      if (card.status !== 'available') {
        throw invalid(card.status === 'opened' ? Refusal.ALREADY_OPENED : Refusal.LOCKED);
      }
      const existing = await findRecordByUimId(db, card.iccid);
      if (existing && existing.dealerId !== agent.dealerId) {
        throw invalid(Refusal.OTHER_CHANNEL);
      }
      const isPaid = existing?.rechargeFlag === RechargeFlag.FINISH;
      const offerId = isPaid && existing ? existing.prodOfferId : input.prodOfferId;
      const defaultOffer = await boss.findOffer(card.offerId);
      const offer = await boss.findOffer(offerId);
      const isOfferOfNumber =
        offer !== null &&
        (offer.id === card.offerId || (input.applyEvent === 'VnoOpenCard' && offer.isChangeable && offer.systemId === defaultOffer?.systemId));
      if (!offer || !isOfferOfNumber) {
        throw invalid(AgentMessage.OFFER_FAILED);
      }
      const applyEvent: ApplyEvent = input.applyEvent;
      if (applyEvent !== 'VnoOpenCard') {
        const refusal = findOfferRefusal(agent.systemId, offer.id);
        if (refusal) {
          throw invalid(refusal);
        }
      }
      const hasFee = offer.sumFeeFen > 0;
      let location = input.openCardLocation;
      let flag: OpenCardRecord['rechargeFlag'];
      if (!hasFee) {
        flag = RechargeFlag.NO_PAY;
      } else if (isPaid) {
        flag = RechargeFlag.FINISH;
        location = Math.max(location, 2);
      } else {
        if (location > 1) {
          throw invalid(Refusal.PAY_FIRST);
        }
        flag = RechargeFlag.START;
      }
      const netSignUrl = (await readUploadReference(agent, card.iccid, input.netSignUrl, 'signature')) || existing?.netSignUrl || '';
      const togetherUrl = (await readUploadReference(agent, card.iccid, input.TogetherUrl, 'together')) || existing?.togetherUrl || '';
      if (location >= 3 && !netSignUrl) {
        throw invalid(AgentMessage.SIGNATURE_REQUIRED);
      }
      if (location === 4 && offer.ifCheckCard === 1 && !togetherUrl) {
        throw invalid(Refusal.PHOTO_FIRST);
      }
      const now = deps.now();
      const saved = await upsertRecord(db, {
        uimId: card.iccid,
        recordNumber: existing?.recordNumber ?? createRecordNumber(now),
        applyEvent,
        dealerId: agent.dealerId,
        dealerMainId: agent.dealerMainId,
        workNo: agent.workNo,
        cityCode: input.cityCode || existing?.cityCode || BELONG_CODE,
        serviceId: card.phone,
        resInstId: `SI${card.phone}`,
        uimResInstId: `UI${card.iccid.slice(-10)}`,
        prodOfferId: offer.id,
        prodOfferName: offer.name,
        ifCheckCard: offer.ifCheckCard,
        serviceKind: card.serviceKind,
        sumFeeFen: offer.sumFeeFen,
        rechargeFlag: flag,
        outTradeNo: existing?.outTradeNo ?? '',
        openCardLocation: location,
        netSignUrl,
        togetherUrl,
        payBackUrl: input.PayBackUrl ?? existing?.payBackUrl ?? '',
        sparePhone: input.sparePhone ?? existing?.sparePhone ?? '',
        status: 'open',
        createdAt: now,
        updatedAt: now,
      });
      return toRecord(saved);
    },

    deleteRecord: async (agent: AuthenticatedAgent, uimId: string) => {
      await deleteOpenRecord(db, uimId, agent.dealerId);
      return OK;
    },

    checkIccid: async (agent: AuthenticatedAgent, input: Input<'CHECK_ICCID'>) => {
      const card = await findOwnStockCard(agent, input.serviceId);
      if (!card.iccid.toUpperCase().endsWith(input.iccid.toUpperCase())) {
        throw invalid(Refusal.CARD_MISMATCH);
      }
      return OK;
    },

    checkPhoneValid: async (agent: AuthenticatedAgent, input: Input<'CHECK_PHONE_VALID'>): Promise<Output<'CHECK_PHONE_VALID'>> => {
      const card = await findOwnStockCard(agent, input.serviceId);
      if (card.iccid !== input.uimId) {
        throw invalid(Refusal.CARD_MISMATCH);
      }
      if (card.status !== 'available') {
        throw invalid(card.status === 'opened' ? Refusal.ALREADY_OPENED : Refusal.LOCKED);
      }
      return { uimId: card.iccid, serviceInstId: `SI${card.phone}`, uimInstId: `UI${card.iccid.slice(-10)}`, serviceKind: card.serviceKind };
    },

    checkChannel: async (agent: AuthenticatedAgent, serviceId: string) => {
      await findOwnStockCard(agent, serviceId);
      return OK;
    },

    checkCommon: async (agent: AuthenticatedAgent, serviceId: string) => {
      const card = await findOwnStockCard(agent, serviceId);
      if (card.status !== 'available') {
        throw invalid(card.status === 'opened' ? Refusal.ALREADY_OPENED : Refusal.LOCKED);
      }
      return OK;
    },

    checkOffer: async (agent: AuthenticatedAgent, input: Input<'CHECK_OFFER_NAME'>): Promise<Output<'CHECK_OFFER_NAME'>> => {
      const card = await findOwnStockCard(agent, input.serviceId);
      const offer = await boss.findOffer(card.offerId);
      if (!offer) {
        throw invalid(AgentMessage.OFFER_FAILED);
      }
      const changeable = input.type === 1 ? await boss.listChangeableOffers(offer.systemId) : [];
      return {
        offer: toOffer(offer, agent.workNo),
        list: changeable.filter((item) => item.id !== offer.id).map((item) => toOffer(item, agent.workNo)),
      };
    },

    uploadSignature: (agent: AuthenticatedAgent, input: Input<'SIGNATURE_UPLOAD'>) => storeImage(agent, input.uimId, input.image, 'signature'),
    uploadTogetherPhoto: (agent: AuthenticatedAgent, input: Input<'UPLOAD_CARD'>) => storeImage(agent, input.uimId, input.image, 'together'),

    /** An uploaded image, only for agents of the dealer that uploaded it. */
    readUpload: async (agent: AuthenticatedAgent, id: string): Promise<{ mime: string; bytes: Buffer } | null> => {
      const upload = await findUpload(db, id);
      if (!upload || upload.dealerId !== agent.dealerId) {
        return null;
      }
      const bytes = openStoredBytes(deps.secretKey, upload.contentBase64, 'base64');
      return bytes ? { mime: upload.mime, bytes } : null;
    },

    startRealName,

    readRealNameResult: async (agent: AuthenticatedAgent, input: Input<'GET_SIMPLE_OR_CARD_NUM'>): Promise<Output<'GET_SIMPLE_OR_CARD_NUM'>> => {
      const { check, result } = await readRealName(agent, input.bizId, input.recordNumber);
      if (input.token && !areEqualSecrets(check.tokenHash, hashToken(input.token))) {
        throw invalid('实名认证记录不存在或已过期，请重新实名');
      }
      if (result.status === 'pending') {
        throw invalid(Refusal.REAL_NAME_PENDING);
      }
      const isIdentityRead = result.status !== 'id_failed';
      return {
        cardNum: {
          success: isIdentityRead,
          front: '',
          back: '',
          address: isIdentityRead ? result.address : '',
          confirmName: isIdentityRead ? result.customerName : '',
          confirmIdcardNumber: isIdentityRead ? result.idNumber : '',
          message: isIdentityRead ? '' : '身份证识别失败，请重新拍摄身份证',
        },
        simple: {
          success: result.status === 'passed',
          image: '',
          message: result.status === 'passed' ? '' : result.status === 'face_failed' ? '人脸比对不通过' : '',
        },
      };
    },

    checkIdentityCode: async (identityCode: string) => {
      await ensureOwnerMayHoldAnother(identityCode);
      return OK;
    },

    createSign: (agent: AuthenticatedAgent, serviceId: string): Output<'QUERY_SIGN'> => {
      const timestamp = String(deps.now().getTime());
      return { sign: signOf(serviceId, agent.workNo, timestamp), timestamp };
    },

    submit: async (agent: AuthenticatedAgent, input: Input<'DO_SUBMIT'>): Promise<Output<'DO_SUBMIT'>> => {
      const record = await findRecordByUimId(db, input.uimId);
      if (!record || record.dealerId !== agent.dealerId || record.serviceId !== input.serviceId || record.recordNumber !== input.recordNumber) {
        throw new ApiError(RESTART_CODE, AgentMessage.RECORD_MISSING);
      }
      const offer = await boss.findOffer(record.prodOfferId);
      if (record.status === 'done') {
        return { code: 0, msg: AgentMessage.SUBMITTED, serviceId: record.serviceId, packageName: offer?.name ?? record.prodOfferName };
      }
      const age = deps.now().getTime() - Number(input.timestamp);
      if (!areEqualSecrets(input.sign, signOf(input.serviceId, agent.workNo, input.timestamp)) || age < 0 || age > SIGN_TTL_SECONDS * 1000) {
        throw invalid(Refusal.SIGN_EXPIRED);
      }
      if (record.sumFeeFen > 0 && record.rechargeFlag !== RechargeFlag.FINISH) {
        throw new ApiError(RESTART_CODE, Refusal.PAY_FIRST);
      }
      if (record.openCardLocation < 4 || !record.netSignUrl || (record.ifCheckCard === 1 && !record.togetherUrl)) {
        throw new ApiError(RESTART_CODE, Refusal.SIGN_FIRST);
      }
      const { result } = await readRealName(agent, input.bizId, record.recordNumber);
      if (result.status !== 'passed') {
        throw invalid(result.status === 'face_failed' ? AgentMessage.FACE_FAILED : AgentMessage.IDENTITY_FAILED);
      }
      if (result.customerName !== input.customerName || result.idNumber.toUpperCase() !== input.identityCode.toUpperCase()) {
        throw invalid(AgentMessage.IDENTITY_FAILED);
      }
      await ensureOwnerMayHoldAnother(result.idNumber);
      if (!(await consumeRealNameCheck(db, input.bizId, deps.now()))) {
        throw invalid(Refusal.REAL_NAME_USED);
      }
      const place = CITY_BY_CODE[record.cityCode] ?? { province: '广东', city: '广州' };
      const isOpened = await boss.openNumber({
        iccid: record.uimId,
        phone: record.serviceId,
        packageId: offer?.packageId ?? 'PKG_STD_A',
        ownerName: result.customerName,
        idNumber: result.idNumber,
        province: place.province,
        city: place.city,
        balanceFen: record.sumFeeFen,
        serviceKind: record.serviceKind,
      });
      if (!isOpened) {
        throw new ApiError(RESTART_CODE, Refusal.ALREADY_OPENED);
      }
      await updateRecord(db, record.uimId, {
        status: 'done',
        reviewStatus: 'pending',
        customerName: `${result.customerName.slice(0, 1)}**`,
        idNumberMasked: `${result.idNumber.slice(0, 4)}**********${result.idNumber.slice(-4)}`,
        updatedAt: deps.now(),
      });
      return { code: 0, msg: AgentMessage.SUBMITTED, serviceId: record.serviceId, packageName: offer?.name ?? record.prodOfferName };
    },

    readPayKind: async (agent: AuthenticatedAgent, phone: string): Promise<Output<'GET_PAY_KIND'>> => {
      const card = await findOwnStockCard(agent, phone);
      const payKind = (await findDealerPayKind(db, card.dealerId)) === PayKind.WECHAT ? PayKind.WECHAT : PayKind.FUND_POOL;
      return { payKind };
    },

    payFromFundPool: async (agent: AuthenticatedAgent, input: Input<'FUND_POOL_RECHARGE'>): Promise<Output<'FUND_POOL_RECHARGE'>> => {
      const record = await findOwnOpenRecord(agent, input.recordNumber, input.service_id, AgentMessage.PAY_DATA_MISSING);
      if ((await findDealerPayKind(db, agent.dealerId)) !== PayKind.FUND_POOL) {
        throw invalid(Refusal.POOL_NOT_ALLOWED);
      }
      if (record.rechargeFlag === RechargeFlag.FINISH) {
        return { code: 0, outTradeNo: record.outTradeNo, balanceFen: await readFundPool(db, agent.dealerId) };
      }
      if (record.sumFeeFen === 0) {
        throw invalid(Refusal.NO_FEE);
      }
      if (input.pay_fee !== undefined && input.pay_fee !== record.sumFeeFen) {
        throw invalid(Refusal.FEE_MISMATCH);
      }
      const outTradeNo = `FP${record.recordNumber}`;
      try {
        const balance = await debitFundPool(db, {
          dealerId: agent.dealerId,
          amountFen: record.sumFeeFen,
          outTradeNo,
          recordNumber: record.recordNumber,
          uimId: record.uimId,
          workNo: agent.workNo,
          now: deps.now(),
        });
        if (balance === null) {
          throw invalid(Refusal.POOL_TOO_LOW);
        }
        return { code: 0, outTradeNo, balanceFen: balance };
      } catch (error) {
        // A concurrent retry of the same opening paid first: answer its payment, never a second one.
        if (isUniqueViolation(error) && (await findPayment(db, outTradeNo))) {
          return { code: 0, outTradeNo, balanceFen: await readFundPool(db, agent.dealerId) };
        }
        throw error;
      }
    },

    payByWechat: async (agent: AuthenticatedAgent, input: Input<'WX_PAY'>): Promise<Output<'WX_PAY'>> => {
      const record = await findOwnOpenRecord(agent, input.recordNumber, input.phone, AgentMessage.PAY_DATA_MISSING);
      if ((await findDealerPayKind(db, agent.dealerId)) !== PayKind.WECHAT) {
        throw invalid(Refusal.WECHAT_NOT_ALLOWED);
      }
      if (record.rechargeFlag === RechargeFlag.FINISH) {
        return { code: ALREADY_PAID_CODE, outtradeno: record.outTradeNo, outTradeNo: record.outTradeNo, form: '' };
      }
      if (record.sumFeeFen === 0) {
        throw invalid(Refusal.NO_FEE);
      }
      if (input.amount !== undefined && input.amount !== record.sumFeeFen) {
        throw invalid(Refusal.FEE_MISMATCH);
      }
      const now = deps.now();
      // Paying again reuses the pending order; after a failed one a new order number is made.
      const pending = await findPendingWechatPayment(db, record.recordNumber);
      const outTradeNo = pending?.outTradeNo ?? `W${record.recordNumber}${String(await countPayments(db, record.recordNumber)).padStart(2, '0')}`;
      if (!pending) {
        await insertPayment(db, {
          outTradeNo,
          recordNumber: record.recordNumber,
          uimId: record.uimId,
          dealerId: agent.dealerId,
          payKind: PayKind.WECHAT,
          amountFen: record.sumFeeFen,
          status: 'pending',
          createdAt: now,
        });
      }
      await updateRecord(db, record.uimId, { outTradeNo, rechargeFlag: RechargeFlag.START, openCardLocation: 1, updatedAt: now });
      const { cashierUrl } = await deps.providers.wechatPay.createOrder({
        outTradeNo,
        amountFen: record.sumFeeFen,
        description: `号码${record.serviceId}开户预存`,
        notifyHandler: AGENT_OPENING_NOTIFY_HANDLER,
        returnUrl: input.returnUrl ?? '/WxQuery',
      });
      return { code: 1, outtradeno: outTradeNo, outTradeNo, form: cashierUrl };
    },

    /** WeChat Pay's notification of an opening fee: amount checked, settled once. */
    settleWechatNotification: async (payment: PaymentNotification): Promise<void> => {
      const order = await findPayment(db, payment.outTradeNo);
      if (!order || order.payKind !== PayKind.WECHAT) {
        throw new PaymentRejectedError('unknown opening payment');
      }
      if (order.amountFen !== payment.amountFen) {
        throw new PaymentRejectedError(`amount ${payment.amountFen} differs from the payment's ${order.amountFen}`);
      }
      await settleWechatPayment(db, payment.outTradeNo, payment.state === 'SUCCESS', deps.now());
    },

    queryOrder: async (agent: AuthenticatedAgent, outTradeNo: string): Promise<Output<'QUERY_ORDER_BY_OUT_TRADE_NO'>> => {
      let payment = await findPayment(db, outTradeNo);
      if (!payment || payment.dealerId !== agent.dealerId) {
        throw invalid(Refusal.ORDER_MISSING);
      }
      if (payment.status === 'pending' && payment.payKind === PayKind.WECHAT) {
        // A late or lost notification: ask WeChat Pay and settle through the same code.
        const order = await deps.providers.wechatPay.queryOrder(outTradeNo);
        if (order && (order.state === 'SUCCESS' || order.state === 'PAYERROR') && order.amountFen === payment.amountFen) {
          await settleWechatPayment(db, outTradeNo, order.state === 'SUCCESS', deps.now());
          payment = (await findPayment(db, outTradeNo)) ?? payment;
        }
      }
      const tradeState = payment.status === 'paid' ? 'SUCCESS' : payment.status === 'failed' ? 'PAYERROR' : 'NOTPAY';
      return { outTradeNo, tradeState, isPaid: payment.status === 'paid' };
    },

    refuseAliPay: async (): Promise<never> => {
      throw invalid(Refusal.ALI_PAY);
    },

    readSaleResource: async (agent: AuthenticatedAgent, id: string): Promise<Output<'GET_ONLINE_SALE_RESOURCE'>> => {
      const card = await boss.findStockCardBySaleResource(id);
      if (!card || card.dealerId !== agent.dealerId) {
        throw invalid(AgentMessage.LINK_DATA_MISSING);
      }
      if (card.status === 'opened') {
        throw invalid(Refusal.ALREADY_OPENED);
      }
      return { serviceId: card.phone, cardNo: card.iccid, loginName: agent.workNo, workNo: agent.workNo };
    },
  };
}

export type AgentService = ReturnType<typeof createAgentService>;
