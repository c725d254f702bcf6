import { FakeTencentCloudError, startFakeTencentCloud, type FakeTencentCloud, type FakeTencentService } from './fake-tencent-cloud-server.ts';

// The OCR part of the fake Tencent Cloud: IDCardOCR (version 2018-11-19) as Tencent documents it
// (身份证识别). It checks what Tencent checks of the request (one of ImageBase64 or ImageUrl, a
// base64 image that decodes to a PNG or JPEG, CardSide FRONT or BACK) and answers the card its
// control was given, in IDCardOCR's fields: Name, Sex, Nation, Birth, Address, IDNum for the front,
// Authority and ValidDate for the back, AdvancedInfo, RequestId (added by the server). Refusals
// come as Response.Error {Code, Message}, as Tencent's do.

/** A card as IDCardOCR answers it. */
export interface FakeIdCard {
  Name: string;
  Sex: string;
  Nation: string;
  Birth: string;
  Address: string;
  IDNum: string;
  Authority: string;
  ValidDate: string;
}

export const FAKE_ID_CARD: FakeIdCard = {
  Name: '李晓华',
  Sex: '女',
  Nation: '汉',
  Birth: '1992/3/15',
  Address: '广东省深圳市南山区科技园路8号',
  IDNum: '44030519920315002x',
  Authority: '深圳市公安局南山分局',
  ValidDate: '2015.03.15-2035.03.15',
};

export interface FakeOcrControl {
  /** The card the next readings answer. */
  card: FakeIdCard;
  /** The next reading is refused with this Code (as a photo with no card is: FailedOperation.ImageNoIdCard). */
  failNextReading(code: string, message?: string): void;
  /** The images read, decoded. */
  readings: Array<{ cardSide: string; bytes: Buffer }>;
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

export function fakeOcr(): { service: FakeTencentService; control: FakeOcrControl } {
  const failures: Array<{ code: string; message: string }> = [];
  const control: FakeOcrControl = {
    card: { ...FAKE_ID_CARD },
    failNextReading: (code, message = 'the fake was told to refuse this reading') => failures.push({ code, message }),
    readings: [],
  };
  const idCardOcr = (params: Record<string, unknown>) => {
    const { ImageBase64: base64, ImageUrl: url, CardSide: side = 'FRONT' } = params;
    if ((typeof base64 !== 'string' || base64 === '') && (typeof url !== 'string' || url === '')) {
      throw new FakeTencentCloudError('InvalidParameter', 'ImageBase64 or ImageUrl is required.');
    }
    if (side !== 'FRONT' && side !== 'BACK') {
      throw new FakeTencentCloudError('InvalidParameterValue.InvalidParameterValueLimit', 'CardSide must be FRONT or BACK.');
    }
    if (typeof base64 !== 'string') {
      throw new FakeTencentCloudError('FailedOperation.DownLoadError', 'The fake downloads no ImageUrl.');
    }
    const bytes = Buffer.from(base64, 'base64');
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64) || !(bytes.subarray(0, 4).equals(PNG) || bytes.subarray(0, 3).equals(JPEG))) {
      throw new FakeTencentCloudError('FailedOperation.ImageDecodeFailed', 'Image decode failed.');
    }
    control.readings.push({ cardSide: side, bytes });
    const failure = failures.shift();
    if (failure) {
      throw new FakeTencentCloudError(failure.code, failure.message);
    }
    const { card } = control;
    const front = { Name: card.Name, Sex: card.Sex, Nation: card.Nation, Birth: card.Birth, Address: card.Address, IDNum: card.IDNum };
    const back = { Authority: card.Authority, ValidDate: card.ValidDate };
    const empty = (fields: Record<string, string>) => Object.fromEntries(Object.keys(fields).map((key) => [key, '']));
    return side === 'FRONT'
      ? { ...front, ...empty(back), AdvancedInfo: '{}', ReflectDetailInfos: [] }
      : { ...empty(front), ...back, AdvancedInfo: '{}', ReflectDetailInfos: [] };
  };
  return { service: { version: '2018-11-19', actions: { IDCardOCR: idCardOcr } }, control };
}

export type FakeTencentOcr = FakeTencentCloud & { ocr: FakeOcrControl };

/** A fake Tencent Cloud serving OCR on 127.0.0.1 (reach it as ocr.fake.test:<port>). */
export async function startFakeTencentOcr(): Promise<FakeTencentOcr> {
  const { service, control } = fakeOcr();
  const cloud = await startFakeTencentCloud({ ocr: service });
  return Object.assign(cloud, { ocr: control });
}

/** The server's environment for reading ID cards through this fake. */
export function tencentOcrEnvironmentOf(fake: Pick<FakeTencentOcr, 'port' | 'credentials'>): Record<string, string> {
  return {
    OCR_PROVIDER: 'tencent',
    TENCENTCLOUD_SECRET_ID: fake.credentials.secretId,
    TENCENTCLOUD_SECRET_KEY: fake.credentials.secretKey,
    TENCENT_OCR_ENDPOINT: `http://ocr.fake.test:${fake.port}`,
    TENCENTCLOUD_CONNECT_ADDRESS: '127.0.0.1',
  };
}
