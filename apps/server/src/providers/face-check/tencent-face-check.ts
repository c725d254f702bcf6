import type { Config } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import type { FaceCheck } from './face-check.ts';
import { createFaceIdApi, isUnfinished } from './faceid-api.ts';

/**
 * The subscriber's face check on Tencent Cloud FaceID: DetectAuth under the comparison rule
 * (FACEID_RULE_ID) with the person's name and full ID number, so FaceID compares the live face with
 * the photo on file for that ID; the result is read back by biz_no. Only ErrCode 0 passes.
 */
export function createTencentFaceCheck(config: Config, db: Db): FaceCheck {
  const faceId = createFaceIdApi(config, db);
  const ruleId = config.FACEID_RULE_ID ?? '';
  return {
    start: ({ bizNo, ownerName, idNumber, returnUrl }) => faceId.detect({ bizNo, ruleId, returnPath: returnUrl, person: { name: ownerName, idNumber } }),
    getResult: async (bizNo) => {
      const text = await faceId.readText(bizNo);
      if (!text || isUnfinished(text)) {
        return 'pending';
      }
      return text.ErrCode === 0 ? 'passed' : 'failed';
    },
  };
}
