// The fake WeChat Pay's own signing and checking, written from WeChat Pay's API v3 documentation
// (签名生成, 签名验证, 回调报文解密) and never shared with the adapter it tests.
import { createCipheriv, createSign, createVerify, randomBytes, type KeyObject } from 'node:crypto';

/** The fields of a merchant's `Authorization: WECHATPAY2-SHA256-RSA2048 k="v",…` header. */
export interface MerchantAuthorization {
  mchid: string;
  serial_no: string;
  nonce_str: string;
  timestamp: string;
  signature: string;
}

export function parseMerchantAuthorization(header: string | undefined): MerchantAuthorization | null {
  const match = /^WECHATPAY2-SHA256-RSA2048 (.+)$/.exec(header ?? '');
  if (!match?.[1]) {
    return null;
  }
  const fields: Record<string, string> = {};
  for (const part of match[1].split(',')) {
    const pair = /^\s*(\w+)="([^"]*)"\s*$/.exec(part);
    if (!pair?.[1] || pair[2] === undefined) {
      return null;
    }
    fields[pair[1]] = pair[2];
  }
  const { mchid, serial_no, nonce_str, timestamp, signature } = fields;
  return mchid && serial_no && nonce_str && timestamp && signature ? { mchid, serial_no, nonce_str, timestamp, signature } : null;
}

/**
 * Why WeChat Pay would refuse this request's signature, or null when it is right: the message is
 * method, path with query, timestamp, nonce and body, each followed by a newline.
 */
export function merchantSignatureProblem(
  request: { method: string; url: string; body: string; authorization: string | undefined },
  merchant: { mchId: string; serial: string; publicKey: KeyObject },
  nowSeconds: number,
): string | null {
  const authorization = parseMerchantAuthorization(request.authorization);
  if (!authorization) {
    return 'Authorization 头缺失或格式错误';
  }
  if (authorization.mchid !== merchant.mchId) {
    return '商户号不匹配';
  }
  if (authorization.serial_no !== merchant.serial) {
    return '商户证书序列号不匹配';
  }
  if (!/^\d{10}$/.test(authorization.timestamp) || Math.abs(nowSeconds - Number(authorization.timestamp)) > 300) {
    return '时间戳过期';
  }
  const message = `${request.method}\n${request.url}\n${authorization.timestamp}\n${authorization.nonce_str}\n${request.body}\n`;
  const verifier = createVerify('RSA-SHA256').update(message);
  return verifier.verify(merchant.publicKey, authorization.signature, 'base64') ? null : '签名错误';
}

/** Signs an answer or a notification as WeChat Pay does: timestamp, nonce and body, each followed by a newline. */
export function signAsWechatPay(body: string, platform: { serial: string; privateKey: KeyObject }, nowSeconds: number): Record<string, string> {
  const timestamp = String(nowSeconds);
  const nonce = randomBytes(16).toString('hex').toUpperCase();
  const signature = createSign('RSA-SHA256').update(`${timestamp}\n${nonce}\n${body}\n`).sign(platform.privateKey, 'base64');
  return {
    'Wechatpay-Timestamp': timestamp,
    'Wechatpay-Nonce': nonce,
    'Wechatpay-Signature': signature,
    'Wechatpay-Serial': platform.serial,
  };
}

/** A notification's `resource`: the plaintext encrypted with AEAD_AES_256_GCM under the APIv3 key, tag appended. */
export function encryptResource(apiV3Key: string, plaintext: string, originalType: string, associatedData: string) {
  const nonce = randomBytes(6).toString('hex');
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key), Buffer.from(nonce));
  cipher.setAAD(Buffer.from(associatedData));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return { algorithm: 'AEAD_AES_256_GCM', ciphertext: ciphertext.toString('base64'), associated_data: associatedData, original_type: originalType, nonce };
}

/** Whether a JSAPI `paySign` is the merchant's RSA-SHA256 over appId, timeStamp, nonceStr and package, each followed by a newline. */
export function isMerchantPaySign(
  params: { appId: string; timeStamp: string; nonceStr: string; package: string; paySign: string },
  merchantPublicKey: KeyObject,
): boolean {
  const message = `${params.appId}\n${params.timeStamp}\n${params.nonceStr}\n${params.package}\n`;
  return createVerify('RSA-SHA256').update(message).verify(merchantPublicKey, params.paySign, 'base64');
}
