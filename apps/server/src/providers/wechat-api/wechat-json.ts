import { ServiceUnavailableError } from '../../platform/api-error.ts';

/**
 * WeChat's refusal of an official-account call: `{ errcode, errmsg }` with a non-zero errcode. It
 * is the outside system failing (a wrong secret, an address off the whitelist, a limit), answered
 * as unavailable unless the caller knows the errcode.
 */
export class WechatApiError extends ServiceUnavailableError {
  constructor(
    system: string,
    readonly errcode: number,
    errmsg: string,
  ) {
    super(system, `WeChat refused the call: ${errcode} ${errmsg}`);
    this.name = 'WechatApiError';
  }
}

/**
 * Calls an official-account API and returns its JSON answer. WeChat answers HTTP 200 even when it
 * refuses: the refusal is a non-zero errcode, thrown as WechatApiError. A transport failure or an
 * answer that is not JSON is the service being unavailable.
 */
export async function callWechatJson(system: string, url: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  let text: string;
  try {
    const response = await fetch(url, init);
    text = await response.text();
    if (!response.ok) {
      throw new ServiceUnavailableError(system, `HTTP ${response.status}`);
    }
  } catch (error) {
    if (error instanceof ServiceUnavailableError) {
      throw error;
    }
    throw new ServiceUnavailableError(system, error instanceof Error ? error.message : 'request failed');
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ServiceUnavailableError(system, 'the answer is not JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ServiceUnavailableError(system, 'the answer is not a JSON object');
  }
  const answer = body as Record<string, unknown>;
  if (typeof answer.errcode === 'number' && answer.errcode !== 0) {
    throw new WechatApiError(system, answer.errcode, typeof answer.errmsg === 'string' ? answer.errmsg : '');
  }
  return answer;
}

/** A string field of a WeChat answer, refused when missing. */
export function stringField(system: string, answer: Record<string, unknown>, name: string): string {
  const value = answer[name];
  if (typeof value !== 'string' || value === '') {
    throw new ServiceUnavailableError(system, `the answer has no ${name}`);
  }
  return value;
}

/** WeChat's expires_in (seconds), 7200 when it is missing or not a positive number. */
export function expiresInOf(answer: Record<string, unknown>): number {
  const value = answer.expires_in;
  return typeof value === 'number' && value > 0 ? value : 7200;
}
