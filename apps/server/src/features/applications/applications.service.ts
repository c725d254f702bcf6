import { randomInt } from 'node:crypto';
import {
  ApplicationKind,
  ApplicationMessage,
  LINK_ORDER_ID_MIN_LENGTH,
  RefundChoice,
  TransferFileKind,
  TRANSFER_CODE_MAX_WRONG_TRIES,
  TRANSFER_CODE_TTL_SECONDS,
  SIM_REPLACEMENT_KIND,
  UPLOAD_MAX_BYTES,
  type ApplicationKindValue,
  type ReviewedKindValue,
  type TransferFileKindValue,
} from '@hall/contract/applications/rules';
import { AgreementKind } from '@hall/contract/agreements/rules';
import type { AgreementText } from '@hall/contract/agreements/schemas';
import type { ApplicationSummary, CancelForm } from '@hall/contract/applications/schemas';
import { AuthType, type AuthTypeValue } from '@hall/contract/identity/rules';
import { ResponseCode } from '@hall/contract/codes';
import type { IdentityStartResponse } from '@hall/contract/identity/schemas';
import type { FastifyRequest } from 'fastify';
import type { SubscriberProfile } from '../../boss/boss.ts';
import type { AppDeps } from '../../deps.ts';
import { findSignedAgreement, readCurrentAgreement, recordSignedAgreement, toAgreementText } from '../../domain/agreements.ts';
import { ApiError, invalid } from '../../platform/api-error.ts';
import type { IdentityCheck } from '../../platform/identity-checks.ts';
import { maskIdNumber, maskName, maskPhone } from '../../platform/masking.ts';
import { sendQueuedNotificationNow } from '../../platform/notification-delivery.ts';
import { NotificationKey, queueNotification } from '../../platform/notifications.ts';
import type { AuthenticatedMember, BoundMember } from '../../platform/member-sessions.ts';
import { reencodeUploadedImage, type UploadedImage } from '../../platform/image-upload.ts';
import { sealBytes, sealData } from '../../platform/sealed-data.ts';
import { areEqualSecrets, hashShortCode } from '../../platform/secrets.ts';
import { describeRefusedPassword } from '../../platform/service-password.ts';
import {
  claimTransferOrder,
  countWrongTransferCode,
  findApplicationStatus,
  findIdentityCheck,
  findLatestApplication,
  findPendingApplication,
  findRealNameOrder,
  findTransferOrder,
  hasApplicationFile,
  hasNameCheck,
  insertApplication,
  insertTransferOrder,
  markRealNameOrderSubmitted,
  recordNameCheck,
  saveApplicationFile,
  type ApplicationRow,
  type NewApplication,
} from './applications.repository.ts';

export const ServerMessage = {
  NOT_OWN_NUMBER: '只能为当前绑定的手机号办理',
  NUMBER_UNAVAILABLE: '该号码不存在或已销户',
  IDENTITY_MISMATCH: '身份信息与机主登记信息不一致',
  WRONG_PASSWORD: '服务密码错误',
  CHECKED_NUMBER_MISMATCH: '号码与身份核验的号码不一致',
  CHECK_TYPE_MISMATCH: '核验类型不匹配，请重新核验',
  CANCEL_PENDING: '您的销户申请正在审核中，请耐心等待',
  TRANSFER_OUT_PENDING: '该号码的过户申请正在审核中，请耐心等待',
  TRANSFER_IN_PENDING: '该号码的过户接收申请正在审核中，请耐心等待',
  REAL_NAME_PENDING: '该号码的实名补录申请正在审核中，请耐心等待',
  TRANSFER_CODE_WRONG: '过户单号或验证码错误',
  TRANSFER_RECEIVED: '该过户单已被接收，验证码已失效',
  TRANSFER_EXPIRED: '过户验证码已过期，请联系过户发起人重新申请',
  TRANSFER_LOCKED: '验证码错误次数过多，请联系过户发起人重新申请',
  TRANSFER_REJECTED: '该过户申请未通过审核，无法接收',
  TRANSFER_OWN: '不能接收本人发起的过户',
  TRANSFER_OWN_NUMBER: '不能接收本人名下的号码',
  UPLOAD_CHECK_INVALID: '核验流水号无效，请重新发起过户接收',
  IMAGE_INVALID: '图片格式错误，请上传PNG或JPEG图片',
  IMAGE_TOO_LARGE: '图片不能超过1.5MB',
  SIGNATURE_MISSING: '请先完成电子签名',
  PHOTO_MISSING: ApplicationMessage.PHOTO_MISSING,
  AGREEMENT_NOT_SIGNED: ApplicationMessage.AGREEMENT_NOT_SIGNED,
  LINK_ORDER_UNKNOWN: '订单不存在，请重新扫码',
  LINK_ORDER_SUBMITTED: '该订单已提交实名资料，请勿重复提交',
  LINK_ORDER_MISMATCH: '订单与核验的号码不一致',
  NAME_ID_MISMATCH: '姓名或身份证号与登记信息不一致',
  NAME_CHECK_MISSING: '请先完成姓名和身份证号校验',
} as const;

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const TRANSFER_CODE_LENGTH = 6;

const APPLICATION_PREFIX: Record<ApplicationKindValue, string> = {
  cancel: 'XH',
  transferOut: 'GF',
  transferIn: 'GJ',
  realName: 'SM',
};

const PENDING_MESSAGE: Record<ApplicationKindValue, string> = {
  cancel: ServerMessage.CANCEL_PENDING,
  transferOut: ServerMessage.TRANSFER_OUT_PENDING,
  transferIn: ServerMessage.TRANSFER_IN_PENDING,
  realName: ServerMessage.REAL_NAME_PENDING,
};

function createRandomText(length: number): string {
  let text = '';
  for (let index = 0; index < length; index += 1) {
    text += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  }
  return text;
}

/** XH20261122 + 8 random characters: readable on the phone, unguessable. */
function createApplicationNo(kind: ApplicationKindValue, now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `${APPLICATION_PREFIX[kind]}${day}${createRandomText(8)}`;
}

function hashTransferCode(deps: AppDeps, orderNo: string, code: string): string {
  return hashShortCode(deps.secretKey, 'transfer-code', orderNo, code.toUpperCase());
}

function isOwner(subscriber: SubscriberProfile, idNumber: string, name: string): boolean {
  return subscriber.idNumber.toUpperCase() === idNumber.trim().toUpperCase() && subscriber.ownerName === name.trim();
}

async function findActiveSubscriber(deps: AppDeps, phone: string): Promise<SubscriberProfile> {
  const subscriber = await deps.boss.findSubscriber(phone);
  if (!subscriber || subscriber.status === 'cancelled') {
    throw invalid(ServerMessage.NUMBER_UNAVAILABLE);
  }
  return subscriber;
}

async function refusePending(deps: AppDeps, phone: string, kind: ApplicationKindValue): Promise<void> {
  if (await findPendingApplication(deps.db, phone, kind)) {
    throw invalid(PENDING_MESSAGE[kind]);
  }
}

/** A passed check of the member (or of no member, for links) of the expected type. */
async function readPassedCheck(deps: AppDeps, memberId: number | null, bizNo: string, authType: AuthTypeValue): Promise<IdentityCheck> {
  const check = await deps.identityChecks.readPassed({ memberId, bizNo });
  if (check.authType !== authType) {
    throw new ApiError(ResponseCode.IDENTITY_FAILED, ServerMessage.CHECK_TYPE_MISMATCH);
  }
  return check;
}

async function storeApplication(deps: AppDeps, application: Omit<NewApplication, 'applicationNo' | 'createdAt'>): Promise<ApplicationRow> {
  const now = deps.now();
  const row = await insertApplication(deps.db, { ...application, applicationNo: createApplicationNo(application.kind, now), createdAt: now });
  if (!row) {
    throw invalid(PENDING_MESSAGE[application.kind]);
  }
  return row;
}

function describeSubmitted(row: ApplicationRow) {
  return { applicationNo: row.applicationNo, status: 'pending' as const };
}

// ---- Account cancellation (UNSET_ACCONT) ----

/** CLOSE_ACCONT: the bound number's owner starts the face check for a cancellation. */
export async function startCancellation(
  deps: AppDeps,
  member: BoundMember,
  input: { mobilePhone: string; idCard: string; name: string; returnUrl: string; consent: true },
): Promise<IdentityStartResponse> {
  if (input.mobilePhone !== member.boundPhone) {
    throw invalid(ServerMessage.NOT_OWN_NUMBER);
  }
  const subscriber = await findActiveSubscriber(deps, input.mobilePhone);
  if (!isOwner(subscriber, input.idCard, input.name)) {
    throw invalid(ServerMessage.IDENTITY_MISMATCH);
  }
  await refusePending(deps, input.mobilePhone, ApplicationKind.CANCEL);
  return deps.identityChecks.start({
    memberId: member.id,
    authType: AuthType.UNSET_ACCONT,
    ownerName: input.name,
    idNumber: input.idCard,
    idHint: input.idCard.toUpperCase().slice(-6),
    phone: input.mobilePhone,
    returnUrl: input.returnUrl,
    consent: input.consent,
  });
}

/** ACCOUNT_BANK: the refund account must be in the owner's name. */
export async function checkRefundAccountName(deps: AppDeps, member: BoundMember, accountName: string): Promise<{ isOwnerName: true }> {
  const subscriber = await findActiveSubscriber(deps, member.boundPhone);
  if (subscriber.ownerName !== accountName.trim()) {
    throw invalid(ApplicationMessage.ACCOUNT_NAME_MISMATCH);
  }
  return { isOwnerName: true };
}

/** The number's service password, with the back office's lock after three wrong entries. */
async function verifyPassword(deps: AppDeps, phone: string, password: string): Promise<void> {
  const check = await deps.boss.verifyServicePassword(phone, password, { now: deps.now() });
  if (check.outcome !== 'accepted') {
    throw invalid(describeRefusedPassword(check, '服务密码'));
  }
}

/** ACCOUNT_FORM: stores the cancellation for review; bank details sealed. */
export async function submitCancellation(deps: AppDeps, member: BoundMember, input: CancelForm) {
  const check = await readPassedCheck(deps, member.id, input.biz_no, AuthType.UNSET_ACCONT);
  if (input.mobilePhone !== check.phone) {
    throw invalid(ServerMessage.CHECKED_NUMBER_MISMATCH);
  }
  const subscriber = await findActiveSubscriber(deps, input.mobilePhone);
  await verifyPassword(deps, input.mobilePhone, input.phonePassword);
  const isRefund = input.refundType === RefundChoice.YES;
  if (isRefund && subscriber.ownerName !== input.accountName) {
    throw invalid(ApplicationMessage.ACCOUNT_NAME_MISMATCH);
  }
  await refusePending(deps, input.mobilePhone, ApplicationKind.CANCEL);
  await deps.identityChecks.consume({ memberId: member.id, bizNo: input.biz_no, authType: AuthType.UNSET_ACCONT });
  const row = await storeApplication(deps, {
    kind: ApplicationKind.CANCEL,
    memberId: member.id,
    phone: input.mobilePhone,
    bizNo: input.biz_no,
    form: { reason: input.reason, refundType: input.refundType, ...(isRefund ? { sparePhone: input.sparePhone } : {}) },
    sealedData: isRefund ? sealData(deps.secretKey, { accountName: input.accountName, accountBank: input.accountBank, bankCard: input.bankCard }) : null,
  });
  return describeSubmitted(row);
}

// ---- Number transfer out (TRANS_ACCT_S) ----

/** TRANS_ACCT_S: the bound number's owner starts the face check for a transfer. */
export async function startTransferOut(
  deps: AppDeps,
  member: BoundMember,
  input: { idCard: string; name: string; returnUrl: string; consent: true },
): Promise<IdentityStartResponse> {
  const subscriber = await findActiveSubscriber(deps, member.boundPhone);
  if (!isOwner(subscriber, input.idCard, input.name)) {
    throw invalid(ServerMessage.IDENTITY_MISMATCH);
  }
  await refusePending(deps, member.boundPhone, ApplicationKind.TRANSFER_OUT);
  return deps.identityChecks.start({
    memberId: member.id,
    authType: AuthType.TRANS_ACCT_S,
    ownerName: input.name,
    idNumber: input.idCard,
    idHint: input.idCard.toUpperCase().slice(-6),
    phone: member.boundPhone,
    returnUrl: input.returnUrl,
    consent: input.consent,
  });
}

/** TRANS_ACCT_S_FORM: stores the transfer for review and sends the order number and code (official account or SMS). */
export async function submitTransferOut(
  deps: AppDeps,
  member: BoundMember,
  input: { biz_no: string; reason: string; mobilePhone: string; phonePassword: string },
) {
  const check = await readPassedCheck(deps, member.id, input.biz_no, AuthType.TRANS_ACCT_S);
  if (input.mobilePhone !== check.phone) {
    throw invalid(ServerMessage.CHECKED_NUMBER_MISMATCH);
  }
  await findActiveSubscriber(deps, input.mobilePhone);
  await verifyPassword(deps, input.mobilePhone, input.phonePassword);
  await refusePending(deps, input.mobilePhone, ApplicationKind.TRANSFER_OUT);
  await deps.identityChecks.consume({ memberId: member.id, bizNo: input.biz_no, authType: AuthType.TRANS_ACCT_S });
  const now = deps.now();
  const orderNo = `GH${now.toISOString().slice(0, 10).replaceAll('-', '')}${createRandomText(10)}`;
  const code = createRandomText(TRANSFER_CODE_LENGTH);
  const row = await deps.db.transaction(async (tx) => {
    const application = await insertApplication(tx, {
      kind: ApplicationKind.TRANSFER_OUT,
      applicationNo: createApplicationNo(ApplicationKind.TRANSFER_OUT, now),
      memberId: member.id,
      phone: input.mobilePhone,
      bizNo: input.biz_no,
      form: { reason: input.reason, orderNo },
      createdAt: now,
    });
    if (!application) {
      throw invalid(ServerMessage.TRANSFER_OUT_PENDING);
    }
    await insertTransferOrder(tx, {
      orderNo,
      phone: input.mobilePhone,
      initiatorMemberId: member.id,
      applicationId: application.id,
      codeHash: hashTransferCode(deps, orderNo, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + TRANSFER_CODE_TTL_SECONDS * 1000),
    });
    // To the official account where a template is configured and the member follows it, else by SMS.
    await queueNotification(tx, {
      kind: 'transferCode',
      phone: input.mobilePhone,
      params: { orderNo, code },
      dedupeKey: NotificationKey.transferCode(orderNo),
      now,
    });
    return application;
  });
  const sentBy = await sendQueuedNotificationNow(deps, NotificationKey.transferCode(orderNo));
  return { ...describeSubmitted(row), orderNo, sentTo: maskPhone(input.mobilePhone), sentBy };
}

// ---- Number transfer in (TRANS_ACCT_T) ----

/** TRANS_ACCT_T: checks the order number and code (attempt-limited), then starts the receiver's face check. */
export async function startTransferIn(
  deps: AppDeps,
  member: AuthenticatedMember,
  input: { idCard: string; name: string; receiverName: string; receiverIdCard: string; returnUrl: string; consent: true },
): Promise<IdentityStartResponse> {
  const orderNo = input.idCard.trim().toUpperCase();
  const order = await findTransferOrder(deps.db, orderNo);
  if (!order) {
    throw invalid(ServerMessage.TRANSFER_CODE_WRONG);
  }
  if (order.receivedAt) {
    throw invalid(ServerMessage.TRANSFER_RECEIVED);
  }
  if (order.wrongAttempts >= TRANSFER_CODE_MAX_WRONG_TRIES) {
    throw invalid(ServerMessage.TRANSFER_LOCKED);
  }
  if (!areEqualSecrets(order.codeHash, hashTransferCode(deps, orderNo, input.name))) {
    await countWrongTransferCode(deps.db, orderNo);
    throw invalid(ServerMessage.TRANSFER_CODE_WRONG);
  }
  if (order.expiresAt <= deps.now()) {
    throw invalid(ServerMessage.TRANSFER_EXPIRED);
  }
  if ((await findApplicationStatus(deps.db, order.applicationId)) === 'failed') {
    throw invalid(ServerMessage.TRANSFER_REJECTED);
  }
  if (order.initiatorMemberId === member.id) {
    throw invalid(ServerMessage.TRANSFER_OWN);
  }
  const receiverIdNumber = input.receiverIdCard.trim().toUpperCase();
  const currentOwner = await deps.boss.findSubscriber(order.phone);
  if (currentOwner && currentOwner.idNumber.toUpperCase() === receiverIdNumber) {
    throw invalid(ServerMessage.TRANSFER_OWN_NUMBER);
  }
  await refusePending(deps, order.phone, ApplicationKind.TRANSFER_IN);
  // The number's promise video belongs to its current owner, not to the receiver: no phone here.
  return deps.identityChecks.start({
    memberId: member.id,
    authType: AuthType.TRANS_ACCT_T,
    ownerName: input.receiverName.trim(),
    idNumber: receiverIdNumber,
    idHint: receiverIdNumber.slice(-6),
    transferOrderNo: orderNo,
    returnUrl: input.returnUrl,
    consent: input.consent,
  });
}

/** The bytes of a PNG or JPEG data URL whose content really is that image type, as stored: re-encoded, no metadata. */
export async function decodeImage(dataUrl: string): Promise<UploadedImage> {
  const base64Length = dataUrl.length - dataUrl.indexOf(',') - 1;
  if (Math.floor((base64Length * 3) / 4) > UPLOAD_MAX_BYTES + 2) {
    throw invalid(ServerMessage.IMAGE_TOO_LARGE);
  }
  const image = await reencodeUploadedImage(dataUrl);
  if (!image) {
    throw invalid(ServerMessage.IMAGE_INVALID);
  }
  return image;
}

/** TRANSFER_AGREEMENT: the receiver's network-access agreement in force, which their signature names. */
export async function readTransferAgreement(deps: AppDeps): Promise<AgreementText> {
  return toAgreementText(await readCurrentAgreement(deps.db, AgreementKind.TRANSFER));
}

/**
 * UP_LOAD_CARD: keeps the receiver's signature or ID-and-SIM photo privately with the started check.
 * A signature given with the agreement version read records that version in the same transaction;
 * an outdated version saves nothing.
 */
export async function uploadTransferFile(
  deps: AppDeps,
  member: AuthenticatedMember,
  input: { image: string; biz_no: string; fileKind: TransferFileKindValue; agreementVersion?: number | undefined },
) {
  const check = await findIdentityCheck(deps.db, input.biz_no);
  if (!check || check.memberId !== member.id || check.authType !== AuthType.TRANS_ACCT_T || check.consumedAt !== null || check.expiresAt <= deps.now()) {
    throw invalid(ServerMessage.UPLOAD_CHECK_INVALID);
  }
  const { mimeType, bytes } = await decodeImage(input.image);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    if (input.fileKind === TransferFileKind.SIGNATURE && input.agreementVersion !== undefined) {
      await recordSignedAgreement(tx, { kind: AgreementKind.TRANSFER, subjectRef: input.biz_no, version: input.agreementVersion, at: now });
    }
    await saveApplicationFile(tx, {
      bizNo: input.biz_no,
      kind: input.fileKind,
      memberId: member.id,
      mimeType,
      // Sealed at rest: the signature and the ID photo are personal data.
      contentBase64: sealBytes(deps.secretKey, bytes),
      sizeBytes: bytes.length,
      createdAt: now,
    });
  });
  return { isUploaded: true as const };
}

/** TRANS_ACCT_T_FORM: the receiver's application; the transfer order is taken once. */
export async function submitTransferIn(deps: AppDeps, member: AuthenticatedMember, input: { biz_no: string; sparePhone: string }) {
  const check = await readPassedCheck(deps, member.id, input.biz_no, AuthType.TRANS_ACCT_T);
  if (!(await hasApplicationFile(deps.db, input.biz_no, 'signature'))) {
    throw invalid(ServerMessage.SIGNATURE_MISSING);
  }
  if (!(await findSignedAgreement(deps.db, AgreementKind.TRANSFER, input.biz_no))) {
    throw invalid(ServerMessage.AGREEMENT_NOT_SIGNED);
  }
  if (!(await hasApplicationFile(deps.db, input.biz_no, 'photo'))) {
    throw invalid(ServerMessage.PHOTO_MISSING);
  }
  const order = check.transferOrderNo ? await findTransferOrder(deps.db, check.transferOrderNo) : null;
  if (!order) {
    throw new ApiError(ResponseCode.IDENTITY_FAILED, ServerMessage.CHECK_TYPE_MISMATCH);
  }
  if (order.receivedAt) {
    throw invalid(ServerMessage.TRANSFER_RECEIVED);
  }
  await deps.identityChecks.consume({ memberId: member.id, bizNo: input.biz_no, authType: AuthType.TRANS_ACCT_T });
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    if (!(await claimTransferOrder(tx, order.orderNo, member.id, now))) {
      throw invalid(ServerMessage.TRANSFER_RECEIVED);
    }
    const application = await insertApplication(tx, {
      kind: ApplicationKind.TRANSFER_IN,
      applicationNo: createApplicationNo(ApplicationKind.TRANSFER_IN, now),
      memberId: member.id,
      phone: order.phone,
      bizNo: input.biz_no,
      form: { orderNo: order.orderNo, sparePhone: input.sparePhone },
      createdAt: now,
    });
    if (!application) {
      throw invalid(ServerMessage.TRANSFER_IN_PENDING);
    }
    return application;
  });
  return describeSubmitted(row);
}

// ---- Real-name supplement (REAL_NAME) ----

/** REAL_NAME: the hall's entry for the bound number. */
export async function startRealNameForBound(
  deps: AppDeps,
  member: BoundMember,
  input: { mobilePhone: string; returnUrl: string; consent: true },
): Promise<IdentityStartResponse> {
  if (input.mobilePhone !== member.boundPhone) {
    throw invalid(ServerMessage.NOT_OWN_NUMBER);
  }
  return startRealNameCheck(deps, member.id, input.mobilePhone, input);
}

/** PERSON_TRANS_ACCT_T: the personal flow for a number the logged-in person enters. */
export async function startRealNameForPerson(
  deps: AppDeps,
  member: AuthenticatedMember,
  input: { serviceId: string; returnUrl: string; consent: true },
): Promise<IdentityStartResponse> {
  return startRealNameCheck(deps, member.id, input.serviceId, input);
}

async function startRealNameCheck(deps: AppDeps, memberId: number | null, phone: string, { returnUrl, consent }: { returnUrl: string; consent: true }) {
  const subscriber = await findActiveSubscriber(deps, phone);
  await refusePending(deps, phone, ApplicationKind.REAL_NAME);
  return deps.identityChecks.start({
    memberId,
    authType: AuthType.REAL_NAME,
    ownerName: subscriber.ownerName,
    idNumber: subscriber.idNumber,
    idHint: subscriber.idNumber.toUpperCase().slice(-6),
    phone,
    returnUrl,
    consent,
  });
}

/**
 * The usable order of a scanned link. The id is the link's whole secret (128 random bits), so an
 * id shorter than the random ones is not looked up at all: it is answered like an unknown one.
 */
async function findUsableLinkOrder(deps: AppDeps, id: string) {
  const order = id.length >= LINK_ORDER_ID_MIN_LENGTH ? await findRealNameOrder(deps.db, id) : null;
  if (!order) {
    throw invalid(ServerMessage.LINK_ORDER_UNKNOWN);
  }
  if (order.status === 'submitted') {
    throw invalid(ServerMessage.LINK_ORDER_SUBMITTED);
  }
  if (order.expiresAt <= deps.now()) {
    throw invalid(ApplicationMessage.LINK_ORDER_EXPIRED);
  }
  return order;
}

/** GET_PHONE_BY_ID: the number of a scanned real-name order, masked (the owner recognises it; the link shows no one else the whole). */
export async function findPhoneOfLinkOrder(deps: AppDeps, id: string): Promise<{ serviceId: string }> {
  const order = await findUsableLinkOrder(deps, id);
  return { serviceId: maskPhone(order.phone) };
}

/** NEW_TRANS_ACCT_T: the scanned link's face check for its order's number (no login: the check belongs to no member). */
export async function startRealNameByLink(deps: AppDeps, input: { id: string; returnUrl: string; consent: true }) {
  const order = await findUsableLinkOrder(deps, input.id);
  return startRealNameCheck(deps, null, order.phone, input);
}

/** NEW_GET_IMG_PATH: the link's identity result (masked) and the city of the caller's IP. */
export async function readLinkIdentity(deps: AppDeps, request: FastifyRequest, bizNo: string) {
  const check = await readPassedCheck(deps, null, bizNo, AuthType.REAL_NAME);
  const subscriber = await findActiveSubscriber(deps, check.phone ?? '');
  const city = await deps.providers.ipCity.resolve(request.ip);
  return {
    biz_no: check.bizNo,
    phone: maskPhone(subscriber.phone),
    name: maskName(subscriber.ownerName),
    idCard: maskIdNumber(subscriber.idNumber),
    cityCode: city.cityCode,
    cityName: city.cityName,
  };
}

/** NEW_TRANS_ACCT_T_FORM: the link's contact form; the order is submitted once. */
export async function submitRealNameByLink(
  deps: AppDeps,
  request: FastifyRequest,
  input: { biz_no: string; sparePhone: string; id: string; cityName?: string | undefined },
) {
  const check = await readPassedCheck(deps, null, input.biz_no, AuthType.REAL_NAME);
  const order = await findRealNameOrder(deps.db, input.id);
  if (!order || order.phone !== check.phone) {
    throw invalid(ServerMessage.LINK_ORDER_MISMATCH);
  }
  if (order.status === 'submitted') {
    throw invalid(ServerMessage.LINK_ORDER_SUBMITTED);
  }
  // The same instant is checked here and in the conditional update: an order valid now is marked
  // submitted, or refused as used by a concurrent submit.
  const now = deps.now();
  if (order.expiresAt <= now) {
    throw invalid(ApplicationMessage.LINK_ORDER_EXPIRED);
  }
  await refusePending(deps, order.phone, ApplicationKind.REAL_NAME);
  await deps.identityChecks.consume({ memberId: null, bizNo: input.biz_no, authType: AuthType.REAL_NAME });
  const city = await deps.providers.ipCity.resolve(request.ip);
  const row = await deps.db.transaction(async (tx) => {
    if (!(await markRealNameOrderSubmitted(tx, order.id, now))) {
      throw invalid(ServerMessage.LINK_ORDER_SUBMITTED);
    }
    const application = await insertApplication(tx, {
      kind: ApplicationKind.REAL_NAME,
      applicationNo: createApplicationNo(ApplicationKind.REAL_NAME, now),
      memberId: null,
      phone: order.phone,
      bizNo: input.biz_no,
      // The city is the server's IP lookup; the form's cityName (the spec's page sends one) is ignored.
      form: { orderId: order.id, sparePhone: input.sparePhone, cityCode: city.cityCode, cityName: city.cityName },
      createdAt: now,
    });
    if (!application) {
      throw invalid(ServerMessage.REAL_NAME_PENDING);
    }
    return application;
  });
  return describeSubmitted(row);
}

/** CHECK_NAME: the personal flow's extra check that the name and ID are the number's owner's. */
export async function checkNameAndId(
  deps: AppDeps,
  member: AuthenticatedMember,
  input: { biz_no: string; name: string; idCard: string },
): Promise<{ isMatched: true }> {
  const check = await readPassedCheck(deps, member.id, input.biz_no, AuthType.REAL_NAME);
  const subscriber = await findActiveSubscriber(deps, check.phone ?? '');
  if (!isOwner(subscriber, input.idCard, input.name)) {
    throw invalid(ServerMessage.NAME_ID_MISMATCH);
  }
  await recordNameCheck(deps.db, input.biz_no, member.id);
  return { isMatched: true };
}

/** PERSON_TRANS_ACCT_T_FORM: the personal flow's contact form, after the name-and-ID check. */
export async function submitRealNameForPerson(deps: AppDeps, member: AuthenticatedMember, input: { biz_no: string; sparePhone: string }) {
  const check = await readPassedCheck(deps, member.id, input.biz_no, AuthType.REAL_NAME);
  if (!(await hasNameCheck(deps.db, input.biz_no, member.id))) {
    throw invalid(ServerMessage.NAME_CHECK_MISSING);
  }
  const phone = check.phone ?? '';
  await refusePending(deps, phone, ApplicationKind.REAL_NAME);
  await deps.identityChecks.consume({ memberId: member.id, bizNo: input.biz_no, authType: AuthType.REAL_NAME });
  const row = await storeApplication(deps, {
    kind: ApplicationKind.REAL_NAME,
    memberId: member.id,
    phone,
    bizNo: input.biz_no,
    form: { sparePhone: input.sparePhone },
  });
  return describeSubmitted(row);
}

/** APPLICATION_STATUS: the member's latest application of a kind, masked. */
export async function readLatestApplication(
  deps: AppDeps,
  member: AuthenticatedMember,
  kind: ApplicationKindValue,
): Promise<{ application: ApplicationSummary | null }> {
  const row = await findLatestApplication(deps.db, member.id, kind);
  if (!row) {
    return { application: null };
  }
  return {
    application: {
      applicationNo: row.applicationNo,
      kind: row.kind,
      status: row.status,
      reason: row.reviewReason,
      phone: maskPhone(row.phone),
      submittedAt: row.createdAt.toISOString(),
      reviewedAt: row.reviewedAt ? row.reviewedAt.toISOString() : null,
    },
  };
}

/**
 * APPLICATION_STATUS: the member's latest application of a kind. SIM replacements belong to the sim
 * area, whose review kind answers for them (features do not import each other).
 */
export async function readLatestOfKind(
  deps: AppDeps,
  member: AuthenticatedMember,
  kind: ReviewedKindValue,
): Promise<{ application: ApplicationSummary | null }> {
  if (kind === SIM_REPLACEMENT_KIND) {
    return { application: (await deps.reviewQueue.find(kind)?.readLatestOfMember?.(deps.db, member.id)) ?? null };
  }
  return readLatestApplication(deps, member, kind);
}
