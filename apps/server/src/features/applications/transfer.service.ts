import {
  ApplicationKind,
  ApplicationMessage,
  TransferFileKind,
  TRANSFER_CODE_MAX_WRONG_TRIES,
  TRANSFER_CODE_TTL_SECONDS,
  UPLOAD_MAX_BYTES,
  type TransferFileKindValue,
} from '@hall/contract/applications/rules';
import { AgreementKind } from '@hall/contract/agreements/rules';
import type { AgreementText } from '@hall/contract/agreements/schemas';
import { ResponseCode } from '@hall/contract/codes';
import { AuthType, IdentityCheckMessage } from '@hall/contract/identity/rules';
import type { IdentityStartResponse } from '@hall/contract/identity/schemas';
import type { AppDeps } from '../../deps.ts';
import { findSignedAgreement, readCurrentAgreement, recordSignedAgreement, toAgreementText } from '../../domain/agreements.ts';
import { ApiError, invalid } from '../../platform/api-error.ts';
import { reencodeUploadedImage, type UploadedImage } from '../../platform/image-upload.ts';
import { maskPhone } from '../../platform/masking.ts';
import type { AuthenticatedMember, BoundMember } from '../../platform/member-sessions.ts';
import { sendQueuedNotificationNow } from '../../platform/notification-delivery.ts';
import { NotificationKey, queueNotification } from '../../platform/notifications.ts';
import { sealBytes } from '../../platform/sealed-data.ts';
import { areEqualSecrets, hashShortCode } from '../../platform/secrets.ts';
import {
  createApplicationNo,
  createRandomText,
  describeSubmitted,
  findActiveSubscriber,
  readPassedCheck,
  refusePending,
  startOwnerCheck,
  verifyPassword,
} from './application-filing.ts';
import {
  claimTransferOrder,
  countWrongTransferCode,
  findApplicationStatus,
  findIdentityCheck,
  findTransferOrder,
  hasApplicationFile,
  insertApplication,
  insertTransferOrder,
  saveApplicationFile,
} from './applications.repository.ts';

// Number transfer (过户): the owner starts it (TRANS_ACCT_S) and is sent an order number and code;
// the receiver enters them (TRANS_ACCT_T), signs, photographs ID and SIM, and applies.

const TRANSFER_CODE_LENGTH = 6;

function hashTransferCode(deps: AppDeps, orderNo: string, code: string): string {
  return hashShortCode(deps.secretKey, 'transfer-code', orderNo, code.toUpperCase());
}

/** TRANS_ACCT_S: the bound number's owner starts the face check for a transfer. */
export async function startTransferOut(
  deps: AppDeps,
  member: BoundMember,
  input: { idCard: string; name: string; returnUrl: string; consent: true },
): Promise<IdentityStartResponse> {
  return startOwnerCheck(deps, member, { phone: member.boundPhone, kind: ApplicationKind.TRANSFER_OUT, authType: AuthType.TRANS_ACCT_S, input });
}

/** TRANS_ACCT_S_FORM: stores the transfer for review and sends the order number and code (official account or SMS). */
export async function submitTransferOut(
  deps: AppDeps,
  member: BoundMember,
  input: { biz_no: string; reason: string; mobilePhone: string; phonePassword: string },
) {
  const check = await readPassedCheck(deps, member.id, input.biz_no, AuthType.TRANS_ACCT_S);
  if (input.mobilePhone !== check.phone) {
    throw invalid(ApplicationMessage.CHECKED_NUMBER_MISMATCH);
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
      throw invalid(ApplicationMessage.TRANSFER_OUT_PENDING);
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

/** TRANS_ACCT_T: checks the order number and code (attempt-limited), then starts the receiver's face check. */
export async function startTransferIn(
  deps: AppDeps,
  member: AuthenticatedMember,
  input: { idCard: string; name: string; receiverName: string; receiverIdCard: string; returnUrl: string; consent: true },
): Promise<IdentityStartResponse> {
  const orderNo = input.idCard.trim().toUpperCase();
  const order = await findTransferOrder(deps.db, orderNo);
  if (!order) {
    throw invalid(ApplicationMessage.TRANSFER_CODE_WRONG);
  }
  if (order.receivedAt) {
    throw invalid(ApplicationMessage.TRANSFER_RECEIVED);
  }
  if (order.wrongAttempts >= TRANSFER_CODE_MAX_WRONG_TRIES) {
    throw invalid(ApplicationMessage.TRANSFER_LOCKED);
  }
  if (!areEqualSecrets(order.codeHash, hashTransferCode(deps, orderNo, input.name))) {
    await countWrongTransferCode(deps.db, orderNo);
    throw invalid(ApplicationMessage.TRANSFER_CODE_WRONG);
  }
  if (order.expiresAt <= deps.now()) {
    throw invalid(ApplicationMessage.TRANSFER_EXPIRED);
  }
  if ((await findApplicationStatus(deps.db, order.applicationId)) === 'failed') {
    throw invalid(ApplicationMessage.TRANSFER_REJECTED);
  }
  if (order.initiatorMemberId === member.id) {
    throw invalid(ApplicationMessage.TRANSFER_OWN);
  }
  const receiverIdNumber = input.receiverIdCard.trim().toUpperCase();
  const currentOwner = await deps.boss.findSubscriber(order.phone);
  if (currentOwner && currentOwner.idNumber.toUpperCase() === receiverIdNumber) {
    throw invalid(ApplicationMessage.TRANSFER_OWN_NUMBER);
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
async function decodeImage(dataUrl: string): Promise<UploadedImage> {
  const base64Length = dataUrl.length - dataUrl.indexOf(',') - 1;
  if (Math.floor((base64Length * 3) / 4) > UPLOAD_MAX_BYTES + 2) {
    throw invalid(ApplicationMessage.IMAGE_TOO_LARGE);
  }
  const image = await reencodeUploadedImage(dataUrl);
  if (!image) {
    throw invalid(ApplicationMessage.IMAGE_INVALID);
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
    throw invalid(ApplicationMessage.UPLOAD_CHECK_INVALID);
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
    throw invalid(ApplicationMessage.SIGNATURE_MISSING);
  }
  if (!(await findSignedAgreement(deps.db, AgreementKind.TRANSFER, input.biz_no))) {
    throw invalid(ApplicationMessage.AGREEMENT_NOT_SIGNED);
  }
  if (!(await hasApplicationFile(deps.db, input.biz_no, 'photo'))) {
    throw invalid(ApplicationMessage.PHOTO_MISSING);
  }
  const order = check.transferOrderNo ? await findTransferOrder(deps.db, check.transferOrderNo) : null;
  if (!order) {
    throw new ApiError(ResponseCode.IDENTITY_FAILED, IdentityCheckMessage.TYPE_MISMATCH);
  }
  if (order.receivedAt) {
    throw invalid(ApplicationMessage.TRANSFER_RECEIVED);
  }
  await deps.identityChecks.consume({ memberId: member.id, bizNo: input.biz_no, authType: AuthType.TRANS_ACCT_T });
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    if (!(await claimTransferOrder(tx, order.orderNo, member.id, now))) {
      throw invalid(ApplicationMessage.TRANSFER_RECEIVED);
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
      throw invalid(ApplicationMessage.TRANSFER_IN_PENDING);
    }
    return application;
  });
  return describeSubmitted(row);
}
