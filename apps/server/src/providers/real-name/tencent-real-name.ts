import type { Config } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import { createFaceIdApi, isUnfinished, type FaceIdText } from '../face-check/faceid-api.ts';
import type { RealNameCheck, RealNameResult } from './real-name.ts';

/**
 * FaceID result codes that mean the ID card, not the face, failed: 301 the card is not the ID
 * given, 302 the card has expired, 303 the card could not be read, 2002/2003 the name or number is
 * wrong, 2005 no such identity, 2006 the name and number do not match. Every other failure is the
 * face (liveness, 2016 not the same person, …).
 */
const ID_CARD_FAILURE_CODES = new Set([301, 302, 303, 2002, 2003, 2005, 2006]);

function statusOf(text: FaceIdText, idNumber: string): RealNameResult['status'] {
  if (isUnfinished(text)) {
    return 'pending';
  }
  if (text.ErrCode === 0) {
    return idNumber ? 'passed' : 'id_failed';
  }
  return text.ErrCode !== null && ID_CARD_FAILURE_CODES.has(text.ErrCode) ? 'id_failed' : 'face_failed';
}

/**
 * The agent's real-name check on Tencent Cloud FaceID: DetectAuth under the OCR rule
 * (FACEID_REAL_NAME_RULE_ID), which reads the customer's ID card first and then compares the live
 * face with the photo on file for it; the name, number and address come from that reading.
 */
export function createTencentRealName(config: Config, db: Db): RealNameCheck {
  const faceId = createFaceIdApi(config, db);
  const ruleId = config.FACEID_REAL_NAME_RULE_ID ?? '';
  return {
    start: ({ bizNo, returnUrl }) => faceId.detect({ bizNo, ruleId, returnPath: returnUrl }),
    getResult: async (bizNo) => {
      const text = await faceId.readText(bizNo);
      if (!text) {
        return { status: 'pending', customerName: '', idNumber: '', address: '' };
      }
      const idNumber = (text.OcrIdCard || text.IdCard || '').toUpperCase();
      return {
        status: statusOf(text, idNumber),
        customerName: text.OcrName || text.Name || '',
        idNumber,
        address: text.OcrAddress ?? '',
      };
    },
  };
}
