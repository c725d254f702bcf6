import type { IdCardFront, IdCardOcr } from './id-card-ocr.ts';

/**
 * The demo ID card the sandbox answers: the customer the sandbox real-name page reads by default
 * (/sandbox/real-name), so an opening read here passes the later real-name check unchanged.
 */
export const SANDBOX_ID_CARD: IdCardFront = {
  name: '王小明',
  idNumber: '440106199001011234',
  sex: '男',
  nation: '汉',
  birth: '1990/1/1',
  address: '广东省广州市天河区天河路1号',
};

/**
 * Stands in for the ID card reader. It reads no image: every photo that passed the upload checks
 * answers the demo card, marked as the sandbox's (source 'sandbox'), and the page says so. The
 * agent confirms or corrects the fields as with a real reading; the refusals a real reader answers
 * (no card, blurred) are proven against the fake Tencent Cloud OCR, not simulated here.
 */
export function createSandboxIdCardOcr(): IdCardOcr {
  return {
    source: 'sandbox',
    readFront: async () => ({ status: 'read', card: { ...SANDBOX_ID_CARD } }),
  };
}
