import type { SandboxSystem } from '@hall/contract/console-sandbox/rules';
import { describe, expect, it } from 'vitest';
import { isChatAddressServed } from './customer-service-chat.ts';

// The chat address WX_URL opens must be a page that is there: the sandbox chat only while the demo
// sandbox set serves it, any https address, any other page of the hall; never an empty address.

const withDemo = new Set<SandboxSystem>(['demo', 'wechat']);
const withoutDemo = new Set<SandboxSystem>(['wechat', 'invoice']);

describe('isChatAddressServed', () => {
  it('serves the sandbox chat only while the demo set is on', () => {
    expect(isChatAddressServed('/sandbox/chat', withDemo)).toBe(true);
    expect(isChatAddressServed('/sandbox/chat?x=1', withDemo)).toBe(true);
    expect(isChatAddressServed('/sandbox/chat', withoutDemo)).toBe(false);
  });

  it('serves no other sandbox path as a chat', () => {
    expect(isChatAddressServed('/sandbox/sms', withDemo)).toBe(false);
    expect(isChatAddressServed('/sandbox', withDemo)).toBe(false);
  });

  it('serves https addresses and pages of the hall, never an empty address', () => {
    expect(isChatAddressServed('https://kf.example.cn/chat', withoutDemo)).toBe(true);
    expect(isChatAddressServed('/other', withoutDemo)).toBe(true);
    expect(isChatAddressServed('  ', withDemo)).toBe(false);
  });
});
