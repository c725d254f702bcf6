import { HALL_FRAME_BANNERS_SLOT, HALL_FRAME_END, HALL_FRAME_NOTICE_SLOT, HALL_FRAME_START } from '@hall/contract/hall/first-paint';
import { describe, expect, it } from 'vitest';
import { HALL_TABS } from '../../features/hall/components/hall-frame.tsx';
import { renderHallFrame } from './hall-frame-prerender.tsx';

describe("the hall's frame prerendered for index.html", () => {
  const html = renderHallFrame();
  const frame = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');

  it('sits between the markers the server finds it by, with one slot each for the notice and the banners', () => {
    expect(html.startsWith(HALL_FRAME_START)).toBe(true);
    expect(html.endsWith(HALL_FRAME_END)).toBe(true);
    expect(html.split(HALL_FRAME_NOTICE_SLOT)).toHaveLength(2);
    expect(html.split(HALL_FRAME_BANNERS_SLOT)).toHaveLength(2);
  });

  it('shows the four side tabs with the recharge tab open, and the recharge tab loading', () => {
    const links = [...frame.querySelectorAll('nav[aria-label="营业厅"] a')];
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(HALL_TABS.map((tab) => [tab.title, tab.path]));
    expect(frame.querySelector('a[aria-current="page"]')?.textContent).toBe('充值缴费');
    expect(frame.querySelector('main .skeleton-block[aria-busy="true"]')).not.toBeNull();
    expect(frame.querySelector('[role="marquee"][aria-label="营业厅公告"] .hall-notice-text')?.textContent).toBe(HALL_FRAME_NOTICE_SLOT);
  });
});
