import { PARTNER_CHANNELS, partnerLoginPath } from '@hall/contract/agent/rules';
import { describe, expect, it } from 'vitest';
import { findRoute } from './route-table.ts';

// Spec 3 lists nine login-exempt partner paths, spec 1 eight; the product exempts all nine
// (docs/spec-conformance.md): a partner link is its own proof, and a subscriber's WeChat login
// would keep the PC page's agent out.
describe('partner no-code login paths', () => {
  it('all nine are login-exempt, /HgxhLoginWithoutCodeForPc among them', () => {
    const paths = PARTNER_CHANNELS.map(partnerLoginPath);
    expect(paths).toHaveLength(9);
    expect(paths).toContain('/HgxhLoginWithoutCodeForPc');
    for (const path of paths) {
      expect(findRoute(path)?.loginExempt, path).toBe(true);
    }
  });
});
