import { createHash } from 'node:crypto';

/**
 * The JS-SDK's wx.config signature: SHA-1 over the four fields in ASCII order of their names
 * (jsapi_ticket, noncestr, timestamp, url), the url without its #fragment, nothing escaped.
 */
export function jsSdkSignature(fields: { jsapiTicket: string; nonceStr: string; timestamp: number; url: string }): string {
  const url = fields.url.split('#')[0] ?? '';
  const text = `jsapi_ticket=${fields.jsapiTicket}&noncestr=${fields.nonceStr}&timestamp=${fields.timestamp}&url=${url}`;
  return createHash('sha1').update(text).digest('hex');
}
