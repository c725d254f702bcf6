import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONSOLE_THEME } from './features/console/shell/console-theme.ts';

// The theme's text colours, read from styles.css as the browser gets them, measured by WCAG 2.2's
// contrast formula against the backgrounds text sits on.

const styles = readFileSync(`${import.meta.dirname}/styles.css`, 'utf8');

function token(name: string): string {
  const value = new RegExp(`${name}:\\s*(#[0-9a-f]{3,6})\\s*;`, 'i').exec(styles)?.[1];
  if (!value) {
    throw new Error(`${name} is not a hex colour in styles.css`);
  }
  return value;
}

function luminance(hex: string): number {
  const digits = hex.slice(1).length === 3 ? [...hex.slice(1)].map((digit) => digit + digit).join('') : hex.slice(1);
  const [red, green, blue] = [0, 2, 4].map((start) => {
    const channel = Number.parseInt(digits.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (red ?? 0) + 0.7152 * (green ?? 0) + 0.0722 * (blue ?? 0);
}

function contrast(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

/** White, the page's background and the light blue of the hall's notice and selected items. */
const TEXT_BACKGROUNDS = ['#ffffff', '#f5f6f8', '#e6f4ff'];

describe('theme colours', () => {
  it.each(['--app-primary', '--app-text', '--app-text-secondary', '--app-text-weak', '--app-danger', '--app-success', '--app-warning', '--app-points-accent'])(
    '%s is at least 4.5:1 as text on every background text sits on',
    (name) => {
      for (const background of TEXT_BACKGROUNDS) {
        expect(contrast(token(name), background), `${name} on ${background}`).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it.each(['--app-primary', '--app-danger', '--app-success'])('white text on a %s button is at least 4.5:1', (name) => {
    expect(contrast('#ffffff', token(name))).toBeGreaterThanOrEqual(4.5);
  });

  it('antd-mobile takes its primary, text and weak colours from these tokens, over its own :root', () => {
    const theme = /html:root\s*\{([^}]*)\}/.exec(styles)?.[1] ?? '';
    expect(theme).toContain('--adm-color-primary: var(--app-primary);');
    expect(theme).toContain('--adm-color-weak: var(--app-text-weak);');
    expect(theme).toContain('--adm-color-text-secondary: var(--app-text-secondary);');
    expect(contrast(token('--adm-color-orange'), '#fff9ed')).toBeGreaterThanOrEqual(4.5);
  });

  it("the console's primary passes 4.5:1 as a link on white and under white text", () => {
    const primary = CONSOLE_THEME.token?.colorPrimary ?? '';
    expect(contrast(primary, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(CONSOLE_THEME.token?.colorLink).toBe(primary);
  });
});
