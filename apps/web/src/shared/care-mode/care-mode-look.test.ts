import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

// The care-mode stylesheet as the browser applies it: the sizes only under the document's
// attribute, so the same page is unchanged when care mode is off.

const TOUCH_TARGETS = [
  '<button class="adm-button">确定</button>',
  '<button class="plain-button">立即支付</button>',
  '<div class="adm-list-item-content">话费余额</div>',
  '<div class="adm-tabs-tab">流量</div>',
  '<button class="segmented-tab">话费充值</button>',
  '<a class="hall-tab">充值缴费</a>',
  '<div class="adm-tab-bar-item">积分兑换</div>',
  '<label class="adm-checkbox">同意</label>',
  '<label class="adm-radio">男</label>',
  '<div class="adm-nav-bar-back">‹</div>',
];

function renderInMode(isCareMode: boolean, html: string): HTMLElement {
  if (isCareMode) {
    document.documentElement.setAttribute('data-care-mode', 'on');
  } else {
    document.documentElement.removeAttribute('data-care-mode');
  }
  const holder = document.createElement('div');
  holder.innerHTML = html;
  document.body.append(holder);
  return holder.firstElementChild as HTMLElement;
}

const pixels = (value: string) => Number.parseFloat(value) || 0;

// In the order the app has them: the base styles and care mode with the entry, a page's own stylesheet after them.
const STYLESHEETS = ['../../styles.css', './care-mode.css', '../../features/queries/queries.css'];

beforeAll(() => {
  for (const file of STYLESHEETS) {
    const style = document.createElement('style');
    style.textContent = readFileSync(`${import.meta.dirname}/${file}`, 'utf8');
    document.head.append(style);
  }
});
afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.removeAttribute('data-care-mode');
});

describe('care mode look', () => {
  it('sets the base text to 18 px, through antd-mobile’s main size too', () => {
    renderInMode(true, '<p>正文</p>');
    expect(pixels(getComputedStyle(document.body).fontSize)).toBeGreaterThanOrEqual(18);
    expect(pixels(getComputedStyle(document.documentElement).getPropertyValue('--adm-font-size-main'))).toBeGreaterThanOrEqual(18);
  });

  it.each(['page-intro', 'muted', 'form-error', 'empty-state-description', 'query-explain', 'plain-button'])(
    'raises our own smaller text (.%s) to 18 px',
    (className) => {
      const text = renderInMode(true, `<p class="${className}">说明</p>`);
      expect(pixels(getComputedStyle(text).fontSize)).toBeGreaterThanOrEqual(18);
    },
  );

  it('shows key figures at 24 px or more', () => {
    const figure = renderInMode(true, '<span class="key-figure">¥12.34</span>');
    expect(pixels(getComputedStyle(figure).fontSize)).toBeGreaterThanOrEqual(24);
  });

  it.each(TOUCH_TARGETS)('makes %s at least 48 px tall', (html) => {
    const target = renderInMode(true, html);
    expect(pixels(getComputedStyle(target).minHeight)).toBeGreaterThanOrEqual(48);
  });

  it('hides what is marked as decoration', () => {
    const banner = renderInMode(true, '<section class="hall-banners decoration">活动</section>');
    expect(getComputedStyle(banner).display).toBe('none');
  });

  it('changes nothing while care mode is off', () => {
    const figure = renderInMode(false, '<span class="key-figure">¥12.34</span>');
    const button = renderInMode(false, '<button class="plain-button">立即支付</button>');
    const banner = renderInMode(false, '<section class="decoration">活动</section>');
    expect(pixels(getComputedStyle(figure).fontSize)).toBeLessThan(24);
    expect(pixels(getComputedStyle(button).minHeight)).toBe(0);
    expect(getComputedStyle(banner).display).not.toBe('none');
    expect(pixels(getComputedStyle(document.body).fontSize)).toBeLessThan(18);
  });
});
