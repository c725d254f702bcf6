import { randomBytes } from 'node:crypto';
import { AgreementKind } from '@hall/contract/agreements/rules';
import { CatalogueMessage } from '@hall/contract/console-catalogue/rules';
import { ReservationMessage } from '@hall/contract/number-pool/rules';
import { ConsentPurpose } from '@hall/contract/consent';
import {
  AgentCode,
  AgentMessage,
  BELONG_CODE,
  findOfferRefusal,
  MAX_NUMBERS_PER_ID,
  NUMBER_QUERY_SUCCESS,
  REAL_NAME_TTL_SECONDS,
  RechargeFlag,
  SIGN_TTL_SECONDS,
  type ApplyEvent,
} from '@hall/contract/agent/rules';
import type { Offer, OpenCardRecord } from '@hall/contract/agent/opening-schemas';
import type { OperationName } from '@hall/contract/endpoints';
import type { OperationOutput, OperationRequest } from '@hall/contract/schemas';
import sanitizeHtml from 'sanitize-html';
import type { AgentOffer, StockCard } from '../../boss/boss.ts';
import { hashOpeningIdentity } from '../../boss/openings-boss.ts';
import type { Executor } from '../../db/connection.ts';
import type { AppDeps } from '../../deps.ts';
import { findSignedAgreement, readCurrentAgreement, recordSignedAgreement, toAgreementText } from '../../domain/agreements.ts';
import { holdForOpening, openabilityFor, releaseAgentHold } from '../../domain/number-reservation.ts';
import type { AuthenticatedAgent } from '../../platform/agent-sessions.ts';
import { ApiError, invalid } from '../../platform/api-error.ts';
import { recordConsent } from '../../platform/consents.ts';
import { reencodeUploadedImage } from '../../platform/image-upload.ts';
import { openStoredBytes, sealBytes } from '../../platform/sealed-data.ts';
import { areEqualSecrets, createRandomToken, hashShortCode, hashToken } from '../../platform/secrets.ts';
import { findOwnOpenRecord, findOwnStockCard } from './open-card-record.ts';
import { deleteOpenRecord, findRecordByUimId, updateRecord, upsertRecord, type OpenCardRecordRow } from './open-card-record.repository.ts';
import { consumeRealNameCheck, findRealNameCheck, findUpload, insertRealNameCheck, insertUpload } from './opening.repository.ts';

// The agent's five-step opening: the number and its open-card record, the package, the signed
// agreement and the photo, the customer's real-name check, and the submission that opens the number.

type Input<Name extends OperationName> = OperationRequest<Name>;
type Output<Name extends OperationName> = OperationOutput<Name>;
type UploadKind = 'signature' | 'together';

/** Where uploads are served (the opening module's file route); records keep these paths. */
export const FILE_PATH_PREFIX = '/api/gzh/files/';
const OK = { result: 'ok' as const };

/** Cities of the lookup codes the sandbox knows; others open in the default region. */
const CITY_BY_CODE: Record<string, { province: string; city: string }> = {
  '200': { province: '广东', city: '广州' },
};

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
    systemId: offer.systemId,
  };
}

function createRecordNumber(now: Date): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  return `KH${stamp}${randomBytes(4).toString('hex').toUpperCase()}`;
}

/** The submission's signature over number, work number and time (QUERY_SIGN hands it out). */
function computeSign(deps: AppDeps, serviceId: string, workNo: string, timestamp: string): string {
  return hashShortCode(deps.secretKey, 'open-card-sign', serviceId, workNo, timestamp);
}

/**
 * Only a card in the dealer's stock opens: in stock, held by this agent (their reservation, a
 * member's one they took by its code, or their opening's hold), or reserved until a time that has
 * passed. Opened, reserved by someone else and retired are refused apart.
 */
function ensureCardOpenable(deps: AppDeps, agent: AuthenticatedAgent, card: StockCard): void {
  const openability = openabilityFor(card, agent.workNo, deps.now());
  if (openability === 'opened') {
    throw invalid(AgentMessage.NUMBER_ALREADY_OPENED);
  }
  if (openability === 'reservedByOther') {
    throw invalid(ReservationMessage.RESERVED_BY_OTHER);
  }
  if (openability === 'retired') {
    throw invalid(AgentMessage.NUMBER_LOCKED);
  }
}

/** An upload path a record may keep: one this dealer uploaded for this card, of this kind. */
async function readUploadReference(deps: AppDeps, agent: AuthenticatedAgent, uimId: string, reference: string | undefined, kind: UploadKind): Promise<string> {
  if (!reference) {
    return '';
  }
  const upload = await findUpload(deps.db, reference.slice(FILE_PATH_PREFIX.length));
  if (!upload || upload.dealerId !== agent.dealerId || upload.uimId !== uimId || upload.kind !== kind) {
    throw invalid(AgentMessage.UPLOAD_INVALID);
  }
  return reference;
}

async function storeImage(
  deps: AppDeps,
  agent: AuthenticatedAgent,
  uimId: string,
  image: string,
  kind: UploadKind,
  alsoRecord?: (tx: Executor, at: Date) => Promise<void>,
): Promise<{ url: string }> {
  const record = await findRecordByUimId(deps.db, uimId);
  if (!record || record.dealerId !== agent.dealerId || record.status !== 'open') {
    throw invalid(AgentMessage.RECORD_MISSING);
  }
  const upload = await reencodeUploadedImage(image);
  if (!upload) {
    throw invalid(AgentMessage.IMAGE_INVALID);
  }
  const id = createRandomToken();
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
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
    await alsoRecord?.(tx, now);
  });
  return { url: `${FILE_PATH_PREFIX}${id}` };
}

/** The real-name check of this dealer's opening, with the provider's result. */
async function readRealName(deps: AppDeps, agent: AuthenticatedAgent, bizNo: string, recordNumber: string) {
  const check = await findRealNameCheck(deps.db, bizNo, agent.dealerId);
  if (!check || check.recordNumber !== recordNumber || check.expiresAt <= deps.now()) {
    throw invalid(AgentMessage.REAL_NAME_GONE);
  }
  return { check, result: await deps.providers.realName.getResult(bizNo) };
}

async function ensureOwnerMayHoldAnother(deps: AppDeps, identityCode: string): Promise<void> {
  if ((await deps.boss.countNumbersOfOwner(identityCode)) >= MAX_NUMBERS_PER_ID) {
    throw invalid(AgentMessage.TOO_MANY_NUMBERS);
  }
}

/** SIM_OR_SERVICE_ID_QUERY: the dealer's number or card, its record number and the caller's city. */
export async function queryNumber(
  deps: AppDeps,
  agent: AuthenticatedAgent,
  input: Input<'SIM_OR_SERVICE_ID_QUERY'>,
  ip: string,
): Promise<Output<'SIM_OR_SERVICE_ID_QUERY'>> {
  const card = await findOwnStockCard(deps, agent, input.iccidOrServiceId);
  ensureCardOpenable(deps, agent, card);
  const existing = await findRecordByUimId(deps.db, card.iccid);
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
}

/** QUERY_OPEN_CARD_LOCATION: the dealer's open record of a card, or null. */
export async function readOpenRecord(deps: AppDeps, agent: AuthenticatedAgent, uimId: string): Promise<Output<'QUERY_OPEN_CARD_LOCATION'>> {
  const record = await findRecordByUimId(deps.db, uimId);
  return { record: record && record.dealerId === agent.dealerId && record.status === 'open' ? toRecord(record) : null };
}

/**
 * ADD_OPEN_CARD_LOCATION: saves the step reached. The offer must be the number's (or a changeable
 * one of its system) and one the agent's system may open; no step past payment while unpaid.
 */
export async function saveOpenRecord(deps: AppDeps, agent: AuthenticatedAgent, input: Input<'ADD_OPEN_CARD_LOCATION'>, ip: string): Promise<OpenCardRecord> {
  const { boss } = deps;
  const card = await findOwnStockCard(deps, agent, input.serviceId);
  if (card.iccid !== input.uimId) {
    throw invalid(AgentMessage.CARD_MISMATCH);
  }
  ensureCardOpenable(deps, agent, card);
  const existing = await findRecordByUimId(deps.db, card.iccid);
  if (existing && existing.dealerId !== agent.dealerId) {
    throw invalid(AgentMessage.NUMBER_OF_OTHER_CHANNEL);
  }
  const isPaid = existing?.rechargeFlag === RechargeFlag.FINISH;
  const offerId = isPaid && existing ? existing.prodOfferId : input.prodOfferId;
  const defaultOffer = await boss.findOffer(card.offerId);
  const offer = await boss.findOffer(offerId);
  const isOfferOfNumber = offer !== null && (offer.id === card.offerId || (offer.isChangeable && offer.systemId === defaultOffer?.systemId));
  if (!offer || !isOfferOfNumber) {
    throw invalid(AgentMessage.OFFER_FAILED);
  }
  // A stopped offer may no longer be chosen; the number's own offer and a record's saved one still open.
  if (!offer.isOnSale && offer.id !== card.offerId && offer.id !== existing?.prodOfferId) {
    throw invalid(CatalogueMessage.OFFER_STOPPED);
  }
  const refusal = findOfferRefusal(agent.systemId, offer.systemId);
  if (refusal) {
    throw invalid(refusal);
  }
  const applyEvent: ApplyEvent = input.applyEvent;
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
      throw invalid(AgentMessage.PAY_FIRST);
    }
    flag = RechargeFlag.START;
  }
  const netSignUrl = (await readUploadReference(deps, agent, card.iccid, input.netSignUrl, 'signature')) || existing?.netSignUrl || '';
  const togetherUrl = (await readUploadReference(deps, agent, card.iccid, input.TogetherUrl, 'together')) || existing?.togetherUrl || '';
  if (location >= 3 && !netSignUrl) {
    throw invalid(AgentMessage.SIGNATURE_REQUIRED);
  }
  if (location === 4 && offer.ifCheckCard === 1 && !togetherUrl) {
    throw invalid(AgentMessage.PHOTO_FIRST);
  }
  // From step 1 on the opening holds its number (30 minutes from the latest step), so nobody else
  // reserves it meanwhile; a member's reservation taken by its code is held the same way.
  if (!(await holdForOpening(deps.db, { iccid: card.iccid, dealerId: agent.dealerId, workNo: agent.workNo, now: deps.now() }))) {
    throw invalid(ReservationMessage.RESERVED_BY_OTHER);
  }
  // The city is the server's IP lookup when the record starts; the browser's cityCode is ignored.
  const cityCode = existing?.cityCode ?? (await deps.providers.ipCity.resolve(ip)).cityCode;
  const now = deps.now();
  const saved = await upsertRecord(deps.db, {
    uimId: card.iccid,
    recordNumber: existing?.recordNumber ?? createRecordNumber(now),
    applyEvent,
    dealerId: agent.dealerId,
    dealerMainId: agent.dealerMainId,
    workNo: agent.workNo,
    cityCode,
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
}

/** DEL_OPEN_CARD_LOCATION: removes the dealer's open record of a card (a submitted one stays). */
export async function discardOpenRecord(deps: AppDeps, agent: AuthenticatedAgent, uimId: string) {
  await deleteOpenRecord(deps.db, uimId, agent.dealerId);
  // Abandoned: the number the opening held goes back in stock (a member's reservation back to the member).
  await releaseAgentHold(deps.db, { iccid: uimId, dealerId: agent.dealerId, workNo: agent.workNo });
  return OK;
}

/** CHECK_ICCID: the typed last digits belong to the number's card. */
export async function checkIccid(deps: AppDeps, agent: AuthenticatedAgent, input: Input<'CHECK_ICCID'>) {
  const card = await findOwnStockCard(deps, agent, input.serviceId);
  if (!card.iccid.toUpperCase().endsWith(input.iccid.toUpperCase())) {
    throw invalid(AgentMessage.CARD_MISMATCH);
  }
  return OK;
}

/** CHECK_PHONE_VALID: number and card belong together and can be opened; answers the instance ids. */
export async function checkPhoneValid(deps: AppDeps, agent: AuthenticatedAgent, input: Input<'CHECK_PHONE_VALID'>): Promise<Output<'CHECK_PHONE_VALID'>> {
  const card = await findOwnStockCard(deps, agent, input.serviceId);
  if (card.iccid !== input.uimId) {
    throw invalid(AgentMessage.CARD_MISMATCH);
  }
  ensureCardOpenable(deps, agent, card);
  return { uimId: card.iccid, serviceInstId: `SI${card.phone}`, uimInstId: `UI${card.iccid.slice(-10)}`, serviceKind: card.serviceKind };
}

/** CHANEL_CHECK: the number is the agent's dealer's. */
export async function checkChannel(deps: AppDeps, agent: AuthenticatedAgent, serviceId: string) {
  await findOwnStockCard(deps, agent, serviceId);
  return OK;
}

/** APP_COMMON_CHECK: the dealer's number can be opened. */
export async function checkNumberOpenable(deps: AppDeps, agent: AuthenticatedAgent, serviceId: string) {
  ensureCardOpenable(deps, agent, await findOwnStockCard(deps, agent, serviceId));
  return OK;
}

/** CHECK_OFFER_NAME: the number's offer, and for type 1 the offers it may change to. */
export async function readOffers(deps: AppDeps, agent: AuthenticatedAgent, input: Input<'CHECK_OFFER_NAME'>): Promise<Output<'CHECK_OFFER_NAME'>> {
  const card = await findOwnStockCard(deps, agent, input.serviceId);
  const offer = await deps.boss.findOffer(card.offerId);
  if (!offer) {
    throw invalid(AgentMessage.OFFER_FAILED);
  }
  const changeable = input.type === 1 ? await deps.boss.listChangeableOffers(offer.systemId) : [];
  return {
    offer: toOffer(offer, agent.workNo),
    list: changeable.filter((item) => item.id !== offer.id).map((item) => toOffer(item, agent.workNo)),
  };
}

/** OPENING_AGREEMENT: the opening's network-access agreement in force, as the customer reads it. */
export async function readOpeningAgreement(deps: AppDeps): Promise<Output<'OPENING_AGREEMENT'>> {
  return toAgreementText(await readCurrentAgreement(deps.db, AgreementKind.OPENING));
}

/** SIGNATURE_UPLOAD: the signature with the agreement version it was given under, in one transaction (an outdated version is refused). */
export function uploadSignature(deps: AppDeps, agent: AuthenticatedAgent, input: Input<'SIGNATURE_UPLOAD'>): Promise<{ url: string }> {
  return storeImage(deps, agent, input.uimId, input.image, 'signature', (tx, at) =>
    recordSignedAgreement(tx, { kind: AgreementKind.OPENING, subjectRef: input.uimId, version: input.agreementVersion, at }),
  );
}

export function uploadTogetherPhoto(deps: AppDeps, agent: AuthenticatedAgent, input: Input<'UPLOAD_CARD'>): Promise<{ url: string }> {
  return storeImage(deps, agent, input.uimId, input.image, 'together');
}

/** An uploaded image, only for agents of the dealer that uploaded it. */
export async function readUpload(deps: AppDeps, agent: AuthenticatedAgent, id: string): Promise<{ mime: string; bytes: Buffer } | null> {
  const upload = await findUpload(deps.db, id);
  if (!upload || upload.dealerId !== agent.dealerId) {
    return null;
  }
  const bytes = openStoredBytes(deps.secretKey, upload.contentBase64, 'base64');
  return bytes ? { mime: upload.mime, bytes } : null;
}

/** GET_URL and GET_BOSS_URL: a paid, signed (and photographed) opening starts the customer's real-name check. */
export async function startRealName(deps: AppDeps, agent: AuthenticatedAgent, input: Input<'GET_URL'>): Promise<Output<'GET_URL'>> {
  const record = await findOwnOpenRecord(deps, agent, input.recordNumber, input.serviceId, AgentMessage.RECORD_MISSING);
  if (record.sumFeeFen > 0 && record.rechargeFlag !== RechargeFlag.FINISH) {
    throw invalid(AgentMessage.PAY_FIRST);
  }
  if (record.openCardLocation < 4 || !record.netSignUrl) {
    throw invalid(AgentMessage.SIGN_FIRST);
  }
  if (record.ifCheckCard === 1 && !record.togetherUrl) {
    throw invalid(AgentMessage.PHOTO_FIRST);
  }
  const now = deps.now();
  const bizNo = `RN${createRandomToken()
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 28)}`;
  const token = createRandomToken();
  await deps.db.transaction(async (tx) => {
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
  deps.metrics.faceChecks.inc({ check: 'real_name', outcome: 'started' });
  return { token, biz_no: bizNo, url };
}

/** GET_SIMPLE_OR_CARD_NUM: what the real-name check read from the ID card and the face. */
export async function readRealNameResult(
  deps: AppDeps,
  agent: AuthenticatedAgent,
  input: Input<'GET_SIMPLE_OR_CARD_NUM'>,
): Promise<Output<'GET_SIMPLE_OR_CARD_NUM'>> {
  const { check, result } = await readRealName(deps, agent, input.bizId, input.recordNumber);
  if (input.token && !areEqualSecrets(check.tokenHash, hashToken(input.token))) {
    throw invalid(AgentMessage.REAL_NAME_GONE);
  }
  if (result.status === 'pending') {
    throw invalid(AgentMessage.REAL_NAME_PENDING);
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
      message: isIdentityRead ? '' : AgentMessage.ID_CARD_UNREAD,
    },
    simple: {
      success: result.status === 'passed',
      image: '',
      message: result.status === 'passed' ? '' : result.status === 'face_failed' ? AgentMessage.FACE_MISMATCH : '',
    },
  };
}

/** DO_CHECK_IDENTITY_CODE_BY_WORK_NO: the accepting work number is the agent's own, and the customer may hold one more number. */
export async function checkIdentityCodeByWorkNo(deps: AppDeps, agent: AuthenticatedAgent, input: Input<'DO_CHECK_IDENTITY_CODE_BY_WORK_NO'>) {
  const acceptor = input.aceptPerson?.trim() ?? '';
  if (!acceptor) {
    throw invalid(AgentMessage.ACCEPTOR_REQUIRED);
  }
  if (acceptor.toUpperCase() !== agent.workNo.toUpperCase()) {
    throw invalid(AgentMessage.ACCEPTOR_NOT_SELF);
  }
  await ensureOwnerMayHoldAnother(deps, input.identityCode);
  return OK;
}

/**
 * GET_ONLINE_SALE_RESOURCE_ID_CARD: the number is the dealer's and not yet opened, an identity
 * that already holds numbers is registered under this name, and it may hold one more.
 */
export async function checkCustomerIdentity(deps: AppDeps, agent: AuthenticatedAgent, input: Input<'GET_ONLINE_SALE_RESOURCE_ID_CARD'>) {
  const card = await findOwnStockCard(deps, agent, input.serviceId);
  if (card.status === 'opened') {
    throw invalid(AgentMessage.NUMBER_ALREADY_OPENED);
  }
  const idNumber = input.identityCode.toUpperCase();
  if ((await deps.boss.countNumbersOfOwner(idNumber)) > 0) {
    const owner = await deps.boss.findOwnerIdentity({ name: input.customerName, idLast6: idNumber.slice(-6) });
    const isOtherName = owner.found ? owner.idNumber !== idNumber : owner.reason === 'noMatch';
    if (isOtherName) {
      throw invalid(AgentMessage.NAME_ID_MISMATCH);
    }
  }
  await ensureOwnerMayHoldAnother(deps, idNumber);
  return OK;
}

/** QUERY_SIGN: the signature the submission must carry within SIGN_TTL_SECONDS. */
export function createSign(deps: AppDeps, agent: AuthenticatedAgent, serviceId: string): Output<'QUERY_SIGN'> {
  const timestamp = String(deps.now().getTime());
  return { sign: computeSign(deps, serviceId, agent.workNo, timestamp), timestamp };
}

/**
 * DO_SUBMIT: opens the number for the customer the real-name check passed, once, and puts the
 * record in the review queue. A record that cannot be submitted any more answers AgentCode.RESTART.
 */
export async function submitOpening(deps: AppDeps, agent: AuthenticatedAgent, input: Input<'DO_SUBMIT'>): Promise<Output<'DO_SUBMIT'>> {
  const { db, boss } = deps;
  const record = await findRecordByUimId(db, input.uimId);
  if (!record || record.dealerId !== agent.dealerId || record.serviceId !== input.serviceId || record.recordNumber !== input.recordNumber) {
    throw new ApiError(AgentCode.RESTART, AgentMessage.RECORD_MISSING);
  }
  const offer = await boss.findOffer(record.prodOfferId);
  if (record.status === 'done') {
    return { code: 0, msg: AgentMessage.SUBMITTED, serviceId: record.serviceId, packageName: offer?.name ?? record.prodOfferName };
  }
  const age = deps.now().getTime() - Number(input.timestamp);
  if (!areEqualSecrets(input.sign, computeSign(deps, input.serviceId, agent.workNo, input.timestamp)) || age < 0 || age > SIGN_TTL_SECONDS * 1000) {
    throw invalid(AgentMessage.SIGN_EXPIRED);
  }
  if (record.sumFeeFen > 0 && record.rechargeFlag !== RechargeFlag.FINISH) {
    throw new ApiError(AgentCode.RESTART, AgentMessage.PAY_FIRST);
  }
  if (record.openCardLocation < 4 || !record.netSignUrl || (record.ifCheckCard === 1 && !record.togetherUrl)) {
    throw new ApiError(AgentCode.RESTART, AgentMessage.SIGN_FIRST);
  }
  if (!(await findSignedAgreement(db, AgreementKind.OPENING, record.uimId))) {
    throw new ApiError(AgentCode.RESTART, AgentMessage.SIGN_FIRST);
  }
  const { result } = await readRealName(deps, agent, input.bizId, record.recordNumber);
  if (result.status !== 'passed') {
    throw invalid(result.status === 'face_failed' ? AgentMessage.FACE_FAILED : AgentMessage.IDENTITY_FAILED);
  }
  if (result.customerName !== input.customerName || result.idNumber.toUpperCase() !== input.identityCode.toUpperCase()) {
    throw invalid(AgentMessage.IDENTITY_FAILED);
  }
  await ensureOwnerMayHoldAnother(deps, result.idNumber);
  if (!(await consumeRealNameCheck(db, input.bizId, deps.now()))) {
    throw invalid(AgentMessage.REAL_NAME_USED);
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
    workNo: agent.workNo,
  });
  if (!isOpened) {
    throw new ApiError(AgentCode.RESTART, AgentMessage.NUMBER_ALREADY_OPENED);
  }
  await updateRecord(db, record.uimId, {
    status: 'done',
    reviewStatus: 'pending',
    customerName: `${result.customerName.slice(0, 1)}**`,
    idNumberMasked: `${result.idNumber.slice(0, 4)}**********${result.idNumber.slice(-4)}`,
    idNumberHmac: hashOpeningIdentity(deps.secretKey, result.customerName, result.idNumber),
    updatedAt: deps.now(),
  });
  return { code: 0, msg: AgentMessage.SUBMITTED, serviceId: record.serviceId, packageName: offer?.name ?? record.prodOfferName };
}

/** GET_ONLINE_SALE_RESOURCE: the number and card of a scanned sale link, for its own dealer only. */
export async function readSaleResource(deps: AppDeps, agent: AuthenticatedAgent, id: string): Promise<Output<'GET_ONLINE_SALE_RESOURCE'>> {
  const card = await deps.boss.findStockCardBySaleResource(id);
  if (!card || card.dealerId !== agent.dealerId) {
    throw invalid(AgentMessage.LINK_DATA_MISSING);
  }
  if (card.status === 'opened') {
    throw invalid(AgentMessage.NUMBER_ALREADY_OPENED);
  }
  return { serviceId: card.phone, cardNo: card.iccid, loginName: agent.workNo, workNo: agent.workNo };
}
