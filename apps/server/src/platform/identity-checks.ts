import { IDENTITY_CHECK_TTL_SECONDS } from '@hall/contract/identity/rules';
import { ID_NUMBER_PATTERN } from '@hall/contract/validators';
import { ResponseCode } from '@hall/contract/codes';
import { ConsentPurpose } from '@hall/contract/consent';
import type { AuthTypeValue } from '@hall/contract/identity/rules';
import type { IdentityStartResponse } from '@hall/contract/identity/schemas';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { identityChecks } from '../db/schema.ts';
import type { OwnerIdentityQuery } from '../boss/boss.ts';
import type { BaseDeps } from '../deps.ts';
import { ApiError, invalid, ServiceUnavailableError } from './api-error.ts';
import { maskIdNumber } from './masking.ts';
import { recordConsent } from './consents.ts';
import { openSealedData, sealData } from './sealed-data.ts';
import { createRandomToken } from './secrets.ts';

export type IdentityCheck = typeof identityChecks.$inferSelect;

export interface StartIdentityCheck {
  /** Null for flows open without a login (scanned real-name links). */
  memberId: number | null;
  authType: AuthTypeValue;
  ownerName: string;
  /** The person's full ID number, given to the provider and kept sealed. */
  idNumber: string;
  /** What later steps look the person up by: the last six ID characters or the full ID. */
  idHint: string;
  /** The transfer order a receiver's check is for (TRANS_ACCT_T only). */
  transferOrderNo?: string;
  phone?: string;
  returnUrl: string;
  /** The person agreed to the face-check notice; the contract refuses a start without it. */
  consent: true;
}

const FAILED_MESSAGE = '身份核验失败，请重试';
export const PROMISE_VIDEO_MESSAGE = '请继续完成承诺视频';

export interface IdentityChecks {
  start(options: StartIdentityCheck): Promise<IdentityStartResponse>;
  /** The check's outcome for its own member: passed, or -998 when failed, -100 while pending. */
  readPassed(options: { memberId: number | null; bizNo: string }): Promise<IdentityCheck>;
  /** Uses a passed check once for a flow of the given type; a second use is refused. */
  consume(options: { memberId: number | null; bizNo: string; authType: AuthTypeValue }): Promise<IdentityCheck>;
}

/**
 * The full ID number a check starts with, upper-cased. Every path has one; a start without it is a
 * server bug, not a user error.
 */
function requireFullIdNumber(authType: AuthTypeValue, idNumber: string): string {
  const normalised = idNumber.trim().toUpperCase();
  if (!ID_NUMBER_PATTERN.test(normalised)) {
    throw new Error(`identity check ${authType} started without a full ID number`);
  }
  return normalised;
}

/**
 * The full ID number behind a last-six form (/queryCard, /callDivert, /AccountBind without a code): the
 * owner record's, when exactly one person matches; otherwise the page's own refusal, and no check starts.
 */
export async function findOwnerIdNumber(deps: BaseDeps, query: OwnerIdentityQuery, refusal: string): Promise<string> {
  const owner = await deps.boss.findOwnerIdentity(query);
  if (!owner.found) {
    throw invalid(refusal);
  }
  return owner.idNumber;
}

/** The full ID number a check was started for; null only for checks started before it was kept (0018). */
export function openCheckedIdNumber(secretKey: string, check: Pick<IdentityCheck, 'idNumberSealed'>): string | null {
  return check.idNumberSealed ? openSealedData<string>(secretKey, check.idNumberSealed) : null;
}

/** The checked ID number masked for staff (1101**********1234); a check without one shows its masked hint. */
export function maskCheckedIdNumber(secretKey: string, check: { idNumberSealed: string | null; idHint: string | null }): string {
  return maskIdNumber(openCheckedIdNumber(secretKey, check) ?? check.idHint ?? '');
}

/** A member's own checks, or the member-less checks of scanned links (never another's). */
function filterOwnedBy(memberId: number | null) {
  return memberId === null ? isNull(identityChecks.memberId) : eq(identityChecks.memberId, memberId);
}

/** The face identity-check pattern shared by every flow: start → provider page → result by biz_no. */
export function createIdentityChecks(deps: BaseDeps): IdentityChecks {
  const findOwn = async (memberId: number | null, bizNo: string) => {
    const rows = await deps.db
      .select()
      .from(identityChecks)
      .where(and(eq(identityChecks.bizNo, bizNo), filterOwnedBy(memberId)));
    return rows[0] ?? null;
  };

  const settle = async (check: IdentityCheck): Promise<IdentityCheck> => {
    if (check.status !== 'pending') {
      return check;
    }
    let result: string;
    try {
      result = await deps.providers.faceCheck.getResult(check.bizNo);
    } catch (error) {
      // A face check that does not answer in time has not verified anyone (yet).
      if (error instanceof ServiceUnavailableError) {
        return check;
      }
      throw error;
    }
    // Only an explicit pass or fail decides; anything else (unknown) leaves the person unverified.
    if (result !== 'passed' && result !== 'failed') {
      return check;
    }
    const updated = await deps.db
      .update(identityChecks)
      .set({ status: result, decidedAt: deps.now(), failReason: result === 'failed' ? '人像验证失败，图像不清晰' : null })
      .where(and(eq(identityChecks.bizNo, check.bizNo), eq(identityChecks.status, 'pending')))
      .returning();
    if (updated[0]) {
      deps.metrics.faceChecks.inc({ check: 'face_check', outcome: result });
    }
    return updated[0] ?? check;
  };

  const readPassed = async ({ memberId, bizNo }: { memberId: number | null; bizNo: string }) => {
    const own = await findOwn(memberId, bizNo);
    if (!own || own.expiresAt <= deps.now()) {
      throw new ApiError(ResponseCode.IDENTITY_FAILED, '核验记录不存在或已过期，请重新核验');
    }
    const check = await settle(own);
    if (check.status === 'pending') {
      throw invalid('身份核验尚未完成，请完成人脸识别');
    }
    if (check.status === 'failed') {
      throw new ApiError(ResponseCode.IDENTITY_FAILED, FAILED_MESSAGE);
    }
    return check;
  };

  return {
    start: async ({ memberId, authType, ownerName, idNumber, idHint, transferOrderNo, phone, returnUrl }) => {
      const fullIdNumber = requireFullIdNumber(authType, idNumber);
      if (phone && (await deps.boss.isPromiseVideoPending(phone))) {
        throw new ApiError(ResponseCode.PROMISE_VIDEO_REQUIRED, PROMISE_VIDEO_MESSAGE);
      }
      const now = deps.now();
      const bizNo = `BZ${createRandomToken()
        .replace(/[^A-Za-z0-9]/g, '')
        .slice(0, 30)}`;
      await deps.db.transaction(async (tx) => {
        await recordConsent(tx, { purpose: ConsentPurpose.FACE_CHECK, subjectRef: bizNo, memberId, at: now });
        await tx.insert(identityChecks).values({
          bizNo,
          authType,
          memberId,
          phone: phone ?? null,
          ownerName,
          idHint,
          idNumberSealed: sealData(deps.secretKey, fullIdNumber),
          transferOrderNo: transferOrderNo ?? null,
          returnUrl,
          createdAt: now,
          expiresAt: new Date(now.getTime() + IDENTITY_CHECK_TTL_SECONDS * 1000),
        });
      });
      const { url } = await deps.providers.faceCheck.start({ bizNo, ownerName, idNumber: fullIdNumber, returnUrl });
      deps.metrics.faceChecks.inc({ check: 'face_check', outcome: 'started' });
      return { biz_no: bizNo, url };
    },
    readPassed,
    consume: async ({ memberId, bizNo, authType }) => {
      await readPassed({ memberId, bizNo });
      const used = await deps.db
        .update(identityChecks)
        .set({ consumedAt: deps.now() })
        .where(
          and(
            eq(identityChecks.bizNo, bizNo),
            filterOwnedBy(memberId),
            eq(identityChecks.authType, authType),
            eq(identityChecks.status, 'passed'),
            isNull(identityChecks.consumedAt),
            gt(identityChecks.expiresAt, deps.now()),
          ),
        )
        .returning();
      const check = used[0];
      if (!check) {
        throw new ApiError(ResponseCode.IDENTITY_FAILED, '核验结果已使用或不匹配，请重新核验');
      }
      return check;
    },
  };
}
