import { ResponseCode } from '@hall/contract/codes';
import { eq } from 'drizzle-orm';
import type { CommonClient } from 'tencentcloud-sdk-nodejs-common';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import { faceidSessions } from '../../db/schema.ts';
import { ApiError, ServiceUnavailableError } from '../../platform/api-error.ts';
import { tencentClientOptions } from '../tencent-cloud/tencent-client-options.ts';

const FACEID_VERSION = '2018-03-01';
const SYSTEM = 'face-check';
export const FACEID_REFUSED_MESSAGE = '人脸核验服务暂时无法使用，请稍后重试';

/** The text part of a FaceID result (GetDetectInfoEnhanced's Text): the fields this server reads. */
export interface FaceIdText {
  /** The session's final result: 0 passed; null while the person has not finished. */
  ErrCode: number | null;
  ErrMsg: string | null;
  IdCard: string | null;
  Name: string | null;
  OcrName: string | null;
  OcrIdCard: string | null;
  OcrAddress: string | null;
}

/** What a FaceID session started with: the rule, where FaceID returns to, and for a comparison whom to compare. */
export interface FaceIdDetect {
  bizNo: string;
  ruleId: string;
  /** Our return path (/…); FaceID needs it absolute and appends the BizToken when it returns. */
  returnPath: string;
  person?: { name: string; idNumber: string };
}

export interface FaceIdApi {
  /** DetectAuth: starts a session, keeps its BizToken by biz_no and answers the page to send the person to. */
  detect(start: FaceIdDetect): Promise<{ url: string }>;
  /** GetDetectInfoEnhanced (text only): null when no session was started for the biz_no. */
  readText(bizNo: string): Promise<FaceIdText | null>;
}

/** Result codes of a session that is not finished yet: the person has not come back, or is still on it (17 本次流程未完成). */
const UNFINISHED_CODES = new Set([17]);
/** FaceID's result code for a session whose token expired (15 Token 过期). */
const TOKEN_EXPIRED_CODE = 15;

export const isUnfinished = (text: FaceIdText) => text.ErrCode === null || UNFINISHED_CODES.has(text.ErrCode);

interface SdkError {
  code?: string;
  message: string;
}

/**
 * A failure of a FaceID call. A refusal in FaceID's answer (a wrong key, an unknown rule, an
 * account not activated) is answered to the person as a clear message, with the refusal logged;
 * no answer at all is the service being unavailable.
 */
function failureOf(action: string, error: unknown): Error {
  const { code, message } = error as SdkError;
  if (code) {
    return new ApiError(ResponseCode.INVALID, FACEID_REFUSED_MESSAGE, undefined, new Error(`FaceID ${action} refused: ${code} ${message}`));
  }
  return new ServiceUnavailableError(SYSTEM, `${action}: ${error instanceof Error ? error.message : 'request failed'}`);
}

const stringOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

function textOf(answer: Record<string, unknown>): FaceIdText {
  const text = (answer.Text ?? {}) as Record<string, unknown>;
  return {
    ErrCode: typeof text.ErrCode === 'number' ? text.ErrCode : null,
    ErrMsg: stringOrNull(text.ErrMsg),
    IdCard: stringOrNull(text.IdCard),
    Name: stringOrNull(text.Name),
    OcrName: stringOrNull(text.OcrName),
    OcrIdCard: stringOrNull(text.OcrIdCard),
    OcrAddress: stringOrNull(text.OcrAddress),
  };
}

/**
 * Tencent Cloud FaceID (人脸核身, H5 in WeChat) through the SDK's CommonClient, TC3-signed. The SDK
 * loads with the first check, not with the server.
 */
export function createFaceIdApi(config: Config, db: Db): FaceIdApi {
  const options = tencentClientOptions(config, config.TENCENT_FACEID_ENDPOINT);
  let client: Promise<CommonClient> | null = null;
  const openClient = () =>
    (client ??= import('tencentcloud-sdk-nodejs-common').then(
      ({ CommonClient: Client }) => new Client(options.profile.httpProfile.endpoint, FACEID_VERSION, options),
    ));
  const call = async (action: string, params: Record<string, unknown>): Promise<Record<string, unknown>> => {
    try {
      return (await (await openClient()).request(action, params)) as Record<string, unknown>;
    } catch (error) {
      throw failureOf(action, error);
    }
  };
  const publicOrigin = config.PUBLIC_URL.replace(/\/+$/, '');
  // FaceID appends ?token=<BizToken> when it returns; a page that starts a check again from such an
  // address would otherwise hand FaceID the old token too, one more each time.
  const redirectUrlOf = (returnPath: string) => {
    const url = new URL(returnPath, 'http://return.invalid');
    url.searchParams.delete('token');
    return `${publicOrigin}${url.pathname}${url.search}`;
  };

  return {
    detect: async ({ bizNo, ruleId, returnPath, person }) => {
      const answer = await call('DetectAuth', {
        RuleId: ruleId,
        RedirectUrl: redirectUrlOf(returnPath),
        Extra: bizNo,
        ...(person ? { Name: person.name, IdCard: person.idNumber } : {}),
      });
      const bizToken = answer.BizToken;
      const url = answer.Url;
      if (typeof bizToken !== 'string' || !bizToken || typeof url !== 'string' || !/^https?:\/\//.test(url)) {
        throw new ServiceUnavailableError(SYSTEM, 'DetectAuth answered no BizToken or Url');
      }
      await db.insert(faceidSessions).values({ bizNo, bizToken, ruleId });
      return { url };
    },
    readText: async (bizNo) => {
      const rows = await db.select().from(faceidSessions).where(eq(faceidSessions.bizNo, bizNo));
      const session = rows[0];
      if (!session) {
        return null;
      }
      try {
        // InfoType 1: the text only. No ID card images, no best frame, no video: none is fetched or kept.
        const answer = await (
          await openClient()
        ).request('GetDetectInfoEnhanced', {
          BizToken: session.bizToken,
          RuleId: session.ruleId,
          InfoType: '1',
          IsCutIdCardImage: false,
          IsNeedIdCardAvatar: false,
        });
        return textOf(answer as Record<string, unknown>);
      } catch (error) {
        // A token past its three days will never finish: the session failed, as FaceID's code 15 says.
        if ((error as SdkError).code === 'InvalidParameterValue.BizTokenExpired') {
          return { ErrCode: TOKEN_EXPIRED_CODE, ErrMsg: 'Token 过期', IdCard: null, Name: null, OcrName: null, OcrIdCard: null, OcrAddress: null };
        }
        throw failureOf('GetDetectInfoEnhanced', error);
      }
    },
  };
}
