import type { ThemeConfig } from 'antd';

/**
 * The console's antd theme: antd's default blue and red and its 45 % and 25 % greys fall
 * below 4.5:1 as text on white (links, descriptions, form hints, placeholders) or under
 * white text (primary buttons). These seeds keep the look and pass WCAG 2.2 AA; the primary is
 * the phone app's (styles.css --app-primary). Green and gold keep antd's seeds (a dark seed
 * darkens the tags' and alerts' backgrounds too): their text is darkened in console.css.
 */
export const CONSOLE_THEME: ThemeConfig = {
  token: {
    colorPrimary: '#1064d8',
    colorInfo: '#1064d8',
    colorLink: '#1064d8',
    colorError: '#d9001b',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextQuaternary: 'rgba(0, 0, 0, 0.56)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
  },
};

/** The console's theme; without antd's motion (drawers, modals, menus) when the computer asks for reduced motion. */
export function consoleTheme(isMotionReduced: boolean): ThemeConfig {
  return isMotionReduced ? { ...CONSOLE_THEME, token: { ...CONSOLE_THEME.token, motion: false } } : CONSOLE_THEME;
}
