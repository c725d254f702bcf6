import { AgentMessage } from '@hall/contract/agent/rules';
import { ResponseCode } from '@hall/contract/codes';
import type { CommonClient } from 'tencentcloud-sdk-nodejs-common';
import type { Config } from '../../config.ts';
import { ApiError, ServiceUnavailableError } from '../../platform/api-error.ts';
import { tencentClientOptions } from '../tencent-cloud/tencent-client-options.ts';
import type { IdCardOcr, IdCardReading } from './id-card-ocr.ts';

const OCR_VERSION = '2018-11-19';
const SYSTEM = 'id-card-ocr';
const ID_NUMBER = /^\d{17}[\dX]$/;

interface SdkError {
  code?: string;
  message: string;
}

/**
 * IDCardOCR's refusals about the photo itself: the agent retakes it. Every other refusal (a wrong
 * key, an account in arrears, the service not opened) is the operator's to fix, answered as the
 * reader being unavailable, with the refusal logged.
 */
const PHOTO_REFUSALS: Record<string, string> = {
  'FailedOperation.ImageNoIdCard': AgentMessage.ID_CARD_FRONT_UNREAD,
  'FailedOperation.OcrFailed': AgentMessage.ID_CARD_FRONT_UNREAD,
  'FailedOperation.ImageDecodeFailed': AgentMessage.ID_CARD_FRONT_UNREAD,
  'FailedOperation.IdCardInfoIllegal': AgentMessage.ID_CARD_FRONT_UNREAD,
  'FailedOperation.ImageBlur': AgentMessage.ID_CARD_BLURRED,
  'FailedOperation.ImageSizeTooLarge': AgentMessage.ID_CARD_BLURRED,
  'LimitExceeded.TooLargeFileError': AgentMessage.ID_CARD_BLURRED,
};

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** IDCardOCR's answer (Name, IDNum, Sex, Nation, Birth, Address; Authority and ValidDate are the back's). */
function readingOf(answer: Record<string, unknown>): IdCardReading {
  const name = text(answer.Name);
  const idNumber = text(answer.IDNum).toUpperCase();
  if (!name || !ID_NUMBER.test(idNumber)) {
    return { status: 'unread', message: AgentMessage.ID_CARD_FRONT_UNREAD };
  }
  return {
    status: 'read',
    card: { name, idNumber, sex: text(answer.Sex), nation: text(answer.Nation), birth: text(answer.Birth), address: text(answer.Address) },
  };
}

/**
 * Tencent Cloud OCR's IDCardOCR (身份证识别) through the SDK's CommonClient, TC3-signed, as FaceID
 * is called: the front side (CardSide FRONT), the image as base64. The SDK loads with the first
 * reading, not with the server.
 */
export function createTencentIdCardOcr(config: Config): IdCardOcr {
  const options = tencentClientOptions(config, config.TENCENT_OCR_ENDPOINT);
  let client: Promise<CommonClient> | null = null;
  const openClient = () =>
    (client ??= import('tencentcloud-sdk-nodejs-common').then(
      ({ CommonClient: Client }) => new Client(options.profile.httpProfile.endpoint, OCR_VERSION, options),
    ));
  return {
    source: 'ocr',
    readFront: async (image) => {
      let answer: Record<string, unknown>;
      try {
        answer = (await (await openClient()).request('IDCardOCR', { ImageBase64: image.bytes.toString('base64'), CardSide: 'FRONT' })) as Record<
          string,
          unknown
        >;
      } catch (error) {
        const { code, message } = error as SdkError;
        if (!code) {
          throw new ServiceUnavailableError(SYSTEM, `IDCardOCR: ${error instanceof Error ? error.message : 'request failed'}`);
        }
        const photoMessage = PHOTO_REFUSALS[code];
        if (photoMessage) {
          return { status: 'unread', message: photoMessage };
        }
        throw new ApiError(ResponseCode.INVALID, AgentMessage.ID_CARD_READER_UNAVAILABLE, undefined, new Error(`IDCardOCR refused: ${code} ${message}`));
      }
      return readingOf(answer);
    },
  };
}
