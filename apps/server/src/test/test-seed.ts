import type { SeedOptions } from '../seed/seed.ts';

export const TEST_AGENT_PASSWORD = 'test-agent-password';
export const TEST_STAFF_PASSWORD = 'test-staff-password';
/** The SECRET_KEY of a test app that does not set its own. */
export const TEST_SECRET_KEY = 'test-secret-key-test-secret-key-0123456789';

/** What shapes a test app's demo data besides its clock: the secret key and whose WeChat Pay it uses. */
export interface TestSeedSettings {
  secretKey: string | undefined;
  isSandboxWechatPay: boolean;
}

/** The settings of most test apps (no SECRET_KEY of their own, the sandbox WeChat Pay): the seeded template's. */
export const TEMPLATE_SEED_SETTINGS: TestSeedSettings = { secretKey: TEST_SECRET_KEY, isSandboxWechatPay: true };

export function isTemplateSeed(settings: TestSeedSettings): boolean {
  return settings.secretKey === TEMPLATE_SEED_SETTINGS.secretKey && settings.isSandboxWechatPay === TEMPLATE_SEED_SETTINGS.isSandboxWechatPay;
}

/** The seed options of a test app with these settings whose demo dates count back from `now`. */
export function testSeedOptions(settings: TestSeedSettings, now: Date): SeedOptions {
  return {
    demoAgentPassword: TEST_AGENT_PASSWORD,
    demoStaffPassword: TEST_STAFF_PASSWORD,
    now,
    isSandboxWechatPay: settings.isSandboxWechatPay,
    ...(settings.secretKey === undefined ? {} : { secretKey: settings.secretKey }),
  };
}
