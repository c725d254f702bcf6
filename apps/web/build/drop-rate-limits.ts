import type { Plugin } from 'vite';

/**
 * An endpoint's `limits` are the server's to enforce; the web client never reads them. The contract
 * declares them beside each endpoint, so every endpoint table a page loads would carry the limits'
 * definitions. The web build takes the contract's rate-limits module as empty limits of the same
 * names: the tables keep their shape and the bundles lose the definitions.
 */
export const RATE_LIMITS_MODULE = /packages\/contract\/src\/rate-limits\.ts$/;

const EXPORTED_CONST = /^export const ([\w$]+)\b/gm;
const EXPORTED_FUNCTION = /^export function ([\w$]+)\(/gm;

/** The module as empty limits: each exported constant an empty list, each exported function one that answers it. */
export function emptyRateLimits(code: string): string {
  const constants = [...code.matchAll(EXPORTED_CONST)].map((match) => `export const ${match[1]} = NONE;`);
  const functions = [...code.matchAll(EXPORTED_FUNCTION)].map((match) => `export function ${match[1]}() { return NONE; }`);
  return ['const NONE = [];', ...constants, ...functions].join('\n');
}

export function dropRateLimits(): Plugin {
  return {
    name: 'hall-drop-rate-limits',
    apply: 'build',
    transform: {
      filter: { id: RATE_LIMITS_MODULE },
      handler: (code) => ({ code: emptyRateLimits(code), map: null }),
    },
  };
}
