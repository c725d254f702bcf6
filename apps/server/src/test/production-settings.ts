/**
 * The settings of a production start whose outside systems may still be the sandbox (a demo
 * deployment): what every test of a production-only rule starts from.
 */
export const DEMO_PRODUCTION: Readonly<Record<string, string>> = {
  NODE_ENV: 'production',
  ALLOW_SANDBOX_IN_PRODUCTION: 'true',
  SECRET_KEY: 'k'.repeat(32),
  SEED_DEMO_DATA: 'false',
  PUBLIC_URL: 'https://hall.example.com',
};
