import { describe, expect, it } from 'vitest';
import { CONSOLE_THEME, consoleTheme } from './console-theme.ts';

describe("the console's theme", () => {
  it('turns antd’s motion off when the computer asks for reduced motion, and keeps its colours', () => {
    expect(consoleTheme(true).token).toEqual({ ...CONSOLE_THEME.token, motion: false });
    expect(consoleTheme(false)).toBe(CONSOLE_THEME);
  });
});
