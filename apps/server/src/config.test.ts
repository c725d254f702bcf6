import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults to the embedded database and sandbox providers', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: './data', PROVIDERS: 'sandbox' });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('refuses a production start with sandbox providers unless allowed', () => {
    const secret = { SECRET_KEY: 'k'.repeat(32), SEED_DEMO_DATA: 'false' };
    expect(() => loadConfig({ NODE_ENV: 'production', ...secret })).toThrow(/sandbox providers/);
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_SANDBOX_IN_PRODUCTION: 'true', ...secret }).NODE_ENV).toBe('production');
  });

  it('requires a secret key in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ALLOW_SANDBOX_IN_PRODUCTION: 'true', SEED_DEMO_DATA: 'false' })).toThrow(/SECRET_KEY/);
  });

  it('refuses demo data in production, even a demo deployment on sandbox providers', () => {
    const demoDeployment = { NODE_ENV: 'production', ALLOW_SANDBOX_IN_PRODUCTION: 'true', SECRET_KEY: 'k'.repeat(32) };
    expect(() => loadConfig(demoDeployment)).toThrow(/SEED_DEMO_DATA=false/);
    expect(loadConfig({ ...demoDeployment, SEED_DEMO_DATA: 'false' }).SEED_DEMO_DATA).toBe(false);
  });

  it('refuses a production start without rate limits', () => {
    const production = { NODE_ENV: 'production', ALLOW_SANDBOX_IN_PRODUCTION: 'true', SECRET_KEY: 'k'.repeat(32), SEED_DEMO_DATA: 'false' };
    expect(() => loadConfig({ ...production, RATE_LIMITS_ENABLED: 'false' })).toThrow(/RATE_LIMITS_ENABLED/);
    expect(loadConfig(production).RATE_LIMITS_ENABLED).toBe(true);
  });

  it('names invalid settings', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ INITIAL_PIN: '12' })).toThrow(/INITIAL_PIN/);
  });
});
