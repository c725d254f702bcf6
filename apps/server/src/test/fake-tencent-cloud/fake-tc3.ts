import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

// The fake's own check of Tencent Cloud API 3.0's TC3-HMAC-SHA256 signature, written from Tencent
// Cloud's documentation ("签名方法 v3"), never shared with the SDK the adapters use.

export interface Tc3Request {
  method: string;
  /** Path and query as received, e.g. "/". */
  url: string;
  /** Lower-case header names. */
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface Tc3Credentials {
  secretId: string;
  secretKey: string;
}

/** A refusal as Tencent Cloud names it (AuthFailure.*). */
export interface Tc3Refusal {
  code: string;
  message: string;
}

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();

const header = (request: Tc3Request, name: string) => {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
};

/** The service a request to this host is for: the host's first label (sms.tencentcloudapi.com → sms). */
export function serviceOfHost(host: string): string {
  return host.split(':')[0]?.split('.')[0] ?? '';
}

/**
 * Checks a request's Authorization header as Tencent Cloud does: the algorithm, a known SecretId, the
 * credential scope (the UTC date of X-TC-Timestamp, the host's service, tc3_request), a timestamp
 * within five minutes, content-type and host among the signed headers, and the signature over the
 * canonical request. Answers null when it holds.
 */
export function tc3Problem(request: Tc3Request, known: Tc3Credentials, nowSeconds: number): Tc3Refusal | null {
  const authorization = header(request, 'authorization');
  const match =
    /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([a-z0-9-]+)\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!match) {
    return { code: 'AuthFailure.InvalidAuthorization', message: 'Authorization header format error.' };
  }
  const [, secretId = '', date = '', service = '', signedHeaderList = '', signature = ''] = match;
  if (secretId !== known.secretId) {
    return { code: 'AuthFailure.SecretIdNotFound', message: 'The SecretId is not found.' };
  }
  const timestamp = Number(header(request, 'x-tc-timestamp'));
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > 300) {
    return { code: 'AuthFailure.SignatureExpire', message: 'Signature expired.' };
  }
  const host = header(request, 'host');
  if (date !== new Date(timestamp * 1000).toISOString().slice(0, 10) || service !== serviceOfHost(host)) {
    return { code: 'AuthFailure.InvalidAuthorization', message: 'The credential scope does not match the request.' };
  }
  const signedHeaders = signedHeaderList.split(';');
  if (!signedHeaders.includes('content-type') || !signedHeaders.includes('host')) {
    return { code: 'AuthFailure.InvalidAuthorization', message: 'content-type and host must be signed.' };
  }
  const [path = '/', query = ''] = request.url.split('?');
  // The real endpoints listen on 443 with no port in Host; this fake listens on a port of its own.
  const valueOf = (name: string) => (name === 'host' ? host.replace(/:\d+$/, '') : header(request, name));
  const canonicalHeaders = signedHeaders.map((name) => `${name}:${valueOf(name).trim().toLowerCase()}\n`).join('');
  const canonicalRequest = [
    request.method.toUpperCase(),
    path,
    request.method.toUpperCase() === 'GET' ? query : '',
    canonicalHeaders,
    signedHeaderList,
    sha256Hex(request.body),
  ].join('\n');
  const stringToSign = ['TC3-HMAC-SHA256', String(timestamp), `${date}/${service}/tc3_request`, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(`TC3${known.secretKey}`, date), service), 'tc3_request');
  const expected = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest();
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) {
    return { code: 'AuthFailure.SignatureFailure', message: 'The provided credentials could not be validated.' };
  }
  return null;
}
