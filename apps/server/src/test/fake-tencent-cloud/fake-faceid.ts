import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FakeTencentCloudError, startFakeTencentCloud, type FakeTencentCloud, type FakeTencentService } from './fake-tencent-cloud-server.ts';

// The fake's FaceID (人脸核身, API 2018-03-01), written from Tencent Cloud's documentation of
// DetectAuth and GetDetectInfoEnhanced, never from the adapter. It serves the H5 page a person is
// sent to itself, on 127.0.0.1, so a browser journey can pass or fail a check there.

export const FAKE_FACEID_VERSION = '2018-03-01';

/** The outcome a person reaches on the fake's page (or a test decides). */
export type FakeFaceIdOutcome = 'passed' | 'face_mismatch' | 'id_unreadable';

export interface FakeOcrReading {
  name: string;
  idNumber: string;
  address: string;
}

export interface FakeFaceIdSession {
  bizToken: string;
  ruleId: string;
  kind: 'compare' | 'ocr';
  /** What DetectAuth received for a comparison: the name and the full ID number. */
  name: string;
  idCard: string;
  redirectUrl: string;
  extra: string;
  /** The person opened the page (FaceID then answers 17 本次流程未完成 until they finish). */
  isOpened: boolean;
  outcome: FakeFaceIdOutcome | null;
  /** What the OCR rule read from the ID card (test values unless the page or a test says otherwise). */
  ocr: FakeOcrReading;
  /** Another final result code a test set (FaceID's documented codes, e.g. 2006 姓名和身份证号不匹配). */
  otherResult: { code: number; message: string } | null;
  /** Past the token's three days: GetDetectInfoEnhanced refuses it as expired. */
  isExpired: boolean;
}

export interface FakeFaceIdControl {
  compareRuleId: string;
  ocrRuleId: string;
  /** Every session DetectAuth started, oldest first. */
  sessions: FakeFaceIdSession[];
  /** The session started for our biz_no (DetectAuth's Extra). */
  sessionOfBizNo(bizNo: string): FakeFaceIdSession | undefined;
  /** Decides a session as the person on the page would; answers where FaceID sends them back. */
  decide(bizToken: string, outcome: FakeFaceIdOutcome, ocr?: Partial<FakeOcrReading>): string;
  /** Ends a session with another of FaceID's result codes than the page's buttons give. */
  finishWithCode(bizToken: string, code: number, message: string): void;
  /** Lets a session's token expire. */
  expire(bizToken: string): void;
  /** The page's address (http://127.0.0.1:port). */
  pageOrigin: string;
}

export interface FakeFaceId {
  service: FakeTencentService;
  control: FakeFaceIdControl;
  close(): Promise<void>;
}

/** The ID card the OCR page reads unless told otherwise (the same test person as the sandbox's page). */
export const FAKE_OCR_READING: FakeOcrReading = { name: '王小明', idNumber: '440106199001011234', address: '广东省广州市天河区天河路1号' };

const ID_NUMBER = /^\d{17}[\dX]$/;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character);

const maskName = (name: string) => (name.length <= 1 ? name : `${'*'.repeat(name.length - 1)}${name.slice(-1)}`);
const maskId = (id: string) => (id.length < 8 ? id : `${id.slice(0, 4)}${'*'.repeat(id.length - 8)}${id.slice(-4)}`);

/** FaceID returns the person to RedirectUrl with the BizToken appended. */
const returnUrlOf = (session: FakeFaceIdSession) => {
  const url = new URL(session.redirectUrl);
  url.searchParams.set('token', session.bizToken);
  return url.toString();
};

/** GetDetectInfoEnhanced's Text for a session, in FaceID's wire format. */
function textOf(session: FakeFaceIdSession): Record<string, unknown> {
  const isOcr = session.kind === 'ocr';
  const base = {
    OcrNation: null,
    OcrBirth: null,
    OcrAuthority: null,
    OcrValidDate: null,
    OcrGender: null,
    Location: null,
    Mobile: null,
    Extra: session.extra,
    LivenessDetail: [],
  };
  const idRead = isOcr && session.outcome !== 'id_unreadable' ? session.ocr : null;
  const identity = {
    IdCard: isOcr ? (idRead?.idNumber ?? null) : session.idCard,
    Name: isOcr ? (idRead?.name ?? null) : session.name,
    OcrName: idRead?.name ?? null,
    OcrIdCard: idRead?.idNumber ?? null,
    OcrAddress: idRead?.address ?? null,
  };
  if (session.otherResult) {
    const { code, message } = session.otherResult;
    return { ...base, ...identity, ErrCode: code, ErrMsg: message, LiveStatus: null, LiveMsg: null, Comparestatus: code, Comparemsg: message, Sim: null };
  }
  switch (session.outcome) {
    case null:
      return session.isOpened
        ? { ...base, ...identity, ErrCode: 17, ErrMsg: '本次流程未完成', LiveStatus: null, LiveMsg: null, Comparestatus: null, Comparemsg: null, Sim: null }
        : { ...base, ...identity, ErrCode: null, ErrMsg: null, LiveStatus: null, LiveMsg: null, Comparestatus: null, Comparemsg: null, Sim: null };
    case 'passed':
      return { ...base, ...identity, ErrCode: 0, ErrMsg: '成功', LiveStatus: 0, LiveMsg: '成功', Comparestatus: 0, Comparemsg: '成功', Sim: '88.25' };
    case 'face_mismatch':
      return {
        ...base,
        ...identity,
        ErrCode: 2016,
        ErrMsg: '无法判断为同一人，请确认身份后重试',
        LiveStatus: 0,
        LiveMsg: '成功',
        Comparestatus: 2016,
        Comparemsg: '无法判断为同一人',
        Sim: '31.40',
      };
    case 'id_unreadable':
      return {
        ...base,
        ...identity,
        ErrCode: 303,
        ErrMsg: '扫描识别失败，请重新拍摄',
        LiveStatus: null,
        LiveMsg: null,
        Comparestatus: null,
        Comparemsg: null,
        Sim: null,
      };
  }
}

function pageOf(session: FakeFaceIdSession): string {
  const button = (outcome: FakeFaceIdOutcome, label: string) => `<button type="submit" name="outcome" value="${outcome}">${label}</button>`;
  const field = (name: keyof FakeOcrReading, label: string, value: string, maxLength: number) =>
    `<p><label>${label}<br><input name="${name}" value="${escapeHtml(value)}" maxlength="${maxLength}" aria-label="${label}"></label></p>`;
  const body =
    session.kind === 'compare'
      ? `<h1>人脸核身</h1>
<p>核验对象：<span id="faceid-name">${escapeHtml(maskName(session.name))}</span></p>
<p>证件号码：<span id="faceid-id-card">${escapeHtml(maskId(session.idCard))}</span></p>
<form method="post">${button('passed', '通过')}${button('face_mismatch', '人脸不符')}</form>`
      : `<h1>实名核身（身份证识别 + 人脸比对）</h1>
<form method="post">
${field('name', '姓名', session.ocr.name, 10)}${field('idNumber', '身份证号', session.ocr.idNumber, 18)}${field('address', '住址', session.ocr.address, 100)}
${button('passed', '通过')}${button('face_mismatch', '人脸不符')}${button('id_unreadable', '身份证无法识别')}
</form>`;
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>腾讯云慧眼（模拟）</title></head><body>${body}</body></html>`;
}

const readForm = (request: IncomingMessage) =>
  new Promise<URLSearchParams>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    request.on('error', reject);
  });

const OUTCOMES: readonly string[] = ['passed', 'face_mismatch', 'id_unreadable'] satisfies FakeFaceIdOutcome[];

/**
 * The fake FaceID product and its H5 page server. Give `service` to startFakeTencentCloud under
 * `faceid` (beside other products on one fake cloud), or use startFakeFaceId for FaceID alone.
 */
export async function createFakeFaceIdService(options: { compareRuleId?: string; ocrRuleId?: string } = {}): Promise<FakeFaceId> {
  const compareRuleId = options.compareRuleId ?? '1001';
  const ocrRuleId = options.ocrRuleId ?? '1002';
  const sessions: FakeFaceIdSession[] = [];
  const byToken = (token: string) => sessions.find((session) => session.bizToken === token);

  const sessionOf = (bizToken: string) => {
    const session = byToken(bizToken);
    if (!session) {
      throw new Error(`no FaceID session ${bizToken}`);
    }
    return session;
  };

  const decide = (bizToken: string, outcome: FakeFaceIdOutcome, ocr: Partial<FakeOcrReading> = {}) => {
    const session = sessionOf(bizToken);
    if (session.outcome) {
      throw new Error(`FaceID session ${bizToken} is already decided`);
    }
    session.isOpened = true;
    session.outcome = outcome;
    session.ocr = { ...session.ocr, ...ocr, idNumber: (ocr.idNumber ?? session.ocr.idNumber).toUpperCase() };
    return returnUrlOf(session);
  };

  const pages: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const session = byToken(/^\/faceid\/h5\/([\w-]+)$/.exec(url.pathname)?.[1] ?? '');
      const html = (status: number, text: string) => {
        response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
        response.end(text);
      };
      if (!session) {
        return html(404, '<!doctype html><html lang="zh-CN"><meta charset="utf-8"><h1>核身链接无效</h1></html>');
      }
      if (session.outcome) {
        return html(409, '<!doctype html><html lang="zh-CN"><meta charset="utf-8"><h1>本次校验已完成</h1></html>');
      }
      if (request.method === 'GET') {
        session.isOpened = true;
        return html(200, pageOf(session));
      }
      const form = await readForm(request);
      const outcome = form.get('outcome') ?? '';
      if (!OUTCOMES.includes(outcome)) {
        return html(400, '<!doctype html><html lang="zh-CN"><meta charset="utf-8"><h1>参数无效</h1></html>');
      }
      const ocr = { name: form.get('name') ?? undefined, idNumber: form.get('idNumber') ?? undefined, address: form.get('address') ?? undefined };
      const back = decide(session.bizToken, outcome as FakeFaceIdOutcome, session.kind === 'ocr' ? ocr : {});
      response.writeHead(302, { location: back });
      response.end();
    })();
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  const pageOrigin = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;

  const requireRule = (params: Record<string, unknown>) => {
    const ruleId = params.RuleId;
    if (typeof ruleId !== 'string' || !ruleId) {
      throw new FakeTencentCloudError('MissingParameter', 'The request is missing a required parameter `RuleId`.');
    }
    if (ruleId !== compareRuleId && ruleId !== ocrRuleId) {
      throw new FakeTencentCloudError('InvalidParameterValue.RuleIdNotExist', `The RuleId ${ruleId} does not exist.`);
    }
    return ruleId;
  };

  const service: FakeTencentService = {
    version: FAKE_FACEID_VERSION,
    actions: {
      DetectAuth: (params) => {
        const ruleId = requireRule(params);
        const kind = ruleId === compareRuleId ? 'compare' : 'ocr';
        const { Name: name, IdCard: idCard, RedirectUrl: redirectUrl, Extra: extra } = params;
        if (kind === 'compare') {
          if (typeof name !== 'string' || !name || typeof idCard !== 'string' || !idCard) {
            throw new FakeTencentCloudError('InvalidParameter', 'This rule compares with the ID on file: Name and IdCard are required.');
          }
          if (!ID_NUMBER.test(idCard)) {
            throw new FakeTencentCloudError('InvalidParameterValue', 'IdCard is not an 18-character ID number.');
          }
        }
        if (typeof redirectUrl !== 'string' || !/^https?:\/\/[^/]+/.test(redirectUrl)) {
          throw new FakeTencentCloudError('InvalidParameterValue', 'RedirectUrl must be an absolute URL.');
        }
        const bizToken = randomUUID().toUpperCase();
        sessions.push({
          bizToken,
          ruleId,
          kind,
          name: typeof name === 'string' ? name : '',
          idCard: typeof idCard === 'string' ? idCard : '',
          redirectUrl,
          extra: typeof extra === 'string' ? extra : '',
          isOpened: false,
          outcome: null,
          ocr: { ...FAKE_OCR_READING },
          otherResult: null,
          isExpired: false,
        });
        return { BizToken: bizToken, Url: `${pageOrigin}/faceid/h5/${bizToken}` };
      },
      GetDetectInfoEnhanced: (params) => {
        const ruleId = requireRule(params);
        const session = typeof params.BizToken === 'string' ? byToken(params.BizToken) : undefined;
        if (!session || session.ruleId !== ruleId) {
          throw new FakeTencentCloudError('InvalidParameterValue.BizTokenIllegal', 'BizToken illegal.');
        }
        if (session.isExpired) {
          throw new FakeTencentCloudError('InvalidParameterValue.BizTokenExpired', 'BizToken expired.');
        }
        // InfoType 1 is the text only; any other asks for images or video this fake never answers with.
        return { Text: textOf(session), IdCardData: null, BestFrame: null, VideoData: null, Encryption: null, EncryptedBody: null };
      },
    },
  };

  return {
    service,
    control: {
      compareRuleId,
      ocrRuleId,
      sessions,
      sessionOfBizNo: (bizNo) => sessions.find((session) => session.extra === bizNo),
      decide,
      finishWithCode: (bizToken, code, message) => {
        const session = sessionOf(bizToken);
        session.isOpened = true;
        session.otherResult = { code, message };
      },
      expire: (bizToken) => {
        sessionOf(bizToken).isExpired = true;
      },
      pageOrigin,
    },
    close: () => new Promise<void>((resolve) => pages.close(() => resolve())),
  };
}

export interface StartedFakeFaceId {
  cloud: FakeTencentCloud;
  control: FakeFaceIdControl;
  close(): Promise<void>;
}

/** A fake Tencent Cloud serving FaceID alone, with its H5 pages. */
export async function startFakeFaceId(options: { compareRuleId?: string; ocrRuleId?: string } = {}): Promise<StartedFakeFaceId> {
  const faceId = await createFakeFaceIdService(options);
  const cloud = await startFakeTencentCloud({ faceid: faceId.service });
  return {
    cloud,
    control: faceId.control,
    close: async () => {
      await cloud.close();
      await faceId.close();
    },
  };
}

/** The server's settings for talking to the fake: FACE_PROVIDER=tencent against it, with its key and rules. */
export function faceIdEnvironmentOf(fake: { cloud: FakeTencentCloud; control: FakeFaceIdControl }): Record<string, string> {
  return {
    FACE_PROVIDER: 'tencent',
    TENCENTCLOUD_SECRET_ID: fake.cloud.credentials.secretId,
    TENCENTCLOUD_SECRET_KEY: fake.cloud.credentials.secretKey,
    FACEID_RULE_ID: fake.control.compareRuleId,
    FACEID_REAL_NAME_RULE_ID: fake.control.ocrRuleId,
    TENCENT_FACEID_ENDPOINT: `http://faceid.fake.test:${fake.cloud.port}`,
    TENCENTCLOUD_CONNECT_ADDRESS: '127.0.0.1',
  };
}

/** Opens FaceID's page as the person's browser would and presses a button; answers the page and where FaceID sends them. */
export async function actOnFaceIdPage(
  url: string,
  outcome: string,
  fields: Record<string, string> = {},
): Promise<{ page: string; location: string; status: number }> {
  const page = await (await fetch(url)).text();
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...fields, outcome }).toString(),
    redirect: 'manual',
  });
  return { page, location: answer.headers.get('location') ?? '', status: answer.status };
}
