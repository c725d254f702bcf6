import { SANDBOX_SYSTEMS, type SandboxSystem } from '@hall/contract/console-sandbox/rules';
import { z } from 'zod';
import {
  faceProviderOf,
  invoiceProviderOf,
  ipCityProviderOf,
  mailProviderOf,
  ocrProviderOf,
  smsProviderOf,
  type OutsideSettings,
} from './outside-credentials.ts';
import { wechatProviderOf } from './wechat-credentials.ts';

// Which system is on its sandbox stand-in, and so which sandbox pages, console steps and demo aids
// exist: a page is served only while its own system is the sandbox.

export type OutsideSystem = Exclude<SandboxSystem, 'demo'>;

/** Each outside system's provider, and the variable that chooses it. */
export function providerChoicesOf(settings: OutsideSettings): Array<{ system: OutsideSystem; variable: string; provider: string }> {
  return [
    { system: 'wechat', variable: 'WECHAT_PROVIDER', provider: wechatProviderOf(settings) },
    { system: 'sms', variable: 'SMS_PROVIDER', provider: smsProviderOf(settings) },
    { system: 'face', variable: 'FACE_PROVIDER', provider: faceProviderOf(settings) },
    { system: 'ocr', variable: 'OCR_PROVIDER', provider: ocrProviderOf(settings) },
    { system: 'mail', variable: 'MAIL_PROVIDER', provider: mailProviderOf(settings) },
    { system: 'ip-city', variable: 'IP_CITY_PROVIDER', provider: ipCityProviderOf(settings) },
    { system: 'invoice', variable: 'INVOICE_PROVIDER', provider: invoiceProviderOf(settings) },
  ];
}

/**
 * ALLOW_SANDBOX_IN_PRODUCTION: the systems that may stay on their sandbox in production, as a
 * comma list (`invoice`, `invoice,demo`); `true` names them all (a demo deployment), `false` or
 * empty none.
 */
export const allowedSandboxesSetting = z
  .string()
  .trim()
  .transform((value, context): SandboxSystem[] => {
    if (/^(true|false|)$/i.test(value)) {
      return value.toLowerCase() === 'true' ? [...SANDBOX_SYSTEMS] : [];
    }
    const names = value.split(',').map((name) => name.trim());
    const unknown = names.filter((name) => !(SANDBOX_SYSTEMS as readonly string[]).includes(name));
    if (unknown.length > 0) {
      context.addIssue({ code: 'custom', message: `true, false, or a comma list of ${SANDBOX_SYSTEMS.join(', ')} (not ${unknown.join(', ')})` });
      return z.NEVER;
    }
    return names as SandboxSystem[];
  });

export interface SandboxSettings extends OutsideSettings {
  ALLOW_SANDBOX_IN_PRODUCTION: SandboxSystem[];
}

/** The outside systems on their sandbox that production does not allow, as the variable that chooses each. */
export function unallowedSandboxesOf(settings: SandboxSettings): string[] {
  if (settings.NODE_ENV !== 'production') {
    return [];
  }
  return providerChoicesOf(settings)
    .filter(({ system, provider }) => provider === 'sandbox' && !settings.ALLOW_SANDBOX_IN_PRODUCTION.includes(system))
    .map(({ system, variable }) => `${variable}=sandbox (ALLOW_SANDBOX_IN_PRODUCTION=${system} allows it)`);
}

/**
 * The systems whose sandbox is on: each outside system on its stand-in (in production only when
 * allowed), and `demo` while any of them is, in production only when `demo` is allowed too.
 */
export function sandboxSystemsOn(settings: SandboxSettings): ReadonlySet<SandboxSystem> {
  const isProduction = settings.NODE_ENV === 'production';
  const isAllowed = (system: SandboxSystem) => !isProduction || settings.ALLOW_SANDBOX_IN_PRODUCTION.includes(system);
  const systems = new Set<SandboxSystem>(
    providerChoicesOf(settings)
      .filter(({ system, provider }) => provider === 'sandbox' && isAllowed(system))
      .map(({ system }) => system),
  );
  if (systems.size > 0 && isAllowed('demo')) {
    systems.add('demo');
  }
  return systems;
}

/** The start-up line's summary: each system and its provider. */
export function describeProviders(settings: OutsideSettings): string {
  return providerChoicesOf(settings)
    .map(({ system, provider }) => `${system}=${provider}`)
    .join(', ');
}
