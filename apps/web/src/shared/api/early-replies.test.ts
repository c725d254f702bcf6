import { EARLY_REPLIES_GLOBAL } from '@hall/contract/hall/first-paint';
import { afterEach, describe, expect, it } from 'vitest';
import { READ_STALE_TIME_MS } from '../../config/ui-timings.ts';
import { takeEarlyReply } from './early-replies.ts';

const PATH = '/api/wechat/memberInfo';
const BODY = JSON.stringify({ token: 't-1' });
const globals = window as unknown as Record<string, unknown>;

function leaveEarlyReply(reply: Promise<Response>, sentAt = Date.now()): void {
  globals[EARLY_REPLIES_GLOBAL] = { [PATH]: { body: BODY, sentAt, reply } };
}

afterEach(() => {
  delete globals[EARLY_REPLIES_GLOBAL];
});

describe('taking a reply the page started before the app arrived', () => {
  it('gives it to the first identical request, once', async () => {
    const response = new Response('{"code":1}');
    leaveEarlyReply(Promise.resolve(response));
    await expect(takeEarlyReply(PATH, BODY, new AbortController().signal)).resolves.toBe(response);
    expect(takeEarlyReply(PATH, BODY, new AbortController().signal), 'a second request goes to the network').toBeUndefined();
  });

  it('never gives it to a request with another body (another token), and drops it then', () => {
    leaveEarlyReply(Promise.resolve(new Response('{}')));
    expect(takeEarlyReply(PATH, JSON.stringify({ token: 't-2' }), new AbortController().signal)).toBeUndefined();
    expect(takeEarlyReply(PATH, BODY, new AbortController().signal)).toBeUndefined();
  });

  it('gives nothing for another path, or when the page started nothing', () => {
    expect(takeEarlyReply(PATH, BODY, new AbortController().signal)).toBeUndefined();
    leaveEarlyReply(Promise.resolve(new Response('{}')));
    expect(takeEarlyReply('/api/wechat/product', BODY, new AbortController().signal)).toBeUndefined();
  });

  it('gives nothing older than any read the app shows', () => {
    leaveEarlyReply(Promise.resolve(new Response('{}')), Date.now() - READ_STALE_TIME_MS - 1);
    expect(takeEarlyReply(PATH, BODY, new AbortController().signal)).toBeUndefined();
  });

  it("fails as the request's own fetch would once its timeout aborts it", async () => {
    leaveEarlyReply(new Promise<Response>(() => undefined));
    const controller = new AbortController();
    const reply = takeEarlyReply(PATH, BODY, controller.signal);
    controller.abort(new DOMException('timed out', 'AbortError'));
    await expect(reply).rejects.toThrow('timed out');
  });
});
