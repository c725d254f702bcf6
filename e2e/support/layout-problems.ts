import type { Page } from '@playwright/test';

// The 320 px rule's check of one page (the narrowest phone screen we serve, 320 x 640): what the
// route sweep (e2e/smoke/route-sweep.spec.ts) and the agent popups' check look for.

/** The narrowest phone screen the app serves. */
export const PHONE_320 = { width: 320, height: 640 };

/**
 * What is wrong with the layout of the page now shown, one line per finding:
 * - the document is wider than the screen, or an element or a run of text reaches past its right
 *   edge (an element that scrolls or clips sideways counts with its own box; what it holds is its
 *   own business);
 * - a visible text field (input or textarea) lies partly outside the screen, is covered near its
 *   left or right edge (4 px in) by anything but itself or its own wrapper, or is narrower than
 *   four CJK characters of its own font (the widest common glyphs: a field that shows fewer cannot
 *   show a name, a code or the start of an address).
 */
export async function findLayoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const screenWidth = document.documentElement.clientWidth;
    const TOLERANCE = 0.5;
    const describe = (element: Element | null): string => {
      if (!element) {
        return 'nothing';
      }
      const classes = Array.from(element.classList).slice(0, 3).join('.');
      const label = element.getAttribute('aria-label') ?? element.getAttribute('placeholder') ?? element.textContent?.trim().slice(0, 16) ?? '';
      return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}>${label ? ` "${label}"` : ''}`;
    };
    const isShown = (element: Element): boolean => {
      if (!element.checkVisibility({ checkVisibilityCSS: true })) {
        return false;
      }
      const style = getComputedStyle(element);
      // Visually hidden text for screen readers (1 px boxes, clip) takes no room on the screen.
      const rect = element.getBoundingClientRect();
      return rect.width > 1 && rect.height > 1 && style.clip === 'auto' && style.clipPath === 'none';
    };

    const documentWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
    if (documentWidth > screenWidth) {
      problems.push(`the page scrolls sideways: ${documentWidth} px wide on a ${screenWidth} px screen`);
    }

    // Walk the page from the body; an element past the right edge is reported and not entered (its
    // content follows it), and the content of an element that scrolls or clips sideways is its own.
    const visit = (element: Element): void => {
      if (!isShown(element)) {
        return;
      }
      const rect = element.getBoundingClientRect();
      if (rect.right > screenWidth + TOLERANCE && rect.left < screenWidth) {
        problems.push(`${describe(element)} reaches ${Math.round(rect.right)} px`);
        return;
      }
      if (getComputedStyle(element).overflowX !== 'visible') {
        return;
      }
      for (const child of Array.from(element.childNodes)) {
        if (child instanceof Element) {
          visit(child);
        } else if (child.nodeType === Node.TEXT_NODE && child.textContent?.trim()) {
          const range = document.createRange();
          range.selectNodeContents(child);
          const textRight = range.getBoundingClientRect().right;
          if (textRight > screenWidth + TOLERANCE) {
            problems.push(`the text "${child.textContent.trim().slice(0, 24)}" in ${describe(element)} reaches ${Math.round(textRight)} px`);
          }
        }
      }
    };
    visit(document.body);

    const NOT_TEXT = new Set(['hidden', 'checkbox', 'radio', 'file', 'submit', 'button', 'reset', 'image', 'range', 'color']);
    const fields = Array.from(document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')).filter(
      (field) => !(field instanceof HTMLInputElement && NOT_TEXT.has(field.type)) && isShown(field),
    );
    const canvas = document.createElement('canvas').getContext('2d');
    for (const field of fields) {
      field.scrollIntoView({ block: 'center', inline: 'nearest' });
      const rect = field.getBoundingClientRect();
      const name = describe(field);
      if (rect.left < -TOLERANCE || rect.right > screenWidth + TOLERANCE) {
        problems.push(`the field ${name} lies outside the screen (${Math.round(rect.left)} to ${Math.round(rect.right)} px)`);
      }
      const wrapper = field.closest('.adm-input, .adm-text-area, .adm-search-bar-input-box') ?? field;
      const middle = rect.top + rect.height / 2;
      for (const [side, x] of [
        ['left', rect.left + 4],
        ['right', rect.right - 4],
      ] as const) {
        const hit = document.elementFromPoint(x, middle);
        if (!hit || !wrapper.contains(hit)) {
          problems.push(`the field ${name} is covered near its ${side} edge by ${describe(hit)}`);
        }
      }
      const style = getComputedStyle(field);
      const contentWidth =
        rect.width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - parseFloat(style.borderLeftWidth) - parseFloat(style.borderRightWidth);
      if (canvas) {
        canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const fourCharacters = canvas.measureText('中文字符').width;
        if (contentWidth < fourCharacters) {
          problems.push(`the field ${name} shows ${Math.round(contentWidth)} px, less than four characters (${Math.round(fourCharacters)} px)`);
        }
      }
    }
    return problems;
  });
}
